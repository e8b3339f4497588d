// The docs of the site as Docusaurus itself sees them, without a build: loads the site's config
// (docusaurus.config.ts), runs the docs plugin's content loading (front matter, slugs, ids,
// versions, sidebars) and records the routes it would add and the exact options of its MDX
// loader. `npm run check:mdx` compiles pages with those options and checks links against those
// routes. About 3 s for the whole site.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
import { frontMatterProblems } from '../../src/mdx/pageRules';
import { categoryProblems, listCategoryFiles } from './categories';

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

type ParseFrontMatter = MdxLoaderOptions['markdownConfig']['parseFrontMatter'];

/**
 * The site's front-matter parser, minus the values the docs plugin's schema rejects: such a value
 * would stop the loading of every page, without a line; check:mdx reports it at its line when it
 * compiles that page (src/mdx/pageRules.ts).
 */
function tolerant(parseFrontMatter: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const parsed = await parseFrontMatter(params);
    const rejected = frontMatterProblems(parsed.frontMatter, '').length > 0;
    if (!rejected) return parsed;
    const frontMatter = { ...parsed.frontMatter };
    for (const key of Object.keys(frontMatter))
      if (
        frontMatterProblems({ [key]: frontMatter[key] }, '').some(
          (p) => !/^unknown/.test(p.message),
        )
      )
        delete frontMatter[key];
    return { ...parsed, frontMatter };
  };
}

/**
 * Runs `load` with the docs plugin reading each broken category file as `{}` (an empty category):
 * its js-yaml `load` (plugin-content-docs/lib/sidebars/index.js, `readCategoriesMetadata`) would
 * stop the loading of every page. check:mdx reports the file itself (./categories.ts). Fails
 * loudly when a broken file on disk was never read through the patched function.
 */
async function withBrokenCategoriesEmpty<T>(siteDir: string, load: () => Promise<T>): Promise<T> {
  const broken = new Set<string>();
  for (const root of ['docs', 'versioned_docs'])
    for (const file of listCategoryFiles(path.join(siteDir, root))) {
      const text = readFileSync(file, 'utf8');
      if (categoryProblems(file, text).length > 0) broken.add(text);
    }
  if (broken.size === 0) return load();
  // The js-yaml the docs plugin itself requires.
  const sidebars = createRequire(import.meta.filename).resolve(
    '@docusaurus/plugin-content-docs/lib/sidebars/index.js',
  );
  const yaml = createRequire(sidebars)('js-yaml') as {
    load: (text: string, ...rest: unknown[]) => unknown;
  };
  const original = yaml.load;
  const seen = new Set<string>();
  yaml.load = (text, ...rest) => {
    if (broken.has(text)) {
      seen.add(text);
      return {};
    }
    return original(text, ...rest);
  };
  try {
    const result = await load();
    if (seen.size < broken.size)
      throw new Error(
        'check:mdx patch of plugin-content-docs no longer applies: it reads _category_ files without js-yaml `load`',
      );
    return result;
  } finally {
    yaml.load = original;
  }
}

export async function loadSiteIndex(siteDir = process.cwd()): Promise<SiteIndex> {
  const loaded = (await loadContext({ siteDir })) as LoadContext;
  const markdown = loaded.siteConfig.markdown as unknown as MdxLoaderOptions['markdownConfig'];
  const context = {
    ...loaded,
    siteConfig: {
      ...loaded.siteConfig,
      markdown: { ...markdown, parseFrontMatter: tolerant(markdown.parseFrontMatter) },
    },
  } as LoadContext;
  const entry = (context.siteConfig.plugins as PluginConfig[]).find(
    (p) => Array.isArray(p) && String(p[0]).includes('docs-per-sidebar'),
  ) as [string, Record<string, unknown>] | undefined;
  if (!entry)
    throw new Error('docusaurus.config.ts: the docs plugin (docs-per-sidebar) is missing');
  const { factory, validateOptions } = docsPlugin();
  const options = validateOptions({ options: entry[1], validate: normalizePluginOptions });
  const plugin = await factory(context, options);
  const content = await withBrokenCategoriesEmpty(siteDir, () => plugin.loadContent());

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

  // The pages themselves are compiled with the site's own parser (their front-matter problems
  // are reported at their lines).
  const loaderOptions = {
    ...plugin.configureWebpack().module.rules[0]!.use[0]!.options,
    markdownConfig: markdown,
  };
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
