/**
 * Scores the built-in engine against the relevance set (tests/fixtures/search-relevance.json):
 * for each query, where the expected page comes among the result pages of its version's index.
 * Shared by `npm run bench:search` (prints the numbers) and the relevance test (asserts them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LocalIndex,
  searchIndexes,
  type LocalHit,
  type LocalSearchRequest,
} from '../../src/search/engine';
import { docSearchOrder } from './docsearchOrder';
import type { CompactIndex } from '../../src/search/records';

export const RELEVANCE_SET_FILE = path.resolve(
  import.meta.dirname,
  '../../tests/fixtures/search-relevance.json',
);

/** What the DocSearch modal asks for per keystroke. */
export const MODAL_HITS = 20;
/** What the /search page asks for per page (it loads the next page on scrolling). */
export const SEARCH_PAGE_HITS = 15;

export interface RelevanceQuery {
  /** Docs version label: `1.x` or `0.1.10`. */
  version: string;
  kind: 'concept' | 'phrase' | 'short' | 'api' | 'typo';
  query: string;
  /** URL path of the page that answers the query. */
  expect: string;
  /**
   * API queries: URL path of the guide page that explains the API, which must come among the
   * first three result pages (with the API page first).
   */
  guide?: string;
}

export interface RelevanceSet {
  about: string;
  queries: RelevanceQuery[];
}

/** What the relevance test holds the engine to: top-3 over the whole set. */
export const TOP3_TARGET = 0.95;

export function loadRelevanceSet(file = RELEVANCE_SET_FILE): RelevanceSet {
  return JSON.parse(readFileSync(file, 'utf8')) as RelevanceSet;
}

/** The index of each docs version in a build (`1.x` → build/search-index/docs-default-1.x.json). */
export function loadVersionIndexes(buildDir: string, versions: string[]): Map<string, LocalIndex> {
  const out = new Map<string, LocalIndex>();
  for (const version of versions) {
    const file = path.join(buildDir, 'search-index', `docs-default-${version}.json`);
    out.set(version, new LocalIndex(JSON.parse(readFileSync(file, 'utf8')) as CompactIndex));
  }
  return out;
}

export interface QueryOutcome extends RelevanceQuery {
  /** 1-based position of the expected page among the pages /search lists; null when absent. */
  rank: number | null;
  /** Same, among the pages the DocSearch modal shows, in its order ({@link modalPages}). */
  modalRank: number | null;
  /** 1-based position of the explaining guide page ({@link RelevanceQuery.guide}) on /search. */
  guideRank?: number | null;
  /** …and in the modal. */
  modalGuideRank?: number | null;
  /** The first pages /search lists (for reports). */
  top: string[];
  /** The first pages the modal shows (for reports). */
  modalTop: string[];
}

function pathOf(hit: { url_without_anchor: string }): string {
  return new URL(hit.url_without_anchor).pathname;
}

function distinctPages(hits: { url_without_anchor: string }[]): string[] {
  return [...new Set(hits.map(pathOf))];
}

