// Every URL of the built sitemap renders, hydrates, logs no console error and has no failed
// same-origin request. Pages are visited in parallel tabs to stay fast.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchPage } from './helpers/browser';
import { startServer, type StaticServer } from './helpers/server';
import { sitemapPaths } from './helpers/sitemap';

const PARALLEL_TABS = 6;

let server: StaticServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('every sitemap URL renders and hydrates cleanly', { timeout: 5 * 60_000 }, async () => {
  const paths = sitemapPaths();
  assert.ok(paths.length > 0, 'sitemap is empty');
  const context = await browser.newContext();
  const failures: string[] = [];
  const queue = [...paths];
  async function worker(): Promise<void> {
    const page = await context.newPage();
    const problems = await watchPage(page, server.url);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      problems.pageErrors.length = 0;
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
      try {
        const response = await page.goto(server.url + path, { waitUntil: 'load' });
        if (!response?.ok()) failures.push(`${path}: HTTP ${response?.status()}`);
        await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
        const heading = await page.locator('h1').first().textContent();
        if (!heading?.trim()) failures.push(`${path}: no h1`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
      }
      for (const list of [problems.pageErrors, problems.consoleErrors, problems.failedRequests]) {
        for (const problem of list) failures.push(`${path}: ${problem}`);
      }
    }
    await page.close();
  }
  await Promise.all(Array.from({ length: PARALLEL_TABS }, worker));
  await context.close();
  assert.deepEqual(failures, [], `${failures.length} problems over ${paths.length} pages`);
});
