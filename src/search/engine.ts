/**
 * The built-in search engine: answers Algolia-shaped search requests from the compact index
 * files, with MiniSearch 7 doing the full-text part. Runs in the browser (and in Node for
 * tests and the benchmark). No DOM APIs here.
 */
import MiniSearch from 'minisearch';
import {
  expandCompact,
  pageApis,
  pageKeywords,
  toSearchRecord,
  type CompactIndex,
  type PlainRecord,
  type RecordType,
  type SearchRecord,
} from './records';
import { escapeHtml, indexTerms, queryTerm, splitIdentifier, tokenizeWords, WORD_RE } from './text';

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
  /** the page's keywords (lvl1 record only): searched like its title */
  k: string;
  /** the API names the page explains (lvl1 record only), shown in its code: searched like text */
  a: string;
}

const FIELD_BOOST = { t: 4, h: 1, c: 1, k: 4, a: 1 };

/**
 * Ranking is per page, the way a reader judges results: the page that explains a concept names
 * it in its title or headings, a page that only mentions it does so in its text. A page's score
 * is its best record's full-text score, raised when the query words are in the page title or in
 * one heading, and for guide pages; a page whose title IS the query (`middleware` →
 * "Middlewares", `use store` → "useStore") is raised most, like Algolia's `exact` criterion.
 */
const TITLE_WEIGHT = 2;
/** …in one heading (together with the page title: "Button" › "Handling clicks")… */
const HEADING_WEIGHT = 1;
/** …in the lead, the text above the first heading, where a page says what it is about. */
const LEAD_WEIGHT = 1;
/**
 * The full-text score is damped so that where the words are (title, heading, lead) outweighs
 * how short the matching text is: a one-word API title scores far higher in BM25 than a guide
 * title of four words, without being the better answer.
 */
const BASE_EXPONENT = 0.5;
/** Title is the query: a guide page, or a reference page for a word that is not an identifier. */
const EXACT_TITLE_BOOST = 2;
/** …and an API name typed as an identifier (`useStore`, `ButtonKit`) goes to its reference page. */
const EXACT_IDENTIFIER_BOOST = 4;
/** Guide pages before reference pages (topic searches want the guide). */
const GUIDE_BOOST = 2;
/**
 * A guide page that shows an API item in use (links its reference page and has the name in its
 * code or headings, see SearchRecord.apis) explains it: for a query that IS the API name, such
 * guides come right after the API's page, in their own order, before the reference pages that
 * merely mention the name: their scores are mapped into this band of the API page's score.
 */
const API_GUIDE_CEILING = 0.9;
const API_GUIDE_FLOOR = 0.8;
/** A guide's score at least, relative to a reference page of an item it explains (see search). */
const EXPLAINED_ITEM_LEAD = 1.05;
/** Package/kind index pages of the reference repeat every item's name in a table: rank them lower. */
const REFERENCE_INDEX_PAGE = 0.5;
/**
 * At most this many hits per page, consecutive, at the page's rank (Algolia's `distinct` with
 * `attributeForDistinct` set to the page URL). A request's own `distinct` overrides it.
 */
export const DEFAULT_DISTINCT = 3;

/** Words that do not have to match (a reader's "how to run code before a command"). */
const STOP_WORDS = new Set(
  'a an the to of in on at by for with and or is are be how do does can i my me from what when where which'.split(
    ' ',
  ),
);

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

/**
 * Is the query an API name: one word, typed as a code identifier (`useStore`, `ButtonKit`) or
 * naming a compound one (`usestore` for `useStore`, `createtask` for `createTask`)?
 */
export function isIdentifierQuery(query: string, title: string): boolean {
  const words = tokenizeWords(query);
  if (words.length !== 1) return false;
  return /[\p{Ll}\p{N}]\p{Lu}|[_$]/u.test(words[0]!) || splitIdentifier(title).length > 1;
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
  fuzzy: (term: string) => typoBudget(term),
  maxFuzzy: 2,
  combineWith: 'OR' as const,
  weights: { fuzzy: 0.3, prefix: 0.6 },
};

/** One query word as the engine looks it up. */
interface QueryWord {
  word: string;
  /** still being typed: match it as a prefix too (Algolia's prefixLast) */
  prefix: boolean;
}

/** How one query word matched one record. */
interface WordMatch {
  score: number;
  /** matched in the record's own title (page title for lvl1, heading text for lvl2–6) */
  inTitle: boolean;
}

interface TitleWord {
  /** the whole word as a query term */
  term: string;
  /** index terms of each camelCase part */
  parts: string[][];
}

/** Index terms the query matched: whole words, and completions of a word being typed. */
interface Matched {
  whole: Set<string>;
  /** completion → share of it typed */
  completed: Map<string, number>;
}

