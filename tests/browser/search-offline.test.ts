/**
 * Search after the network goes away (SPEC §8 "All search hosts unreachable"): nothing of search
 * loads before the reader shows intent; once search has been used, the rest of the index of the
 * version being read loads in the background, so the modal and the /search page still answer
 * offline; before that they show "Unable to fetch results" — never nothing, never an uncaught
 * error. "Offline" is playwright aborting every request from a given moment on.
 *
 * Assumes `build/` exists. Run: npx tsx --test tests/browser/search-offline.test.ts
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { watchPage, type PageProblems } from './helpers/browser';

const PAGE = '/docs/guide/getting-started/introduction';
const INDEX_1X = '/search-index/docs-default-1.x/';
/** The rest of the 1.x index, loaded after first use. */
const PACK_1X = `${INDEX_1X}all.json`;

const site = useServedSite(
  process.env.SEARCH_TEST_BUILD_DIR ?? process.env.TEST_BUILD_DIR ?? 'build',
);

interface OfflinePage {
  page: Page;
  problems: PageProblems;
  /** From now on every request fails as if the network were gone. */
  goOffline(): void;
  goOnline(): void;
  /** Resolves once no request is in flight (at once if none is). */
  settled(): Promise<void>;
  /** With `fakeClock`: the URLs the page has begun to load (scripts, links, fetches), in order. */
  loadsBegun(): Promise<string[]>;
  close(): Promise<void>;
}

