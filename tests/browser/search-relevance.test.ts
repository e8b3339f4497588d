/**
 * Relevance over the REAL built index (build/search-index, produced by `npm run build`):
 * an API name puts its reference page first; a guide topic puts its guide page in the top 3.
 * Uses the same engine code the browser runs (src/search/engine.ts), in Node.
 *
 * Run after the build: npx tsx --test tests/browser/search-relevance.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { LocalIndex, searchIndexes } from '../../src/search/engine';
import type { CompactIndex } from '../../src/search/records';

const BUILD_DIR = resolve(process.env.SEARCH_TEST_BUILD_DIR ?? 'build');
const SITE = 'https://commandkit.dev';

function loadIndex(file: string): LocalIndex {
  const json = JSON.parse(
    readFileSync(resolve(BUILD_DIR, 'search-index', file), 'utf8'),
  ) as CompactIndex;
  return new LocalIndex(json);
}

const current = loadIndex('docs-default-1.x.json');
const v0 = loadIndex('docs-default-0.1.10.json');

/** Pages of the first hits, in order (a page appears once, at its best hit). */
function topPages(index: LocalIndex, query: string, hits = 20): string[] {
  const res = searchIndexes([index], { query, hitsPerPage: hits });
  const pages: string[] = [];
  for (const hit of res.hits) {
    const page = hit.url_without_anchor.slice(SITE.length);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

function firstHits(index: LocalIndex, query: string, n: number): string[] {
  return searchIndexes([index], { query, hitsPerPage: n }).hits.map((h) =>
    h.url_without_anchor.slice(SITE.length),
  );
}

describe('API names: reference page first (1.x)', () => {
  const cases: [string, string][] = [
    ['useStore', '/docs/api-reference/commandkit/functions/use-store'],
    ['usestore', '/docs/api-reference/commandkit/functions/use-store'],
    ['use store', '/docs/api-reference/commandkit/functions/use-store'],
    ['ButtonKit', '/docs/api-reference/commandkit/classes/button-kit'],
    ['defineConfig', '/docs/api-reference/commandkit/functions/define-config'],
  ];
  for (const [query, page] of cases) {
    test(`"${query}" → ${page}`, () => {
      const res = searchIndexes([current], { query, hitsPerPage: 5 });
      assert.equal(res.hits[0]?.url_without_anchor, SITE + page, `got ${res.hits[0]?.url}`);
      assert.equal(res.hits[0]?.type, 'lvl1', 'the page itself, not a section of it');
    });
  }
});

describe('API names: reference page first (0.1.10)', () => {
  const cases: [string, string][] = [
    ['ButtonKit', '/docs/v0/api-reference/classes/ButtonKit'],
    ['defineConfig', '/docs/v0/api-reference/functions/defineConfig'],
  ];
  for (const [query, page] of cases) {
    test(`"${query}" → ${page}`, () => {
      const res = searchIndexes([v0], { query, hitsPerPage: 5 });
      assert.equal(res.hits[0]?.url_without_anchor, SITE + page, `got ${res.hits[0]?.url}`);
    });
  }
});

describe('guide topics: guide page in the top 3 hits', () => {
  const cases: [string, string][] = [
    ['middleware', '/docs/guide/commands/middlewares'],
    ['autocomplete', '/docs/guide/commands/command-options-autocomplete'],
    ['sharding', '/docs/guide/advanced/sharding-your-bot'],
  ];
  for (const [query, page] of cases) {
    test(`"${query}" → ${page}`, () => {
      const hits = firstHits(current, query, 3);
      assert.ok(
        hits.includes(page),
        `top 3 hits: ${hits.join(', ')}; top pages: ${topPages(current, query).slice(0, 5).join(', ')}`,
      );
    });
  }
});
