// npm run bench:all-pages [-- <build folder>] [--top <n>]
// First-load JS (gzip) of every page of the sitemap, measured in Chromium as `npm run bench`
// measures its four pages (scripts requested until the page has hydrated), against the budgets:
// 160 kB on the home page, 185 kB on a docs page. Prints the heaviest pages and every page over
// its budget; exits with 1 when there is one. Takes a few minutes (three pages at a time).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer } from '../../tests/browser/helpers/server';
import { hasJsBudget, jsBudget, measurePage } from './page-weight';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '15' } },
  });
  const buildDir = resolve(positionals[0] ?? 'build');
  const sitemap = readFileSync(`${buildDir}/sitemap.xml`, 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const server = await startServer(buildDir, { compress: true });
  const browser = await launchBrowser();
  const rows: { path: string; bytes: number }[] = [];
  try {
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const weight = await measurePage(browser, server.url, buildDir, path);
        rows.push({ path, bytes: weight.jsGzipBytes });
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    await browser.close();
    await server.close();
  }
  rows.sort((a, b) => b.bytes - a.bytes);
  const over = rows.filter((r) => hasJsBudget(r.path) && r.bytes > jsBudget(r.path));
  console.log(`First-load JS of ${rows.length} pages (gzip), heaviest first:`);
  for (const r of rows.slice(0, Number(values.top)))
    console.log(`  ${kB(r.bytes).padStart(9)}  ${r.path}`);
  console.log(
    over.length === 0
      ? '\nEvery page within its budget (/ 160 kB, docs pages 185 kB).'
      : `\n${over.length} page(s) over budget:\n${over.map((r) => `  ${kB(r.bytes).padStart(9)} > ${kB(jsBudget(r.path))}  ${r.path}`).join('\n')}`,
  );
  if (over.length) process.exitCode = 1;
}

void main();
