// The build's broken-link check, with Docusaurus 3.8.1's own code (lib/server/brokenLinks.js)
// wrapped by src/plugins/broken-links-report: it fails exactly when stock fails, and names the
// file, line and column of each link, without suggesting to turn the check off.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { wrapHandleBrokenLinks } from '../../src/plugins/broken-links-report';
import { findLinkInSource, parseStockMessage } from '../../src/plugins/broken-links-report/report';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(path.join(siteRoot, 'package.json'));
const stock = require('@docusaurus/core/lib/server/brokenLinks.js') as {
  handleBrokenLinks: (args: unknown) => Promise<void>;
};
const FIXTURE = 'tests/fixtures/check-mdx/broken-link.mdx';

const routes = [
  { path: '/fixture', exact: true, component: 'x' },
  { path: '/docs/guide/getting-started/introduction', exact: true, component: 'x' },
];
const page = {
  links: [
    '/docs/guide/getting-started/introduction',
    '/docs/guide/no-such-page',
    '/docs/guide/getting-started/introduction#no-such-heading',
    '/from-the-navbar',
  ],
  anchors: [],
};
const collectedLinks = {
  '/fixture': page,
  '/docs/guide/getting-started/introduction': { links: [], anchors: ['requirements'] },
};
const args = { collectedLinks, routes, onBrokenLinks: 'throw', onBrokenAnchors: 'throw' } as const;
const sources = new Map([['/fixture', FIXTURE]]);

test('stock Docusaurus fails this build, naming only URLs and suggesting to ignore', async () => {
  await assert.rejects(stock.handleBrokenLinks(args), (error: Error) => {
    assert.match(error.message, /no-such-page/);
    assert.match(error.message, /possible to ignore broken links/);
    assert.doesNotMatch(error.message, /broken-link\.mdx/);
    return true;
  });
});

test('the wrapped check fails too, with file:line:col of every broken link and anchor', async () => {
  const check = wrapHandleBrokenLinks(stock.handleBrokenLinks as never, siteRoot, sources);
  await assert.rejects(check(args as never), (error: Error) => {
    const m = error.message;
    assert.match(
      m,
      /tests\/fixtures\/check-mdx\/broken-link\.mdx:7:\d+ {2}\/docs\/guide\/no-such-page/,
    );
    assert.match(
      m,
      /broken-link\.mdx:9:\d+ {2}\/docs\/guide\/getting-started\/introduction#no-such-heading/,
    );
    assert.match(m, /\/from-the-navbar/);
    assert.match(m, /Broken links \(2\)[\s\S]*Broken anchors \(1\)/);
    assert.doesNotMatch(m, /ignore|onBrokenLinks|onBrokenAnchors/);
    return true;
  });
});

test('the wrapped check passes when stock passes, and fails on anchors alone', async () => {
  const check = wrapHandleBrokenLinks(stock.handleBrokenLinks as never, siteRoot, sources);
  const good = {
    '/fixture': { links: ['/docs/guide/getting-started/introduction#requirements'], anchors: [] },
    '/docs/guide/getting-started/introduction': { links: [], anchors: ['requirements'] },
  };
  await check({ ...args, collectedLinks: good } as never);
  const badAnchor = {
    ...good,
    '/fixture': { links: ['/docs/guide/getting-started/introduction#nope'], anchors: [] },
  };
  await assert.rejects(
    check({ ...args, collectedLinks: badAnchor } as never),
    /Broken anchors \(1\)/,
  );
});

test('a stock message in an unknown shape still fails, without the opt-out advice', async () => {
  const odd = async () => {
    throw new Error("Something new.\nNote: it's possible to ignore broken links with X.");
  };
  const check = wrapHandleBrokenLinks(odd as never, siteRoot, sources);
  await assert.rejects(
    check(args as never),
    (e: Error) => /Something new/.test(e.message) && !/ignore/.test(e.message),
  );
});

test('parsing and locating', () => {
  assert.deepEqual(
    parseStockMessage(
      '- Broken link on source page path = /a:\n   -> linking to /b (resolved as: /c)\n   -> linking to /d',
    ),
    [
      { page: '/a', link: '/b', resolved: '/c', anchor: false },
      { page: '/a', link: '/d', resolved: undefined, anchor: false },
    ],
  );
  const src = 'x\n[a](/b) and <a href="/b">b</a>\n[ref]: /b\n[c](/bc)';
  assert.deepEqual(findLinkInSource(src, '/b'), [
    { line: 2, column: 5 },
    { line: 2, column: 22 },
    { line: 3, column: 8 },
  ]);
});
