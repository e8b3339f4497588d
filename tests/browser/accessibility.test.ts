// axe-core on a few small pages that together show every section of both versions, every kind of
// API page and each component a page can carry in each version (tabs, Discord previews,
// admonitions, tables …; see helpers/templates.ts), plus the 404 page, in dark and light mode: no
// serious or critical violations. Plus the keyboard paths a reader relies on.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { seriousViolations } from './helpers/axe';
import { waitForHydration, watchPage } from './helpers/browser';
import { sitemapPaths } from './helpers/sitemap';
import { candidatePages, pagesCoveringEveryPart, uncoveredParts } from './helpers/templates';

const site = useServedSite();
const THEMES = ['dark', 'light'] as const;

async function openPage(
  path: string,
  theme: 'dark' | 'light',
  { width = 1280, saveData = false } = {},
): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (saveData) {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
  }
  const page = await context.newPage();
  await watchPage(page, site.url);
  await page.goto(site.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return page;
}

describe('axe', () => {
  const candidates = candidatePages(sitemapPaths());
  const cover = pagesCoveringEveryPart(sitemapPaths());

  test('the pages axe checks show every section, API kind and component of both versions', () => {
    assert.deepEqual(uncoveredParts(candidates, cover), []);
    const parts = candidates.filter((c) => cover.includes(c.path)).flatMap((c) => c.parts);
    for (const part of [
      'section /docs/guide',
      'section /docs/v0/guide',
      'section /docs/api-reference/classes',
      'section /docs/v0/api-reference/classes',
      '1.x discord-preview',
      '0.1.10 tabs',
    ]) {
      assert.ok(parts.includes(part), `${part} is covered`);
    }
  });

  test(
    'no serious or critical violations in dark and light mode',
    { timeout: 5 * 60_000 },
    async () => {
      // One page per mode, reused from path to path; the two modes are checked side by side.
      // Data-saver keeps the idle prefetches (route chunks, the search index) from competing with
      // axe for the CPU; they fetch, they do not change the page.
      const pages = await Promise.all(
        THEMES.map((theme) => openPage('/', theme, { saveData: true })),
      );
      const violations: string[] = [];
      for (const path of [...cover, '/no-such-page']) {
        await Promise.all(
          pages.map(async (page, i) => {
            await page.goto(site.url + path, { waitUntil: 'load' });
            await waitForHydration(page);
            assert.equal(await page.getAttribute('html', 'data-theme'), THEMES[i]);
            for (const v of await seriousViolations(page))
              violations.push(`${THEMES[i]} ${path}: ${v}`);
          }),
        );
      }
      await Promise.all(pages.map((page) => page.context().close()));
      assert.deepEqual(violations, []);
    },
  );
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
