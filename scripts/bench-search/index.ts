/**
 * npm run bench:search [-- --build-dir build --runs 5 --relevance-only]
 *
 * Prints (does not assert) numbers for the built-in site search, on the production build:
 *  1. index size per version: raw and gzip bytes (what a CDN would transfer), records, pages;
 *  2. cold-cache time to first results after the modal opens (Chromium, fresh profile each run,
 *     query typed right after the modal opens), and the bytes of search-only resources fetched
 *     before the first result (engine chunk + index; gzip-equivalent too);
 *  3. per-query latency of the engine in the browser (same engine code, bundled with esbuild,
 *     run in the same Chromium) over a fixed list of 50 queries: median and p95, plus the time
 *     to build the in-memory index from the file;
 *  4. relevance over tests/fixtures/search-relevance.json: top-1, top-3 and mean reciprocal rank
 *     of the expected page, per version and overall, and the worst queries (`--relevance-only`
 *     prints just this and the sizes, without a browser).
 * Network: everything is served from 127.0.0.1; other requests are blocked.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer } from '../../tests/browser/helpers/server';
import { evaluateSet, loadRelevanceSet, loadVersionIndexes, relevanceReport } from './relevance';

export const QUERIES = [
  'useStore',
  'usestore',
  'use store',
  'ButtonKit',
  'defineConfig',
  'middleware',
  'autocomplete',
  'sharding',
  'commandkit',
  'command',
  'chat input',
  'slash command',
  'context menu',
  'message command',
  'event',
  'discordjs events',
  'stopEvents',
  'after',
  'plugin',
  'compiler plugin',
  'runtime plugin',
  'jsx',
  'button',
  'modal',
  'select menu',
  'container',
  'separator',
  'text display',
  'poll',
  'cache',
  'revalidateTag',
  'cacheTag',
  'redis',
  'i18n',
  'locale',
  'analytics',
  'tasks',
  'schedule',
  'queue',
  'kv',
  'mutex',
  'semaphore',
  'rate limit',
  'feature flag',
  'logger',
  'config',
  'midleware',
  'autocompl',
  'interaction',
  'getConfig',
];

interface ManifestEntry {
  tag: string;
  label: string;
  file: string;
  records: number;
  pages: number;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'build-dir': { type: 'string', default: 'build' },
      runs: { type: 'string', default: '5' },
      page: { type: 'string', default: '/docs/guide/getting-started/introduction' },
      query: { type: 'string', default: 'useStore' },
      'relevance-only': { type: 'boolean', default: false },
    },
  });
  const buildDir = path.resolve(values['build-dir']!);
  const runs = Math.max(1, Number(values.runs));
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, 'search-index', 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];

  console.log('\n## Index size per version');
  for (const m of manifest) {
    const raw = await readFile(path.join(buildDir, m.file));
    console.log(
      `${m.file.padEnd(42)} ${String(m.records).padStart(6)} records ${String(m.pages).padStart(4)} pages  ` +
        `raw ${kB(raw.length).padStart(9)}  gzip ${kB(gzipSync(raw, { level: 9 }).length).padStart(8)}`,
    );
  }

  const set = loadRelevanceSet();
  const versions = [...new Set(set.queries.map((q) => q.version))];
  console.log(
    `\n## Relevance (${set.queries.length} queries, tests/fixtures/search-relevance.json)`,
  );
  const outcomes = evaluateSet(loadVersionIndexes(buildDir, versions), set);
  for (const line of relevanceReport(outcomes)) console.log(line);
  if (values['relevance-only']) return;

  const server = await startServer(buildDir);
  const browser = await launchBrowser();
  try {
    console.log(
      `\n## Cold cache: modal open → first results (${runs} runs, query "${values.query}")`,
    );
    const times: number[] = [];
    let transferred: { url: string; bytes: number; gzip: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route('**/*', (route) =>
        route.request().url().startsWith(server.url)
          ? route.continue()
          : route.abort('blockedbyclient'),
      );
      const responses: import('playwright-core').Response[] = [];
      let opened = false;
      page.on('response', (response) => {
        if (opened) responses.push(response);
      });
      await page.goto(server.url + values.page, { waitUntil: 'networkidle' });
      opened = true;
      const t0 = await page.evaluate(() => performance.now());
      await page.click('.DocSearch-Button');
      await page.waitForSelector('.DocSearch-Input');
      await page.keyboard.type(values.query!, { delay: 0 });
      await page.waitForSelector('.DocSearch-Hit a', { timeout: 20_000 });
      const t1 = await page.evaluate(() => performance.now());
      times.push(t1 - t0);
      const beforeFirstResult = responses.slice();
      transferred = [];
      for (const response of beforeFirstResult) {
        try {
          const body = await response.body();
          transferred.push({
            url: response.url().replace(server.url, ''),
            bytes: body.length,
            gzip: gzipSync(body).length,
          });
        } catch {
          /* no body (redirect, aborted) */
        }
      }
      await context.close();
    }
    console.log(
      `time to first results: median ${ms(quantile(times, 0.5))}, max ${ms(Math.max(...times))} (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log('fetched between opening the modal and the first result (last run):');
    let total = 0;
    let totalGzip = 0;
    for (const r of transferred) {
      total += r.bytes;
      totalGzip += r.gzip;
      console.log(
        `  ${r.url.padEnd(52)} raw ${kB(r.bytes).padStart(9)}  gzip ${kB(r.gzip).padStart(8)}`,
      );
    }
    console.log(
      `  total${' '.repeat(48)}raw ${kB(total).padStart(9)}  gzip ${kB(totalGzip).padStart(8)}`,
    );

    console.log(
      `\n## Engine latency in Chromium (${QUERIES.length} queries, 5 rounds after 1 warm-up)`,
    );
    const bundle = await build({
      entryPoints: [path.resolve('src/search/engine.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'SearchEngine',
      write: false,
      platform: 'browser',
      target: 'es2020',
      minify: true,
    });
    const page = await browser.newPage();
    await page.route('**/*', (route) =>
      route.request().url().startsWith(server.url)
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    await page.goto(`${server.url}/404.html`);
    // tsx compiles the evaluate() callbacks below with esbuild's keepNames helper.
    await page.addScriptTag({ content: 'window.__name = (f) => f;' });
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    for (const m of manifest) {
      const result = await page.evaluate(
        async ({ file, queries }) => {
          const engine = (
            window as unknown as { SearchEngine: typeof import('../../src/search/engine') }
          ).SearchEngine;
          const f0 = performance.now();
          const json = await (await fetch(`/${file}`)).json();
          const f1 = performance.now();
          const index = new engine.LocalIndex(json);
          const f2 = performance.now();
          const request = (query: string) => ({
            query,
            hitsPerPage: 20,
            attributesToSnippet: [
              'hierarchy.lvl1:10',
              'hierarchy.lvl2:10',
              'hierarchy.lvl3:10',
              'content:10',
            ],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          });
          for (const q of queries) engine.searchIndexes([index], request(q));
          const perQuery: number[] = [];
          const nbHits: Record<string, number> = {};
          for (let round = 0; round < 5; round++) {
            for (const q of queries) {
              const t0 = performance.now();
              const res = engine.searchIndexes([index], request(q));
              perQuery.push(performance.now() - t0);
              nbHits[q] = res.nbHits;
            }
          }
          return { fetchMs: f1 - f0, buildMs: f2 - f1, perQuery, nbHits };
        },
        { file: m.file, queries: QUERIES },
      );
      const zero = Object.entries(result.nbHits)
        .filter(([, n]) => n === 0)
        .map(([q]) => q);
      console.log(
        `${m.file.padEnd(42)} build index ${ms(result.buildMs)}; query median ${ms(quantile(result.perQuery, 0.5))}, ` +
          `p95 ${ms(quantile(result.perQuery, 0.95))}, max ${ms(Math.max(...result.perQuery))}` +
          (zero.length ? `; no hits: ${zero.join(', ')}` : ''),
      );
    }
    await page.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