async function openPage(
  path: string,
  { offlineOnceHydrated = false, saveData = false, fakeClock = false } = {},
): Promise<OfflinePage> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (fakeClock) {
    // Timers the test moves forward itself (page.clock.runFor) instead of waiting for them; a
    // load begun inside them is recorded at once, in the page.
    await page.clock.install();
    await page.addInitScript(() => {
      const begun: string[] = [];
      (window as unknown as { __loadsBegun: string[] }).__loadsBegun = begun;
      const fetch = window.fetch;
      window.fetch = (input, init) => {
        begun.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      };
      new MutationObserver((records) => {
        for (const node of records.flatMap((r) => [...r.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src) begun.push(node.src);
          if (node instanceof HTMLLinkElement && node.href) begun.push(node.href);
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }
  if (saveData) {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
  }
  const problems = await watchPage(page, site.url);
  let offline = false;
  await page.route('**/*', (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const activity = (delta: number) => () => {
    inFlight += delta;
    if (inFlight > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', activity(1));
  page.on('requestfinished', activity(-1));
  page.on('requestfailed', activity(-1));
  if (offlineOnceHydrated) {
    // Decided inside the page, so nothing can slip through between hydration and the switch.
    await page.exposeFunction('__goOffline', () => {
      offline = true;
    });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated === 'true') {
          observer.disconnect();
          void (window as unknown as { __goOffline(): Promise<void> }).__goOffline();
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
  }
  await page.goto(site.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return {
    page,
    problems,
    goOffline: () => void (offline = true),
    goOnline: () => void (offline = false),
    settled: () =>
      inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
    loadsBegun: () =>
      page.evaluate(() => [...(window as unknown as { __loadsBegun: string[] }).__loadsBegun]),
    close: () => context.close(),
  };
}

/** Resolves once the page has loaded the rest of the 1.x index (after first use). */
async function packLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (pack) =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.endsWith(pack) && (e as PerformanceResourceTiming).responseEnd > 0),
    PACK_1X,
  );
}

describe('search modal without network after load', () => {
  test('a reader who never searches downloads nothing of the index', async () => {
    const p = await openPage(PAGE, { fakeClock: true });
    try {
      // Well past every idle-time task (the route prefetches begin in these timers).
      const before = (await p.loadsBegun()).length;
      await p.page.clock.runFor(15_000);
      await p.page.mouse.move(600, 500);
      await p.page.clock.runFor(15_000);
      const searchData = async () =>
        (await p.loadsBegun()).slice(before).filter((url) => url.includes('/search-index/'));
      assert.deepEqual(await searchData(), [], 'no search data');
      // Intent is what loads it (the recorder sees it): the document table and file list.
      await p.page.hover('.DocSearch-Button');
      await p.page.waitForResponse((r) => r.url().endsWith(`${INDEX_1X}meta.json`));
      assert.deepEqual((await searchData()).map((url) => url.slice(url.indexOf(INDEX_1X))).sort(), [
        `${INDEX_1X}files.json`,
        `${INDEX_1X}meta.json`,
      ]);
    } finally {
      await p.close();
    }
  });

  test('after first use, search still answers with the network gone', async () => {
    const p = await openPage(PAGE);
    try {
      await p.page.keyboard.press('Control+k');
      await p.page.fill('.DocSearch-Modal .DocSearch-Input', 'command');
      await p.page.waitForSelector('.DocSearch-Hit a');
      await packLoaded(p.page);
      await p.settled();
      p.goOffline();
      // Words whose parts of the index the first query did not load.
      await p.page.fill('.DocSearch-Input', 'semaphore acquire');
      await p.page.waitForSelector('.DocSearch-Hit a[href*="semaphore"]');
      assert.deepEqual(p.problems.pageErrors, []);
    } finally {
      await p.close();
    }
  });

  test('with data-saver on nothing is fetched while idle; hovering loads the document table, a query its parts, and nothing more follows', async () => {
    const p = await openPage(PAGE, { saveData: true, fakeClock: true });
    try {
      const before = (await p.loadsBegun()).length;
      await p.page.clock.runFor(10_000);
      assert.deepEqual((await p.loadsBegun()).slice(before), [], 'no prefetch on data-saver');
      const meta = p.page.waitForResponse((r) => r.url().endsWith(`${INDEX_1X}meta.json`));
      await p.page.hover('.DocSearch-Button');
      await meta;
      await p.settled();
      await p.page.click('.DocSearch-Button');
      await p.page.fill('.DocSearch-Input', 'slash command');
      await p.page.waitForSelector('.DocSearch-Hit a');
      await p.page.clock.runFor(10_000);
      await p.settled();
      assert.ok(
        !(await p.loadsBegun()).some((url) => url.endsWith(PACK_1X)),
        'the rest of the index is not loaded on data-saver',
      );
      assert.deepEqual(p.problems.pageErrors, []);
    } finally {
      await p.close();
    }
  });

  test('offline since hydration: Ctrl+K shows "Unable to fetch results"; search works once back online', async () => {
    const p = await openPage(PAGE, { offlineOnceHydrated: true });
    try {
      await p.page.keyboard.press('Control+k');
      await p.page.waitForSelector('.DocSearch-ErrorScreen');
      assert.equal(
        (await p.page.textContent('.DocSearch-ErrorScreen .DocSearch-Title'))?.trim(),
        'Unable to fetch results',
      );
      assert.equal(
        (await p.page.textContent('.DocSearch-ErrorScreen .DocSearch-Help'))?.trim(),
        'You might want to check your network connection.',
      );
      await p.page.keyboard.press('Escape');
      await p.page.waitForSelector('.DocSearch-ErrorScreen', { state: 'detached' });
      assert.equal(
        await p.page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')),
        true,
        'focus returns to the search button',
      );

      // Ctrl+K toggles the modal: press it again only once the closed modal has left the page.
      await p.page.waitForSelector('.DocSearch-Container', { state: 'detached' });
      p.goOnline();
      await p.page.keyboard.press('Control+k');
      await p.page.fill('.DocSearch-Modal .DocSearch-Input', 'command');
      await p.page.waitForSelector('.DocSearch-Hit a');
      assert.deepEqual(p.problems.pageErrors, []);
    } finally {
      await p.close();
    }
  });
});

describe('search and navigation with the browser offline', () => {
  test('after first use, search answers offline; the result it opens says it is offline and loads when the network returns', async () => {
    const p = await openPage(PAGE);
    const context = p.page.context();
    try {
      await p.page.keyboard.press('Control+k');
      await p.page.fill('.DocSearch-Modal .DocSearch-Input', 'command');
      await p.page.waitForSelector('.DocSearch-Hit a');
      await packLoaded(p.page);
      await p.settled();
      await context.setOffline(true); // the browser's own offline mode: navigator.onLine is false
      await p.page.fill('.DocSearch-Modal .DocSearch-Input', 'acquirePermit');
      const hit = p.page.locator('.DocSearch-Hit a').first();
      await hit.waitFor();
      assert.match((await hit.getAttribute('href')) ?? '', /acquire-permit/);
      await hit.click();
      await p.page.getByRole('alert').filter({ hasText: 'You are offline' }).waitFor();
      await context.setOffline(false); // no click: the page loads when the network is back
      await p.page.waitForSelector('article h1');
      assert.equal(await p.page.locator('article h1').first().textContent(), 'acquirePermit');
      assert.deepEqual(p.problems.pageErrors, []);
    } finally {
      await p.close();
    }
  });
});

describe('/search page without network after load', () => {
  test('after first use, typing a query still gives results offline', async () => {
    const p = await openPage('/search?q=command');
    try {
      await p.page.waitForSelector('article h2 a');
      await packLoaded(p.page);
      await p.settled();
      p.goOffline();
      await p.page.fill('input[type="search"]', 'semaphore acquire');
      await p.page.waitForSelector('article h2 a[href*="semaphore"]');
      assert.deepEqual(p.problems.pageErrors, []);
    } finally {
      await p.close();
    }
  });
});
