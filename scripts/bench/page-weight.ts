import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  path: string;
  htmlBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  cssFiles: number;
  /** Same-origin scripts the first load requested, e.g. `/assets/js/main.1a2b3c4d.js`. */
  scripts: string[];
}

/**
 * Pages allowed more than a docs page, each with its reason. The core known-issues page is one
 * long reference (its own chunk is about 15 kB gzip, three times a guide page's) whose anchors
 * other pages link to; its plugin entries already live on a page of their own.
 */
const LARGER_BUDGETS: Record<string, number> = {
  '/docs/guide/advanced/known-issues': 188_000,
};

/**
 * First-load JS (gzip) budget of a page: the home page is lighter than a docs page (issue 15);
 * with React in the browser, 160 kB on the home page and 185 kB on guide and API pages (issue 22).
 */
export const jsBudget = (path: string): number =>
  path === '/' ? 160_000 : (LARGER_BUDGETS[path] ?? 185_000);

/** The pages that have a budget: the home page and every docs page. */
export const hasJsBudget = (path: string): boolean => path === '/' || path.startsWith('/docs/');

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Same-origin scripts a built page's HTML lists (`<script src="/…">`), in document order. These
 * are every script a first load fetches before hydration (tests/browser/page-weight.test.ts checks
 * it in Chromium), so their gzip sizes add up to what measurePage measures.
 */
export function listedScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
    const url = src?.[1] ?? src?.[2] ?? src?.[3];
    if (url?.startsWith('/') && !url.startsWith('//')) scripts.push(url.split(/[?#]/)[0]!);
  }
  return scripts;
}

/**
 * First-load JS (gzip, level 9) of a built page, read from the build alone: the scripts its HTML
 * lists. `sizes` caches each file's gzip size across pages.
 */
export function listedScriptsGzipBytes(
  buildDir: string,
  html: string,
  sizes = new Map<string, number>(),
): { bytes: number; scripts: string[] } {
  const scripts = listedScripts(html);
  let bytes = 0;
  for (const script of scripts) {
    let size = sizes.get(script);
    if (size === undefined) sizes.set(script, (size = gzipSize(join(buildDir, script))));
    bytes += size;
  }
  return { bytes, scripts };
}

/**
 * What a first visit to `path` costs: the HTML, and the gzip size of every same-origin script and
 * stylesheet requested until the page has hydrated (measured from the files in `buildDir`).
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  buildDir: string,
  path: string,
): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === 'script') scripts.add(url.pathname);
    if (request.resourceType() === 'stylesheet') styles.add(url.pathname);
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await context.close();
  const htmlFile = join(buildDir, path.endsWith('/') ? `${path}index.html` : `${path}/index.html`);
  const sum = (paths: Set<string>) =>
    [...paths].reduce((total, p) => total + gzipSize(join(buildDir, p)), 0);
  return {
    path,
    htmlBytes: statSync(path === '/' ? join(buildDir, 'index.html') : htmlFile).size,
    jsGzipBytes: sum(scripts),
    cssGzipBytes: sum(styles),
    jsFiles: scripts.size,
    cssFiles: styles.size,
    scripts: [...scripts].sort(),
  };
}

/**
 * Share of the main bundle taken by the route manifest (the generated routes, chunk names and
 * registry that every page downloads), both gzip-compressed.
 */
export function routeManifestShare(
  buildDir: string,
  generatedDir = '.docusaurus',
): {
  manifestGzipBytes: number;
  mainGzipBytes: number;
  share: number;
  routes: number;
} {
  const manifest = ['routes.js', 'routesChunkNames.json', 'registry.js']
    .map((name) => readFileSync(join(generatedDir, name)))
    .reduce((total, buffer) => total + gzipSync(buffer, { level: 9 }).length, 0);
  const mainFile = readFileSync(join(buildDir, 'index.html'), 'utf8').match(
    /\/assets\/js\/main\.[\w]+\.js/,
  )?.[0];
  if (!mainFile) throw new Error('main bundle not found in index.html');
  const mainGzipBytes = gzipSize(join(buildDir, mainFile));
  const routes = (readFileSync(join(generatedDir, 'routes.js'), 'utf8').match(/path: '/g) ?? [])
    .length;
  return { manifestGzipBytes: manifest, mainGzipBytes, share: manifest / mainGzipBytes, routes };
}
