/**
 * Relevance over the REAL built index (build/search-index, produced by `npm run build`), with
 * the same engine code the browser runs (src/search/engine.ts), in Node, read in the two orders
 * a reader sees: the DocSearch modal's (hits grouped by section as DocSearch 3.9 groups them,
 * scripts/bench-search/docsearchOrder.ts) and /search's (the hits in order, page by page):
 *  - the relevance set (tests/fixtures/search-relevance.json) keeps top-3 at the target, and no
 *    query drops out of the top 3, in either order;
 *  - an API name puts its reference page first, as the page itself, and the guide page that
 *    explains it among the first three pages, in either order;
 *  - a concept word puts its guide before the type pages whose title merely starts with it;
 *  - one page never fills the results: at most 3 hits per page, next to each other;
 *  - in Chromium, the rendered modal and /search show `stopEvents`, `ButtonKit` and
 *    `stopMiddlewares` in the order measured here.
 *
 * Run after the build: npx tsx --test --test-concurrency=1 tests/browser/search-relevance.test.ts
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEFAULT_DISTINCT, searchIndexes } from '../../src/search/engine';
import {
  evaluateSet,
  loadRelevanceSet,
  loadVersionIndexes,
  modalPages,
  relevanceReport,
  score,
  searchPagePages,
  TOP3_TARGET,
} from '../../scripts/bench-search/relevance';
import { waitForHydration, watchPage } from './helpers/browser';
import { useServedSite } from './helpers/fixture';

const BUILD_DIR = resolve(process.env.SEARCH_TEST_BUILD_DIR ?? 'build');
const SITE = 'https://commandkit.dev';

const set = loadRelevanceSet();
const indexes = loadVersionIndexes(BUILD_DIR, ['1.x', '0.1.10']);
const current = indexes.get('1.x')!;
const v0 = indexes.get('0.1.10')!;
const outcomes = evaluateSet(indexes, set);

describe('relevance set', () => {
  test(`top-3 over the whole set is at least ${TOP3_TARGET * 100}%, in both orders`, () => {
    const { top3, modalTop3 } = score(outcomes);
    assert.ok(top3 >= TOP3_TARGET, relevanceReport(outcomes).join('\n'));
    assert.ok(modalTop3 >= TOP3_TARGET, relevanceReport(outcomes).join('\n'));
  });

  test('the set covers both versions, and API names with their explaining guide', () => {
    assert.ok(set.queries.length >= 120);
    assert.ok(set.queries.filter((q) => q.version === '0.1.10').length >= 10);
    assert.ok(set.queries.filter((q) => q.kind === 'api' && q.guide).length >= 30);
    for (const name of ['stopEvents', 'ButtonKit', 'stopMiddlewares']) {
      assert.ok(
        set.queries.some((q) => q.version === '1.x' && q.query === name && q.guide),
        `${name} is in the set with its guide`,
      );
    }
    assert.ok(!set.queries.some((q) => 'knownMiss' in q), 'no known misses');
  });

  for (const o of outcomes) {
    test(`[${o.version}] "${o.query}" → ${o.expect} in the top 3 (modal and /search)`, () => {
      assert.ok(
        o.modalRank !== null && o.modalRank <= 3,
        `modal: rank ${o.modalRank ?? 'none'}; first pages: ${o.modalTop.join(', ')}`,
      );
      assert.ok(
        o.rank !== null && o.rank <= 3,
        `/search: rank ${o.rank ?? 'none'}; first pages: ${o.top.join(', ')}`,
      );
    });
  }
});

describe('API names: the API page first, the guide that explains it among the first three', () => {
  for (const o of outcomes.filter((q) => q.guide)) {
    test(`[${o.version}] "${o.query}" → ${o.expect}, then ${o.guide} (modal and /search)`, () => {
      const modal = `modal: ${o.modalTop.join(', ')}`;
      assert.equal(o.modalRank, 1, `API page at ${o.modalRank}; ${modal}`);
      assert.ok(o.modalGuideRank != null && o.modalGuideRank <= 3, `guide; ${modal}`);
      const page = `/search: ${o.top.join(', ')}`;
      assert.equal(o.rank, 1, `API page at ${o.rank}; ${page}`);
      assert.ok(o.guideRank != null && o.guideRank <= 3, `guide; ${page}`);
    });
  }
});

describe('concept words: the guide before type pages whose title merely starts with the word', () => {
  const cases: [string, string, string[]][] = [
    [
      'kv',
      '/docs/guide/useful-utilities/commandkit-kv',
      ['/docs/api-reference/commandkit/interfaces/kv-options'],
    ],
    [
      'permit',
      '/docs/guide/useful-utilities/commandkit-semaphore',
      ['/docs/api-reference/commandkit/functions/acquire-permit'],
    ],
    [
      'lock',
      '/docs/guide/useful-utilities/commandkit-mutex',
      ['/docs/api-reference/commandkit/functions/acquire-lock'],
    ],
  ];
  for (const [query, guide, types] of cases) {
    test(`"${query}" → ${guide} first`, () => {
      const pages = [
        ...new Set(
          searchIndexes([current], { query, hitsPerPage: 50 }).hits.map(
            (h) => new URL(h.url_without_anchor).pathname,
          ),
        ),
      ];
      assert.equal(pages[0], guide, `first pages: ${pages.slice(0, 4).join(', ')}`);
      for (const type of types) assert.ok(pages.includes(type), `${type} is still found`);
    });
  }
});

describe('API names: reference page first, as the page itself', () => {
  const cases: [typeof current, string, string][] = [
    [current, 'useStore', '/docs/api-reference/commandkit/functions/use-store'],
    [current, 'usestore', '/docs/api-reference/commandkit/functions/use-store'],
    [current, 'use store', '/docs/api-reference/commandkit/functions/use-store'],
    [current, 'ButtonKit', '/docs/api-reference/commandkit/classes/button-kit'],
    [current, 'defineConfig', '/docs/api-reference/commandkit/functions/define-config'],
    [v0, 'ButtonKit', '/docs/v0/api-reference/classes/ButtonKit'],
    [v0, 'defineConfig', '/docs/v0/api-reference/functions/defineConfig'],
  ];
  for (const [index, query, page] of cases) {
    test(`"${query}" → ${page}`, () => {
      const res = searchIndexes([index], { query, hitsPerPage: 5 });
      assert.equal(res.hits[0]?.url_without_anchor, SITE + page, `got ${res.hits[0]?.url}`);
      assert.equal(res.hits[0]?.type, 'lvl1');
    });
  }
});

describe('one page does not fill the results', () => {
  for (const query of ['middleware', 'cache', 'command', 'button click', 'events']) {
    test(`"${query}": at most ${DEFAULT_DISTINCT} hits per page, together`, () => {
      const pages = searchIndexes([current], { query, hitsPerPage: 20 }).hits.map(
        (h) => h.url_without_anchor,
      );
      const distinct = [...new Set(pages)];
      assert.ok(distinct.length >= 20 / DEFAULT_DISTINCT, `only ${distinct.length} pages`);
      for (const page of distinct) {
        const at = pages.flatMap((p, i) => (p === page ? [i] : []));
        assert.ok(at.length <= DEFAULT_DISTINCT, `${page}: ${at.length} hits`);
        assert.equal(at[at.length - 1]! - at[0]!, at.length - 1, `${page} hits apart`);
      }
    });
  }
});

describe('in Chromium: the modal and /search show what the relevance set measures', () => {
  const QUERIES = ['stopEvents', 'ButtonKit', 'stopMiddlewares'];
  /** A guide page, as in the reading (the modal is the same on every docs page). */
  const FROM = '/docs/guide/events/custom-events';
  const site = useServedSite(BUILD_DIR);

  /** Pages (paths, in order, once each) of the result links on screen. */
  const shownPages = (page: Page, selector: string) =>
    page.$$eval(selector, (links) => [
      ...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ]);

  /** Waits until the links show `expected` (the answer to the last query typed), else reads them. */
  async function pagesOnceShown(page: Page, selector: string, expected: string[]) {
    await page
      .waitForFunction(
        ({ selector, expected }) => {
          const seen = [
            ...new Set(
              [...document.querySelectorAll(selector)].map(
                (a) => new URL((a as HTMLAnchorElement).href).pathname,
              ),
            ),
          ];
          return JSON.stringify(seen) === JSON.stringify(expected);
        },
        { selector, expected },
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    return shownPages(page, selector);
  }

  function assertRule(shown: string[], query: string, where: string) {
    const q = set.queries.find((x) => x.version === '1.x' && x.query === query)!;
    assert.equal(shown[0], q.expect, `${where}: ${shown.slice(0, 4).join(', ')}`);
    assert.ok(shown.slice(0, 3).includes(q.guide!), `${where}: ${shown.slice(0, 4).join(', ')}`);
  }

  test('the modal, grouped by DocSearch: API page first, its guide within three', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = await watchPage(page, site.url);
    try {
      await page.goto(site.url + FROM);
      await waitForHydration(page);
      for (const query of QUERIES) {
        await page.click('.DocSearch-Button');
        await page.waitForSelector('.DocSearch-Modal .DocSearch-Input');
        await page.fill('.DocSearch-Input', query);
        const expected = modalPages(current, query);
        const shown = await pagesOnceShown(page, '.DocSearch-Hit a', expected);
        assert.deepEqual(shown, expected, `"${query}": the modal shows the measured order`);
        assertRule(shown, query, `modal "${query}"`);
        await page.keyboard.press('Escape');
        await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      }
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('/search: API page first, its guide within three', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = await watchPage(page, site.url);
    try {
      for (const query of QUERIES) {
        await page.goto(`${site.url}/search?q=${query}`);
        // The first page of results (the next loads on scrolling).
        const expected = searchPagePages(current, query, 1);
        const shown = await pagesOnceShown(page, 'article h2 a', expected);
        assert.deepEqual(shown, expected, `"${query}": /search shows the measured order`);
        assertRule(shown, query, `/search "${query}"`);
      }
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });
});
