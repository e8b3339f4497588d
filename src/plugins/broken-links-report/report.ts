/**
 * Turns the broken-link errors of Docusaurus 3.8.1 (`lib/server/brokenLinks.js`, which names only
 * the page's URL and the link) into one line per link with the source file, line and column.
 * Pure functions; ./index.ts installs them around the build's check.
 */

export interface StockBrokenLink {
  /** The route of the page that holds the link. */
  page: string;
  link: string;
  resolved?: string;
  anchor: boolean;
}

/**
 * Parses the stock message ("- Broken link on source page path = /p:\n   -> linking to /l
 * (resolved as: /r)"). Returns [] when the text has another shape.
 */
export function parseStockMessage(message: string): StockBrokenLink[] {
  const out: StockBrokenLink[] = [];
  const blocks = message.split(/^- Broken (link|anchor) on source page path = /m);
  // split with a capture group: [before, kind, rest, kind, rest, ...]
  for (let i = 1; i + 1 < blocks.length; i += 2) {
    const anchor = blocks[i] === 'anchor';
    const rest = blocks[i + 1]!;
    const page = rest.slice(0, rest.indexOf(':\n') >= 0 ? rest.indexOf(':\n') : rest.indexOf('\n'));
    for (const m of rest.matchAll(/^ *-> linking to (.+?)(?: \(resolved as: (.+)\))?$/gm)) {
      out.push({ page, link: m[1]!, resolved: m[2], anchor });
    }
  }
  return out;
}

export interface SourcePosition {
  line: number;
  column: number;
}

/** Where a link's URL is written in a page's source (every occurrence as a link target). */
export function findLinkInSource(source: string, link: string): SourcePosition[] {
  const found: SourcePosition[] = [];
  const escaped = link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // ](url) or ](url "title"), [ref]: url, href="url", to="url" (either quote)
  const re = new RegExp(
    `\\]\\(\\s*<?${escaped}>?(?=[\\s)])|^\\s*\\[[^\\]]+\\]:\\s*<?${escaped}>?\\s*$|\\b(?:href|to)=(["'])${escaped}\\1`,
    'gm',
  );
  for (const m of source.matchAll(re)) {
    const index = m.index! + m[0].indexOf(link);
    const before = source.slice(0, index).split('\n');
    found.push({ line: before.length, column: before[before.length - 1]!.length + 1 });
  }
  return found;
}

export interface LocatedLink extends StockBrokenLink {
  /** The page's source file, relative to the site. */
  file?: string;
  positions: SourcePosition[];
}

export function formatReport(links: LocatedLink[]): string {
  const lines: string[] = [];
  const paths = links.filter((l) => !l.anchor);
  const anchors = links.filter((l) => l.anchor);
  const describe = (l: LocatedLink) => {
    const target = `${l.link}${l.resolved && l.resolved !== l.link ? ` (resolved as ${l.resolved})` : ''}`;
    if (l.file && l.positions.length)
      return l.positions.map((p) => `  ${l.file}:${p.line}:${p.column}  ${target}`);
    const where = l.file
      ? `${l.file} (page ${l.page}; the link is not in the file: the sidebar, navbar, footer or a component renders it)`
      : `page ${l.page} (no Markdown source: src/pages, a plugin or the theme renders it)`;
    return [`  ${where}  ${target}`];
  };
  if (paths.length) {
    lines.push(`Broken links (${paths.length}): no page of the site has these URLs.`);
    for (const l of paths) lines.push(...describe(l));
  }
  if (anchors.length) {
    if (lines.length) lines.push('');
    lines.push(
      `Broken anchors (${anchors.length}): the target page has no heading or element with this id.`,
    );
    for (const l of anchors) lines.push(...describe(l));
  }
  lines.push(
    '',
    'Fix each link (or the heading it points to). `npm run check:mdx -- <file>` checks a page in seconds.',
  );
  return lines.join('\n');
}

/** The stock message without its advice to turn the check off. */
export function withoutOptOutAdvice(message: string): string {
  return message.replace(/^Note: it's possible to ignore broken .*$\n?/gm, '');
}
