/**
 * Text helpers shared by the build-time indexer (Node) and the in-browser engine.
 * Keep this file free of Node and DOM APIs.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text so it can be inserted as HTML (DocSearch renders snippets with innerHTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const HTML_UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Reverses {@link escapeHtml} (only the five entities it produces). */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => HTML_UNESCAPES[e]!);
}

/** Collapses whitespace (incl. NBSP and zero-width chars) the way a reader sees the text. */
export function normalizeText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** Identifier-like runs: letters, digits, `_` and `$`. Everything else separates words. */
export const WORD_RE = /[\p{L}\p{N}_$]+/gu;

/** Splits raw text into identifier-like words, keeping their case. */
export function tokenizeWords(text: string): string[] {
  return text.match(WORD_RE) ?? [];
}

/**
 * Splits an identifier at camelCase / PascalCase / digit boundaries:
 * `useStore` → [use, Store]; `getAIConfig` → [get, AI, Config]; `ButtonKit` → [Button, Kit].
 */
export function splitIdentifier(word: string): string[] {
  return word
    .replace(/_/g, ' ')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .split(' ')
    .filter(Boolean);
}

const VOWEL = /[aeiouy]/;
/** `running` → `run`, `setting` → `set`; l, s and z stay doubled (`calling`, `passing`). */
const DOUBLED_END = /([b-df-hj-km-np-rtv-y])\1$/;

function stripSuffix(term: string, suffix: string, minLength: number): string | null {
  if (term.length < minLength || !term.endsWith(suffix)) return null;
  const base = term.slice(0, -suffix.length);
  if (base.length < 3 || !VOWEL.test(base)) return null;
  return DOUBLED_END.test(base) ? base.slice(0, -1) : base;
}

/**
 * Light English stemming, applied to indexed and query words alike, so that the forms a reader
 * types find the forms a page uses: `middleware`/`Middlewares`, `entry`/`entries`,
 * `migrate`/`migrating`, `schedule`/`scheduled`, `emit`/`emitting`, `manual`/`manually`.
 */
export function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is|[0-9]s)$/.test(term)) {
    term = term.slice(0, -1);
  }
  const stripped =
    stripSuffix(term, 'ing', 6) ?? stripSuffix(term, 'ed', 5) ?? stripSuffix(term, 'ly', 7);
  if (stripped !== null) return stripped;
  // A silent final e (`cache`, `migrate`, `schedule`) goes, so `caching` and `cache` meet.
  if (term.length >= 4 && /[^aeiouy]e$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * Terms a word is indexed under: its stem and, when different, the word itself lowercased (a
 * typo is measured against the word as written: `shardng` is one letter from `sharding`, two
 * from `shard`); for compound identifiers, the stems of their parts too, so `useStore` is
 * found by `usestore`, `useStore` and `use store`.
 */
export function indexTerms(word: string): string[] {
  const lower = word.toLowerCase();
  const stemmed = stem(lower);
  if (/^[a-z]+$/.test(word)) return stemmed === lower ? [lower] : [stemmed, lower]; // fast path
  const terms = new Set<string>([stemmed, lower]);
  const parts = splitIdentifier(word);
  if (parts.length > 1) {
    for (const part of parts) terms.add(stem(part.toLowerCase()));
  }
  return [...terms];
}

/** The term a query word is searched as (compound identifiers are not split). */
export function queryTerm(word: string): string {
  return stem(word.toLowerCase());
}

/**
 * Small, fast, stable 53-bit string hash (cyrb53), rendered as 14 hex digits. Used for
 * `objectID`s so the build and the browser derive the same id from the same record.
 */
export function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, '0');
}

/** File-name-safe form of a version label or tag (`1.x` stays `1.x`). */
export function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-');
}
