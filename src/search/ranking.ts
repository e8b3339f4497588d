/**
 * Ranking rules of the built-in engine: what a match in a title, heading or lead is worth, which
 * pages lead for an API name, and how the hits are arranged for a display that groups them.
 * Tune relevance here; ./matching.ts says what a query found. No DOM APIs here.
 */
import { recordScore, titleKey, wordsIn, type Matcher, type QueryMatch } from './matching';
import type { PlainRecord, RecordType } from './records';
import { splitIdentifier, tokenizeWords } from './text';

/** How much a match in the record's own title counts, by record type (titles first). */
export const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 3,
  lvl2: 1.8,
  lvl3: 1.5,
  lvl4: 1.3,
  lvl5: 1.3,
  lvl6: 1.2,
  content: 1,
};

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
/** A guide's score at least, relative to a reference page of an item it explains (see rankPages). */
const EXPLAINED_ITEM_LEAD = 1.05;
/** Package/kind index pages of the reference repeat every item's name in a table: rank them lower. */
const REFERENCE_INDEX_PAGE = 0.5;
/**
 * At most this many hits per page, consecutive, at the page's rank (Algolia's `distinct` with
 * `attributeForDistinct` set to the page URL). A request's own `distinct` overrides it.
 */
export const DEFAULT_DISTINCT = 3;

/** Reference pages are the generated API pages. */
export function isReferencePath(path: string): boolean {
  return /\/api-reference(\/|$)/.test(path);
}

/**
 * The known-issues pages show many API items in their workarounds, but each only in a bug report:
 * they rank as guides, yet never as the guide that explains an API name.
 */
export function isKnownIssuesPath(path: string): boolean {
  return /\/guide\/advanced\/known-issues(-[\w-]+)?$/.test(path);
}

/**
 * "What changes on main" is generated like a reference index: a table that names every item and
 * known issue that differs on main, each in one row, and explains none of them.
 */
export function isChangesOnMainPath(path: string): boolean {
  return /\/guide\/advanced\/changes-on-main$/.test(path);
}

