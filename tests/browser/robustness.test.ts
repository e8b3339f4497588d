// Failure paths: a chunk that fails to load once, and hostile or odd search queries.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { watchPage } from './helpers/browser';
import { recordSearchSettled, waitForSearchSettled } from './helpers/search-page';

const INTRO = '/docs/guide/getting-started/introduction';

const site = useServedSite(process.env.TEST_BUILD_DIR ?? 'build');

/** Route chunks: every script but the entry points, which carry the recovery code itself. */
const ROUTE_CHUNK = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
const pathOf = (url: string) => new URL(url).pathname;

/** Blocks route-chunk requests as `fail(path, attempt)` says (attempt counts from 1 per path). */
async function failChunks(
  page: Page,
  fail: (path: string, attempt: number) => boolean,
): Promise<{ failed: Set<string>; requested: string[] }> {
  const attempts = new Map<string, number>();
  const failed = new Set<string>();
  const requested: string[] = [];
  await page.route(ROUTE_CHUNK, (route) => {
    if (route.request().resourceType() !== 'script') return route.fallback();
    const path = pathOf(route.request().url());
    const attempt = (attempts.get(path) ?? 0) + 1;
    attempts.set(path, attempt);
    requested.push(path);
    if (!fail(path, attempt)) return route.fallback();
    failed.add(path);
    return route.abort('internetdisconnected');
  });
  return { failed, requested };
}