interface ApiName {
  /** comparison key (see titleKey) */
  key: string;
  name: string;
  /** the name as title words, for the share of it a query matches */
  words: TitleWord[];
}

interface PageMatch {
  page: number;
  records: Set<number>;
  /** indexes of the query words found on the page */
  words: Set<number>;
}

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
  readonly mini: MiniSearch<IndexedDoc>;
  private titleKeys: (string | undefined)[] = [];
  private titleWordCache: (TitleWord[] | undefined)[] = [];
  private keywordKeyCache: (Set<string> | undefined)[] = [];
  private apiNameCache: (ApiName[] | undefined)[] = [];
  private readonly referencePage: boolean[];
  private readonly pageFactor: number[];
  /** record id of each page's lvl1 record (-1 when a page has none) */
  private readonly pageTitleRecord: number[];

  constructor(compact: CompactIndex) {
    if (compact?.v !== 1 || !Array.isArray(compact.records)) {
      throw new TypeError('Not a search index (unknown format)');
    }
    this.compact = compact;
    this.records = expandCompact(compact);
    this.referencePage = compact.pages.map((p) => isReferencePath(p[0]));
    this.pageFactor = compact.pages.map((p) =>
      isReferencePath(p[0]) ? (p[0].endsWith('/') ? REFERENCE_INDEX_PAGE : 1) : GUIDE_BOOST,
    );
    this.pageTitleRecord = compact.pages.map(() => -1);
    this.records.forEach((r, id) => {
      if (r.type === 'lvl1' && this.pageTitleRecord[r.page] === -1)
        this.pageTitleRecord[r.page] = id;
    });
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
      fields: ['t', 'h', 'c', 'k', 'a'],
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
        k: r.type === 'lvl1' ? pageKeywords(compact, r.page).join(' ') : '',
        a: r.type === 'lvl1' ? pageApis(compact, r.page).join(' ') : '',
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

  private queryWords(query: string): QueryWord[] {
    const seen = new Set<string>();
    const all = tokenizeWords(query).filter((w) => {
      const term = queryTerm(w);
      if (seen.has(term)) return false;
      seen.add(term);
      return true;
    });
    // Stop words are left out when other words say what the reader wants.
    const meaningful = all.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
    const words = meaningful.length ? meaningful : all;
    const typing = all[all.length - 1];
    return words.map((word) => {
      const term = queryTerm(word);
      // A finished word (one the index knows, 4+ letters) is not also matched as a prefix:
      // otherwise every compound identifier starting with it (`autocomplete` →
      // `AutocompleteProps`) scores twice. Short words are still being typed: keep the prefix.
      // But a single letter is not expanded: every record has a word starting with it.
      const prefix =
        word === typing && term.length >= 2 && !(term.length >= 4 && this.hasTerm(term));
      return { word, prefix };
    });
  }

  private matchWord(word: QueryWord): {
    matches: Map<number, WordMatch>;
    terms: Set<string>;
    /** terms found only as completions of the word being typed → share of them typed */
    completions: Map<string, number>;
  } {
    const matches = new Map<number, WordMatch>();
    const terms = new Set<string>();
    const completions = new Map<string, number>();
    const typed = queryTerm(word.word);
    const budget = typoBudget(typed) || 0;
    for (const result of this.mini.search(word.word, { prefix: word.prefix })) {
      let inTitle = false;
      for (const [term, fields] of Object.entries(result.match)) {
        terms.add(term);
        if (word.prefix && term.startsWith(typed) && term.length - typed.length > budget) {
          completions.set(term, typed.length / term.length);
        }
        if (fields.includes('t') || fields.includes('k')) inTitle = true;
      }
      matches.set(result.id as number, { score: result.score, inTitle });
    }
    return { matches, terms, completions };
  }

  /** Ranked hits: pages in score order, each with up to `distinct` of its records. */
  search(query: string, options: SearchOptions = {}): RankedHit[] {
    const words = this.queryWords(query);
    if (words.length === 0) return [];
    const looked = words.map((w) => this.matchWord(w));
    const perWord = looked.map((l) => l.matches);
    const pages = new Map<number, PageMatch>();
    perWord.forEach((matches, i) => {
      for (const id of matches.keys()) {
        const page = this.records[id]!.page;
        let match = pages.get(page);
        if (!match) {
          match = { page, records: new Set(), words: new Set() };
          pages.set(page, match);
        }
        match.records.add(id);
        match.words.add(i);
      }
    });
    // Every word somewhere on the page (not necessarily in one record: a guide says
    // "scheduled" in its title and "job" in its text).
    const candidates = [...pages.values()].filter((m) => m.words.size === words.length);

    const recordScore = (id: number) => {
      let score = 0;
      let matched = 0;
      perWord.forEach((matches) => {
        const m = matches.get(id);
        if (m) {
          score += m.score;
          matched++;
        }
      });
      return score * (matched / words.length) ** 2;
    };
    const wordsIn = (ids: number[], field: 'title' | 'any') =>
      perWord.filter((matches) =>
        ids.some((id) => {
          const m = matches.get(id);
          return m !== undefined && (field === 'any' || m.inTitle);
        }),
      ).length / words.length;

    // A word still being typed finds longer words (`kv` → `kvoptions`): such a completion names
    // only the share of the title word that was typed (KvOptions is not all about `kv`).
    const matched: Matched = { whole: new Set(), completed: new Map() };
    for (const l of looked) {
      for (const term of l.terms) {
        const share = l.completions.get(term);
        if (share === undefined) matched.whole.add(term);
        else matched.completed.set(term, Math.max(share, matched.completed.get(term) ?? 0));
      }
    }
    const wholeOnly: Matched = { whole: matched.whole, completed: new Map() };
    const key = titleKey(query);
    const ranked: {
      page: number;
      score: number;
      hits: number[];
      explains: boolean;
      isApiPage: boolean;
    }[] = [];
    /** Reference pages whose title the query names only in part (`kv` → `KvOptions`): score. */
    const partial = new Map<string, number>();
    for (const match of candidates) {
      const scores = new Map<number, number>();
      for (const id of match.records) scores.set(id, recordScore(id));
      const byScore = [...match.records].sort((a, b) => scores.get(b)! - scores.get(a)!);
      const titleId = this.pageTitleRecord[match.page]!;
      const title = titleId >= 0 ? [titleId] : [];
      const inTitle =
        wordsIn(title, 'title') *
        (titleId >= 0
          ? Math.max(this.titleShare(titleId, matched), this.keywordShare(match.page, matched))
          : 0) **
          0.5;
      // A heading names the topic together with the page title ("Button" › "Handling clicks").
      let inHeading = 0;
      // The lead (text above the first heading) is the page's own summary of what it explains.
      const lead: number[] = [];
      for (const id of match.records) {
        const r = this.records[id]!;
        if (r.type !== 'lvl1' && r.type !== 'content') {
          const share = this.titleShare(id, matched) ** 0.5;
          inHeading = Math.max(inHeading, wordsIn([...title, id], 'title') * share);
        } else if (r.type === 'content' && r.levels[2] === '') {
          lead.push(id);
        }
      }
      // A guide that shows the queried API in use explains it (see API_GUIDE_CEILING).
      const explains =
        key !== '' &&
        this.apiNames(match.page).some(
          (api) => api.key === key && isIdentifierQuery(query, api.name),
        );
      const inLead = lead.length ? wordsIn(lead, 'any') : 0;
      let score =
        scores.get(byScore[0]!)! ** BASE_EXPONENT *
        (1 + TITLE_WEIGHT * inTitle) *
        (1 + HEADING_WEIGHT * inHeading) *
        (1 + LEAD_WEIGHT * inLead) *
        this.pageFactor[match.page]!;
      const namedByTitle = titleId >= 0 && this.titleKey(titleId) === key;
      let isApiPage = false;
      if (key && (namedByTitle || this.keywordKeys(match.page).has(key))) {
        const reference = this.referencePage[match.page]!;
        if (!reference) score *= EXACT_TITLE_BOOST;
        else if (isIdentifierQuery(query, this.records[titleId]!.levels[1]!)) {
          score *= EXACT_IDENTIFIER_BOOST;
          isApiPage = namedByTitle;
        }
      }
      // The page itself leads when its title has every word; else its best section.
      if (inTitle === 1) byScore.sort((a, b) => Number(b === titleId) - Number(a === titleId));
      // Whole query words naming some parts of the title only (typing `usest` is not that).
      const partShare = titleId >= 0 ? this.titleShare(titleId, wholeOnly) : 0;
      if (this.referencePage[match.page] && partShare > 0 && partShare < 1) {
        const name = this.records[titleId]!.levels[1]!;
        partial.set(name, Math.max(score, partial.get(name) ?? 0));
      }
      ranked.push({
        page: match.page,
        score,
        hits: this.distinctHits(byScore, options.distinct),
        explains,
        isApiPage,
      });
    }
    // A guide comes before the reference pages of the items it explains whose title has the
    // query only as a part: `kv` → the guide using `KV`, `openKV`, `KvOptions` before `KvOptions`.
    if (partial.size) {
      for (const r of ranked) {
        if (this.referencePage[r.page]) continue;
        for (const api of this.apiNames(r.page)) {
          const below = partial.get(api.name);
          if (below !== undefined) r.score = Math.max(r.score, below * EXPLAINED_ITEM_LEAD);
        }
      }
    }
    // The guides that explain the API come right after its page, in their own order.
    const apiPage = Math.max(0, ...ranked.filter((r) => r.isApiPage).map((r) => r.score));
    const guides = ranked.filter((r) => r.explains && !r.isApiPage);
    const top = Math.max(0, ...guides.map((r) => r.score));
    if (apiPage > 0) {
      // Into the band just below the API page, in their own order.
      for (const r of guides) {
        r.score =
          apiPage * (API_GUIDE_FLOOR + (API_GUIDE_CEILING - API_GUIDE_FLOOR) * (r.score / top));
      }
    }
    ranked.sort((a, b) => b.score - a.score);

    const terms = [...new Set(looked.flatMap((l) => [...l.terms]))];
    return ranked.flatMap(({ score, hits }) => hits.map((id) => ({ id, score, terms })));
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

  /**
   * Share of a title's words that the query matched: "Button" is all about `button click`,
   * `OnButtonKitClick` only half (compound identifiers count by their parts).
   */
  private titleShare(id: number, matched: Matched): number {
    return this.nameShare(this.titleWords(id), matched);
  }

  /** Best share of one keyword's words that the query matched (0 for a page without keywords). */
  private keywordShare(page: number, matched: Matched): number {
    let best = 0;
    for (const keyword of pageKeywords(this.compact, page)) {
      const words = tokenizeWords(keyword).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
      if (words.length === 0) continue;
      const hit = words.filter((w) => indexTerms(w).some((t) => matched.whole.has(t))).length;
      best = Math.max(best, hit / words.length);
    }
    return best;
  }

  /** The API names a guide page explains, with their keys and words. */
  private apiNames(page: number): ApiName[] {
    let names = this.apiNameCache[page];
    if (!names) {
      names = pageApis(this.compact, page).map((name) => ({
        name,
        key: titleKey(name),
        words: tokenizeWords(name).map((w) => ({
          term: queryTerm(w),
          parts: splitIdentifier(w).map((p) => indexTerms(p)),
        })),
      }));
      this.apiNameCache[page] = names;
    }
    return names;
  }

  /** Share of a name's parts that the query matched (as {@link titleShare} for a title). */
  private nameShare(words: TitleWord[], matched: Matched): number {
    let total = 0;
    let hit = 0;
    for (const word of words) {
      const parts = word.parts.length;
      total += parts;
      if (matched.whole.has(word.term)) {
        hit += parts;
        continue;
      }
      const found = word.parts.filter((part) => part.some((t) => matched.whole.has(t))).length;
      hit += Math.max(found, (matched.completed.get(word.term) ?? 0) * parts);
    }
    return total ? hit / total : 0;
  }

  private keywordKeys(page: number): Set<string> {
    let keys = this.keywordKeyCache[page];
    if (!keys) {
      keys = new Set(pageKeywords(this.compact, page).map(titleKey));
      this.keywordKeyCache[page] = keys;
    }
    return keys;
  }

  /** A record's own title as words (stop words left out), each with its parts' index terms. */
  private titleWords(id: number): TitleWord[] {
    let words = this.titleWordCache[id];
    if (!words) {
      const r = this.records[id]!;
      const title = r.levels[r.type === 'content' ? 1 : Number(r.type.slice(3))]!;
      words = tokenizeWords(title)
        .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
        .map((w) => ({ term: queryTerm(w), parts: splitIdentifier(w).map((p) => indexTerms(p)) }));
      this.titleWordCache[id] = words;
    }
    return words;
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
  /** hits per page (URL without anchor): true = 1, false or 0 = all; default {@link DEFAULT_DISTINCT} */
  distinct?: boolean | number;
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

/** Algolia's `distinct`: true = 1 hit per page, false/0 = all, a number = that many. */
function distinctLimit(value: unknown): number {
  if (value === undefined) return DEFAULT_DISTINCT;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : DEFAULT_DISTINCT;
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

  const distinct = distinctLimit(request.distinct);
  const scored: { index: LocalIndex; result: RankedHit; order: number }[] = [];
  if (query.trim() !== '') {
    for (const index of eligible) {
      for (const result of index.search(query, { distinct })) {
        scored.push({ index, result, order: scored.length });
      }
    }
    // Hits carry their page's score; ties keep each index's order, so a page's hits stay together.
    scored.sort((a, b) => b.result.score - a.result.score || a.order - b.order);
  }

  const nbHits = scored.length;
  const queryWords = tokenizeWords(query).length;
  const snippetSpec = parseSnippetSpec(request.attributesToSnippet);
  const pageHits =
    hitsPerPage === 0 ? [] : scored.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

  const hits = pageHits.map(({ index, result }): LocalHit => {
    const plain = index.records[result.id]!;
    const record = index.record(result.id);
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
