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

const cache = new Map<string, Promise<LocalIndex>>();

async function fetchIndex(url: string, fetchImpl: typeof fetch): Promise<LocalIndex> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch (cause) {
    throw new RetryError(`Unable to reach the search index ${url}`, { cause });
  }
  if (!response.ok) {
    throw new RetryError(`Unable to load the search index ${url}: HTTP ${response.status}`);
  }
  let data: CompactIndex;
  try {
    data = (await response.json()) as CompactIndex;
    return new LocalIndex(data);
  } catch (cause) {
    throw new RetryError(`The search index ${url} could not be read`, { cause });
  }
}

function resolve(baseUrl: string, file: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${file.replace(/^\/+/, '')}`;
}

/** Loads (once) the index of a file; a failed load is forgotten so the next search retries. */
export function loadIndex(url: string, fetchImpl: typeof fetch = fetch): Promise<LocalIndex> {
  let promise = cache.get(url);
  if (!promise) {
    promise = fetchIndex(url, fetchImpl);
    cache.set(url, promise);
    promise.catch(() => cache.delete(url));
  }
  return promise;
}

/** Index URLs a request needs: the files of the docusaurus_tags it filters on (all if none). */
export function indexUrlsFor(options: LocalClientOptions, request: LocalSearchRequest): string[] {
  const known = Object.keys(options.indexes);
  const wanted = tagsFromFacetFilters(request.facetFilters);
  const tags = wanted ? known.filter((t) => wanted.includes(t)) : known;
  return tags.map((t) => resolve(options.baseUrl, options.indexes[t]!));
}

/** Starts loading the indexes for these facet filters (e.g. when the search modal opens). */
export function prefetchIndexes(
  options: LocalClientOptions,
  facetFilters: LocalSearchRequest['facetFilters'],
): void {
  for (const url of indexUrlsFor(options, { facetFilters })) {
    loadIndex(url, options.fetchImpl ?? fetch).catch(() => {
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
