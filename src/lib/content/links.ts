// Links and anchors of pages, checked without a build: every internal link of a page (Markdown
// links and definitions, `href`/`to` of JSX elements such as <a> and <Link>) must point at a route
// the docs plugin creates (./linkIndex.ts), a page of src/pages or a file of static/; a `#anchor` must
// be a heading id (Docusaurus' own heading-id plugin, explicit `{#id}` included) or an `id`
// attribute of the target page. Relative links ending in .md/.mdx are resolved as files, the way
// the docs plugin does. Positions are the link's line and column in the source file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { addHeadingIds, escapeMarkdownHeadingIds } from '../../mdx/headingIds';
import { getMdxParser } from '../../mdx/parser';
import type { Node, Parent, Root } from 'mdast';
import type { LinkIndex } from './linkIndex';
import { didYouMean } from './nearest';
import type { PageProblem } from './problem';

export type { LinkIndex } from './linkIndex';

export interface PageLink {
  url: string;
  line: number;
  column: number;
}

interface ParsedPage {
  links: PageLink[];
  anchors: Set<string>;
}

/** Every node of a tree, parents first (this file is also loaded by Docusaurus' jiti, in
 * `npm start`, which cannot load the ES-module-only unist-util-visit). */
function visit(node: Node, each: (node: Node) => void): void {
  each(node);
  for (const child of (node as Partial<Parent>).children ?? []) visit(child, each);
}

/** Parsed pages by file, with the modification time they were read at (the dev server edits). */
const cache = new Map<string, { mtimeMs: number; page: ParsedPage }>();

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** Links and anchors of one page (cached per file). Throws on a syntax error. */
export async function parsePage(file: string, source?: string): Promise<ParsedPage> {
  const key = path.resolve(file);
  const mtimeMs = source === undefined ? mtimeOf(key) : -1;
  const cached = source === undefined ? cache.get(key) : undefined;
  if (cached && cached.mtimeMs === mtimeMs) return cached.page;
  const text = source ?? readFileSync(file, 'utf8');
  const parser = await getMdxParser();
  const tree = parser.parse({ value: escapeMarkdownHeadingIds(text), path: file }) as Root;
  const links: PageLink[] = [];
  const anchors = new Set<string>();
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
  });
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      links.push({ url: (node as unknown as { url: string }).url, ...at(node) });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of (node as unknown as { attributes: JsxAttribute[] }).attributes) {
        if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
        if (attr.name === 'href' || attr.name === 'to')
          links.push({ url: attr.value, ...at(node) });
        if (attr.name === 'id' || attr.name === 'name') anchors.add(attr.value);
      }
    } else if (node.type === 'html') {
      for (const m of (node as unknown as { value: string }).value.matchAll(
        /\b(?:id|name)="([^"]+)"/g,
      ))
        anchors.add(m[1]!);
    }
  });
  // Docusaurus' own heading ids (slugs, duplicates numbered, explicit {#id}).
  await addHeadingIds(tree);
  visit(tree, (node) => {
    const id = (node.data as { id?: string } | undefined)?.id;
    if (node.type === 'heading' && id) anchors.add(id);
  });
  const parsed = { links, anchors };
  if (source === undefined) cache.set(key, { mtimeMs, page: parsed });
  return parsed;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

function stripSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isStaticFile(site: LinkIndex, pathname: string): boolean {
  return site.staticDirs.some((dir) => {
    const file = path.join(dir, safeDecode(pathname));
    return file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
  });
}

/** Broken links and anchors of the given pages. */
export async function checkPageLinks(
  files: string[],
  site: LinkIndex,
  sources: Map<string, string> = new Map(),
  /** Files whose compilation failed (their syntax error is already reported). */
  skip: Set<string> = new Set(),
): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  for (const file of files) {
    const abs = path.resolve(file);
    let page: ParsedPage;
    try {
      page = await parsePage(abs, sources.get(file));
    } catch (error) {
      if (skip.has(file)) continue;
      const e = error as { line?: number; column?: number; message?: string };
      problems.push({
        file,
        line: e.line ?? 1,
        column: e.column ?? 1,
        message: `cannot read the page's links: ${e.message ?? String(error)}`,
      });
      continue;
    }
    const self = site.bySource.get(abs);
    const pageUrl = self?.permalink ?? '/';
    for (const link of page.links) {
      const report = (message: string) =>
        problems.push({ file, line: link.line, column: link.column, message });
      const url = link.url.trim();
      if (!url || EXTERNAL.test(url)) continue;
      const hashIndex = url.indexOf('#');
      const pathPart = hashIndex >= 0 ? url.slice(0, hashIndex) : url;
      const hash = hashIndex >= 0 ? url.slice(hashIndex + 1) : undefined;
      const pathOnly = pathPart.split('?')[0]!;

      let target: string | undefined; // the source file of the target page, for its anchors
      let targetUrl: string;
      if (pathOnly === '') {
        target = abs;
        targetUrl = pageUrl;
      } else if (/\.mdx?$/.test(pathOnly) && !pathOnly.startsWith('/')) {
        const fileTarget = path.resolve(path.dirname(abs), safeDecode(pathOnly));
        const doc = site.bySource.get(fileTarget);
        if (!doc) {
          const folder = path.dirname(fileTarget);
          const siblings = [...site.bySource.keys()]
            .filter((f) => path.dirname(f) === folder)
            .map((f) => path.basename(f));
          const hint = didYouMean(path.basename(fileTarget), siblings, (n) => n);
          report(
            `broken Markdown link ${url}: ${path.relative(site.siteDir, fileTarget)} is not a page of the docs${hint}`,
          );
          continue;
        }
        target = doc.file;
        targetUrl = doc.permalink;
      } else {
        targetUrl = new URL(pathOnly, `https://site.invalid${pageUrl}`).pathname;
        const route = stripSlash(targetUrl);
        const known =
          site.routes.has(route) ||
          site.routes.has(stripSlash(safeDecode(route))) ||
          isStaticFile(site, targetUrl);
        if (!known) {
          const resolved = targetUrl === pathOnly ? '' : ` (resolved as ${targetUrl})`;
          const hint = didYouMean(route, site.routes);
          report(`broken link ${url}${resolved}: no page has this URL${hint}`);
          continue;
        }
        target = site.byPermalink.get(route)?.file;
      }
      if (hash === undefined || hash === '' || !target) continue;
      let anchors: Set<string>;
      try {
        anchors =
          target === abs && sources.has(file)
            ? (await parsePage(abs, sources.get(file))).anchors
            : (await parsePage(target)).anchors;
      } catch {
        continue;
      }
      if (!anchors.has(hash) && !anchors.has(safeDecode(hash))) {
        const where = target === abs ? 'this page' : path.relative(site.siteDir, target);
        report(
          `broken anchor ${url}: ${where} has no heading or id "${safeDecode(hash)}"` +
            ` (headings: ${[...anchors].slice(0, 8).join(', ')}${anchors.size > 8 ? ', ...' : ''})`,
        );
      }
    }
  }
  return problems;
}
