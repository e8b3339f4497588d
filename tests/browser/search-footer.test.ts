/**
 * The search modal's footer credits what answers: with the site's own engine (the default build)
 * no "Search by Algolia" link shows, and the footer says the site's index answers; with an
 * Algolia build (build-algolia, see search-algolia.test.ts) DocSearch's Algolia credit stays.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from './helpers/browser';
import { startServer, type StaticServer } from './helpers/server';
import { searchWording } from './helpers/search-wording';

/** DocSearch's credit before the Algolia logo, as the installed theme words it. */
const SEARCH_BY = searchWording('theme.SearchModal.footer.searchByText');

const PAGE = '/docs/guide/getting-started/introduction';
const LOCAL_BUILD = resolve(process.env.SEARCH_TEST_BUILD_DIR ?? 'build');
const ALGOLIA_BUILD = resolve(process.env.SEARCH_TEST_ALGOLIA_BUILD_DIR ?? 'build-algolia');

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function footerOf(buildDir: string) {
  const server: StaticServer = await startServer(buildDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Algolia build: no network; DocSearch's footer renders without any query.
    await page.route(/algolia/, (route) => route.abort());
    await page.goto(`${server.url}${PAGE}`);
    await waitForHydration(page);
    await page.click('.DocSearch-Button');
    await page.waitForSelector('.DocSearch-Footer .DocSearch-Logo');
    return await page.$eval('.DocSearch-Logo', (logo) => {
      const link = logo.querySelector('a');
      return {
        text: (logo as HTMLElement).innerText.trim(),
        algoliaShown: !!link && getComputedStyle(link).display !== 'none',
      };
    });
  } finally {
    await context.close();
    await server.close();
  }
}

test('the built-in engine: the footer names the site index, not Algolia', async () => {
  const footer = await footerOf(LOCAL_BUILD);
  assert.equal(footer.algoliaShown, false);
  assert.match(footer.text, /this site's own index/);
  assert.doesNotMatch(footer.text, /Algolia/);
  assert.ok(!footer.text.includes(SEARCH_BY), footer.text);
});

test(
  'an Algolia build keeps DocSearch\'s "Search by Algolia" credit',
  {
    skip: existsSync(resolve(ALGOLIA_BUILD, 'index.html')) ? false : `no build at ${ALGOLIA_BUILD}`,
  },
  async () => {
    const footer = await footerOf(ALGOLIA_BUILD);
    assert.equal(footer.algoliaShown, true);
    assert.ok(footer.text.includes(SEARCH_BY), footer.text);
    assert.doesNotMatch(footer.text, /this site's own index/);
  },
);
