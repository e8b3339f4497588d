/**
 * A search client with the `search({ requests })` surface of algoliasearch v5's lite client,
 * answered by the built-in engine from the static index files. Index files are fetched on
 * first use (only those named by the request's docusaurus_tag facet filters) and cached for
 * the page's lifetime. Any failure to load an index surfaces as an error named `RetryError`,
 * the only error DocSearch turns into its "Unable to fetch results" screen.
 */
import {
  LocalIndex,
  searchIndexes,
  tagsFromFacetFilters,
  type LocalSearchRequest,
  type LocalSearchResponse,
} from './engine';
import type { CompactIndex } from './records';
import { createAlgoliaAgentShim } from './algoliaAgent';

export class RetryError extends Error {
  override name = 'RetryError';
  readonly transporterStackTrace: unknown[] = [];
  constructor(message: string, options?: { cause?: unknown }) {
    super(message);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

export interface LocalClientOptions {
  /** Site base URL, e.g. `/`. */
  baseUrl: string;
  /** docusaurus_tag → index file path relative to baseUrl (from the plugin's global data). */
  indexes: Record<string, string>;
  /** For tests: replaces `fetch`. */
  fetchImpl?: typeof fetch;
}

/** Downloaded index files (parsed JSON), and the engines built from them, per URL. */
const downloads = new Map<string, Promise<CompactIndex>>();
const engines = new Map<string, Promise<LocalIndex>>();

async function fetchIndexData(url: string, fetchImpl: typeof fetch): Promise<CompactIndex> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch (cause) {
    throw new RetryError(`Unable to reach the search index ${url}`, { cause });
  }
  if (!response.ok) {
    throw new RetryError(`Unable to load the search index ${url}: HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as CompactIndex;
  } catch (cause) {
    throw new RetryError(`The search index ${url} could not be read`, { cause });
  }
}

/** Caches a promise under `key`; a rejected one is forgotten so the next call tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

function resolve(baseUrl: string, file: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${file.replace(/^\/+/, '')}`;
}

/** Downloads (once) an index file without building its engine: cheap to do ahead of use. */
export function downloadIndex(url: string, fetchImpl: typeof fetch = fetch): Promise<CompactIndex> {
  return once(downloads, url, () => fetchIndexData(url, fetchImpl));
}

/** Loads (once) the engine of an index file, from the download if there is one. */
export function loadIndex(url: string, fetchImpl: typeof fetch = fetch): Promise<LocalIndex> {
  return once(engines, url, async () => {
    const data = await downloadIndex(url, fetchImpl);
    try {
      const index = new LocalIndex(data);
      downloads.delete(url); // the engine is kept from now on
      return index;
    } catch (cause) {
      downloads.delete(url);
      throw new RetryError(`The search index ${url} could not be read`, { cause });
    }
  });
}

/** Index URLs a request needs: the files of the docusaurus_tags it filters on (all if none). */
export function indexUrlsFor(options: LocalClientOptions, request: LocalSearchRequest): string[] {
  const known = Object.keys(options.indexes);
  const wanted = tagsFromFacetFilters(request.facetFilters);
  const tags = wanted ? known.filter((t) => wanted.includes(t)) : known;
  return tags.map((t) => resolve(options.baseUrl, options.indexes[t]!));
}

/**
 * Starts loading the indexes for these facet filters: only their download when `build` is false
 * (idle time: building the engine of a large index costs the reader's CPU), the engines as well
 * when search is about to be used.
 */
export function prefetchIndexes(
  options: LocalClientOptions,
  facetFilters: LocalSearchRequest['facetFilters'],
  { build = true }: { build?: boolean } = {},
): void {
  const fetchImpl = options.fetchImpl ?? fetch;
  for (const url of indexUrlsFor(options, { facetFilters })) {
    if (engines.has(url)) continue;
    (build ? loadIndex(url, fetchImpl) : downloadIndex(url, fetchImpl)).catch(() => {
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

export function createLocalSearchClient(options: LocalClientOptions): LocalSearchClient {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
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
      for (const request of requests) {
        const urls = indexUrlsFor(options, request);
        const indexes = await Promise.all(urls.map((u) => loadIndex(u, fetchImpl)));
        results.push(searchIndexes(indexes, request));
      }
      return { results };
    },
  };
}
