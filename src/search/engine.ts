/**
 * The built-in search engine: answers Algolia-shaped search requests from the compact index
 * files, with MiniSearch 7 doing the full-text part. Runs in the browser (and in Node for
 * tests and the benchmark). No DOM APIs here.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  expandCompact,
  toSearchRecord,
  type CompactIndex,
  type PlainRecord,
  type RecordType,
  type SearchRecord,
} from './records';
import { escapeHtml, indexTerms, queryTerm, tokenizeWords, WORD_RE } from './text';

/** How much a match in the record's own title counts, by record type (titles first). */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 3,
  lvl2: 1.8,
  lvl3: 1.5,
  lvl4: 1.3,
  lvl5: 1.3,
  lvl6: 1.2,
  content: 1,
};

/** MiniSearch's view of a record: own title, the headings above it, and its text. */
interface IndexedDoc {
  id: number;
  /** the record's own heading (lvl1 for a page, lvlN for a heading, '' for content) */
  t: string;
  /** lvl0 … the heading above the record */
  h: string;
  /** content text */
  c: string;
}

const FIELD_BOOST = { t: 4, h: 1, c: 1 };

/**
 * A record whose own title IS the query (`useStore` → "useStore", `middleware` → "Middlewares",
 * `use store` → "useStore") is what the reader is looking for: like Algolia's `exact` criterion.
 */
const EXACT_TITLE_BOOST = 3;
/** …and an API name typed exactly goes to its reference page before any guide of that name. */
const EXACT_REFERENCE_BOOST = 2;
/** Other matches: guide pages before reference pages (topic searches want the guide). */
const GUIDE_BOOST = 1.5;
/** Package/kind index pages of the reference repeat every item's name in a table: rank them lower. */
const REFERENCE_INDEX_PAGE = 0.5;

/** Reference pages are the generated API pages. */
export function isReferencePath(path: string): boolean {
  return /\/api-reference(\/|$)/.test(path);
}

/** Comparison key of a title or query: stemmed lowercase words, concatenated. */
export function titleKey(text: string): string {
  return tokenizeWords(text)
    .map((w) => queryTerm(w))
    .join('');
}

function typoBudget(term: string): number | false {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return false;
}

export const SEARCH_OPTIONS = {
  tokenize: tokenizeWords,
  processTerm: (term: string) => queryTerm(term),
  boost: FIELD_BOOST,
  // The last word is still being typed: match it as a prefix (like Algolia's prefixLast).
  prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  fuzzy: (term: string) => typoBudget(term),
  maxFuzzy: 2,
  combineWith: 'AND' as const,
  weights: { fuzzy: 0.3, prefix: 0.6 },
};

export class LocalIndex {
  readonly compact: CompactIndex;
  readonly records: PlainRecord[];
  readonly mini: MiniSearch<IndexedDoc>;
  private titleKeys: (string | undefined)[] = [];
  private readonly referencePage: boolean[];
  private readonly pageFactor: number[];

