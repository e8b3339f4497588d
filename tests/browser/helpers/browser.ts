import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Blocks every request that leaves 127.0.0.1 and records uncaught errors, console errors and
 * failed same-origin requests, so a test can assert a page stayed clean.
 */
export async function watchPage(page: Page, origin: string): Promise<PageProblems> {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [], failedRequests: [] };
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    return route.abort('blockedbyclient');
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling a prefetch when the page navigates away, not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (request.url().startsWith(origin)) {
      problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} HTTP ${response.status()}`);
    }
  });
  return problems;
}

/** Resolves once Docusaurus has hydrated the page (its listeners, e.g. the search keys, exist). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Opens `origin + path` in a new page of `context`, waits for hydration and fails the test if the
 * page had an uncaught error, a console error or a failed same-origin request on the way.
 */
export async function openCleanPage(
  context: BrowserContext,
  origin: string,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  const problems = await watchPage(page, origin);
  await page.goto(origin + path, { waitUntil: 'load' });
  await waitForHydration(page);
  assert.deepEqual(problems, { pageErrors: [], consoleErrors: [], failedRequests: [] }, path);
  return page;
}
