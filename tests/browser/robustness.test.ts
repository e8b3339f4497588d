// Failure paths: a chunk that fails to load once, and hostile or odd search queries.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useServedSite } from './helpers/fixture';
import { watchPage } from './helpers/browser';

const INTRO = '/docs/guide/getting-started/introduction';

const site = useServedSite();

describe('chunk load failure', () => {
  test('a chunk failing once shows the error with a Retry button that recovers', async () => {
    const page = await site.browser.newPage();
    await watchPage(page, site.url);
    let failed: string | undefined;
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => {
      if (failed) return route.continue();
      failed = route.request().url();
      return route.abort('failed');
    });
    await page.goto(site.url + INTRO, { waitUntil: 'load' });
    assert.ok(failed, 'the page requested no route chunk');
    const banner = page.getByRole('alert').filter({ hasText: 'did not finish loading' });
    await banner.waitFor();
    assert.match((await banner.textContent()) ?? '', /chunk/i);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('#chunk-load-error').count(), 0);
    assert.equal(await page.locator('article h1').first().textContent(), 'Introduction');
    await page.close();
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
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    await page.locator(`a[href="${TARGET}"]:visible`).first().click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 10_000 });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      true,
      'no full reload',
    );
    assert.equal(await page.locator('#chunk-load-error').count(), 0, 'not the first-load banner');
    assert.match((await page.locator('main').textContent()) ?? '', /chunk/i, 'the error is shown');
    assert.equal(new URL(page.url()).pathname, TARGET);

    await retry.click(); // still failing: the error stays
    await retry.waitFor();
    blocked = false;
    await retry.click();
    await page.waitForSelector('article h1');
    assert.equal(await page.locator('article h1').first().textContent(), 'Set up CommandKit');
    assert.equal(await retry.count(), 0);
    assert.equal(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      true,
      'still no full reload',
    );
    await page.close();
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
      await page.goto(`${site.url}/search?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForTimeout(300);
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
