/**
 * Relevance over the REAL built index (build/search-index, produced by `npm run build`), with
 * the same engine code the browser runs (src/search/engine.ts), in Node:
 *  - the relevance set (tests/fixtures/search-relevance.json) keeps top-3 at the target, and no
 *    query drops out of the top 3;
 *  - an API name puts its reference page first, as the page itself, and the guide page that
 *    explains it among the first three pages;
 *  - a concept word puts its guide before the type pages whose title merely starts with it;
 *  - one page never fills the results: at most 3 hits per page, next to each other.
 *
 * Run after the build: npx tsx --test tests/browser/search-relevance.test.ts
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_DISTINCT, searchIndexes } from '../../src/search/engine';
import {
  evaluateSet,
  loadRelevanceSet,
  loadVersionIndexes,
  relevanceReport,
  score,
  TOP3_TARGET,
} from '../../scripts/bench-search/relevance';

const BUILD_DIR = resolve(process.env.SEARCH_TEST_BUILD_DIR ?? 'build');
const SITE = 'https://commandkit.dev';

const set = loadRelevanceSet();
const indexes = loadVersionIndexes(BUILD_DIR, ['1.x', '0.1.10']);
const current = indexes.get('1.x')!;
const v0 = indexes.get('0.1.10')!;
const outcomes = evaluateSet(indexes, set);

describe('relevance set', () => {
  test(`top-3 over the whole set is at least ${TOP3_TARGET * 100}%`, () => {
    const { top3 } = score(outcomes);
    assert.ok(top3 >= TOP3_TARGET, relevanceReport(outcomes).join('\n'));
  });

  test('the set covers both versions, and API names with their explaining guide', () => {
    assert.ok(set.queries.length >= 120);
    assert.ok(set.queries.filter((q) => q.version === '0.1.10').length >= 10);
    assert.ok(set.queries.filter((q) => q.kind === 'api' && q.guide).length >= 30);
    assert.ok(!set.queries.some((q) => 'knownMiss' in q), 'no known misses');
  });

  for (const o of outcomes) {
    test(`[${o.version}] "${o.query}" → ${o.expect} in the top 3`, () => {
      assert.ok(
        o.rank !== null && o.rank <= 3,
        `rank ${o.rank ?? 'none'}; first pages: ${o.top.join(', ')}`,
      );
    });
  }
});

describe('API names: the API page first, the guide that explains it among the first three', () => {
  for (const o of outcomes.filter((q) => q.guide)) {
    test(`[${o.version}] "${o.query}" → ${o.expect}, then ${o.guide}`, () => {
      assert.equal(o.rank, 1, `API page at ${o.rank}; first pages: ${o.top.join(', ')}`);
      assert.ok(
        o.guideRank != null && o.guideRank <= 3,
        `guide at ${o.guideRank ?? 'none'}; first pages: ${o.top.join(', ')}`,
      );
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
