/**
 * Tiny synchronous facade over the built-in search client. The engine (MiniSearch + index
 * code) is a separate chunk, never part of a page's first load: it is imported when the reader
 * shows they will search (hover, focus or touch of the search button, the shortcuts, the
 * /search page) or at the latest on the first query.
 */
import { cachedPromise } from '../lib/cachedPromise';
import type { FacetFilters } from './indexUrls';
import type { LocalClientOptions, LocalSearchClient } from './localClient';
import { createAlgoliaAgentShim } from './algoliaAgent';
import { fetchEarly } from './earlyFetch';
import { filesFile, indexUrlsFor, metaFile } from './indexUrls';
import { RetryError } from './retryError';

const engineChunk = cachedPromise(
  () => import(/* webpackChunkName: "local-search" */ './localClient'),
);

/**
 * Begins loading the engine and the document table of the indexes these facet filters name
 * (fire and forget): what any first query needs.
 */
export function warmUpLocalSearch(options: LocalClientOptions, facetFilters?: FacetFilters): void {
  // The document table and file list start at once, in parallel with the engine's chunk.
  for (const url of indexUrlsFor(options.baseUrl, options.indexes, facetFilters)) {
    fetchEarly(`${url}${filesFile()}`);
    fetchEarly(`${url}${metaFile()}`);
  }
  engineChunk
    .get()
    .then((mod) => mod.prefetchIndexes(options, facetFilters))
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
      let mod: Awaited<ReturnType<typeof engineChunk.get>>;
      try {
        mod = await engineChunk.get();
      } catch (cause) {
        // A chunk that cannot be fetched is a network failure like any other.
        throw new RetryError('Unable to load the search engine', { cause });
      }
      client ??= mod.createLocalSearchClient(options);
      return client.search(input);
    },
  };
}
