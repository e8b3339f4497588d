/**
 * Highlighting and snippets of the built-in engine, in Algolia's response shapes: matched words
 * are wrapped in the request's tags, everything else is escaped (DocSearch inserts the values as
 * HTML). No DOM APIs here.
 */
import type { PlainRecord } from './records';
import { escapeHtml, indexTerms, WORD_RE } from './text';

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

/** The request's highlight tags and snippet ellipsis. */
export interface Marker {
  pre: string;
  post: string;
  ellipsis: string;
}

/**
 * Index terms of words as written in the text. Pages repeat their words, and every response
 * marks the text of up to 20 records: each distinct word is stemmed once. Bounded (the
 * vocabulary of the docs is a few thousand words).
 */
const wordTerms = new Map<string, string[]>();
const WORD_TERMS_LIMIT = 50_000;

function termsOfWord(word: string): string[] {
  let terms = wordTerms.get(word);
  if (!terms) {
    if (wordTerms.size >= WORD_TERMS_LIMIT) wordTerms.clear();
    terms = indexTerms(word);
    wordTerms.set(word, terms);
  }
  return terms;
}

/** Does this word (as written in the text) match one of the matched index terms? */
function wordMatches(word: string, matched: Set<string>): boolean {
  for (const t of termsOfWord(word)) if (matched.has(t)) return true;
  return false;
}

interface Piece {
  html: string;
  hit: boolean;
}

/** A text split into whitespace-separated chunks, with the matched words marked. */
interface MarkedText {
  pieces: Piece[];
  /** the matched words, lowercased, in order of first appearance */
  words: string[];
}

/** Splits text into whitespace-separated chunks, each escaped and with matched words marked. */
function markText(text: string, matched: Set<string>, m: Marker, escape: boolean): MarkedText {
  const esc = escape ? escapeHtml : (s: string) => s;
  const chunks = text.split(/\s+/).filter(Boolean);
  // Words never contain whitespace: the chunks' words are the text's words (tokenizeWords).
  const words = new Set<string>();
  const pieces = chunks.map((chunk) => {
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
        words.add(word.toLowerCase());
      } else {
        html += esc(word);
      }
      last = start + word.length;
    }
    html += esc(chunk.slice(last));
    return { html, hit };
  });
  return { pieces, words: [...words] };
}

function highlightOf({ pieces, words }: MarkedText, queryWords: number): HighlightValue {
  const any = pieces.some((p) => p.hit);
  return {
    value: pieces.map((p) => p.html).join(' '),
    matchLevel: !any ? 'none' : words.length >= queryWords ? 'full' : 'partial',
    matchedWords: words,
  };
}

function snippetOf({ pieces }: MarkedText, words: number, m: Marker): SnippetValue {
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

/** A text with the matched words marked, as Algolia's `_highlightResult` has it. */
export function highlight(
  text: string,
  matched: Set<string>,
  queryWords: number,
  m: Marker,
  escape = true,
): HighlightValue {
  return highlightOf(markText(text, matched, m, escape), queryWords);
}

/** The `words` words around the first match, as Algolia's `_snippetResult` has it. */
export function snippet(
  text: string,
  matched: Set<string>,
  words: number,
  m: Marker,
): SnippetValue {
  return snippetOf(markText(text, matched, m, true), words, m);
}

/** `attributesToSnippet` (`content:10`) → attribute → words. */
export function parseSnippetSpec(specs: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of specs ?? []) {
    const [attr, n] = spec.split(':');
    if (attr) out.set(attr, n ? Math.max(1, Number(n) || 10) : 10);
  }
  return out;
}

export interface RecordHighlights {
  highlight: { hierarchy: Partial<Record<string, HighlightValue>>; content?: HighlightValue };
  snippet: { hierarchy: Partial<Record<string, SnippetValue>>; content?: SnippetValue };
}

/** A record's `_highlightResult` and `_snippetResult`, for the index terms a query matched. */
export function highlightRecord(
  record: PlainRecord,
  terms: string[],
  queryWords: number,
  snippetSpec: Map<string, number>,
  m: Marker,
): RecordHighlights {
  const matched = new Set(terms);
  const out: RecordHighlights = { highlight: { hierarchy: {} }, snippet: { hierarchy: {} } };
  // Each text is marked once, for its highlight and its snippet (both escaped but lvl0).
  for (let i = 0; i <= 6; i++) {
    const text = record.levels[i] ?? '';
    if (!text) continue;
    const key = `lvl${i}`;
    // lvl0 stays plain text (DocSearch renders it as a text node); the rest is HTML.
    const marked = markText(text, matched, m, i !== 0);
    out.highlight.hierarchy[key] = highlightOf(marked, queryWords);
    const n = snippetSpec.get(`hierarchy.${key}`);
    if (n && i > 0) out.snippet.hierarchy[key] = snippetOf(marked, n, m);
  }
  if (record.type === 'content' && record.content) {
    const marked = markText(record.content, matched, m, true);
    out.highlight.content = highlightOf(marked, queryWords);
    const n = snippetSpec.get('content');
    if (n) out.snippet.content = snippetOf(marked, n, m);
  }
  return out;
}
