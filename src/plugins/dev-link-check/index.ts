// `npm start` only: Docusaurus checks links and anchors at build time alone, so the development
// server would show a broken link or anchor nowhere. This plugin runs check:mdx's link check
// (src/lib/content/links.ts) on each page saved while the server runs, and prints each problem as
// `file:line:col message` in the terminal. Not on every page at start: that took about a minute
// on a busy 2-core machine (586 pages), time the first compile waited for; `npm run check:mdx`
// checks a folder in seconds. A link into a page whose heading was renamed shows when the linking
// page is saved (or in check:mdx, or in the build).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkPageLinks } from '../../lib/content/links';
import { linkIndexOf, searchPagePathOf, type SiteDoc } from '../../lib/content/linkIndex';
import type { PageProblem } from '../../lib/content/problem';

interface DocsContent {
  loadedVersions?: { docs?: { source: string; permalink: string }[] }[];
}

type AllContent = Record<string, Record<string, unknown>>;

function docsOf(allContent: AllContent, siteDir: string): SiteDoc[] {
  const docs: SiteDoc[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}))
    for (const version of (content as DocsContent).loadedVersions ?? [])
      for (const d of version.docs ?? [])
        docs.push({
          file: path.resolve(siteDir, d.source.replace(/^@site\//, '')),
          permalink: d.permalink,
        });
  return docs;
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Checks the links of the pages new or saved since its last call (none the first time). */
export function devLinkChecker(
  siteDir: string,
  options: { staticDirs: string[]; searchPagePath?: string },
) {
  const seen = new Map<string, number>();
  let first = true;
  return async (allContent: AllContent): Promise<{ pages: number; problems: PageProblem[] }> => {
    const docs = docsOf(allContent, siteDir);
    const changed = docs
      .map((d) => d.file)
      .filter((file) => {
        const mtime = mtimeOf(file);
        const known = seen.get(file) === mtime;
        seen.set(file, mtime);
        return !known && !first;
      })
      .map((file) => path.relative(process.cwd(), file));
    first = false;
    if (changed.length === 0) return { pages: 0, problems: [] };
    const index = linkIndexOf(siteDir, docs, options);
    // A page that does not parse is left to the MDX compiler's own error.
    const problems = await checkPageLinks(changed, index, new Map(), new Set(changed));
    return { pages: changed.length, problems };
  };
}

export default function devLinkCheckPlugin(context: LoadContext): Plugin<void> {
  const check = devLinkChecker(context.siteDir, {
    staticDirs: context.siteConfig.staticDirectories,
    searchPagePath: searchPagePathOf(context.siteConfig),
  });
  let queue = Promise.resolve();
  return {
    name: 'dev-link-check',
    async allContentLoaded({ allContent }) {
      if (process.env.NODE_ENV !== 'development') return;
      queue = queue.then(async () => {
        const started = Date.now();
        try {
          const { pages, problems } = await check(allContent as AllContent);
          for (const p of problems)
            console.warn(`[links] ${p.file}:${p.line}:${p.column} ${p.message}`);
          if (pages > 0)
            console.log(
              `[links] ${pages} saved page(s) checked in ${Date.now() - started} ms: ` +
                `${problems.length} broken link(s) or anchor(s)`,
            );
        } catch (error) {
          console.warn('[links] the link check failed:', error);
        }
      });
    },
  };
}
