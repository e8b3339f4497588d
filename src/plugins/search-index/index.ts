/**
 * Local Docusaurus plugin: builds the site's search records from the rendered HTML after the
 * production build (`postBuild`) and writes them as static files:
 *
 *   build/search-index/manifest.json              which files exist, per language + docusaurus_tag
 *   build/search-index/docs-default-1.x.json      compact records of the 1.x docs
 *   build/search-index/docs-default-1.x/          the same, split (src/search/splitIndex.ts)
 *   build/search-index/docs-default-0.1.10.json   compact records of the 0.1.10 docs (and split)
 *
 * The browser engine (src/search) reads the split form of the version being read, a query
 * loading only the parts it needs; the Algolia push (scripts/search-push), the relevance bench
 * and the tests read the whole files, the very same records.
 *
 * In the development server (`npm start`) there is no rendered HTML: the same files are built from
 * the pages' Markdown (./devIndex.ts) into a folder the dev server serves, so search works there
 * too.
 *
 * It also tells the theme (via global data) which backend to use: `local` (default) or `algolia`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { encodeCompact, type SearchRecord } from '../../search/records';
import { fileSafe } from '../../search/text';
import { isReferencePath } from '../../search/ranking';
import { attachApiNames, extractPage, type ExtractedPage } from './extract';
import { writeDevIndex, type DevDoc, type DevIndexFiles } from './devIndex';
import { writeSplitIndex } from './writeSplit';

export const INDEX_DIR = 'search-index';

export interface SearchIndexPluginOptions {
  /** 'algolia' when the site is built with Algolia credentials, else the built-in engine. */
  backend?: 'local' | 'algolia';
}

/** What the theme reads with `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  backend: 'local' | 'algolia';
  /** docusaurus_tag → folder of its split index, relative to the site's baseUrl. */
  indexes: Record<string, string>;
}

export interface ManifestEntry {
  language: string;
  tag: string;
  version: string;
  label: string;
  file: string;
  /** folder of the split form (src/search/splitIndex.ts) */
  dir: string;
  /** files in it, and the gzip size of its document table (what intent loads) */
  splitFiles: number;
  metaGzipBytes: number;
  records: number;
  pages: number;
  bytes: number;
  gzipBytes: number;
}

/** `docs-default-current` → `docs-default-1.x` (the version label reads better in a file name). */
export function indexFileName(tag: string, labels: Map<string, string>): string {
  return `${INDEX_DIR}/${fileSafe(labels.get(tag) ?? tag)}.json`;
}

/** `docs-default-current` → `search-index/docs-default-1.x/`, the folder of its split form. */
export function splitDirName(tag: string, labels: Map<string, string>): string {
  return `${INDEX_DIR}/${fileSafe(labels.get(tag) ?? tag)}/`;
}

interface DocsVersionLike {
  versionName: string;
  label: string;
  docs?: {
    source: string;
    permalink: string;
    title: string;
    unlisted?: boolean;
    frontMatter?: { keywords?: unknown };
  }[];
}

/** The docs of every version, for the development index. */
function devDocs(allContent: Record<string, Record<string, unknown>>, siteDir: string): DevDoc[] {
  const out: DevDoc[] = [];
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docs)) {
    const versions = (content as { loadedVersions?: DocsVersionLike[] }).loadedVersions ?? [];
    for (const v of versions) {
      for (const d of v.docs ?? []) {
        if (d.unlisted) continue;
        const keywords = Array.isArray(d.frontMatter?.keywords)
          ? (d.frontMatter.keywords as unknown[]).map(String)
          : [];
        out.push({
          file: path.resolve(siteDir, d.source.replace(/^@site\//, '')),
          permalink: d.permalink,
          title: d.title,
          keywords,
          tag: `docs-${pluginId}-${v.versionName}`,
          version: v.versionName,
        });
      }
    }
  }
  return out;
}

function versionLabels(allContent: Record<string, Record<string, unknown>>): Map<string, string> {
  const labels = new Map<string, string>();
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docs)) {
    const versions = (content as { loadedVersions?: DocsVersionLike[] }).loadedVersions ?? [];
    for (const v of versions) {
      labels.set(`docs-${pluginId}-${v.versionName}`, `docs-${pluginId}-${v.label}`);
    }
  }
  return labels;
}

