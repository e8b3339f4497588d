/**
 * The built-in search engine: answers Algolia-shaped search requests from the compact index
 * files. Runs in the browser (and in Node for tests and the benchmark). No DOM APIs here.
 * What a query finds is ./matching.ts, what it is worth ./ranking.ts, how matches are marked
 * ./highlight.ts; this file holds one index (LocalIndex) and the request/response shapes.
 */
import {
  highlightRecord,
  parseSnippetSpec,
  type HighlightValue,
  type Marker,
  type SnippetValue,
} from './highlight';
import { Matcher } from './matching';
import {
  arrangeForGroups,
  DEFAULT_DISTINCT,
  isReferencePath,
  pageFactor,
  isKnownIssuesPath,
  rankPages,
  TYPE_BOOST,
  type HitBlock,
  type RankingContext,
} from './ranking';
import {
  expandCompact,
  toSearchRecord,
  type CompactIndex,
  type PlainRecord,
  type SearchRecord,
} from './records';
import { tokenizeWords } from './text';

export { DEFAULT_DISTINCT } from './ranking';
export { tagsFromFacetFilters } from './indexUrls';

/** Builds the full-text index of a split index from its serialized parts. */
export type FullTextLoader = NonNullable<ConstructorParameters<typeof Matcher>[3]>;
export type { HighlightValue, SnippetValue } from './highlight';

export interface SearchOptions {
  /** Hits kept per page (0 = all). */
  distinct?: number;
}

/** A ranked hit: a record and the score of the page it belongs to. */
export interface RankedHit {
  id: number;
  score: number;
  /** processed index terms that matched (for highlighting) */
  terms: string[];
}

export class LocalIndex {
  readonly compact: CompactIndex;
  readonly records: PlainRecord[];
  private readonly matcher: Matcher;
  private readonly ranking: RankingContext;

  /**
   * `compact` holds the records; with `loadFullText`, their text may be left out (a split
   * index, ./splitIndex.ts: the full-text index is loaded from its parts, and a record's text
   * only when it is shown, see {@link setContent}).
   */
  constructor(compact: CompactIndex, loadFullText?: FullTextLoader) {
    if (compact?.v !== 1 || !Array.isArray(compact.records)) {
      throw new TypeError('Not a search index (unknown format)');
    }
    this.compact = compact;
    this.records = expandCompact(compact);
    this.matcher = new Matcher(compact, this.records, (r) => TYPE_BOOST[r.type], loadFullText);
    const pageTitleRecord = compact.pages.map(() => -1);
    this.records.forEach((r, id) => {
      if (r.type === 'lvl1' && pageTitleRecord[r.page] === -1) pageTitleRecord[r.page] = id;
    });
    this.ranking = {
      records: this.records,
      matcher: this.matcher,
      referencePage: compact.pages.map((p) => isReferencePath(p[0])),
      pageFactor: compact.pages.map((p) => pageFactor(p[0])),
      knownIssuesPage: compact.pages.map((p) => isKnownIssuesPath(p[0])),
      pageTitleRecord,
    };
  }

  get facets(): Record<string, string> {
    return {
      language: this.compact.language,
      docusaurus_tag: this.compact.tag,
      version: this.compact.version,
    };
  }

  /** Ranked hits: pages in score order, each with up to `distinct` of its records. */
  search(query: string, options: SearchOptions = {}): RankedHit[] {
    const match = this.matcher.match(query);
    if (!match) return [];
    return rankPages(this.ranking, match).flatMap(({ score, records }) =>
      this.distinctHits(records, options.distinct).map((id) => ({
        id,
        score,
        terms: match.terms,
      })),
    );
  }

  /** The first `limit` records (0 = all) that lead to different places (URL with anchor). */
  private distinctHits(ids: number[], limit = DEFAULT_DISTINCT): number[] {
    const anchors = new Set<string>();
    const out: number[] = [];
    for (const id of ids) {
      const anchor = this.records[id]!.anchor;
      if (anchors.has(anchor)) continue;
      anchors.add(anchor);
      out.push(id);
      if (limit > 0 && out.length >= limit) break;
    }
    return out;
  }

  /** The full-text index (MiniSearch), for serializing it into a split index. */
  get fullText(): Matcher['mini'] {
    return this.matcher.mini;
  }

  /** A record's text, once loaded (split index: only the text of records being shown). */
  setContent(id: number, content: string): void {
    this.records[id]!.content = content;
  }

  record(id: number): SearchRecord {
    return toSearchRecord(this.compact, this.records[id]!);
  }
}

// ---------------------------------------------------------------------------------------------
// Algolia request/response shapes (the subset DocSearch and the search page use)
// ---------------------------------------------------------------------------------------------

export type { FacetFilters } from './indexUrls';
import type { FacetFilters } from './indexUrls';