  constructor(compact: CompactIndex) {
    if (compact?.v !== 1 || !Array.isArray(compact.records)) {
      throw new TypeError('Not a search index (unknown format)');
    }
    this.compact = compact;
    this.records = expandCompact(compact);
    this.referencePage = compact.pages.map((p) => isReferencePath(p[0]));
    this.pageFactor = compact.pages.map((p) =>
      isReferencePath(p[0]) && p[0].endsWith('/') ? REFERENCE_INDEX_PAGE : 1,
    );
    const records = this.records;
    // The vocabulary is far smaller than the text: process each distinct word once.
    const termCache = new Map<string, string[]>();
    const processTerm = (word: string) => {
      let terms = termCache.get(word);
      if (!terms) {
        terms = indexTerms(word);
        termCache.set(word, terms);
      }
      return terms;
    };
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ['t', 'h', 'c'],
      storeFields: [],
      tokenize: tokenizeWords,
      processTerm,
      searchOptions: {
        ...SEARCH_OPTIONS,
        boostDocument: (id: unknown) => TYPE_BOOST[records[id as number]!.type],
      },
    });
    const docs: IndexedDoc[] = records.map((r, id) => {
      const level = r.type === 'content' ? 7 : Number(r.type.slice(3));
      return {
        id,
        t: level < 7 ? r.levels[level]! : '',
        h: r.levels.slice(0, Math.min(level, 7)).filter(Boolean).join(' '),
        c: r.content,
      };
    });
    this.mini.addAll(docs);
  }

  get facets(): Record<string, string> {
    return {
      language: this.compact.language,
      docusaurus_tag: this.compact.tag,
      version: this.compact.version,
    };
  }

  /** Is this exact (processed) term in the index? */
  hasTerm(term: string): boolean {
    return (this.mini as unknown as { _index: { has(t: string): boolean } })._index.has(term);
  }

  search(query: string): SearchResult[] {
    const words = tokenizeWords(query);
    const last = words.length ? queryTerm(words[words.length - 1]!) : '';
    // A finished word (one the index knows, 4+ letters) is not also matched as a prefix:
    // otherwise every compound identifier starting with it (`autocomplete` →
    // `AutocompleteProps`) scores twice. Short words are still being typed: keep the prefix.
    const options = last.length >= 4 && this.hasTerm(last) ? { prefix: false } : {};
    const results = this.mini.search(query, options);
    const key = titleKey(query);
    for (const result of results) {
      const id = result.id as number;
      const page = this.records[id]!.page;
      const reference = this.referencePage[page]!;
      result.score *= this.pageFactor[page]!;
      if (key && this.titleKey(id) === key) {
        result.score *= EXACT_TITLE_BOOST * (reference ? EXACT_REFERENCE_BOOST : GUIDE_BOOST);
      } else if (!reference) {
        result.score *= GUIDE_BOOST;
      }
    }
    return results;
  }

  private titleKey(id: number): string {
    let key = this.titleKeys[id];
    if (key === undefined) {
      const r = this.records[id]!;
      key = r.type === 'content' ? '' : titleKey(r.levels[Number(r.type.slice(3))]!);
      this.titleKeys[id] = key;
    }
    return key;
  }

  record(id: number): SearchRecord {
    return toSearchRecord(this.compact, this.records[id]!);
  }
}

// ---------------------------------------------------------------------------------------------
// Algolia request/response shapes (the subset DocSearch and the search page use)
// ---------------------------------------------------------------------------------------------

export type FacetFilters = string | (string | string[])[];

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
  [key: string]: unknown;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
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

/** docusaurus_tag values named by facetFilters (to know which index files to load). */
export function tagsFromFacetFilters(filters: FacetFilters | undefined): string[] | null {
  if (filters === undefined) return null;
  const flat = (typeof filters === 'string' ? [filters] : filters).flat();
  const tags = flat
    .filter((f) => f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length ? tags : null;
}

// ---------------------------------------------------------------------------------------------
// Highlighting and snippets
// ---------------------------------------------------------------------------------------------

interface Marker {
  pre: string;
  post: string;
  ellipsis: string;
}

/** Does this word (as written in the text) match one of the matched index terms? */
function wordMatches(word: string, matched: Set<string>): boolean {
  for (const t of indexTerms(word)) if (matched.has(t)) return true;
  return false;
}

interface Piece {
  html: string;
  hit: boolean;
}

/** Splits text into whitespace-separated chunks, each escaped and with matched words marked. */
function markChunks(text: string, matched: Set<string>, m: Marker, escape: boolean): Piece[] {
  const esc = escape ? escapeHtml : (s: string) => s;
  const chunks = text.split(/\s+/).filter(Boolean);
  return chunks.map((chunk) => {
    let html = '';
    let last = 0;
    let hit = false;
    for (const match of chunk.matchAll(WORD_RE)) {
      const word = match[0];
      const start = match.index!;
      html += esc(chunk.slice(last, start));
      if (wordMatches(word, matched)) {
        html += m.pre + esc(word) + m.post;
        hit = true;
      } else {
        html += esc(word);
      }
      last = start + word.length;
    }
    html += esc(chunk.slice(last));
    return { html, hit };
  });
}

function matchedWordsIn(text: string, matched: Set<string>): string[] {
  const out = new Set<string>();
  for (const w of tokenizeWords(text)) if (wordMatches(w, matched)) out.add(w.toLowerCase());
  return [...out];
}

function highlight(
  text: string,
  matched: Set<string>,
  queryWords: number,
  m: Marker,
  escape = true,
): HighlightValue {
  const pieces = markChunks(text, matched, m, escape);
  const words = matchedWordsIn(text, matched);
  const any = pieces.some((p) => p.hit);
  return {
    value: pieces.map((p) => p.html).join(' '),
    matchLevel: !any ? 'none' : words.length >= queryWords ? 'full' : 'partial',
    matchedWords: words,
  };
}

function snippet(text: string, matched: Set<string>, words: number, m: Marker): SnippetValue {
  const pieces = markChunks(text, matched, m, true);
  const first = pieces.findIndex((p) => p.hit);
  let start = 0;
  if (first > 0 && pieces.length > words) {
    start = Math.max(0, Math.min(first - Math.floor(words / 3), pieces.length - words));
  }
  const end = Math.min(pieces.length, start + words);
  const value =
    (start > 0 ? m.ellipsis : '') +
    pieces
      .slice(start, end)
      .map((p) => p.html)
      .join(' ') +
    (end < pieces.length ? m.ellipsis : '');
  return { value, matchLevel: first >= 0 ? 'full' : 'none' };
}

function parseSnippetSpec(specs: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of specs ?? []) {
    const [attr, n] = spec.split(':');
    if (attr) out.set(attr, n ? Math.max(1, Number(n) || 10) : 10);
  }
  return out;
}

