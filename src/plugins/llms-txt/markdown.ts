// Turns one of our MDX pages into plain Markdown for readers that are not browsers (LLMs, scripts).

import { MAGIC_COMMENTS } from '../../mdx/plugins';

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
/** The directives of the configured magic comments: `highlight-next-line`, `highlight-start` … */
const MAGIC_DIRECTIVES = new Set(
  MAGIC_COMMENTS.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter(Boolean),
);
// A line holding nothing but a comment (line comments, block comments, HTML and JSX comments).
const COMMENT_ONLY_LINE =
  /^[ \t]*(?:(?:\/\/|#|--|%|;)\s*(.+?)|(?:\{\s*)?(?:\/\*|<!--)\s*(.+?)\s*(?:\*\/|-->)(?:\s*\})?)\s*$/;
const ESM_LINE = /^(import|export)\s.*$/gm;
/** `{"text"}`: how generated pages write literal strings in JSX. */
const JSX_STRING = /\{"((?:[^"\\]|\\.)*)"\}/g;

/** Text of an MDX/HTML fragment: tags dropped, JSX string literals (which may contain `<`) unquoted. */
function plainText(fragment: string): string {
  const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');
  let text = '';
  let last = 0;
  for (const match of fragment.matchAll(JSX_STRING)) {
    text += stripTags(fragment.slice(last, match.index)) + (JSON.parse(`"${match[1]}"`) as string);
    last = match.index + match[0].length;
  }
  return text + stripTags(fragment.slice(last));
}

/** Plain-Markdown twin of an MDX page body: no front matter, imports or JSX wrappers. */
export function mdxToMarkdown(
  source: string,
  meta: { title: string; description?: string; url: string },
): string {
  let body = source.replace(FRONT_MATTER, '');
  // ESM lines only ever appear outside code fences at the top of our pages; strip them line by line
  // while leaving fenced code untouched.
  body = mapOutsideFences(body, (chunk) =>
    chunk
      .replace(ESM_LINE, '')
      .replace(/<TabItem[^>]*label="([^"]+)"[^>]*>/g, '**$1**\n')
      .replace(/<\/?(Tabs|TabItem)[^>]*>/g, '')
      .replace(
        /^:::(\w+)(?:\s+(.+))?$/gm,
        (_m, kind: string, title?: string) =>
          `> **${title ?? kind.charAt(0).toUpperCase() + kind.slice(1)}**\n>`,
      )
      .replace(/^:::$/gm, '')
      .replace(/<code>([\s\S]*?)<\/code>/g, (_m, inner: string) => `\`${plainText(inner)}\``)
      .replace(/<small>([\s\S]*?)<\/small>/g, '($1)')
      .replace(
        /<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g,
        (_m, href: string, text: string) => `[${plainText(text)}](${href})`,
      )
      .replace(JSX_STRING, (_m, literal: string) => JSON.parse(`"${literal}"`) as string),
  );
  body = body.replace(/```(\w+) npm2yarn/g, '```$1');
  const header = [
    `# ${meta.title}`,
    '',
    meta.description ? `> ${meta.description}` : '',
    '',
    `Source: ${meta.url}`,
    '',
  ]
    .filter((line, i, lines) => !(line === '' && lines[i - 1] === ''))
    .join('\n');
  return `${header}\n${body.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** Drops magic-comment lines from fenced code, as the site's code blocks do. */
function withoutMagicComments(fence: string): string {
  return fence
    .split('\n')
    .filter((line) => {
      const match = COMMENT_ONLY_LINE.exec(line);
      return !match || !MAGIC_DIRECTIVES.has((match[1] ?? match[2] ?? '').trim());
    })
    .join('\n');
}

function mapOutsideFences(text: string, transform: (chunk: string) => string): string {
  const parts = text.split(/(^```[\s\S]*?^```$)/m);
  return parts
    .map((part, i) => (i % 2 === 1 ? withoutMagicComments(part) : transform(part)))
    .join('');
}
