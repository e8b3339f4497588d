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
 * First-load JS (gzip) budget of a page: the home page is lighter than a docs page (issue 15);
 * with React in the browser, 160 kB on the home page and 185 kB on guide and API pages (issue 22).
 */
export const jsBudget = (path: string): number => (path === '/' ? 160_000 : 185_000);

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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
