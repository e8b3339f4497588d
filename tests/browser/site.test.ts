// The site shell against the spec: routes, navigation, colour mode, footer, TOC, sidebar, mobile
// menu, 404 and sitemap. Runs against the production build in build/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { watchPage, type PageProblems } from './helpers/browser';

const INTRO = '/docs/guide/getting-started/introduction';
const V0_MAIN = '/docs/v0/guide/installation';

const site = useServedSite();

async function open(
  path: string,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const problems = await watchPage(page, site.url);
  await page.goto(site.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { page, problems };
}

function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.pageErrors, [], 'uncaught page errors');
  assert.deepEqual(problems.failedRequests, [], 'failed same-origin requests');
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/\/$/, '') || '/';
}

describe('routes', () => {
  test('home page renders with the install command and calls to action', async () => {
    const { page, problems } = await open('/');
    assert.match(await page.title(), /CommandKit/);
    assert.ok(await page.getByText('npm create commandkit@latest').first().isVisible());
    assert.ok(await page.getByRole('link', { name: 'Read the guide' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'API reference', exact: true }).isVisible());
    assertClean(problems);
    await page.context().close();
  });

  for (const [from, to] of [
    ['/docs', INTRO],
    ['/docs/', INTRO],
    ['/docs/v0', V0_MAIN],
    ['/docs/v0/', V0_MAIN],
  ]) {
    test(`${from} leads to ${to}`, async () => {
      const { page, problems } = await open(from);
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === to);
      assert.ok(await page.locator('article h1').first().isVisible());
      assertClean(problems);
      await page.context().close();
    });
  }

  test('/search renders the search page', async () => {
    const { page, problems } = await open('/search');
    assert.equal(pathOf(page), '/search');
    assert.ok(await page.locator('h1').first().isVisible());
    assertClean(problems);
    await page.context().close();
  });

  test('an unknown path renders the 404 page with search and ways back', async () => {
    const response = await fetch(`${site.url}/no/such/page`);
    assert.equal(response.status, 404);
    const { page } = await open('/no/such/page');
    assert.ok(await page.getByRole('heading', { name: 'Page not found' }).isVisible());
    assert.ok(
      await page
        .locator('main .DocSearch-Button, main button[aria-label*="Search"]')
        .first()
        .isVisible(),
    );
    assert.ok(
      await page.locator('main').getByRole('link', { name: 'Guide', exact: true }).isVisible(),
    );
    assert.ok(await page.locator('main').getByRole('link', { name: 'API Reference' }).isVisible());
    await page.context().close();
  });

  test('a legacy .html path ends on the clean page', async () => {
    const { page, problems } = await open(`${INTRO}.html`);
    await page.waitForSelector('article h1');
    assert.equal(await page.locator('article h1').first().textContent(), 'Introduction');
    assert.deepEqual(problems.pageErrors, []);
    await page.context().close();
  });
});

