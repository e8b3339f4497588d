// The docs of the site as Docusaurus itself sees them, without a build: loads the site's config
// (docusaurus.config.ts), runs the docs plugin's content loading (front matter, slugs, ids,
// versions, sidebars) and records the routes it would add and the exact options of its MDX
// loader. `npm run check:mdx` compiles pages with those options and checks links against those
// routes. About 3 s for the whole site.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { loadContext } from '@docusaurus/core/lib/server/site';
import * as docsPluginModule from '@docusaurus/plugin-content-docs';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { LoadContext, PluginConfig, RouteConfig } from '@docusaurus/types';

/** The options the docs plugin hands its MDX loader (`@docusaurus/mdx-loader`). */
export type MdxLoaderOptions = Record<string, unknown> & {
  markdownConfig: {
    parseFrontMatter: (params: {
      filePath: string;
      fileContent: string;
      defaultParseFrontMatter: unknown;
    }) => Promise<{ frontMatter: Record<string, unknown>; content: string }>;
  };
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
};

export interface SiteDoc {
  /** Absolute path of the page's source file. */
  file: string;
  permalink: string;
}

export interface SiteIndex {
  siteDir: string;
  context: LoadContext;
  loaderOptions: MdxLoaderOptions;
  /** Leaf routes (the pages), as the broken-link checker of `docusaurus build` sees them. */
  routes: Set<string>;
  docs: SiteDoc[];
  bySource: Map<string, SiteDoc>;
  byPermalink: Map<string, SiteDoc>;
  staticDirs: string[];
}

type DocsPluginFactory = (
  context: LoadContext,
  options: unknown,
) => Promise<{
  loadContent: () => Promise<unknown>;
  contentLoaded: (args: unknown) => Promise<void>;
  configureWebpack: () => { module: { rules: { use: { options: MdxLoaderOptions }[] }[] } };
}>;

function docsPlugin(): { factory: DocsPluginFactory; validateOptions: (a: unknown) => unknown } {
  const mod = docsPluginModule as unknown as Record<string, unknown> & { default?: unknown };
  const inner = (mod.default ?? mod) as Record<string, unknown> & { default?: unknown };
  const factory = (typeof inner === 'function' ? inner : inner.default) as DocsPluginFactory;
  const validateOptions = (mod.validateOptions ?? inner.validateOptions) as (a: unknown) => unknown;
  return { factory, validateOptions };
}

function stripTrailingSlash(p: string): string {
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

export async function loadSiteIndex(siteDir = process.cwd()): Promise<SiteIndex> {
  const context = (await loadContext({ siteDir })) as LoadContext;
  const entry = (context.siteConfig.plugins as PluginConfig[]).find(
    (p) => Array.isArray(p) && String(p[0]).includes('docs-per-sidebar'),
  ) as [string, Record<string, unknown>] | undefined;
  if (!entry)
    throw new Error('docusaurus.config.ts: the docs plugin (docs-per-sidebar) is missing');
  const { factory, validateOptions } = docsPlugin();
  const options = validateOptions({ options: entry[1], validate: normalizePluginOptions });
  const plugin = await factory(context, options);
  const content = await plugin.loadContent();

  const routes = new Set<string>();
  const collect = (route: RouteConfig) => {
    if (route.routes?.length) route.routes.forEach(collect);
    else routes.add(stripTrailingSlash(route.path));
  };
  await plugin.contentLoaded({
    content,
    allContent: {},
    actions: {
      addRoute: collect,
      createData: async (name: string) => path.join('/nonexistent', name),
      setGlobalData: () => {},
    },
  });
  for (const r of otherRoutes(siteDir, searchPagePathOf(context.siteConfig)))
    routes.add(stripTrailingSlash(r));

  const docs: SiteDoc[] = [];
  const versions = (
    content as { loadedVersions: { docs: { source: string; permalink: string }[] }[] }
  ).loadedVersions;
  for (const v of versions)
    for (const d of v.docs)
      docs.push({
        file: path.resolve(siteDir, d.source.replace(/^@site\//, '')),
        permalink: d.permalink,
      });

  const loaderOptions = plugin.configureWebpack().module.rules[0]!.use[0]!.options;
  return {
    siteDir,
    context,
    loaderOptions,
    routes,
    docs,
    bySource: new Map(docs.map((d) => [d.file, d])),
    byPermalink: new Map(docs.map((d) => [stripTrailingSlash(d.permalink), d])),
    staticDirs: context.siteConfig.staticDirectories.map((d) => path.resolve(siteDir, d)),
  };
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
): Omit<SiteIndex, 'context' | 'loaderOptions' | 'docs'> {
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