export interface LocalSearchRequest {
  indexName?: string;
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** hits per page (URL without anchor): true = 1, false or 0 = all; default {@link DEFAULT_DISTINCT} */
  distinct?: boolean | number;
  [key: string]: unknown;
}

export type LocalHit = SearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<string, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<string, SnippetValue>>;
    content?: SnippetValue;
  };
};

export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
}

/** True when an index with these facet values passes Algolia-style facetFilters (AND of ORs). */
export function matchesFacetFilters(
  facets: Record<string, string>,
  filters: FacetFilters | undefined,
): boolean {
  if (filters === undefined) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string) => {
    const i = filter.indexOf(':');
    if (i < 0) return false;
    const attr = filter.slice(0, i);
    let value = filter.slice(i + 1);
    let negate = false;
    if (value.startsWith('-')) {
      negate = true;
      value = value.slice(1);
    }
    const actual = facets[attr];
    if (actual === undefined) return false;
    return negate ? actual !== value : actual === value;
  };
  return list.every((clause) => (Array.isArray(clause) ? clause.some(test) : test(clause)));
}

/** Algolia's `distinct`: true = 1 hit per page, false/0 = all, a number = that many. */
function distinctLimit(value: unknown): number {
  if (value === undefined) return DEFAULT_DISTINCT;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : DEFAULT_DISTINCT;
}

interface ScoredHit {
  index: LocalIndex;
  result: RankedHit;
  order: number;
}

/** Pages of results of `size` hits, arranged for a display grouped by section (lvl0). */
function resultPages(scored: ScoredHit[], size: number): ScoredHit[][] {
  const blocks: HitBlock<ScoredHit>[] = [];
  let last: PlainRecord | undefined;
  for (const hit of scored) {
    const record = hit.index.records[hit.result.id]!;
    const block = blocks.at(-1);
    if (block && last && block.hits[0]!.index === hit.index && record.page === last.page) {
      block.hits.push(hit);
    } else {
      blocks.push({ group: record.levels[0]!, score: hit.result.score, hits: [hit] });
    }
    last = record;
  }
  return arrangeForGroups(blocks, size);
}

/** A request ranked, before its hits are written out (their text may still have to load). */
export interface SearchPlan {
  request: LocalSearchRequest;
  query: string;
  started: number;
  page: number;
  hitsPerPage: number;
  nbHits: number;
  nbPages: number;
  /** The hits of the requested page of results: the records whose text the response shows. */
  hits: { index: LocalIndex; id: number; terms: string[] }[];
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Ranks one Algolia-shaped request against the given (already loaded) indexes. */
export function planSearch(indexes: LocalIndex[], request: LocalSearchRequest): SearchPlan {
  const started = now();
  const query = String(request.query ?? '');
  const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20)));
  const page = Math.max(0, Number(request.page ?? 0));
  const eligible = indexes.filter((ix) => matchesFacetFilters(ix.facets, request.facetFilters));

  const distinct = distinctLimit(request.distinct);
  const scored: ScoredHit[] = [];
  if (query.trim() !== '') {
    for (const index of eligible) {
      for (const result of index.search(query, { distinct })) {
        scored.push({ index, result, order: scored.length });
      }
    }
    // Hits carry their page's score; ties keep each index's order, so a page's hits stay together.
    scored.sort((a, b) => b.result.score - a.result.score || a.order - b.order);
  }
  const pages = hitsPerPage === 0 ? [] : resultPages(scored, hitsPerPage);
  return {
    request,
    query,
    started,
    page,
    hitsPerPage,
    nbHits: scored.length,
    nbPages: pages.length,
    hits: (pages[page] ?? []).map(({ index, result }) => ({
      index,
      id: result.id,
      terms: result.terms,
    })),
  };
}

/** The response to a ranked request: its hits, marked (their records' text must be loaded). */
export function respond(plan: SearchPlan): LocalSearchResponse {
  const { request, query } = plan;
  const m: Marker = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
  };
  const queryWords = tokenizeWords(query).length;
  const snippetSpec = parseSnippetSpec(request.attributesToSnippet);
  const hits = plan.hits.map(({ index, id, terms }): LocalHit => {
    const plain = index.records[id]!;
    const marked = highlightRecord(plain, terms, queryWords, snippetSpec, m);
    return {
      ...index.record(id),
      _highlightResult: marked.highlight,
      _snippetResult: marked.snippet,
    };
  });
  return {
    hits,
    nbHits: plan.nbHits,
    page: plan.page,
    nbPages: plan.nbPages,
    hitsPerPage: plan.hitsPerPage,
    processingTimeMS: Math.round(now() - plan.started),
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
  };
}

/** Answers one Algolia-shaped request against the given (already loaded) indexes. */
export function searchIndexes(
  indexes: LocalIndex[],
  request: LocalSearchRequest,
): LocalSearchResponse {
  return respond(planSearch(indexes, request));
}
