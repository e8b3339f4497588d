/**
 * The one record format of the site search: DocSearch v3 records (what the DocSearch crawler's
 * Docusaurus template produces), used as-is by Algolia and, via a compact encoding, by the
 * built-in engine.
 *
 * Text fields `hierarchy.lvl1`–`lvl6` and `content` are HTML-escaped text, because DocSearch
 * inserts them (and their highlights) as HTML. `hierarchy.lvl0` is plain text: DocSearch only
 * ever renders it as a React text node (group titles, "Try searching for" suggestions).
 */
import { escapeHtml, hash53, unescapeHtml } from './text';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` when the record sits under a heading that has an id. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facet: `docsearch:language` meta tag, e.g. `en`. */
  language: string;
  /** Facet: `docsearch:docusaurus_tag` meta tag, e.g. `docs-default-current`. */
  docusaurus_tag: string;
  /** `docsearch:version` meta tag, e.g. `current` or `0.1.10`. */
  version: string;
  /** Same shape as the DocSearch crawler's `weight`, for Algolia's custom ranking. */
  weight: { pageRank: number; level: number; position: number };
  /**
   * On a page's lvl1 record only: the page's `keywords` front matter (its `<meta name="keywords">`),
   * words a reader may search for that the title does not use ("localization" for the i18n page).
   */
  keywords?: string[];
  /**
   * On a guide page's lvl1 record only: the API names it explains, i.e. the reference pages it
   * links to whose name also appears in its code or headings (set by the index plugin).
   */
  apis?: string[];
}

export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

export interface PlainRecordInput {
  /** Absolute page URL without anchor. */
  pageUrl: string;
  anchor: string | null;
  type: RecordType;
  /** Plain (unescaped) text per level; null for absent levels. */
  hierarchy: { [L in Level]: string | null };
  content: string | null;
  language: string;
  tag: string;
  version: string;
  position: number;
  pageRank?: number;
  keywords?: string[];
  apis?: string[];
}

export function objectIdFor(
  r: Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content'>,
): string {
  const h = r.hierarchy;
  return hash53(
    [r.url, r.type, h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content].join(
      '\u0001',
    ),
  );
}

const esc = (s: string | null) => (s == null ? null : escapeHtml(s));

/** Builds a record from plain text (escaping it) and derives its stable `objectID`. */
export function buildRecord(input: PlainRecordInput): SearchRecord {
  const url = input.anchor ? `${input.pageUrl}#${input.anchor}` : input.pageUrl;
  const h = input.hierarchy;
  const hierarchy: Hierarchy = {
    lvl0: h.lvl0 ?? 'Documentation',
    lvl1: escapeHtml(h.lvl1 ?? ''),
    lvl2: esc(h.lvl2),
    lvl3: esc(h.lvl3),
    lvl4: esc(h.lvl4),
    lvl5: esc(h.lvl5),
    lvl6: esc(h.lvl6),
  };
  const content = esc(input.content);
  const partial = { url, type: input.type, hierarchy, content };
  return {
    objectID: objectIdFor(partial),
    url,
    url_without_anchor: input.pageUrl,
    anchor: input.anchor,
    type: input.type,
    hierarchy,
    content,
    language: input.language,
    docusaurus_tag: input.tag,
    version: input.version,
    weight: {
      pageRank: input.pageRank ?? 0,
      level: LEVEL_WEIGHT[input.type],
      position: input.position,
    },
    ...(input.type === 'lvl1' && input.keywords?.length ? { keywords: input.keywords } : {}),
    ...(input.type === 'lvl1' && input.apis?.length ? { apis: input.apis } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Compact encoding served to the browser: the same records, with the page and heading parts
// stored once, and text unescaped (the engine tokenizes plain text and escapes on output).
// ---------------------------------------------------------------------------------------------

/**
 * [path relative to origin, lvl0, lvl1 (plain), pageRank, keywords, API names]; the last two
 * only when there are some (keywords `[]` when a page has API names but no keywords).
 */
export type CompactPage =
  | [string, string, string, number]
  | [string, string, string, number, string[]]
  | [string, string, string, number, string[], string[]];
/** [page index, anchor ('' = none), lvl2..lvl6 plain ('' = null), trailing empties trimmed] */
export type CompactSection = [number, string, ...string[]];
/** [section index, type code (0 = content, 1..6 = lvlN), content plain (content records only)] */
export type CompactRecord = [number, number] | [number, number, string];

export interface CompactIndex {
  v: 1;
  origin: string;
  language: string;
  tag: string;
  version: string;
  pages: CompactPage[];
  sections: CompactSection[];
  records: CompactRecord[];
}

const TYPE_CODES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const un = (s: string | null) => (s == null ? '' : unescapeHtml(s));

/** Encodes the records of ONE language + docusaurus_tag (in page order) into the compact form. */
export function encodeCompact(records: SearchRecord[], origin: string): CompactIndex {
  if (records.length === 0) throw new Error('encodeCompact: no records');
  const first = records[0]!;
  const out: CompactIndex = {
    v: 1,
    origin,
    language: first.language,
    tag: first.docusaurus_tag,
    version: first.version,
    pages: [],
    sections: [],
    records: [],
  };
  const pageIdx = new Map<string, number>();
  const sectionIdx = new Map<string, number>();
  for (const r of records) {
    if (r.language !== out.language || r.docusaurus_tag !== out.tag) {
      throw new Error(`encodeCompact: mixed facets (${r.language}/${r.docusaurus_tag})`);
    }
    if (!r.url_without_anchor.startsWith(origin)) {
      throw new Error(`encodeCompact: ${r.url_without_anchor} is not under ${origin}`);
    }
    const path = r.url_without_anchor.slice(origin.length);
    let p = pageIdx.get(path);
    if (p === undefined) {
      p = out.pages.length;
      pageIdx.set(path, p);
      out.pages.push([path, r.hierarchy.lvl0, un(r.hierarchy.lvl1), r.weight.pageRank]);
    }
    if (r.keywords?.length || r.apis?.length) {
      const page = out.pages[p]!;
      const keywords = r.keywords?.length ? r.keywords : (page[4] ?? []);
      const apis = r.apis?.length ? r.apis : page[5];
      out.pages[p] = (
        apis?.length ? [...page.slice(0, 4), keywords, apis] : [...page.slice(0, 4), keywords]
      ) as CompactPage;
    }
    const levels = [
      r.hierarchy.lvl2,
      r.hierarchy.lvl3,
      r.hierarchy.lvl4,
      r.hierarchy.lvl5,
      r.hierarchy.lvl6,
    ].map(un);
    while (levels.length && levels[levels.length - 1] === '') levels.pop();
    const section: CompactSection = [p, r.anchor ?? '', ...levels];
    const key = JSON.stringify(section);
    let s = sectionIdx.get(key);
    if (s === undefined) {
      s = out.sections.length;
      sectionIdx.set(key, s);
      out.sections.push(section);
    }
    const code = TYPE_CODES.indexOf(r.type);
    out.records.push(r.type === 'content' ? [s, code, un(r.content)] : [s, code]);
  }
  return out;
}

/** Plain-text view of one compact record (what the engine indexes). */
export interface PlainRecord {
  page: number;
  anchor: string;
  type: RecordType;
  /** lvl0..lvl6 plain, '' for absent levels */
  levels: string[];
  content: string;
  position: number;
}

/** A page's keywords (front matter `keywords`), [] when it has none. */
export function pageKeywords(index: CompactIndex, page: number): string[] {
  return index.pages[page]?.[4] ?? [];
}

/** The API names a guide page explains ({@link SearchRecord.apis}), [] when none. */
export function pageApis(index: CompactIndex, page: number): string[] {
  return index.pages[page]?.[5] ?? [];
}

/** Expands every compact record to its plain-text view (positions restart per page). */
export function expandCompact(index: CompactIndex): PlainRecord[] {
  const out: PlainRecord[] = [];
  let lastPage = -1;
  let position = 0;
  for (const rec of index.records) {
    const section = index.sections[rec[0]]!;
    const page = index.pages[section[0]]!;
    if (section[0] !== lastPage) {
      lastPage = section[0];
      position = 0;
    }
    const levels = [page[1], page[2]];
    for (let i = 2; i < 7; i++) levels.push((section[i] as string | undefined) ?? '');
    out.push({
      page: section[0],
      anchor: section[1],
      type: TYPE_CODES[rec[1]]!,
      levels,
      content: rec.length > 2 ? (rec[2] as string) : '',
      position: position++,
    });
  }
  return out;
}

/** Rebuilds the full DocSearch record for a plain record (identical to what the build produced). */
export function toSearchRecord(index: CompactIndex, r: PlainRecord): SearchRecord {
  const page = index.pages[r.page]!;
  const nul = (s: string) => (s === '' ? null : s);
  return buildRecord({
    pageUrl: index.origin + page[0],
    anchor: nul(r.anchor),
    type: r.type,
    hierarchy: {
      lvl0: r.levels[0]!,
      lvl1: r.levels[1]!,
      lvl2: nul(r.levels[2]!),
      lvl3: nul(r.levels[3]!),
      lvl4: nul(r.levels[4]!),
      lvl5: nul(r.levels[5]!),
      lvl6: nul(r.levels[6]!),
    },
    content: r.type === 'content' ? r.content : null,
    language: index.language,
    tag: index.tag,
    version: index.version,
    position: r.position,
    pageRank: page[3],
    keywords: page[4],
    apis: page[5],
  });
}