describe('navigation', () => {
  test('navbar has Guide and API Reference on the left, versions, GitHub and Discord on the right', async () => {
    const { page, problems } = await open(INTRO);
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    const right = page.locator('.navbar__items--right');
    assert.equal(
      await left.getByRole('link', { name: 'Guide', exact: true }).getAttribute('href'),
      INTRO,
    );
    assert.equal(
      await left.getByRole('link', { name: 'API Reference' }).getAttribute('href'),
      '/docs/api-reference/ai/',
    );
    assert.equal((await right.locator('a.dropdown__link').count()) >= 2, true);
    assert.equal(
      await right.getByRole('link', { name: 'CommandKit on GitHub' }).getAttribute('href'),
      'https://github.com/underctrl-io/commandkit',
    );
    assert.equal(
      await right
        .getByRole('link', { name: 'CommandKit community on Discord' })
        .getAttribute('href'),
      'https://ctrl.lol/discord',
    );
    assertClean(problems);
    await page.context().close();
  });

  test('the version dropdown lands under /docs/v0/ and remembers the choice', async () => {
    const { page, problems } = await open(INTRO);
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await dropdown.hover();
    const labels = await dropdown.locator('a.dropdown__link').allTextContents();
    assert.deepEqual(labels, ['1.x', '0.1.10']);
    await dropdown.getByRole('link', { name: '0.1.10' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/docs/v0/'));
    const stored = await page.evaluate(() =>
      localStorage.getItem('docs-preferred-version-default'),
    );
    assert.equal(stored, '0.1.10');
    assert.ok(await page.locator('.theme-doc-version-badge').first().isVisible());
    assertClean(problems);
    await page.context().close();
  });

  test('sidebar categories auto-collapse and the sidebar cannot be hidden', async () => {
    const { page, problems } = await open(INTRO);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    assert.equal(await page.locator('button[title="Collapse sidebar"]').count(), 0);
    const categories = sidebar.locator(':scope > li.theme-doc-sidebar-item-category');
    assert.ok((await categories.count()) >= 2, 'needs two top-level categories');
    // Getting started is open because the current page is in it; opening another closes it.
    const gettingStarted = categories.first();
    assert.equal(
      await gettingStarted.evaluate((li) => li.classList.contains('menu__list-item--collapsed')),
      false,
    );
    await categories
      .nth(1)
      .locator('.menu__list-item-collapsible')
      .first()
      .locator('a, button')
      .last()
      .click();
    await page.waitForFunction(() =>
      document
        .querySelector('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category')
        ?.classList.contains('menu__list-item--collapsed'),
    );
    assertClean(problems);
    await page.context().close();
  });

  test('the table of contents holds only h2 and h3 headings', async () => {
    const { page } = await open(INTRO);
    const targets = await page.locator('.table-of-contents a').evaluateAll((links) =>
      links.map((a) => {
        const id = decodeURIComponent((a as HTMLAnchorElement).hash.slice(1));
        return document.getElementById(id)?.tagName ?? 'missing';
      }),
    );
    assert.ok(targets.length > 0);
    for (const tag of targets) assert.ok(tag === 'H2' || tag === 'H3', `TOC points at ${tag}`);
    await page.context().close();
  });

  test('mobile: the hamburger opens the menu and the back button returns to it', async () => {
    const { page, problems } = await open(INTRO, { width: 400 });
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({ state: 'visible' });
    const back = sidebar.getByRole('button', { name: '← Back to main menu' });
    assert.ok(await back.isVisible(), 'doc pages open on the secondary (sidebar) menu');
    await back.click();
    assert.ok(
      await sidebar
        .locator('.navbar-sidebar__item.menu')
        .first()
        .getByRole('link', { name: 'Guide', exact: true })
        .isVisible(),
    );
    assertClean(problems);
    await page.context().close();
  });
});

describe('colour mode, footer, sitemap', () => {
  test('dark by default, ignoring a light system preference, and the toggle persists', async () => {
    const { page, problems } = await open(INTRO, { colorScheme: 'light' });
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.locator('.navbar button[title*="mode"]').first().click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assertClean(problems);
    await page.context().close();
  });

  test('footer shows the local Netlify badge and the licence line', async () => {
    const { page, problems } = await open('/');
    const badge = page.locator('footer img[alt="Deploys by Netlify"]');
    assert.ok(
      await badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    );
    assert.ok((await badge.getAttribute('src'))?.startsWith('/'), 'badge is served by this site');
    assert.equal(
      await page.locator('footer a:has(img[alt="Deploys by Netlify"])').getAttribute('href'),
      'https://www.netlify.com',
    );
    assert.match((await page.locator('footer').textContent()) ?? '', /GPL-3\.0-only © \d{4}/);
    assertClean(problems);
    await page.context().close();
  });

  test('sitemap lists pages weekly at priority 0.5 and no tag pages', () => {
    const xml = readFileSync('build/sitemap.xml', 'utf8');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    assert.ok(urls.length > 3);
    for (const entry of urls) {
      assert.match(entry, /<changefreq>weekly<\/changefreq>/);
      assert.match(entry, /<priority>0\.5<\/priority>/);
      assert.doesNotMatch(entry, /<loc>[^<]*\/tags\//);
    }
    assert.match(
      xml,
      /<loc>https:\/\/commandkit\.dev\/docs\/guide\/getting-started\/introduction<\/loc>/,
    );
  });
});