function plainLevel(rec: PlainRecord, i: number): string {
  return rec.levels[i] ?? '';
}

/** Answers one Algolia-shaped request against the given (already loaded) indexes. */
export function searchIndexes(
  indexes: LocalIndex[],
  request: LocalSearchRequest,
): LocalSearchResponse {
  const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
  const query = String(request.query ?? '');
  const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20)));
  const page = Math.max(0, Number(request.page ?? 0));
  const m: Marker = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
  };
  const eligible = indexes.filter((ix) => matchesFacetFilters(ix.facets, request.facetFilters));

  const scored: { index: LocalIndex; result: SearchResult }[] = [];
  if (query.trim() !== '') {
    for (const index of eligible) {
      for (const result of index.search(query)) scored.push({ index, result });
    }
    scored.sort((a, b) => b.result.score - a.result.score);
  }

  const nbHits = scored.length;
  const queryWords = tokenizeWords(query).length;
  const snippetSpec = parseSnippetSpec(request.attributesToSnippet);
  const pageHits =
    hitsPerPage === 0 ? [] : scored.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

  const hits = pageHits.map(({ index, result }): LocalHit => {
    const plain = index.records[result.id as number]!;
    const record = index.record(result.id as number);
    const matched = new Set(result.terms);
    const hierarchyHl: Partial<Record<string, HighlightValue>> = {};
    const hierarchySn: Partial<Record<string, SnippetValue>> = {};
    for (let i = 0; i <= 6; i++) {
      const text = plainLevel(plain, i);
      if (!text) continue;
      const key = `lvl${i}`;
      // lvl0 stays plain text (DocSearch renders it as a text node); the rest is HTML.
      hierarchyHl[key] = highlight(text, matched, queryWords, m, i !== 0);
      const n = snippetSpec.get(`hierarchy.${key}`);
      if (n && i > 0) hierarchySn[key] = snippet(text, matched, n, m);
    }
    const hit: LocalHit = {
      ...record,
      _highlightResult: { hierarchy: hierarchyHl },
      _snippetResult: { hierarchy: hierarchySn },
    };
    if (plain.type === 'content' && plain.content) {
      hit._highlightResult.content = highlight(plain.content, matched, queryWords, m);
      const n = snippetSpec.get('content');
      if (n) hit._snippetResult.content = snippet(plain.content, matched, n, m);
    }
    return hit;
  });

  const ended = typeof performance !== 'undefined' ? performance.now() : Date.now();
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(ended - started),
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
  };
}
