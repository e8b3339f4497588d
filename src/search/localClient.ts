/**
 * A search client with the `search({ requests })` surface of algoliasearch v5's lite client,
 * answered by the built-in engine from the split index files (./splitIndex.ts) of the versions
 * named by the request's docusaurus_tag facet filters: per query only the parts it needs, kept
 * for the page's lifetime. Once a search has been answered, the rest of that version's index
 * loads in the background (not with data-saver on or on 2g), so search keeps working offline.
 * Any failure to load surfaces as a `RetryError`, the only error DocSearch turns into its
 * "Unable to fetch results" screen.
 */
import {
  planSearch,
  respond,
  type LocalIndex,
  type LocalSearchRequest,
  type LocalSearchResponse,
} from './engine';
import { createAlgoliaAgentShim } from './algoliaAgent';
import { indexUrlsFor as urlsFor } from './indexUrls';
import { SplitIndexLoader } from './splitLoader';
import { isConstrainedConnection } from './whenIdle';

export { RetryError } from './retryError';

export interface LocalClientOptions {
  /** Site base URL, e.g. `/`. */
  baseUrl: string;
  /** docusaurus_tag → folder of its split index, relative to baseUrl (plugin global data). */
  indexes: Record<string, string>;
  /** For tests: replaces `fetch`. */
  fetchImpl?: typeof fetch;
  /** Quiet time after a search before the rest of its indexes loads (default {@link COMPLETE_AFTER_MS}). */
  completeAfterMs?: number;
}

/** One loader per index folder URL, for the page's lifetime. */
const loaders = new Map<string, SplitIndexLoader>();

function loaderFor(url: string, fetchImpl: typeof fetch): SplitIndexLoader {
  let loader = loaders.get(url);
  if (!loader) loaders.set(url, (loader = new SplitIndexLoader(url, fetchImpl)));
  return loader;
}

/** Index folder URLs a request needs: those of the docusaurus_tags it filters on (all if none). */
export function indexUrlsFor(options: LocalClientOptions, request: LocalSearchRequest): string[] {
  return urlsFor(options.baseUrl, options.indexes, request.facetFilters);
}

const defaultFetch: typeof fetch = (...args) => fetch(...args);

/**
 * On intent (search about to be used): loads the document table of the indexes these facet
 * filters name, so that the first query only waits for its own parts.
 */
export function prefetchIndexes(
  options: LocalClientOptions,
  facetFilters: LocalSearchRequest['facetFilters'],
): void {
  for (const url of indexUrlsFor(options, { facetFilters })) {
    loaderFor(url, options.fetchImpl ?? defaultFetch)
      .index()
      .catch(() => {
        /* reported by the search that needs it */
      });
  }
}

type RequestInput =
  | { requests: LocalSearchRequest[] }
  | (LocalSearchRequest | { indexName: string; params?: LocalSearchRequest })[];

export interface LocalSearchClient {
  search(input: RequestInput): Promise<{ results: LocalSearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {
    algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown };
  };
  appId: string;
}

/**
 * Loaders whose whole index is in (see {@link completeWhenTypingStops}): a query needs nothing
 * more from them, so it skips `prepare` (working out which shards it needs, typo candidates
 * included, is a scan of the term lists for every query word).
 */
const complete = new WeakSet<object>();

type Loader = Pick<SplitIndexLoader, 'index' | 'prepare' | 'completeInBackground'>;

/** Loads the rest of a loader's index in the background; from then on it is complete. */
export function completeLoader(loader: Loader): Promise<void> {
  return loader.completeInBackground().then(() => void complete.add(loader));
}

/** The loader's index, with everything `query` needs to be matched. */
export function indexFor(loader: Loader, query: string): Promise<LocalIndex> {
  return complete.has(loader) ? loader.index() : loader.prepare(query);
}

/** Quiet time after a search before the rest of its indexes loads (it would slow the next query). */
export const COMPLETE_AFTER_MS = 2000;
let completeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Search has been used: once the reader stops typing, the rest of these indexes loads, for
 * offline use (not on a costly link).
 */
function completeWhenTypingStops(used: Iterable<SplitIndexLoader>, afterMs: number): void {
  if (isConstrainedConnection()) return;
  const loadersUsed = [...used];
  clearTimeout(completeTimer);
  completeTimer = setTimeout(() => {
    for (const loader of loadersUsed) completeLoader(loader).catch(() => {});
  }, afterMs);
  // In Node (tests), the timer must not keep the process alive.
  (completeTimer as { unref?: () => void }).unref?.();
}

async function answer(
  used: SplitIndexLoader[],
  request: LocalSearchRequest,
): Promise<LocalSearchResponse> {
  const query = String(request.query ?? '');
  const indexes = await Promise.all(used.map((loader) => indexFor(loader, query)));
  const plan = planSearch(indexes, request);
  const shown = new Map<LocalIndex, number[]>();
  for (const hit of plan.hits) shown.set(hit.index, [...(shown.get(hit.index) ?? []), hit.id]);
  await Promise.all(
    [...shown].map(([index, ids]) => used[indexes.indexOf(index)]!.loadText(index, ids)),
  );
  return respond(plan);
}

/**
 * Resolves in a later task. After a response, DocSearch (autocomplete) updates its state three
 * times, each in a microtask of its own. Were the response delivered in the task of the input
 * event that asked for it, React would give each update the event's synchronous priority and
 * render the whole modal once per update before the hits could paint (with the render for the
 * input itself, four renders a query); from a later task they are ordinary updates, rendered
 * together once.
 */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function createLocalSearchClient(options: LocalClientOptions): LocalSearchClient {
  const fetchImpl = options.fetchImpl ?? defaultFetch;
  return {
    appId: 'local',
    ...createAlgoliaAgentShim(),
    async search(input: RequestInput) {
      const raw = Array.isArray(input) ? input : input?.requests;
      if (!Array.isArray(raw)) {
        throw new Error('Parameter `requests` is required when calling `search`.');
      }
      // Accept both `{ indexName, query, ... }` and the legacy `{ indexName, params: {...} }`.
      const requests: LocalSearchRequest[] = raw.map((r) =>
        'params' in r && r.params && typeof r.params === 'object'
          ? { ...(r.params as LocalSearchRequest), indexName: r.indexName }
          : (r as LocalSearchRequest),
      );
      const results: LocalSearchResponse[] = [];
      const used = new Set<SplitIndexLoader>();
      for (const request of requests) {
        const loadersOfRequest = indexUrlsFor(options, request).map((u) => loaderFor(u, fetchImpl));
        loadersOfRequest.forEach((l) => used.add(l));
        results.push(await answer(loadersOfRequest, request));
      }
      await nextTask();
      completeWhenTypingStops(used, options.completeAfterMs ?? COMPLETE_AFTER_MS);
      return { results };
    },
  };
}
