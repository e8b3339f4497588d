/**
 * Compact codings of the split index's document table and term list (./splitIndex.ts): what
 * intent downloads before the first hit, so each byte saved here is one a searching reader
 * waits for. Every coding is checked by decoding it at build time (`encode*` throw when the
 * round trip differs), so a coding that stops fitting the data fails the build, not a search.
 * No DOM APIs here.
 */
import type { CompactSection } from './records';

/**
 * A section's anchor: a number j for the slug of its heading level j (lvl2 + j), [j, n] for
 * that slug with Docusaurus' `-n` suffix for repeated headings, or the anchor itself.
 */
export type AnchorCode = number | [number, number] | string;

/** Sections as columns: page deltas, heading levels sharing the previous section's, anchors. */
export interface SectionColumns {
  /** per section: its page id minus the previous section's */
  pages: number[];
  /** per section: how many leading levels equal the previous section's, then the rest */
  levels: (number | string)[][];
  anchors: AnchorCode[];
}

/** Heading text → anchor, as Docusaurus slugs most headings (exceptions are kept as written). */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function encodeAnchor(anchor: string, levels: string[]): AnchorCode {
  if (anchor === '') return '';
  for (let j = levels.length - 1; j >= 0; j--) {
    if (!levels[j]) continue;
    const slug = headingSlug(levels[j]!);
    if (slug === anchor) return j;
    const suffix = anchor.startsWith(`${slug}-`) ? anchor.slice(slug.length + 1) : '';
    if (/^[1-9][0-9]*$/.test(suffix)) return [j, Number(suffix)];
  }
  return anchor;
}

function decodeAnchor(code: AnchorCode, levels: string[]): string {
  if (typeof code === 'string') return code;
  if (typeof code === 'number') return headingSlug(levels[code]!);
  return `${headingSlug(levels[code[0]]!)}-${code[1]}`;
}

export function decodeSections(columns: SectionColumns): CompactSection[] {
  let page = 0;
  let previous: string[] = [];
  return columns.pages.map((delta, i) => {
    page += delta;
    const [shared, ...rest] = columns.levels[i]! as [number, ...string[]];
    const levels = [...previous.slice(0, shared), ...rest];
    previous = levels;
    return [page, decodeAnchor(columns.anchors[i]!, levels), ...levels];
  });
}

export function encodeSections(sections: CompactSection[]): SectionColumns {
  const columns: SectionColumns = { pages: [], levels: [], anchors: [] };
  let page = 0;
  let previous: string[] = [];
  for (const [p, anchor, ...levels] of sections) {
    columns.pages.push(p - page);
    page = p;
    let shared = 0;
    while (shared < levels.length && levels[shared] === previous[shared]) shared++;
    columns.levels.push([shared, ...levels.slice(shared)]);
    previous = levels;
    columns.anchors.push(encodeAnchor(anchor, levels));
  }
  if (JSON.stringify(decodeSections(columns)) !== JSON.stringify(sections)) {
    throw new Error('splitCoding: the section columns do not decode to the sections');
  }
  return columns;
}

/**
 * Every term, sorted, front-coded: each entry is one character (code 48 + the length of the
 * prefix it shares with the previous term) and the rest of the term; entries are joined by spaces.
 */
export function encodeTerms(terms: Iterable<string>): string {
  const sorted = [...terms].sort();
  let previous = '';
  const coded = sorted.map((term) => {
    if (term === '' || /\s/.test(term)) {
      throw new Error(`splitCoding: the term ${JSON.stringify(term)} cannot be front-coded`);
    }
    let shared = 0;
    while (shared < term.length && term[shared] === previous[shared]) shared++;
    previous = term;
    return String.fromCharCode(48 + shared) + term.slice(shared);
  });
  const text = coded.join(' ');
  if (decodeTerms(text).join(' ') !== sorted.join(' ')) {
    throw new Error('splitCoding: the term list does not decode to the terms');
  }
  return text;
}

export function decodeTerms(text: string): string[] {
  if (text === '') return [];
  let previous = '';
  return text.split(' ').map((entry) => {
    previous = previous.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1);
    return previous;
  });
}
