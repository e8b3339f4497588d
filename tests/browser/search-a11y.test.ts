/**
 * The search modal with results showing, in dark and light mode: axe reports no serious or
 * critical violation (DocSearch 3.9 alone has an invalid aria-controls, interactive elements
 * nested in the backdrop and in every result, and dark-mode contrast failures), and the
 * combobox still points at real options while the reader moves through the results.
 *
 * Assumes `build/` exists. Run: npx tsx --test tests/browser/search-a11y.test.ts
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { seriousViolations as violationsIn } from './helpers/axe';
import { watchPage } from './helpers/browser';

const PAGE = '/docs/guide/getting-started/introduction';

const site = useServedSite(process.env.SEARCH_TEST_BUILD_DIR ?? 'build');

async function openResults(theme: 'dark' | 'light', query = 'command'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  await watchPage(page, site.url);
  await page.goto(site.url + PAGE, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.getAttribute('html', 'data-theme'), theme);
  await page.click('.DocSearch-Button');
  await page.fill('.DocSearch-Input', query);
  await page.waitForSelector('.DocSearch-Hit a');
  return page;
}

function seriousViolations(page: Page): Promise<string[]> {
  return violationsIn(page, '.DocSearch-Container');
}

describe('search modal accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`axe: no serious or critical violation with results showing (${theme})`, async () => {
      const page = await openResults(theme);
      try {
        assert.deepEqual(await seriousViolations(page), []);
        // Also with another result selected (its colours change).
        await page.keyboard.press('ArrowDown');
        assert.deepEqual(await seriousViolations(page), []);
      } finally {
        await page.context().close();
      }
    });
  }

  test('the screen shown when the modal cannot be fetched has no serious violation either', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // Nothing of search loads before intent, so the modal is still unfetched when the network
      // goes (data-saver as well, for the route prefetches).
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    const page = await context.newPage();
    try {
      await watchPage(page, site.url);
      await page.goto(site.url + PAGE, { waitUntil: 'load' });
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.route('**/*', (route) => route.abort('internetdisconnected'));
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-ErrorScreen');
      assert.equal(await page.getAttribute('.DocSearch-Modal', 'role'), 'dialog');
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('the input controls the result lists and its active descendant is the selected option', async () => {
    const page = await openResults('dark');
    try {
      const state = () =>
        page.evaluate(() => {
          const input = document.querySelector('.DocSearch-Input')!;
          const controls = (input.getAttribute('aria-controls') ?? '').split(/\s+/);
          const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
          return {
            controlled: controls.filter(
              (id) => document.getElementById(id)?.getAttribute('role') === 'listbox',
            ).length,
            activeRole: active?.getAttribute('role'),
            activeSelected: active?.getAttribute('aria-selected'),
            activeHref: active?.getAttribute('href'),
            selectedOptions: document.querySelectorAll('[role="option"][aria-selected="true"]')
              .length,
          };
        });
      const first = await state();
      assert.ok(first.controlled >= 1, 'aria-controls names the result lists');
      assert.equal(first.activeRole, 'option');
      assert.equal(first.activeSelected, 'true');
      assert.equal(first.selectedOptions, 1);
      await page.keyboard.press('ArrowDown');
      const second = await state();
      assert.equal(second.activeRole, 'option');
      assert.equal(second.activeSelected, 'true');
      assert.equal(second.selectedOptions, 1);
      assert.notEqual(second.activeHref, first.activeHref, 'the selection moved');
      // The selected result is still highlighted.
      const background = await page.$eval(
        '[role="option"][aria-selected="true"]',
        (a) => getComputedStyle(a).backgroundColor,
      );
      assert.notEqual(background, 'rgba(0, 0, 0, 0)');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      await page.waitForFunction(
        (h) => location.pathname + location.hash === h,
        second.activeHref!,
      );
    } finally {
      await page.context().close();
    }
  });
});
