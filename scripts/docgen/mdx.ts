// Escaping for generated MDX. Notes are trusted MDX and are inserted as they are; everything the
// docgen derives from code (names, types, values) goes through these helpers.
import type { TypeText } from './model';

/** Escapes text for MDX prose (Markdown + JSX significant characters). */
export function escapeText(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`);
}

/** A JS string literal safe inside an MDX expression in any context (tables included). */
export function jsString(text: string): string {
  return JSON.stringify(text).replace(
    /[<>{}|`\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Inline code with links for types that have pages. Safe in tables (no raw `|`). */
export function codeType(type: TypeText): string {
  if (type.length === 0) return '';
  const inner = type
    .map((p) =>
      typeof p === 'string'
        ? `{${jsString(p)}}`
        : `<a href=${jsString(p.url)}>{${jsString(p.text)}}</a>`,
    )
    .join('');
  return `<code>${inner}</code>`;
}

/** Inline code for a short code string (a name, a value). */
export function codeText(text: string): string {
  return codeType([text]);
}

/** Makes Markdown from a note fit in one table cell. */
export function cell(markdown: string): string {
  return markdown
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function codeBlock(lang: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code}\n${fence}`;
}

/** Front matter value (a YAML double-quoted string). */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** Plain text of a Markdown snippet, for front matter and summaries. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a Markdown text (Markdown kept). */
export function firstSentence(markdown: string): string {
  const flat = markdown.replace(/\s*\n\s*/g, ' ').trim();
  const m = /^(.*?[.!?])(?=\s|$)/.exec(flat);
  return (m ? m[1] : flat).trim();
}
