// What the link check (./links.ts) knows of the site: its pages' source files and URLs, the other
// routes (src/pages, the search page) and the static folders. check:mdx builds it from the docs
// plugin's loaded content (scripts/content/site.ts), the development server from allContent.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { LoadContext } from '@docusaurus/types';

export interface SiteDoc {
  /** Absolute path of the page's source file. */
  file: string;
  permalink: string;
}

export interface LinkIndex {
  siteDir: string;
  /** Leaf routes (the pages), as the broken-link checker of `docusaurus build` sees them. */
  routes: Set<string>;
  bySource: Map<string, SiteDoc>;
  byPermalink: Map<string, SiteDoc>;
  staticDirs: string[];
}

export function stripTrailingSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** Routes of `src/pages` (the pages plugin's file-name convention) and the search page. */
export function otherRoutes(siteDir: string, searchPagePath: string | undefined): string[] {
  const routes: string[] = [];
  const walk = (dir: string, base: string) => {
    let names: string[];
    try {
      names = readdirSync(dir, { withFileTypes: true }).map((d) =>
        d.isDirectory() ? `${d.name}/` : d.name,
      );
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('_')) continue;
      if (name.endsWith('/')) {
        walk(path.join(dir, name), `${base}${name}`);
        continue;
      }
      const m = /^(.*)\.(tsx|jsx|ts|js|mdx|md)$/.exec(name);
      if (!m || /\.module$|\.test$/.test(m[1]!)) continue;
      routes.push(m[1] === 'index' ? `/${base}` : `/${base}${m[1]}`);
    }
  };
  walk(path.join(siteDir, 'src', 'pages'), '');
  if (searchPagePath) routes.push(`/${searchPagePath.replace(/^\/+/, '')}`);
  return routes;
}

/** The search page's path, when the Algolia theme config sets one. */
export function searchPagePathOf(siteConfig: LoadContext['siteConfig']): string | undefined {
  return (siteConfig.themeConfig as { algolia?: { searchPagePath?: string } }).algolia
    ?.searchPagePath;
}

/**
 * The link index of the development server, from the docs plugin's loaded docs: the pages the
 * docs plugin routes are exactly its docs (checked against loadSiteIndex by a unit test), plus
 * src/pages and the search page.
 */
export function linkIndexOf(
  siteDir: string,
  docs: SiteDoc[],
  { staticDirs, searchPagePath }: { staticDirs: string[]; searchPagePath?: string },
): LinkIndex {
  const routes = new Set(docs.map((d) => stripTrailingSlash(d.permalink)));
  for (const r of otherRoutes(siteDir, searchPagePath)) routes.add(stripTrailingSlash(r));
  return {
    siteDir,
    routes,
    bySource: new Map(docs.map((d) => [d.file, d])),
    byPermalink: new Map(docs.map((d) => [stripTrailingSlash(d.permalink), d])),
    staticDirs: staticDirs.map((d) => path.resolve(siteDir, d)),
  };
}
