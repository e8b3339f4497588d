/**
 * Algolia mode: a production build made with ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME set queries Algolia (here: a stand-in answered inside the browser with
 * page.route, from the build's own records — no real Algolia, no network) through the same UI.
 *
 * Needs that build (it is not the default one):
 *   ALGOLIA_APP_ID=TESTAPPID ALGOLIA_SEARCH_API_KEY=test-search-only-key \
 *   ALGOLIA_INDEX_NAME=commandkit-docs npx docusaurus build --out-dir build-algolia
 * SEARCH_TEST_ALGOLIA_BUILD_DIR overrides the directory. Skipped when it does not exist.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { LocalIndex, searchIndexes, type LocalSearchRequest } from '../../src/search/engine';
import type { CompactIndex } from '../../src/search/records';
import { launchBrowser, waitForHydration, watchPage } from './helpers/browser';
import { startServer, type StaticServer } from './helpers/server';

const BUILD_DIR = resolve(process.env.SEARCH_TEST_ALGOLIA_BUILD_DIR ?? 'build-algolia');
const APP_ID = 'TESTAPPID';
const SEARCH_KEY = 'test-search-only-key';
const INDEX_NAME = 'commandkit-docs';
const PAGE = '/docs/guide/getting-started/introduction';
const skip = existsSync(resolve(BUILD_DIR, 'index.html'))
  ? false
  : `no Algolia-mode build at ${BUILD_DIR} (see the comment at the top of this file)`;

let server: StaticServer;
let browser: Browser;
let indexes: LocalIndex[] = [];

before(async () => {
  if (skip) return;
  server = await startServer(BUILD_DIR);
  browser = await launchBrowser();
  const manifest = JSON.parse(
    readFileSync(resolve(BUILD_DIR, 'search-index/manifest.json'), 'utf8'),
  ) as {
    file: string;
  }[];
  indexes = manifest.map(
    (m) =>
      new LocalIndex(JSON.parse(readFileSync(resolve(BUILD_DIR, m.file), 'utf8')) as CompactIndex),
  );
});
after(async () => {
  await browser?.close();
  await server?.close();
});

interface AlgoliaCall {
  host: string;
  apiKey: string | null;
  appId: string | null;
  body: { requests: LocalSearchRequest[] };
}

/** Answers Algolia's search endpoint from the build's records; `down` hosts fail. */
async function mockAlgolia(page: Page, down: (host: string) => boolean): Promise<AlgoliaCall[]> {
  const calls: AlgoliaCall[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'POST, GET',
        },
      });
    }
    if (down(url.host)) return route.abort('connectionrefused');
    const headers = request.headers();
    const body = JSON.parse(request.postData() ?? '{}') as AlgoliaCall['body'];
    calls.push({
      host: url.host,
      apiKey: url.searchParams.get('x-algolia-api-key') ?? headers['x-algolia-api-key'] ?? null,
      appId:
        url.searchParams.get('x-algolia-application-id') ??
        headers['x-algolia-application-id'] ??
        null,
      body,
    });
    if (!/^\/1\/indexes\/\*\/queries$/.test(url.pathname)) {
      return route.fulfill({
        status: 404,
        body: '{"message":"mock: unknown endpoint","status":404}',
      });
    }
    const results = body.requests.map((r) => searchIndexes(indexes, r));
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ results }),
    });
  };
  await page.route(/algolia\.net|algolianet\.com/, handler);
  return calls;
}

/** A fresh context and page, watched for console problems and requests; the test navigates. */
async function openPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchPage(page, server.url);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  return { context, page, problems, requests };
}

describe('search with the Algolia backend', { skip }, () => {
  test('the modal queries Algolia with the search-only key, contextual filters, insights off', async () => {
    const { context, page, problems, requests } = await openPage();
    try {
      const calls = await mockAlgolia(page, () => false);
      await page.goto(server.url + PAGE);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      assert.ok(
        (await page.$$(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`))
          .length === 1,
        'preconnect hint for Algolia',
      );
      await page.click('.DocSearch-Button');
      await page.fill('.DocSearch-Input', 'command');
      await page.waitForSelector('.DocSearch-Hit a');
      assert.ok(calls.length >= 1);
      // The client asks the DSN host first; a slow machine can make it retry a query on a
      // fallback host (its read timeout is a clock), so only the first call's host is fixed.
      assert.equal(calls[0]!.host, `${APP_ID.toLowerCase()}-dsn.algolia.net`);
      for (const { host, apiKey, appId } of calls) {
        assert.match(host, /^testappid(-dsn\.algolia\.net|-\d\.algolianet\.com)$/);
        assert.equal(apiKey, SEARCH_KEY);
        assert.equal(appId, APP_ID);
      }
      const call = calls.at(-1)!;
      const req = call.body.requests[0]!;
      assert.equal(req.indexName, INDEX_NAME);
      assert.equal(req.query, 'command');
      assert.equal(req.clickAnalytics, false, 'insights off');
      assert.deepEqual(req.facetFilters, [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]);
      assert.equal(
        requests.some((u) => u.includes('/search-index/')),
        false,
        'no local index in Algolia mode',
      );
      const hrefs = await page.$$eval('.DocSearch-Hit a', (as) =>
        as.map((a) => a.getAttribute('href')!),
      );
      assert.ok(hrefs.every((h) => h.startsWith('/docs/') && !h.startsWith('/docs/v0/')));
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('retries on a fallback host when the first one is down', async () => {
    const { context, page, problems } = await openPage();
    try {
      const calls = await mockAlgolia(page, (host) => host.includes('-dsn.'));
      await page.goto(server.url + PAGE);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.click('.DocSearch-Button');
      await page.fill('.DocSearch-Input', 'command');
      await page.waitForSelector('.DocSearch-Hit a');
      assert.ok(calls.some((c) => c.host.endsWith('.algolianet.com')));
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('all hosts down: "Unable to fetch results", no uncaught error', async () => {
    const { context, page, problems } = await openPage();
    try {
      await mockAlgolia(page, () => true);
      await page.goto(server.url + PAGE);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.click('.DocSearch-Button');
      await page.fill('.DocSearch-Input', 'command');
      await page.waitForSelector('.DocSearch-ErrorScreen');
      assert.equal(
        (await page.textContent('.DocSearch-ErrorScreen .DocSearch-Title'))?.trim(),
        'Unable to fetch results',
      );
      assert.equal(
        (await page.textContent('.DocSearch-ErrorScreen .DocSearch-Help'))?.trim(),
        'You might want to check your network connection.',
      );
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('the /search page uses Algolia too', async () => {
    const { context, page, problems, requests } = await openPage();
    try {
      const calls = await mockAlgolia(page, () => false);
      await page.goto(`${server.url}/search?q=command`);
      await page.waitForSelector('article h2 a');
      assert.ok(calls.length >= 1);
      assert.equal(calls[0]!.apiKey, SEARCH_KEY);
      assert.equal(
        requests.some((u) => u.includes('/search-index/')),
        false,
      );
      assert.ok(await page.$('a[aria-label="Powered by Algolia"]'), 'Algolia is credited');
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });
});
