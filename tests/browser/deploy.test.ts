// netlify.toml: caching, security headers and redirects, and a CSP that the built site lives with.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { useServedSite } from './helpers/fixture';
import { watchPage } from './helpers/browser';
import { sitemapPaths } from './helpers/sitemap';
import { inlineScriptHashes } from '../../scripts/deploy/inline-scripts';

interface NetlifyConfig {
  build: { command: string; publish: string; environment: Record<string, string> };
  headers: Array<{ for: string; values: Record<string, string> }>;
  redirects: Array<{ from: string; to: string; status: number }>;
}

const netlify = parse(readFileSync('netlify.toml', 'utf8')) as unknown as NetlifyConfig;
const siteHeaders = netlify.headers.find((h) => h.for === '/*')!.values;
const csp = siteHeaders['Content-Security-Policy']!;

function directive(name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('netlify.toml', () => {
  test('builds with the site build command into build/ on Node 20', () => {
    assert.equal(netlify.build.command, 'npm run build');
    assert.equal(netlify.build.publish, 'build');
    assert.equal(netlify.build.environment.NODE_VERSION, '20');
  });

  test('hashed assets are immutable for a year; HTML revalidates', () => {
    const assets = netlify.headers.find((h) => h.for === '/assets/*');
    assert.match(assets?.values['Cache-Control'] ?? '', /max-age=31536000.*immutable/);
    assert.match(siteHeaders['Cache-Control'] ?? '', /max-age=0.*must-revalidate/);
  });

  test('security headers are set', () => {
    assert.equal(siteHeaders['X-Content-Type-Options'], 'nosniff');
    assert.ok(siteHeaders['Referrer-Policy']);
    assert.ok(siteHeaders['Permissions-Policy']);
    assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive('default-src'), ["'self'"]);
    for (const source of directive('script-src')) {
      assert.ok(
        // blob: for the playground's worker, which imports the reader's compiled code.
        source === "'self'" || source === 'blob:' || source.startsWith("'sha256-"),
        `script-src allows ${source}`,
      );
    }
    for (const source of directive('connect-src').filter((s) => s !== "'self'")) {
      assert.match(
        source,
        /^https:\/\/\*\.algolia(net)?\.(net|com|io)$/,
        `connect-src allows ${source}`,
      );
    }
  });

  test('every inline script of the build is allowed by its hash, and nothing else (npm run csp:update)', () => {
    const allowed = new Set(directive('script-src'));
    const built = inlineScriptHashes('build');
    const missing = [...built]
      .filter(([hash]) => !allowed.has(hash))
      .map(([hash, file]) => `${hash} (first in ${file})`);
    assert.deepEqual(missing, []);
    // A hash no page uses any more would let that old script run if it were ever injected.
    const stale = [...allowed].filter(
      (source) => source.startsWith("'sha256-") && !built.has(source),
    );
    assert.deepEqual(stale, [], 'hashes of scripts the build no longer has');
  });

  test('the docs landings and legacy 0.1.10 .html paths redirect to clean URLs', () => {
    const redirects = new Map(netlify.redirects.map((r) => [r.from, r]));
    assert.equal(redirects.get('/docs')?.to, '/docs/guide/getting-started/introduction');
    assert.equal(redirects.get('/docs/v0')?.to, '/docs/v0/guide/installation');
    const v0Pages = sitemapPaths().filter((p) => p.startsWith('/docs/v0/'));
    assert.ok(v0Pages.length > 0);
    for (const page of v0Pages) {
      const redirect = redirects.get(`${page}.html`);
      assert.equal(redirect?.to, page, `no redirect for ${page}.html`);
      assert.equal(redirect?.status, 301);
    }
  });
});

describe('the built site under these headers', () => {
  const site = useServedSite('build', { headers: siteHeaders });

  test('pages render, hydrate and open search with no CSP violation', async () => {
    const paths = [
      '/',
      '/docs/guide/getting-started/introduction',
      '/docs/v0/guide/installation',
      '/search?q=command',
      '/no-such-page',
      '/playground',
    ];
    for (const path of paths) {
      const page = await site.browser.newPage();
      const problems = await watchPage(page, site.url);
      await page.goto(site.url + path, { waitUntil: 'load' });
      await page.waitForSelector('html[data-has-hydrated="true"]');
      if (path === '/docs/guide/getting-started/introduction') {
        await page.keyboard.press('Control+k');
        await page.waitForSelector('.DocSearch-Modal');
        await page.keyboard.type('command');
        await page.waitForSelector('.DocSearch-Hit');
      }
      // The playground's worker runs the code (a blob: module) and draws the preview.
      if (path === '/playground')
        await page.waitForSelector('[data-playground-preview="current"] figure.dp');
      const violations = problems.consoleErrors.filter((e) => /Content Security Policy/i.test(e));
      assert.deepEqual(violations, [], path);
      assert.deepEqual(problems.pageErrors, [], path);
      await page.close();
    }
  });
});
