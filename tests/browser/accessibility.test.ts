// axe-core on one page of each template (every section of both versions, and each component a
// page can carry: tabs, Discord previews, admonitions, tables …; see helpers/templates.ts), in dark
// and light mode: no serious or critical violations. Plus the keyboard paths a reader relies on.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { watchPage } from './helpers/browser';
import { sitemapPaths } from './helpers/sitemap';
import { pagePerTemplate } from './helpers/templates';

const site = useServedSite();

async function openPage(path: string, theme: 'dark' | 'light', width = 1280): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  await watchPage(page, site.url);
  await page.goto(site.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

describe('axe', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(
      `no serious or critical violations in ${theme} mode`,
      { timeout: 5 * 60_000 },
      async () => {
        const paths = [...pagePerTemplate(sitemapPaths()).values(), '/no-such-page'];
        assert.ok(
          paths.some((p) => p.startsWith('/docs/v0/')),
          'sample covers 0.1.10',
        );
        assert.ok(
          paths.some((p) => p.startsWith('/docs/api-reference/')),
          'sample covers the API reference',
        );
        const violations: string[] = [];
        for (const path of paths) {
          const page = await openPage(path, theme);
          assert.equal(await page.getAttribute('html', 'data-theme'), theme);
          const results = await new AxeBuilder({ page }).analyze();
          for (const v of results.violations) {
            if (v.impact === 'serious' || v.impact === 'critical') {
              violations.push(
                `${path}: ${v.id} (${v.impact}) ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(' | ')}`,
              );
            }
          }
          await page.context().close();
        }
        assert.deepEqual(violations, []);
      },
    );
  }
});

describe('keyboard', () => {
  const INTRO = '/docs/guide/getting-started/introduction';

  test('the skip link moves keyboard focus past the navbar into the main content', async () => {
    const page = await openPage(INTRO, 'dark');
    await page.keyboard.press('Tab');
    assert.match((await page.locator(':focus').textContent()) ?? '', /Skip to main content/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    assert.ok(inMain, 'the next Tab after the skip link lands inside <main>');
    await page.context().close();
  });

  test('the colour toggle works from the keyboard', async () => {
    const page = await openPage(INTRO, 'dark');
    await page.locator('.navbar button[title*="mode"]').first().focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.context().close();
  });

  test('the version dropdown opens and navigates from the keyboard', async () => {
    const page = await openPage(INTRO, 'dark');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.locator('> a.navbar__link').focus();
    await page.keyboard.press('Enter');
    const v0 = dropdown.locator('a.dropdown__link', { hasText: '0.1.10' });
    await v0.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab'); // 1.x
    await page.keyboard.press('Tab'); // 0.1.10
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '0.1.10');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/docs/v0/'));
    await page.context().close();
  });

  test('sidebar categories expand from the keyboard', async () => {
    const page = await openPage(INTRO, 'dark');
    const collapsed = page
      .locator('.theme-doc-sidebar-menu > li.menu__list-item--collapsed')
      .first();
    const opener = collapsed
      .locator('.menu__list-item-collapsible')
      .first()
      .locator('a, button')
      .last();
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)',
        ).length > 0,
    );
    await page.context().close();
  });
});
