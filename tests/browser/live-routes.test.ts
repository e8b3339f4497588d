// Every URL the live site published (tests/fixtures/live-routes.txt) and every URL of the live site
// built from CommandKit main (tests/fixtures/live-routes-main.txt) still ends on a page of the
// production build: the page itself, or a client-side redirect page whose target is a page and
// that netlify.toml also answers with the same 301. Reads build/ only; no browser.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'smol-toml';
import { resolveLiveRoute, type Netlify301 } from './helpers/live-routes';

const readRoutes = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
const liveRoutes = readRoutes('tests/fixtures/live-routes.txt');
const mainRoutes = readRoutes('tests/fixtures/live-routes-main.txt');
const netlify = (
  parse(readFileSync('netlify.toml', 'utf8')) as unknown as { redirects: Netlify301[] }
).redirects;

describe('live URLs', () => {
  test('the fixtures are the full lists of the live site, before and at CommandKit main', () => {
    assert.equal(liveRoutes.length, 593);
    assert.equal(mainRoutes.length, 603);
  });

  test('every live URL, of both lists, ends on a page of the build', () => {
    const urls = [...new Set([...liveRoutes, ...mainRoutes])];
    const outcomes = urls.map((url) => resolveLiveRoute('build', url, netlify));
    const broken = outcomes.filter((o) => !o.ok).map((o) => (o.ok ? '' : `${o.url}: ${o.problem}`));
    assert.deepEqual(broken, []);
    const redirected = outcomes.filter((o) => o.ok && o.via).length;
    console.log(`${outcomes.length - redirected} pages, ${redirected} redirects`);
  });
});

describe('the live-route check itself', () => {
  // A tiny build, so the check is seen failing on each kind of breakage.
  const dir = mkdtempSync(path.join(tmpdir(), 'live-routes-'));
  const write = (rel: string, html: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), html);
  };
  const redirectPage = (to: string) =>
    `<html><head><meta http-equiv="refresh" content="0; url=${to}"></head></html>`;
  write('docs/a/index.html', '<h1>A</h1>');
  write('docs/old/index.html', redirectPage('/docs/a'));
  write('docs/loop/index.html', redirectPage('/docs/old'));
  write('docs/gone/index.html', redirectPage('/docs/missing'));
  const rules: Netlify301[] = [
    { from: '/docs/old', to: '/docs/a', status: 301 },
    { from: '/docs/loop', to: '/docs/old', status: 301 },
    { from: '/docs/gone', to: '/docs/missing', status: 301 },
  ];

  test('pages and redirects to pages pass', () => {
    assert.equal(resolveLiveRoute(dir, '/docs/a', rules).ok, true);
    assert.deepEqual(resolveLiveRoute(dir, '/docs/old/', rules), {
      url: '/docs/old/',
      ok: true,
      page: '/docs/a',
      via: 'redirect',
    });
  });

  test('a missing page, a missing 301, a broken or chained target fail', () => {
    assert.equal(resolveLiveRoute(dir, '/docs/nothing', rules).ok, false);
    assert.equal(resolveLiveRoute(dir, '/docs/old', []).ok, false);
    assert.equal(resolveLiveRoute(dir, '/docs/gone', rules).ok, false);
    assert.equal(resolveLiveRoute(dir, '/docs/loop', rules).ok, false);
    const wrong = [{ from: '/docs/old', to: '/docs/elsewhere', status: 301 }];
    assert.equal(resolveLiveRoute(dir, '/docs/old', wrong).ok, false);
    rmSync(dir, { recursive: true, force: true });
  });
});