/** The modal's request, as DocSearch 3.9 sends it (desktop snippet length). */
function modalRequest(query: string): LocalSearchRequest {
  return {
    query,
    hitsPerPage: MODAL_HITS,
    attributesToSnippet: [1, 2, 3, 4, 5, 6].map((l) => `hierarchy.lvl${l}:10`).concat('content:10'),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

/** The pages the modal shows for a query, in its order (grouped as DocSearch groups them). */
export function modalPages(index: LocalIndex, query: string): string[] {
  return distinctPages(docSearchOrder(searchIndexes([index], modalRequest(query)).hits));
}

/** The pages /search lists for a query: the hits in their order, {@link SEARCH_PAGE_HITS} a page. */
export function searchPagePages(index: LocalIndex, query: string, pages = 4): string[] {
  const hits: LocalHit[] = [];
  for (let page = 0; page < pages; page++) {
    const res = searchIndexes([index], { query, hitsPerPage: SEARCH_PAGE_HITS, page });
    hits.push(...res.hits);
    if (page + 1 >= res.nbPages) break;
  }
  return distinctPages(hits);
}

function rankIn(pages: string[], expect: string): number | null {
  const i = pages.indexOf(expect);
  return i < 0 ? null : i + 1;
}

export function evaluateQuery(index: LocalIndex, q: RelevanceQuery): QueryOutcome {
  const pages = searchPagePages(index, q.query);
  const modal = modalPages(index, q.query);
  return {
    ...q,
    rank: rankIn(pages, q.expect),
    modalRank: rankIn(modal, q.expect),
    ...(q.guide
      ? { guideRank: rankIn(pages, q.guide), modalGuideRank: rankIn(modal, q.guide) }
      : {}),
    top: pages.slice(0, 5),
    modalTop: modal.slice(0, 5),
  };
}

export function evaluateSet(indexes: Map<string, LocalIndex>, set: RelevanceSet): QueryOutcome[] {
  return set.queries.map((q) => {
    const index = indexes.get(q.version);
    if (!index) throw new Error(`No index loaded for version ${q.version}`);
    return evaluateQuery(index, q);
  });
}

export interface Scores {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  /** top-3 in the order the modal displays the hits */
  modalTop3: number;
  /** API queries with an explaining guide: how many */
  apiGuides: number;
  /** …with the API page first and the guide among the first three pages, on /search */
  apiGuideTop3: number;
  /** …and in the modal */
  modalApiGuideTop3: number;
}

export function score(outcomes: QueryOutcome[]): Scores {
  const n = outcomes.length || 1;
  const within = (k: number, r: number | null) => (r !== null && r <= k ? 1 : 0);
  const sum = (f: (o: QueryOutcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  const guided = outcomes.filter((o) => o.guide);
  return {
    queries: outcomes.length,
    top1: sum((o) => within(1, o.rank)) / n,
    top3: sum((o) => within(3, o.rank)) / n,
    mrr: sum((o) => (o.rank ? 1 / o.rank : 0)) / n,
    modalTop3: sum((o) => within(3, o.modalRank)) / n,
    apiGuides: guided.length,
    apiGuideTop3:
      guided.filter((o) => o.rank === 1 && within(3, o.guideRank ?? null)).length /
      (guided.length || 1),
    modalApiGuideTop3:
      guided.filter((o) => o.modalRank === 1 && within(3, o.modalGuideRank ?? null)).length /
      (guided.length || 1),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

/** Lines of the relevance report: per version and overall, then the queries that miss top-3. */
export function relevanceReport(outcomes: QueryOutcome[], worst = 10): string[] {
  const lines: string[] = [];
  const versions = [...new Set(outcomes.map((o) => o.version))];
  const row = (label: string, s: Scores) =>
    `${label.padEnd(10)} ${String(s.queries).padStart(4)} queries  top-1 ${pct(s.top1)}  ` +
    `top-3 ${pct(s.top3)}  MRR ${s.mrr.toFixed(3)}  (modal order top-3 ${pct(s.modalTop3)})`;
  for (const v of versions) lines.push(row(v, score(outcomes.filter((o) => o.version === v))));
  const overall = score(outcomes);
  lines.push(row('overall', overall));
  if (overall.apiGuides) {
    lines.push(
      `API names with an explaining guide: ${overall.apiGuides}; API page first and guide in ` +
        `the first 3 pages: /search ${pct(overall.apiGuideTop3).trim()}, ` +
        `modal ${pct(overall.modalApiGuideTop3).trim()}`,
    );
  }
  // Each query is judged by the worse of its two orders (/search and the modal).
  const worse = (a: number | null | undefined, b: number | null | undefined) =>
    Math.max(a ?? Infinity, b ?? Infinity);
  const pageRank = (o: QueryOutcome) => worse(o.rank, o.modalRank);
  const guideRank = (o: QueryOutcome) => (o.guide ? worse(o.guideRank, o.modalGuideRank) : 0);
  const misses = outcomes
    .filter((o) => pageRank(o) > 1 || guideRank(o) > 2)
    .sort((a, b) => pageRank(b) - pageRank(a) || guideRank(b) - guideRank(a))
    .slice(0, worst);
  if (misses.length) {
    lines.push(
      `worst queries (expected page not first, or guide after the second page; /search | modal):`,
    );
    const at = (a: number | null | undefined, b: number | null | undefined) =>
      `${a ?? 'none'}|${b ?? 'none'}`;
    for (const o of misses) {
      const guide = o.guide ? `, guide ${o.guide} ${at(o.guideRank, o.modalGuideRank)}` : '';
      lines.push(
        `  [${o.version}] "${o.query}" → ${o.expect}: ${at(o.rank, o.modalRank)}${guide}; ` +
          `modal: ${o.modalTop.slice(0, 3).join(', ')}`,
      );
    }
  }
  return lines;
}