/** The page's own weight: guides first, reference index pages (tables of every item) last. */
export function pageFactor(path: string): number {
  if (isChangesOnMainPath(path)) return REFERENCE_INDEX_PAGE;
  if (!isReferencePath(path)) return GUIDE_BOOST;
  return path.endsWith('/') ? REFERENCE_INDEX_PAGE : 1;
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

/** What ranking needs to know about one index's pages and records. */
export interface RankingContext {
  records: PlainRecord[];
  matcher: Matcher;
  /** per page: a generated API page */
  referencePage: boolean[];
  /** per page: {@link pageFactor} */
  pageFactor: number[];
  /** per page: a known-issues page ({@link isKnownIssuesPath}), which explains no API name */
  knownIssuesPage: boolean[];
  /** per page: record id of its lvl1 record (-1 when it has none) */
  pageTitleRecord: number[];
}

/** A page with its score and its records, best first. */
export interface RankedPage {
  page: number;
  score: number;
  /** the page's matching records, best first (the page itself first when its title has every word) */
  records: number[];
  /** a guide that shows the queried API name in use */
  explains: boolean;
  /** the reference page whose title is the queried API name */
  isApiPage: boolean;
}

/** Pages in score order, each with its matching records best first. */
export function rankPages(ctx: RankingContext, q: QueryMatch): RankedPage[] {
  const { records, matcher } = ctx;
  const key = titleKey(q.query);
  const ranked: RankedPage[] = [];
  /** Reference pages whose title the query names only in part (`kv` → `KvOptions`): score. */
  const partial = new Map<string, number>();
  for (const match of q.candidates) {
    const scores = new Map<number, number>();
    for (const id of match.records) scores.set(id, recordScore(q, id));
    const byScore = [...match.records].sort((a, b) => scores.get(b)! - scores.get(a)! || a - b);
    const titleId = ctx.pageTitleRecord[match.page]!;
    const title = titleId >= 0 ? [titleId] : [];
    const inTitle =
      wordsIn(q, title, 'title') *
      (titleId >= 0
        ? Math.max(
            matcher.titleShare(titleId, q.matched),
            matcher.keywordShare(match.page, q.matched),
          )
        : 0) **
        0.5;
    // A heading names the topic together with the page title ("Button" › "Handling clicks").
    let inHeading = 0;
    // The lead (text above the first heading) is the page's own summary of what it explains.
    const lead: number[] = [];
    for (const id of match.records) {
      const r = records[id]!;
      if (r.type !== 'lvl1' && r.type !== 'content') {
        const share = matcher.titleShare(id, q.matched) ** 0.5;
        // (a heading that names none of the query counts 0)
        if (share > 0) inHeading = Math.max(inHeading, wordsIn(q, [...title, id], 'title') * share);
      } else if (r.type === 'content' && r.levels[2] === '') {
        lead.push(id);
      }
    }
    // A guide that shows the queried API in use explains it (see API_GUIDE_CEILING).
    const explains =
      key !== '' &&
      !ctx.knownIssuesPage[match.page] &&
      matcher
        .apiNames(match.page)
        .some((api) => api.key === key && isIdentifierQuery(q.query, api.name));
    const inLead = lead.length ? wordsIn(q, lead, 'any') : 0;
    let score =
      scores.get(byScore[0]!)! ** BASE_EXPONENT *
      (1 + TITLE_WEIGHT * inTitle) *
      (1 + HEADING_WEIGHT * inHeading) *
      (1 + LEAD_WEIGHT * inLead) *
      ctx.pageFactor[match.page]!;
    const namedByTitle = titleId >= 0 && matcher.titleKey(titleId) === key;
    let isApiPage = false;
    if (key && (namedByTitle || matcher.keywordKeys(match.page).has(key))) {
      const reference = ctx.referencePage[match.page]!;
      if (!reference) score *= EXACT_TITLE_BOOST;
      else if (isIdentifierQuery(q.query, records[titleId]!.levels[1]!)) {
        score *= EXACT_IDENTIFIER_BOOST;
        isApiPage = namedByTitle;
      }
    }
    // The page itself leads when its title has every word; else its best section.
    if (inTitle === 1) byScore.sort((a, b) => Number(b === titleId) - Number(a === titleId));
    // Whole query words naming some parts of the title only (typing `usest` is not that).
    const partShare = titleId >= 0 ? matcher.titleShare(titleId, q.wholeOnly) : 0;
    if (ctx.referencePage[match.page] && partShare > 0 && partShare < 1) {
      const name = records[titleId]!.levels[1]!;
      partial.set(name, Math.max(score, partial.get(name) ?? 0));
    }
    ranked.push({ page: match.page, score, records: byScore, explains, isApiPage });
  }
  leadPartlyNamedItems(ctx, ranked, partial);
  placeExplainingGuides(ranked);
  // Equal scores in page order, so the order does not depend on how the index was loaded.
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

/**
 * A guide comes before the reference pages of the items it explains whose title has the query
 * only as a part: `kv` → the guide using `KV`, `openKV`, `KvOptions` before `KvOptions`.
 */
function leadPartlyNamedItems(
  ctx: RankingContext,
  ranked: RankedPage[],
  partial: Map<string, number>,
): void {
  if (!partial.size) return;
  for (const r of ranked) {
    if (ctx.referencePage[r.page]) continue;
    for (const name of ctx.matcher.apiNameList(r.page)) {
      const below = partial.get(name);
      if (below !== undefined) r.score = Math.max(r.score, below * EXPLAINED_ITEM_LEAD);
    }
  }
}

/** The guides that explain the API come right after its page, in their own order. */
function placeExplainingGuides(ranked: RankedPage[]): void {
  const apiPage = Math.max(0, ...ranked.filter((r) => r.isApiPage).map((r) => r.score));
  if (apiPage === 0) return;
  const guides = ranked.filter((r) => r.explains && !r.isApiPage);
  const top = Math.max(0, ...guides.map((r) => r.score));
  // Into the band just below the API page, in their own order.
  for (const r of guides) {
    r.score = apiPage * (API_GUIDE_FLOOR + (API_GUIDE_CEILING - API_GUIDE_FLOOR) * (r.score / top));
  }
}

/**
 * The DocSearch modal groups the hits it gets by `hierarchy.lvl0` (the section), in the order
 * each section first appears, and shows at most this many hits of a section
 * (`maxResultsPerGroup`, which this site leaves at DocSearch's default).
 */
export const GROUP_SIZE = 5;
/**
 * A page whose section already has results further up would be shown with them, before pages
 * of other sections that rank higher. It moves up there when it is one of the first
 * {@link JUMP_RANK} pages, or ranks nearly as high as the page it jumps (at least
 * {@link JUMP_SHARE} of its score); else it waits for the next page of results, so a weak page
 * of the API's section (the index of all functions) does not push the guide down.
 */
const JUMP_RANK = 3;
const JUMP_SHARE = 0.9;

/** A page's consecutive hits, as ranked: its section and score. */
export interface HitBlock<T> {
  group: string;
  score: number;
  hits: T[];
}

/**
 * Splits the ranked hits (blocks of a page's hits, in score order) into pages of results of at
 * most `size` hits each, arranged so that each page of results, grouped by section as the
 * DocSearch modal groups it, shows the pages in (nearly) the order of their scores: a page that
 * would jump ahead of better pages of other sections waits for the next page of results (which
 * can leave a page of results short). /search lists the same hits in the same order.
 */
export function arrangeForGroups<T>(blocks: HitBlock<T>[], size: number): T[][] {
  size = Math.max(1, size);
  const pages: T[][] = [];
  let pending = blocks.map((block, rank) => ({ ...block, rank }));
  while (pending.length) {
    const later: typeof pending = [];
    const hits: T[] = [];
    /** sections in the order they open on this page of results, with their hits so far */
    const opened: { group: string; hits: number; score: number }[] = [];
    for (let i = 0; i < pending.length; i++) {
      const block = pending[i]!;
      if (hits.length >= size) {
        // This page of results is full: the rest wait for the next one, in order.
        for (let j = i; j < pending.length; j++) later.push(pending[j]!);
        break;
      }
      const at = opened.findIndex((g) => g.group === block.group);
      const section = opened[at];
      const next = opened[at + 1];
      // Shown after its section's hits: that jumps the pages of the sections opened after it,
      // unless the section is full (the modal shows none of it) or it is the last one.
      const jumps = section !== undefined && section.hits < GROUP_SIZE && next !== undefined;
      const fits =
        hits.length < size &&
        (!jumps || block.rank < JUMP_RANK || block.score >= JUMP_SHARE * next.score);
      if (!fits) {
        later.push(block);
        continue;
      }
      // A page's hits may continue on the next page of results, as in Algolia.
      const room = size - hits.length;
      hits.push(...block.hits.slice(0, room));
      if (block.hits.length > room) later.push({ ...block, hits: block.hits.slice(room) });
      if (section) section.hits += block.hits.length;
      else opened.push({ group: block.group, hits: block.hits.length, score: block.score });
    }
    pages.push(hits);
    pending = later;
  }
  return pages;
}
