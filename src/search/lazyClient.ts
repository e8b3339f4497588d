/**
 * Tiny synchronous facade over the built-in search client. The engine (MiniSearch + index
 * code) is a separate chunk, never part of a page's first load: it is imported when search is
 * warmed up (intent or idle time after load, see src/search/whenIdle.ts) or first used.
 */
import type { FacetFilters } from './engine';
import type { LocalClientOptions, LocalSearchClient } from './localClient';
import { createAlgoliaAgentShim } from './algoliaAgent';

type LocalClientModule = typeof import('./localClient');

let modulePromise: Promise<LocalClientModule> | null = null;

function loadModule(): Promise<LocalClientModule> {
  if (!modulePromise) {
    modulePromise = import(/* webpackChunkName: "local-search" */ './localClient');
    modulePromise.catch(() => {
      modulePromise = null;
    });
  }
  return modulePromise;
}

/**
 * Begins loading the engine and the indexes these facet filters need (fire and forget). With
 * `build: false` (idle time) the indexes are only downloaded; their engines are built on use.
 */
export function warmUpLocalSearch(
  options: LocalClientOptions,
  facetFilters?: FacetFilters,
  { build = true }: { build?: boolean } = {},
): void {
  loadModule()
    .then((mod) => mod.prefetchIndexes(options, facetFilters, { build }))
    .catch(() => {
      /* the search itself reports the failure */
    });
}

export function createLazyLocalSearchClient(options: LocalClientOptions): LocalSearchClient {
  let client: LocalSearchClient | null = null;
  return {
    appId: 'local',
    ...createAlgoliaAgentShim(),
    async search(input) {
      let mod: LocalClientModule;
      try {
        mod = await loadModule();
      } catch (cause) {
        // A chunk that cannot be fetched is a network failure like any other.
        const error = new Error('Unable to load the search engine');
        error.name = 'RetryError';
        (error as { cause?: unknown }).cause = cause;
        throw error;
      }
      client ??= mod.createLocalSearchClient(options);
      return client.search(input);
    },
  };
}