/** Marks the document, to tell a full reload (the mark is gone) from recovery in place. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function articleTitle(page: Page): Promise<string | null> {
  await page.waitForSelector('article h1');
  return page.locator('article h1').first().textContent();
}

describe('chunk load failure on the first load', () => {
  const banner = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'did not finish loading' });

  // The page's HTML lists its route chunks: a chunk's first request is that script, the second the
  // one the bundler makes when main.js finds the chunk missing.
  test('a route chunk whose script fails is fetched again before hydration, with no banner', async () => {
    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    let first: string | undefined;
    const { requested } = await failChunks(
      page,
      (path, attempt) => (first ??= path) === path && attempt === 1,
    );
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 10_000 });
    assert.ok(first, 'the page requested no route chunk');
    assert.equal(requested.filter((p) => p === first).length, 2, `${first} requested twice`);
    assert.equal(await banner(page).count(), 0);
    assert.equal(await articleTitle(page), 'Introduction');
    await page.close();
  });

  test('a chunk failing twice shows the error with a Retry button that recovers', async () => {
    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    let first: string | undefined;
    await failChunks(page, (path, attempt) => (first ??= path) === path && attempt <= 2);
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    assert.ok(first, 'the page requested no route chunk');
    await banner(page).waitFor();
    assert.match((await banner(page).textContent()) ?? '', /chunk/i);
    await banner(page).getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('#chunk-load-error').count(), 0);
    assert.equal(await articleTitle(page), 'Introduction');
    await page.close();
  });

  test('every route chunk failing, three times: Retry keeps the page and says so; then it hydrates in place', async () => {
    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    const { failed, requested } = await failChunks(page, (_, attempt) => attempt <= 3);
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    await banner(page).waitFor();
    await markDocument(page);
    const firstLoad = [...failed]; // (chunks loaded after hydration fail too, but later)
    const retry = banner(page).getByRole('button', { name: 'Retry' });
    const before = requested.length;
    await retry.click(); // the second failure: the banner stays, on the same document
    await retry.waitFor();
    assert.ok(requested.length > before, 'Retry requested the chunks again');
    assert.equal(await sameDocument(page), true, 'no reload (offline that is an error page)');
    await retry.click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await sameDocument(page), true, 'hydrated without a reload');
    assert.equal(await page.locator('#chunk-load-error').count(), 0);
    assert.ok(firstLoad.length >= 2, `only ${firstLoad.length} chunks failed`);
    for (const path of firstLoad) {
      assert.equal(requested.filter((p) => p === path).length, 4, `${path} requested 4 times`);
    }
    await page.close();
  });

  test('offline: the banner says so, and the page hydrates by itself when the network returns', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await watchPage(page, site.url);
    let offline = true;
    await failChunks(page, () => offline);
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    await banner(page).waitFor();
    await markDocument(page);
    await context.setOffline(true);
    await banner(page).getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'You are offline' }).waitFor();
    offline = false;
    await context.setOffline(false); // no click: coming back online retries
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await sameDocument(page), true);
    assert.equal(await articleTitle(page), 'Introduction');
    await context.close();
  });
});

describe('chunk load failure during client-side navigation', () => {
  /** Same-origin scripts a fresh visit of `path` loads until it has hydrated. */
  async function firstLoadScripts(path: string): Promise<Set<string>> {
    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(site.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.close();
    return scripts;
  }

  test('the page shows the error with a Retry button (no reload); Retry loads it once the request succeeds', async () => {
    const TARGET = '/docs/guide/getting-started/setup-commandkit';
    const [onIntro, onTarget] = [await firstLoadScripts(INTRO), await firstLoadScripts(TARGET)];
    const targetOnly = [...onTarget].filter((s) => !onIntro.has(s));
    assert.ok(targetOnly.length > 0, 'the target page has chunks of its own');

    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    let blocked = true;
    await page.route('**/assets/js/**', (route) =>
      blocked && targetOnly.includes(new URL(route.request().url()).pathname)
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await markDocument(page);

    await page.locator(`a[href="${TARGET}"]:visible`).first().click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    assert.equal(await sameDocument(page), true, 'no full reload');
    assert.equal(await page.locator('#chunk-load-error').count(), 0, 'not the first-load banner');
    assert.match((await page.locator('main').textContent()) ?? '', /chunk/i, 'the error is shown');
    assert.equal(new URL(page.url()).pathname, TARGET);

    await retry.click(); // still failing: the error stays
    await retry.waitFor();
    blocked = false;
    await retry.click();
    assert.equal(await articleTitle(page), 'Set up CommandKit');
    assert.equal(await retry.count(), 0);
    assert.equal(await sameDocument(page), true, 'still no full reload');
    await page.close();
  });

  /**
   * From the home page, clicks the navbar's Guide link with route chunks failing as `fail` says,
   * then Retry until the page shows (at most `retries` times). Returns what failed and was asked.
   */
  async function navigateToGuide(
    fail: (path: string, attempt: number) => boolean,
    retries: number,
  ): Promise<{ failed: string[]; requested: string[] }> {
    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    let armed = false;
    const chunks = await failChunks(page, (path, attempt) => armed && fail(path, attempt));
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await markDocument(page);
    armed = true;
    await page.locator('nav.navbar a.navbar__link', { hasText: 'Guide' }).first().click();
    const retry = page.locator('.page-load-error button:not([disabled])');
    const title = page.locator('article h1');
    let failed: string[] | undefined; // the chunks of the navigation (not those loaded later)
    for (let i = 0; ; i++) {
      await page.locator('article h1, .page-load-error button:not([disabled])').first().waitFor();
      if (await title.count()) break;
      failed ??= [...chunks.failed];
      if (i >= retries) {
        assert.fail(`after ${i} Retry: ${await page.getByRole('alert').first().textContent()}`);
      }
      await retry.click(); // disabled ("Loading…") until this attempt has ended
    }
    assert.equal(await title.first().textContent(), 'Introduction');
    assert.equal(await sameDocument(page), true, 'no full reload');
    await page.close();
    return { failed: failed ?? [], requested: chunks.requested };
  }

  test('every script failing: one Retry requests every failed chunk again and shows the page', async () => {
    const { failed, requested } = await navigateToGuide((_, attempt) => attempt === 1, 1);
    assert.ok(failed.length >= 2, `only ${failed.length} chunks failed`);
    for (const path of failed) {
      assert.ok(requested.filter((p) => p === path).length >= 2, `${path} was not asked again`);
    }
  });

  test('each chunk of the page failing alone: one Retry shows the page', async () => {
    // The chunks the navigation needs: those it asks for with every script failing.
    const { failed: all } = await navigateToGuide((_, attempt) => attempt === 1, 1);
    assert.ok(all.length >= 2);
    // Three pages at a time keeps this to a few seconds on two cores.
    const queue = [...all];
    const worker = async () => {
      for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
        const only = chunk;
        await navigateToGuide((path, attempt) => path === only && attempt === 1, 1).catch((e) => {
          throw new Error(`${only} failing alone: ${(e as Error).message}`);
        });
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  });

  test('every chunk failing twice before it loads: the second Retry shows the page', async () => {
    const { failed, requested } = await navigateToGuide((_, attempt) => attempt <= 2, 2);
    for (const path of failed) {
      assert.equal(requested.filter((p) => p === path).length, 3, `${path} requested 3 times`);
    }
  });

  test('offline: the page says so, and loads by itself when the network returns', async () => {
    const TARGET = '/docs/guide/getting-started/setup-commandkit';
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await watchPage(page, site.url);
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await markDocument(page);
    await context.setOffline(true);
    await page.locator(`a[href="${TARGET}"]:visible`).first().click();
    await page.getByRole('alert').filter({ hasText: 'You are offline' }).waitFor();
    await context.setOffline(false); // no click: coming back online retries
    assert.equal(await articleTitle(page), 'Set up CommandKit');
    assert.equal(await sameDocument(page), true);
    await context.close();
  });
});

describe('hostile search input', () => {
  const queries = [
    '<img src=x onerror=alert(1)>',
    '"><script>window.__pwned=1</script>',
    'x'.repeat(5000),
    'ボタン 🚀 çà ñ العربية',
    '%E0%A4%A',
  ];
  for (const query of queries) {
    test(`/search?q= renders ${JSON.stringify(query.slice(0, 30))} as text`, async () => {
      const page = await site.browser.newPage();
      const problems = await watchPage(page, site.url);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await page.addInitScript(recordSearchSettled);
      await page.goto(`${site.url}/search?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
      await waitForSearchSettled(page); // results (or none) rendered: any injected script ran
      assert.equal(dialogs, 0, 'a dialog opened');
      assert.equal(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
        undefined,
      );
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      assert.ok(await page.locator('h1').first().isVisible());
      assert.deepEqual(problems.pageErrors, []);
      await page.close();
    });
  }
});
