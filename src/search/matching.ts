/**
 * Matching for the built-in engine: which records and pages a query finds, and how much of a
 * title, keyword or API name it names. MiniSearch 7 does the full-text part. Scores here are
 * raw; what they are worth is decided in ./ranking.ts. No DOM APIs here.
 */
import MiniSearch, { type Options } from 'minisearch';
import { pageApis, pageKeywords, type CompactIndex, type PlainRecord } from './records';
import { indexTerms, queryTerm, splitIdentifier, tokenizeWords } from './text';

/** MiniSearch's view of a record: own title, the headings above it, and its text. */
export interface IndexedDoc {
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
/** The fields MiniSearch indexes, in the order of its field ids. */
export const INDEXED_FIELDS = ['t', 'h', 'c', 'k', 'a'] as const;

/** Words that do not have to match (a reader's "how to run code before a command"). */
const STOP_WORDS = new Set(
  'a an the to of in on at by for with and or is are be how do does can i my me from what when where which'.split(
    ' ',
  ),
);

/** Comparison key of a title or query: stemmed lowercase words, concatenated. */
export function titleKey(text: string): string {
  return tokenizeWords(text)
    .map((w) => queryTerm(w))
    .join('');
}

/** Edit distance a query term may be off by (MiniSearch `fuzzy`): none under 4 letters. */
export function typoBudget(term: string): number | false {
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
export interface QueryWord {
  word: string;
  /** still being typed: match it as a prefix too (Algolia's prefixLast) */
  prefix: boolean;
}

/** How one query word matched one record. */
export interface WordMatch {
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
export interface Matched {
  whole: Set<string>;
  /** completion → share of it typed */
  completed: Map<string, number>;
}

export interface ApiName {
  /** comparison key (see titleKey) */
  key: string;
  name: string;
  /** the name as title words, for the share of it a query matches */
  words: TitleWord[];
}

/** A page that has every query word somewhere (not necessarily in one record). */
export interface PageMatch {
  page: number;
  records: Set<number>;
  /** indexes of the query words found on the page */
  words: Set<number>;
}

/** What one query matched in one index. */
export interface QueryMatch {
  query: string;
  words: QueryWord[];
  /** per query word: record id → how it matched */
  perWord: Map<number, WordMatch>[];
  /** the pages that have every query word */
  candidates: PageMatch[];
  /** terms matched, completions with the share typed */
  matched: Matched;
  /** the same without completions (whole words typed) */
  wholeOnly: Matched;
  /** processed index terms that matched (for highlighting) */
  terms: string[];
}

/** MiniSearch's options: the same when indexing, serializing and loading a serialized index. */
export function miniSearchOptions(boostDocument: (id: number) => number): Options<IndexedDoc> {
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
  return {
    fields: [...INDEXED_FIELDS],
    storeFields: [],
    tokenize: tokenizeWords,
    processTerm,
    searchOptions: {
      ...SEARCH_OPTIONS,
      boostDocument: (id: unknown) => boostDocument(id as number),
    },
  };
}

/** The records as MiniSearch indexes them (id = the record's position in the index). */
export function indexedDocs(compact: CompactIndex, records: PlainRecord[]): IndexedDoc[] {
  return records.map((r, id) => {
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
}

/**
 * A title or API name word with its parts' index terms. Cached by the word: titles repeat the
 * same words (every content record is matched against its page's title), and splitting and
 * stemming them again for each record was most of a query's ranking time.
 */
const nameWords = new Map<string, TitleWord>();

function nameWord(word: string): TitleWord {
  let entry = nameWords.get(word);
  if (!entry) {
    entry = { term: queryTerm(word), parts: splitIdentifier(word).map((p) => indexTerms(p)) };
    nameWords.set(word, entry);
  }
  return entry;
}

/** API names by name: the same names are explained on many pages. */
const apiNamesByName = new Map<string, ApiName>();

function apiName(name: string): ApiName {
  let entry = apiNamesByName.get(name);
  if (!entry) {
    const words = tokenizeWords(name).map(nameWord);
    // titleKey(name), from the words' terms (each word's query term)
    entry = { name, key: words.map((w) => w.term).join(''), words };
    apiNamesByName.set(name, entry);
  }
  return entry;
}

/** A title's words without stop words (see {@link nameWord}). */
function titleWordsOf(title: string): TitleWord[] {
  return tokenizeWords(title)
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
    .map(nameWord);
}

/** Full-text matching over one index's records, with the per-record caches it needs. */
export class Matcher {
  readonly mini: MiniSearch<IndexedDoc>;
  private titleKeys: (string | undefined)[] = [];
  private titleWordCache: (TitleWord[] | undefined)[] = [];
  /** title text → its words: records of a page share its title */
  private readonly titleWordsByText = new Map<string, TitleWord[]>();
  private keywordKeyCache: (Set<string> | undefined)[] = [];
  /** per page: each keyword's words (stop words left out) as their index terms */
  private keywordTermCache: (string[][][] | undefined)[] = [];
  private apiNameCache: (ApiName[] | undefined)[] = [];

  constructor(
    private readonly compact: CompactIndex,
    private readonly records: PlainRecord[],
    /** MiniSearch's per-record boost (a ranking rule, see ./ranking.ts) */
    boostDocument: (record: PlainRecord) => number,
    /**
     * Loads the full-text index from its serialized parts (a split index, ./splitIndex.ts)
     * instead of indexing the records' text here.
     */
    load?: (options: Options<IndexedDoc>) => MiniSearch<IndexedDoc>,
  ) {
    const options = miniSearchOptions((id) => boostDocument(records[id]!));
    if (load) {
      this.mini = load(options);
      return;
    }
    this.mini = new MiniSearch<IndexedDoc>(options);
    this.mini.addAll(indexedDocs(compact, records));
  }

  /** Is this exact (processed) term in the index? */
  hasTerm(term: string): boolean {
    return (this.mini as unknown as { _index: { has(t: string): boolean } })._index.has(term);
  }

  /** What the query matched; null when it has no word to look up. */
  match(query: string): QueryMatch | null {
    const words = this.queryWords(query);
    if (words.length === 0) return null;
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
    return {
      query,
      words,
      perWord,
      candidates,
      matched,
      wholeOnly: { whole: matched.whole, completed: new Map() },
      terms: [...new Set(looked.flatMap((l) => [...l.terms]))],
    };
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
      for (const term in result.match) {
        if (!terms.has(term)) {
          terms.add(term);
          if (word.prefix && term.startsWith(typed) && term.length - typed.length > budget) {
            completions.set(term, typed.length / term.length);
          }
        }
        const fields = result.match[term]!;
        if (!inTitle && (fields.includes('t') || fields.includes('k'))) inTitle = true;
      }
      matches.set(result.id as number, { score: result.score, inTitle });
    }
    return { matches, terms, completions };
  }

  /**
   * Share of a title's words that the query matched: "Button" is all about `button click`,
   * `OnButtonKitClick` only half (compound identifiers count by their parts).
   */
  titleShare(id: number, matched: Matched): number {
    return this.nameShare(this.titleWords(id), matched);
  }

  /** Best share of one keyword's words that the query matched (0 for a page without keywords). */
  keywordShare(page: number, matched: Matched): number {
    let best = 0;
    for (const words of this.keywordTerms(page)) {
      if (words.length === 0) continue;
      const hit = words.filter((terms) => terms.some((t) => matched.whole.has(t))).length;
      best = Math.max(best, hit / words.length);
    }
    return best;
  }

  private keywordTerms(page: number): string[][][] {
    let keywords = this.keywordTermCache[page];
    if (!keywords) {
      keywords = pageKeywords(this.compact, page).map((keyword) =>
        tokenizeWords(keyword)
          .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
          .map((w) => indexTerms(w)),
      );
      this.keywordTermCache[page] = keywords;
    }
    return keywords;
  }

  /** The API names a guide page explains, as written. */
  apiNameList(page: number): string[] {
    return pageApis(this.compact, page);
  }

  /** The API names a guide page explains, with their keys and words. */
  apiNames(page: number): ApiName[] {
    let names = this.apiNameCache[page];
    if (!names) {
      names = pageApis(this.compact, page).map(apiName);
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

  /** Comparison keys of a page's keywords. */
  keywordKeys(page: number): Set<string> {
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
      words = this.titleWordsByText.get(title);
      if (!words) {
        words = titleWordsOf(title);
        this.titleWordsByText.set(title, words);
      }
      this.titleWordCache[id] = words;
    }
    return words;
  }

  /** Comparison key of a record's own title ('' for content). */
  titleKey(id: number): string {
    let key = this.titleKeys[id];
    if (key === undefined) {
      const r = this.records[id]!;
      key = r.type === 'content' ? '' : titleKey(r.levels[Number(r.type.slice(3))]!);
      this.titleKeys[id] = key;
    }
    return key;
  }
}

/** A record's full-text score: its words' scores, damped by the share of query words it has. */
export function recordScore(q: QueryMatch, id: number): number {
  let score = 0;
  let matched = 0;
  for (const matches of q.perWord) {
    const m = matches.get(id);
    if (m) {
      score += m.score;
      matched++;
    }
  }
  return score * (matched / q.words.length) ** 2;
}

/** Share of the query words found in these records (in their own titles, or anywhere). */
export function wordsIn(q: QueryMatch, ids: number[], field: 'title' | 'any'): number {
  return (
    q.perWord.filter((matches) =>
      ids.some((id) => {
        const m = matches.get(id);
        return m !== undefined && (field === 'any' || m.inTitle);
      }),
    ).length / q.words.length
  );
}
