// The docs of the site as Docusaurus itself sees them, without a build: loads the site's config
// (docusaurus.config.ts), runs the docs plugin's content loading (front matter, slugs, ids,
// versions, sidebars) and records the routes it would add and the exact options of its MDX
// loader. `npm run check:mdx` compiles pages with those options and checks links against those
// routes. About 3 s for the whole site.
import path from 'node:path';
import { loadContext } from '@docusaurus/core/lib/server/site';
import * as docsPluginModule from '@docusaurus/plugin-content-docs';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { LoadContext, PluginConfig, RouteConfig } from '@docusaurus/types';
import {
  otherRoutes,
  searchPagePathOf,
  stripTrailingSlash,
  type LinkIndex,
  type SiteDoc,
} from '../../src/lib/content/linkIndex';

export { linkIndexOf, searchPagePathOf, type SiteDoc } from '../../src/lib/content/linkIndex';

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

export interface SiteIndex extends LinkIndex {
  context: LoadContext;
  loaderOptions: MdxLoaderOptions;
  docs: SiteDoc[];
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
