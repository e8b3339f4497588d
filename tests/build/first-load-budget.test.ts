// The first-load JS budget of every page, from the build alone: the gzip size of the scripts each
// page's HTML lists, which are the scripts a first load fetches before hydration (checked in
// Chromium by tests/browser/page-weight.test.ts). `npm run bench:all-pages` measures the same in
// the browser. FIRST_LOAD_BUILD_DIR points the test at another build folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtHtmlFile } from '../browser/helpers/templates';
import { sitemapPaths } from '../browser/helpers/sitemap';
import {
  hasJsBudget,
  jsBudget,
  listedScripts,
  listedScriptsGzipBytes,
} from '../../scripts/bench/page-weight';

const BUILD_DIR = process.env.FIRST_LOAD_BUILD_DIR ?? 'build';
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface OverBudget {
  path: string;
  bytes: number;
  budget: number;
}

/** Every budgeted page of the build's sitemap that lists more script bytes than its budget. */
function pagesOverBudget(buildDir: string): { checked: number; over: OverBudget[] } {
  const sizes = new Map<string, number>();
  const over: OverBudget[] = [];
  let checked = 0;
  for (const path of sitemapPaths(buildDir).filter(hasJsBudget)) {
    const file = builtHtmlFile(buildDir, path);
    assert.ok(file, `${path} is in the sitemap but not in ${buildDir}`);
    const { bytes, scripts } = listedScriptsGzipBytes(buildDir, readFileSync(file, 'utf8'), sizes);
    assert.ok(scripts.some((s) => /\/main\.[^/]*\.js$/.test(s)), `${path} lists no main.js`);
    checked++;
    if (bytes > jsBudget(path)) over.push({ path, bytes, budget: jsBudget(path) });
  }
  return { checked, over };
}

const describe = (over: OverBudget[]) =>
  over
    .map((o) => `${o.path}: ${kB(o.bytes)}, ${kB(o.bytes - o.budget)} over ${kB(o.budget)}`)
    .join('\n');

test('every page lists no more first-load JS than its budget (/ 160 kB, docs 185 kB gzip)', () => {
  const { checked, over } = pagesOverBudget(BUILD_DIR);
  assert.ok(checked > 500, `only ${checked} budgeted pages in ${BUILD_DIR}/sitemap.xml`);
  assert.equal(over.length, 0, `pages over their first-load JS budget:\n${describe(over)}`);
});

test('a page whose HTML lists one script too many is reported with its bytes over', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
  try {
    mkdirSync(join(dir, 'assets/js'), { recursive: true });
    mkdirSync(join(dir, 'docs/a'), { recursive: true });
    // Random bytes do not compress: 190 kB of them is 190 kB gzip.
    writeFileSync(join(dir, 'assets/js/main.1.js'), randomBytes(100_000));
    writeFileSync(join(dir, 'assets/js/7.1.js'), randomBytes(90_000));
    const page = (scripts: string[]) =>
      `<html><head>${scripts.map((s) => `<script src=${s} defer></script>`).join('')}<script>inline()</script></head></html>`;
    writeFileSync(join(dir, 'index.html'), page(['/assets/js/main.1.js']));
    writeFileSync(join(dir, 'docs/a/index.html'), page(['/assets/js/7.1.js', '/assets/js/main.1.js']));
    writeFileSync(
      join(dir, 'sitemap.xml'),
      '<urlset><url><loc>https://x.dev/</loc></url><url><loc>https://x.dev/docs/a</loc></url></urlset>',
    );
    const { checked, over } = pagesOverBudget(dir);
    assert.equal(checked, 2);
    assert.deepEqual(
      over.map((o) => o.path),
      ['/docs/a'],
    );
    assert.ok(over[0]!.bytes > 190_000 && over[0]!.bytes < 191_000);
    assert.match(describe(over), /^\/docs\/a: 190\.\d kB, 5\.\d kB over 185\.0 kB$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('listed scripts: same-origin src of every quoting, in order; inline and external left out', () => {
  const html =
    '<script src=/assets/js/runtime~main.1.js defer></script><script type=application/ld+json>{}</script>' +
    '<script src="/assets/js/5.2.js" defer></script><script defer src=\'/assets/js/main.3.js?v=1\'></script>' +
    '<script src="https://cdn.example/x.js"></script><script src=//cdn.example/y.js></script>';
  assert.deepEqual(listedScripts(html), [
    '/assets/js/runtime~main.1.js',
    '/assets/js/5.2.js',
    '/assets/js/main.3.js',
  ]);
});