/** Where the HTML of a route is written by `docusaurus build`. */
function htmlFileFor(outDir: string, route: string): string | null {
  const rel = route.replace(/^\/+/, '');
  const candidates =
    rel === '' || rel.endsWith('/')
      ? [`${rel}index.html`]
      : [`${rel}/index.html`, `${rel}.html`, rel];
  for (const c of candidates) {
    const file = path.join(outDir, c);
    if (c.endsWith('.html') && existsSync(file)) return file;
  }
  return null;
}

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexPluginOptions = {},
): Plugin<void> {
  const backend = options.backend ?? 'local';
  let labels = new Map<string, string>();
  // Development server only: the index built from Markdown, served from this folder.
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  let devServing = false;
  let devState: { docs: DevDoc[]; files: Record<string, DevIndexFiles> } | null = null;
  let devRun = Promise.resolve();
  const refreshDevIndex = () => {
    const state = devState;
    if (!devServing || !state || backend !== 'local') return;
    devRun = devRun.then(async () => {
      const started = Date.now();
      try {
        const { pages, records, failed } = await writeDevIndex(
          devDir,
          state.docs,
          state.files,
          context.siteConfig.url.replace(/\/+$/, ''),
        );
        console.log(
          `[search-index] development index: ${pages} pages, ${records} records from Markdown in ${Date.now() - started} ms${failed.length ? `; ${failed.length} page(s) skipped, first: ${failed[0]}` : ''}`,
        );
      } catch (error) {
        console.warn('[search-index] development index failed:', error);
      }
    });
  };

  return {
    name: 'search-index',

    async allContentLoaded({ allContent, actions }) {
      labels = versionLabels(allContent as Record<string, Record<string, unknown>>);
      const indexes: Record<string, string> = {};
      const files: Record<string, DevIndexFiles> = {};
      for (const tag of labels.keys()) {
        indexes[tag] = splitDirName(tag, labels);
        files[tag] = { whole: indexFileName(tag, labels), split: indexes[tag] };
      }
      const data: SearchIndexGlobalData = { backend, indexes };
      actions.setGlobalData(data);
      devState = {
        docs: devDocs(allContent as Record<string, Record<string, unknown>>, context.siteDir),
        files,
      };
      refreshDevIndex();
    },

    configureWebpack(config, isServer) {
      // `docusaurus start`: serve the Markdown-built index where the production one would be.
      if (isServer || config.mode !== 'development' || backend !== 'local') return {};
      devServing = true;
      refreshDevIndex();
      return {
        devServer: {
          static: [{ directory: devDir, publicPath: context.baseUrl, watch: false }],
        },
      } as ReturnType<NonNullable<Plugin<void>['configureWebpack']>>;
    },

    async postBuild({ outDir, routesPaths, routesBuildMetadata, siteConfig }) {
      const started = Date.now();
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const routes = [...new Set(routesPaths)].sort();
      const extracted: ExtractedPage[] = [];
      for (const route of routes) {
        if (routesBuildMetadata?.[route]?.noIndex) continue;
        if (route.endsWith('404.html') || route === '/search') continue;
        const file = htmlFileFor(outDir, route);
        if (!file) continue;
        const html = await readFile(file, 'utf8');
        const page = extractPage(html, { pageUrl: siteUrl + route });
        if (page.records.length > 0) extracted.push(page);
      }
      attachApiNames(extracted, siteUrl, isReferencePath);
      const byTag = new Map<string, SearchRecord[]>();
      const pages = extracted.length;
      for (const { records } of extracted) {
        const key = `${records[0]!.language}\u0000${records[0]!.docusaurus_tag}`;
        const list = byTag.get(key) ?? [];
        list.push(...records);
        byTag.set(key, list);
      }

      await mkdir(path.join(outDir, INDEX_DIR), { recursive: true });
      const manifest: ManifestEntry[] = [];
      const splitStarted = Date.now();
      for (const records of byTag.values()) {
        const first = records[0]!;
        const file = indexFileName(first.docusaurus_tag, labels);
        const compact = encodeCompact(records, siteUrl);
        const json = JSON.stringify(compact);
        await writeFile(path.join(outDir, file), json);
        const dir = splitDirName(first.docusaurus_tag, labels);
        const split = await writeSplitIndex(path.join(outDir, dir), compact);
        manifest.push({
          language: first.language,
          tag: first.docusaurus_tag,
          version: first.version,
          label: labels.get(first.docusaurus_tag) ?? first.docusaurus_tag,
          file,
          dir,
          splitFiles: split.files,
          metaGzipBytes: split.metaGzipBytes,
          records: records.length,
          pages: new Set(records.map((r) => r.url_without_anchor)).size,
          bytes: Buffer.byteLength(json),
          gzipBytes: gzipSync(json).length,
        });
      }
      manifest.sort((a, b) => a.file.localeCompare(b.file));
      await writeFile(
        path.join(outDir, INDEX_DIR, 'manifest.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      const summary = manifest
        .map(
          (m) =>
            `${m.file} ${m.records} records, ${(m.gzipBytes / 1024).toFixed(0)} kB gzip; split into ${m.splitFiles} files, document table ${(m.metaGzipBytes / 1024).toFixed(0)} kB gzip`,
        )
        .join('; ');
      console.log(
        `[search-index] ${pages} pages indexed in ${Date.now() - started} ms, of which splitting ${Date.now() - splitStarted} ms (backend: ${backend}): ${summary}`,
      );
    },
  };
}

export { validateOptions } from './options';
