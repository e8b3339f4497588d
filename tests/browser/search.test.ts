/**
 * Site search on the production build (built-in backend), network blocked except 127.0.0.1:
 * the DocSearch modal (opening/closing, lazy loading, results, limits, recent/favorite searches,
 * no-results and error screens, versions) and the /search page.
 *
 * Assumes `build/` exists (SEARCH_TEST_BUILD_DIR overrides). Run: npx tsx --test tests/browser/search.test.ts
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, waitForHydration, watchPage, type PageProblems } from './helpers/browser';
import { recordSearchSettled, waitForSearchSettled } from './helpers/search-page';
import { startServer, type StaticServer } from './helpers/server';
import { searchWording } from './helpers/search-wording';

const BUILD_DIR = resolve(process.env.SEARCH_TEST_BUILD_DIR ?? 'build');
const CURRENT_PAGE = '/docs/guide/getting-started/introduction';
const V0_PAGE = '/docs/v0/guide/installation';
const INDEX_NAME = 'commandkit-docs';
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;
/** A query with many results in every version. */
const COMMON = 'command';

let server: StaticServer;
let browser: Browser;

before(async () => {
  server = await startServer(BUILD_DIR);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  requests: string[];
  close(): Promise<void>;
}

async function session(
  path: string,
  options: {
    width?: number;
    height?: number;
    init?: () => void;
    /** Installed before the page loads (the idle prefetch may fetch the index early). */
    routes?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  if (options.init) await page.addInitScript(options.init);
  const problems = await watchPage(page, server.url);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url().replace(server.url, '')));
  page.on('dialog', (d) => {
    problems.pageErrors.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  await options.routes?.(page);
  await page.goto(server.url + path);
  await page.waitForSelector('.DocSearch-Button');
  // Keyboard shortcuts exist once the page has hydrated (the network can go quiet before that).
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { context, page, problems, requests, close: () => context.close() };
}

async function openWithButton(page: Page): Promise<void> {
  await page.click('.DocSearch-Button');
  await page.waitForSelector('.DocSearch-Modal .DocSearch-Input');
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.fill('.DocSearch-Input', query);
}

async function waitForHits(page: Page): Promise<void> {
  await page.waitForSelector('.DocSearch-Hit a');
}

function assertClean(s: Session): void {
  assert.deepEqual(s.problems.pageErrors, [], 'no uncaught errors');
}

describe('search modal: opening and closing', () => {
  test('navbar button opens it with the "Search docs" placeholder; Escape closes it', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      assert.equal(await s.page.getAttribute('.DocSearch-Input', 'placeholder'), 'Search docs');
      assert.equal(
        await s.page.evaluate(() => document.activeElement?.className),
        'DocSearch-Input',
      );
      await s.page.keyboard.press('Escape');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('Ctrl+K and Cmd+K open it; the shortcut closes it again', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await s.page.keyboard.press('Control+k');
      await s.page.waitForSelector('.DocSearch-Modal');
      await s.page.keyboard.press('Control+k');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      await s.page.keyboard.press('Meta+k');
      await s.page.waitForSelector('.DocSearch-Modal');
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a shortcut pressed the moment the modal has closed opens it again', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await s.page.keyboard.press('Control+k');
      await s.page.waitForSelector('.DocSearch-Modal');
      // Press Cmd+K as soon as the modal leaves the DOM, before the next frame.
      await s.page.evaluate(() => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('.DocSearch-Modal')) return;
          observer.disconnect();
          document.documentElement.dataset.reopenSent = 'true';
          const init = { key: 'k', code: 'KeyK', metaKey: true, bubbles: true };
          document.body.dispatchEvent(new KeyboardEvent('keydown', init));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await s.page.keyboard.press('Control+k');
      await s.page.waitForSelector('html[data-reopen-sent="true"]');
      await s.page.waitForSelector('.DocSearch-Modal');
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('"/" opens it, but not while typing in a text field', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await s.page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'probe';
        document.body.appendChild(input);
      });
      await s.page.focus('#probe');
      await s.page.keyboard.press('/');
      // The shortcut would have prevented the keystroke: typed, it was left alone. A rendered frame
      // later the modal is still absent.
      assert.equal(await s.page.inputValue('#probe'), '/');
      await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      assert.equal(await s.page.$('.DocSearch-Modal'), null);
      await s.page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await s.page.keyboard.press('/');
      await s.page.waitForSelector('.DocSearch-Modal .DocSearch-Input');
      assert.equal(
        await s.page.inputValue('.DocSearch-Input'),
        '',
        'the "/" is not typed into the query',
      );
      assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('search modal: loading', () => {
  test('the first load fetches nothing of search; later only parts of the 1.x index load', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const problems = await watchPage(page, server.url);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url().replace(server.url, '')));
      await page.goto(server.url + CURRENT_PAGE, { waitUntil: 'load' });
      const searchRelated = (r: string) =>
        r.includes('search-index') || r.includes('local-search') || r.includes('search-modal');
      assert.deepEqual(requests.filter(searchRelated), [], 'nothing of search until load');
      const scriptsAtLoad = requests.filter((r) => r.endsWith('.js')).length;
      await waitForHydration(page);
      await page.click('.DocSearch-Button');
      await page.fill('.DocSearch-Input', COMMON);
      await waitForHits(page);
      // Chunks are named by id only (src/plugins/page-weight), so the modal shows as a new script.
      assert.ok(
        requests.filter((r) => r.endsWith('.js')).length > scriptsAtLoad,
        'the modal came in its own chunk',
      );
      const indexRequests = requests.filter((r) => r.includes('/search-index/'));
      assert.deepEqual(indexRequests.slice(0, 2).sort(), [
        '/search-index/docs-default-1.x/files.json',
        '/search-index/docs-default-1.x/meta.json',
      ]);
      assert.ok(indexRequests.every((r) => r.startsWith('/search-index/docs-default-1.x/')));
      assert.ok(!indexRequests.includes('/search-index/docs-default-1.x/all.json'));
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('on a 0.1.10 page only the 0.1.10 index loads and results stay in 0.1.10', async () => {
    const s = await session(V0_PAGE);
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      const indexRequests = s.requests.filter((r) => r.includes('/search-index/'));
      assert.ok(indexRequests.length > 0);
      assert.ok(indexRequests.every((r) => r.startsWith('/search-index/docs-default-0.1.10/')));
      const hrefs = await s.page.$$eval('.DocSearch-Hit a', (as) =>
        as.map((a) => a.getAttribute('href')!),
      );
      assert.ok(hrefs.length > 0);
      for (const href of hrefs) assert.ok(href.startsWith('/docs/v0/'), href);
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('on a 1.x page results never leave 1.x', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      const hrefs = await s.page.$$eval('.DocSearch-Hit a', (as) =>
        as.map((a) => a.getAttribute('href')!),
      );
      for (const href of hrefs)
        assert.ok(href.startsWith('/docs/') && !href.startsWith('/docs/v0/'), href);
    } finally {
      await s.close();
    }
  });
});

describe('search modal: results', () => {
  test('grouped by top-level hierarchy, at most 5 per group, highlighted, with a "See all" link', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      const groups = await s.page.$$eval('.DocSearch-Hits', (sections) =>
        sections.map((section) => ({
          title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
          hits: section.querySelectorAll('.DocSearch-Hit').length,
        })),
      );
      assert.ok(groups.length >= 1);
      for (const g of groups) {
        assert.ok(g.title.length > 0, 'group has a title');
        assert.ok(g.hits >= 1 && g.hits <= 5, `${g.title}: ${g.hits} hits`);
      }
      assert.equal(
        new Set(groups.map((g) => g.title)).size,
        groups.length,
        'one section per group',
      );
      assert.ok((await s.page.$$('.DocSearch-Hit mark')).length > 0, 'matches are highlighted');
      const footer = s.page.locator('.DocSearch-HitsFooter a');
      const text = (await footer.textContent()) ?? '';
      assert.match(text, /^See all \d+ results$/);
      assert.equal(await footer.getAttribute('href'), `/search?q=${COMMON}`);
      await footer.click();
      await s.page.waitForURL(`**/search?q=${COMMON}`);
      await s.page.waitForSelector('article h2 a');
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('hit links are site-relative and selecting one navigates to it (with its anchor)', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      const href = (await s.page.getAttribute('.DocSearch-Hit a', 'href'))!;
      assert.ok(href.startsWith('/docs/'), href);
      await s.page.keyboard.press('Enter');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      await s.page.waitForFunction((h) => location.pathname + location.hash === h, href);
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('an API name: the first hit is its reference page (camelCase-aware)', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      for (const query of ['useStore', 'use store']) {
        await typeQuery(s.page, query);
        await s.page.waitForFunction(
          () =>
            document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ===
            '/docs/api-reference/commandkit/functions/use-store',
        );
        assert.equal(
          (await s.page.textContent('.DocSearch-Hit a .DocSearch-Hit-title'))?.trim(),
          'useStore',
        );
      }
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the query is capped at 64 characters', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      assert.equal(await s.page.getAttribute('.DocSearch-Input', 'maxlength'), '64');
      await s.page.keyboard.type('a'.repeat(80));
      assert.equal((await s.page.inputValue('.DocSearch-Input')).length, 64);
    } finally {
      await s.close();
    }
  });

  test('the initial query is the selected text, cut to 64 characters', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      const selected = await s.page.evaluate(() => {
        const p = [...document.querySelectorAll('article .markdown p')].find(
          (el) => (el.textContent ?? '').length > 70,
        )!;
        const range = document.createRange();
        range.selectNodeContents(p);
        const sel = window.getSelection()!;
        sel.removeAllRanges();
        sel.addRange(range);
        return sel.toString();
      });
      assert.ok(selected.length > 64, 'the page has a long paragraph to select');
      await s.page.keyboard.press('Control+k');
      await s.page.waitForSelector('.DocSearch-Input');
      assert.equal(await s.page.inputValue('.DocSearch-Input'), selected.slice(0, 64));
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  async function snippetWordCounts(page: Page): Promise<number[]> {
    return page.$$eval('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title', (els) =>
      els
        // Only the leading and trailing ellipsis mark a cut; a '…' inside the page's text is a word.
        .map((el) => (el.textContent ?? '').replace(/^…|…$/g, '').trim())
        .filter(Boolean)
        .map((t) => t.split(/\s+/).length),
    );
  }

  test('snippets are 10 words on desktop and 5 on screens up to 768 px', async () => {
    for (const [width, max] of [
      [1280, 10],
      [700, 5],
    ] as const) {
      const s = await session(CURRENT_PAGE, { width });
      try {
        // Three words from the middle of the page's longest paragraph: its content hit comes first.
        const query = await s.page.evaluate(() => {
          const p = [...document.querySelectorAll('article .markdown p')].sort(
            (a, b) => (b.textContent ?? '').length - (a.textContent ?? '').length,
          )[0]!;
          const words = (p.textContent ?? '').split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w));
          const mid = Math.floor(words.length / 2);
          return words.slice(mid, mid + 3).join(' ');
        });
        await openWithButton(s.page);
        await typeQuery(s.page, query);
        await waitForHits(s.page);
        const counts = await snippetWordCounts(s.page);
        assert.ok(counts.length > 0);
        assert.ok(Math.max(...counts) <= max, `width ${width}: ${counts.join(',')}`);
        assert.equal(
          Math.max(...counts),
          max,
          `some snippet uses the full ${max} words at ${width}`,
        );
      } finally {
        await s.close();
      }
    }
  });
});

describe('search modal: recent and favorite searches', () => {
  test('empty query shows "No recent searches"; a selected hit becomes a recent search', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      await s.page.waitForSelector('text=No recent searches');
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      await s.page.keyboard.press('Enter');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      const stored = JSON.parse(
        (await s.page.evaluate((k) => localStorage.getItem(k), RECENT_KEY)) ?? '[]',
      );
      assert.equal(stored.length, 1);
      assert.equal(stored[0]._highlightResult, undefined);
      assert.equal(stored[0]._snippetResult, undefined);
      await openWithButton(s.page);
      const sources = await s.page.$$eval('.DocSearch-Hit-source', (els) =>
        els.map((e) => e.textContent),
      );
      assert.deepEqual(sources, ['Recent']);
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('promote a recent search to favorite, then remove it', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      await s.page.keyboard.press('Enter');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      await openWithButton(s.page);
      await s.page.click('.DocSearch-Hit-action-button[title="Save this search"]');
      await s.page.waitForFunction(
        () =>
          [...document.querySelectorAll('.DocSearch-Hit-source')]
            .map((e) => e.textContent)
            .join() === 'Favorite',
      );
      const favs = JSON.parse(
        (await s.page.evaluate((k) => localStorage.getItem(k), FAVORITE_KEY)) ?? '[]',
      );
      assert.equal(favs.length, 1);
      const recents = JSON.parse(
        (await s.page.evaluate((k) => localStorage.getItem(k), RECENT_KEY)) ?? '[]',
      );
      assert.equal(recents.length, 0);

      // Selecting a favorite does not record it as recent.
      await typeQuery(s.page, '');
      await s.page.click('.DocSearch-Hit a');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      assert.equal(
        JSON.parse((await s.page.evaluate((k) => localStorage.getItem(k), RECENT_KEY)) ?? '[]')
          .length,
        0,
      );

      await openWithButton(s.page);
      await s.page.click('.DocSearch-Hit-action-button[title="Remove this search from favorites"]');
      await s.page.waitForSelector('text=No recent searches');
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('limits: 7 recent without favorites, 4 with favorites, 10 favorites', async () => {
    const fake = (i: number) => ({
      objectID: `fake-${i}`,
      url: `https://commandkit.dev${CURRENT_PAGE}#fake-${i}`,
      type: 'lvl1',
      hierarchy: {
        lvl0: 'Guide',
        lvl1: `Stored ${i}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
    });
    const count = async (recent: number, favorites: number) => {
      const s = await session(CURRENT_PAGE);
      try {
        await s.page.evaluate(
          ({ keys, recent, favorites, items }) => {
            localStorage.setItem(keys[0], JSON.stringify(items.slice(0, recent)));
            localStorage.setItem(keys[1], JSON.stringify(items.slice(100, 100 + favorites)));
          },
          {
            keys: [RECENT_KEY, FAVORITE_KEY],
            recent,
            favorites,
            items: Array.from({ length: 200 }, (_, i) => fake(i)),
          },
        );
        await openWithButton(s.page);
        await s.page.waitForSelector('.DocSearch-Hits');
        return await s.page.$$eval('.DocSearch-Hits', (sections) =>
          Object.fromEntries(
            sections.map((sec) => [
              sec.querySelector('.DocSearch-Hit-source')?.textContent,
              sec.querySelectorAll('.DocSearch-Hit').length,
            ]),
          ),
        );
      } finally {
        await s.close();
      }
    };
    assert.deepEqual(await count(12, 0), { Recent: 7 });
    assert.deepEqual(await count(12, 2), { Recent: 4, Favorite: 2 });
    assert.deepEqual(await count(0, 14), { Favorite: 10 });
  });

  test('without localStorage nothing breaks and nothing is persisted', async () => {
    const s = await session(CURRENT_PAGE, {
      init: () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('denied', 'SecurityError');
          },
        });
      },
    });
    try {
      await openWithButton(s.page);
      await s.page.waitForSelector('text=No recent searches');
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      await s.page.keyboard.press('Enter');
      await s.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      await openWithButton(s.page);
      await s.page.waitForSelector('text=No recent searches');
      assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('search modal: no results and errors', () => {
  test('no results: message with the query and up to 3 suggestions', async () => {
    const s = await session(CURRENT_PAGE);
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await waitForHits(s.page);
      await typeQuery(s.page, 'zqxjvkwq');
      await s.page.waitForSelector('.DocSearch-NoResults');
      assert.equal(
        (await s.page.textContent('.DocSearch-NoResults .DocSearch-Title'))?.trim(),
        `${searchWording('theme.SearchModal.noResultsScreen.noResultsText')} "zqxjvkwq"`,
      );
      assert.equal(
        (await s.page.textContent('.DocSearch-NoResults-Prefill-List .DocSearch-Help'))?.trim(),
        'Try searching for:',
      );
      const suggestions = await s.page.$$('.DocSearch-Prefill');
      assert.ok(
        suggestions.length >= 1 && suggestions.length <= 3,
        `${suggestions.length} suggestions`,
      );
      await suggestions[0]!.click();
      await waitForHits(s.page);
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('index unreachable: "Unable to fetch results", no uncaught error; works once the network is back', async () => {
    let block = true;
    const s = await session(CURRENT_PAGE, {
      routes: (page) =>
        page.route('**/search-index/**', (route) =>
          block ? route.abort('internetdisconnected') : route.fallback(),
        ),
    });
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await s.page.waitForSelector('.DocSearch-ErrorScreen');
      assert.equal(
        (await s.page.textContent('.DocSearch-ErrorScreen .DocSearch-Title'))?.trim(),
        'Unable to fetch results',
      );
      assert.equal(
        (await s.page.textContent('.DocSearch-ErrorScreen .DocSearch-Help'))?.trim(),
        'You might want to check your network connection.',
      );
      block = false;
      await typeQuery(s.page, `${COMMON}s`);
      await waitForHits(s.page);
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('index answering HTTP 500 also shows the error screen', async () => {
    const s = await session(CURRENT_PAGE, {
      routes: (page) =>
        page.route('**/search-index/**', (route) => route.fulfill({ status: 500, body: 'oops' })),
    });
    try {
      await openWithButton(s.page);
      await typeQuery(s.page, COMMON);
      await s.page.waitForSelector('.DocSearch-ErrorScreen');
      assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('/search page', () => {
  test('renders results from the same backend, with pagination', async () => {
    const s = await session(`/search?q=${COMMON}`);
    try {
      await s.page.waitForSelector('main article h2 a, .container article h2 a');
      const count = await s.page.$$eval('article h2 a', (as) => as.length);
      assert.equal(count, 15, 'first page has 15 results');
      const found = await s.page.textContent('.container');
      assert.match(found ?? '', /\d+ documents found/);
      const indexRequests = s.requests.filter((r) => r.includes('/search-index/'));
      assert.ok(indexRequests.length > 0);
      assert.ok(indexRequests.every((r) => r.startsWith('/search-index/docs-default-1.x/')));
      // Infinite scroll: reaching the loader fetches the next page.
      await s.page.mouse.wheel(0, 20000);
      await s.page.waitForFunction(() => document.querySelectorAll('article h2 a').length > 15);
      const more = await s.page.$$eval('article h2 a', (as) => as.length);
      assert.ok(more > 15, `loaded more results (${more})`);
      const hrefs = await s.page.$$eval('article h2 a', (as) =>
        as.map((a) => a.getAttribute('href')!),
      );
      assert.ok(hrefs.every((h) => h.startsWith('/docs/') && !h.startsWith('/docs/v0/')));
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('is safe for any input: markup in the query is shown as text', async () => {
    const q = '<img src=x onerror=alert(1)>';
    const s = await session(`/search?q=${encodeURIComponent(q)}`, { init: recordSearchSettled });
    try {
      await waitForSearchSettled(s.page);
      assert.equal((await s.page.textContent('h1'))?.trim(), `Search results for "${q}"`);
      assert.equal(await s.page.inputValue('input[type="search"]'), q);
      assert.equal(
        await s.page.$$eval('main img[src="x"], .container img[src="x"]', (e) => e.length),
        0,
      );
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('version select searches the 0.1.10 docs', async () => {
    const s = await session(`/search?q=${COMMON}`);
    try {
      await s.page.waitForSelector('article h2 a');
      await s.page.selectOption('select', '0.1.10');
      await s.page.waitForFunction(() =>
        [...document.querySelectorAll('article h2 a')].every((a) =>
          a.getAttribute('href')!.startsWith('/docs/v0/'),
        ),
      );
      assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('index unreachable: the page says so instead of staying blank', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const problems = await watchPage(page, server.url);
      await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`${server.url}/search?q=${COMMON}`);
      await page.waitForSelector('text=Unable to fetch results');
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });
});
