// What the page-weight changes (src/plugins/docs-per-sidebar, src/plugins/page-weight) must keep:
// each sidebar loads only with its own pages, moving between the sidebars works as before, unknown
// docs URLs still show the 404 page, breadcrumbs survive hydration, code blocks are still
// highlighted, and the browser runs React DOM, the framework the dev server runs (no stand-in such
// as Preact). Runs against build/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { themes } from 'prism-react-renderer';
import { readablePrismTheme } from '../../src/utils/readablePrismTheme';
import { useServedSite } from './helpers/fixture';
import { watchPage, type PageProblems } from './helpers/browser';
import { visibleBreadcrumbs } from '../build/helpers/breadcrumbs';

const INTRO = '/docs/guide/getting-started/introduction';
const API_ITEM = '/docs/api-reference/commandkit/classes/command-kit';
// Sidebar items in the version props look like {"type":"link",...,"href":"/docs/guide/..."}.
const API_SIDEBAR_ITEM = '"href":"/docs/api-reference/';
const GUIDE_SIDEBAR_ITEM = '"href":"/docs/guide/';

const site = useServedSite();

/** Opens `path` and returns the page with the text of every script it loaded until hydration. */
async function open(path: string): Promise<{ page: Page; problems: PageProblems; js: string }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = await watchPage(page, site.url);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(site.url)) {
      scripts.push(response.text());
    }
  });
  await page.goto(site.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { page, problems, js: (await Promise.all(scripts)).join('\n') };
}

function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.pageErrors, [], 'uncaught page errors');
  assert.deepEqual(problems.failedRequests, [], 'failed same-origin requests');
}

// Categories without a page of their own link to "#" once hydrated; only page links count.
const sidebarHrefs = (page: Page) =>
  page
    .locator('.theme-doc-sidebar-menu a.menu__link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href !== '#'),
    );
const activeSidebarHref = (page: Page) =>
  page.locator('.theme-doc-sidebar-menu a.menu__link--active').last().getAttribute('href');

describe('framework', () => {
  // React DOM marks the root container it renders into (`__reactContainer$<random>`) and every
  // element it hydrated (`__reactFiber$…`, `__reactProps$…`); Preact leaves its own `__k` (its
  // mangled `_children`) on the container and none of these.
  for (const path of ['/', INTRO, API_ITEM]) {
    test(`${path} is hydrated by React DOM`, async () => {
      const { page, problems } = await open(path);
      // (No named functions in here: tsx would wrap them in a helper the page does not have.)
      const markers = await page.evaluate(() => {
        const root = document.getElementById('__docusaurus');
        const hydrated = [
          document.querySelector('nav.navbar'),
          document.querySelector('main a[href], main h1'),
          document.querySelector('footer'),
        ];
        return {
          root: Object.keys(root ?? {}),
          hydrated: hydrated.map((node) => Object.keys(node ?? {})),
          preactChildren: root !== null && '__k' in root,
        };
      });
      assert.ok(
        markers.root.some((key) => key.startsWith('__reactContainer$')),
        `React DOM owns the root container (its keys: ${JSON.stringify(markers.root)})`,
      );
      for (const keys of markers.hydrated) {
        assert.ok(
          keys.some((key) => key.startsWith('__reactFiber$')) &&
            keys.some((key) => key.startsWith('__reactProps$')),
          `a hydrated element carries React DOM's fiber and props (${JSON.stringify(keys)})`,
        );
      }
      assert.equal(markers.preactChildren, false, 'no Preact vnode tree on the root');
      assertClean(problems);
      await page.context().close();
    });
  }
});

describe('route scripts', () => {
  // The HTML lists the page's route chunks before main.js (src/plugins/page-weight/route-scripts.ts),
  // so main.js, when it runs, has nothing more to fetch before the page hydrates.
  for (const path of ['/', INTRO, API_ITEM, '/docs/v0/guide/installation']) {
    test(`${path} lists every script it needs to hydrate, main.js last`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const problems = await watchPage(page, site.url);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(site.url))
          requested.push(new URL(request.url()).pathname);
      });
      await page.goto(site.url + path, { waitUntil: 'load' });
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const untilHydrated = [...requested];
      const listed = await page
        .locator('script[defer][src]')
        .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
      assert.ok(listed.length > 2, `only ${listed.join(', ')}`);
      assert.match(listed.at(-1)!, /\/main\.[^/]+\.js$/);
      assert.deepEqual(
        untilHydrated.filter((script) => !listed.includes(script)),
        [],
        'scripts fetched before hydration that the HTML does not list',
      );
      assertClean(problems);
      await context.close();
    });
  }
});

describe('route prefetch', () => {
  // Each route's prefetch names its parent routes' chunks too; src/plugins/page-weight/
  // chunk-asset-filter.ts lets each chunk through once, and never one the page already has.
  test('asks once for each chunk the page lacks, enough to open a sidebar link offline', async () => {
    // Not open(): watchPage routes every request, and Chromium then bypasses its cache.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(site.url + API_ITEM, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // [href, whether it has arrived] of each prefetch link.
    const prefetched = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
          (link) => [link.href, performance.getEntriesByName(link.href).length > 0] as const,
        ),
      );
    // The prefetches run in idle slices after load: wait (20 s at most) until three polls see the
    // same links, at least one, all arrived.
    let seen = await prefetched();
    for (let same = 0, polls = 0; same < 3 && polls < 40; polls++) {
      await page.waitForTimeout(500);
      const now = await prefetched();
      const settled =
        now.length > 0 && now.length === seen.length && now.every(([, arrived]) => arrived);
      same = settled ? same + 1 : 0;
      seen = now;
    }
    const links = seen.map(([href]) => href);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    const chunks = links.filter((href) => href.endsWith('.js'));
    assert.ok(chunks.length > 0, 'links in view have their chunks prefetched');
    assert.equal(new Set(chunks).size, chunks.length, 'a chunk is prefetched once');
    assert.deepEqual(
      chunks.filter((href) => loaded.includes(href)),
      [],
      'chunks prefetched that the page had loaded',
    );

    const target = page
      .locator(
        '.theme-doc-sidebar-menu a.menu__link[href^="/docs/api-reference/commandkit/classes/"]',
      )
      .filter({ hasNot: page.locator('[aria-current]') })
      .first();
    const href = (await target.getAttribute('href'))!;
    await context.setOffline(true);
    await target.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('article h1').waitFor();
    assert.notEqual(await page.locator('article h1').textContent(), 'CommandKit');
    assert.equal(await page.locator('text=Retry').count(), 0, 'no chunk failed to load');
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});

describe('sidebars', () => {
  test('a guide page downloads the guide sidebar and not the API sidebar', async () => {
    const { page, problems, js } = await open(INTRO);
    assert.ok(js.includes(GUIDE_SIDEBAR_ITEM), 'the guide sidebar arrives with the page');
    const leak = js.indexOf(API_SIDEBAR_ITEM);
    assert.equal(
      leak,
      -1,
      `the API sidebar is not downloaded: ${js.slice(leak - 300, leak + 100)}`,
    );
    const hrefs = await sidebarHrefs(page);
    assert.ok(
      hrefs.length > 2 && hrefs.every((href) => href.startsWith('/docs/guide/')),
      JSON.stringify(hrefs),
    );
    assert.equal(await activeSidebarHref(page), INTRO);
    assertClean(problems);
    await page.context().close();
  });

  test('an API page downloads the API sidebar and not the guide sidebar', async () => {
    const { page, problems, js } = await open(API_ITEM);
    assert.ok(js.includes(API_SIDEBAR_ITEM), 'the API sidebar arrives with the page');
    assert.ok(!js.includes(GUIDE_SIDEBAR_ITEM), 'the guide sidebar is not downloaded');
    const hrefs = await sidebarHrefs(page);
    assert.ok(hrefs.length > 2 && hrefs.every((href) => href.startsWith('/docs/api-reference/')));
    assert.equal(await activeSidebarHref(page), API_ITEM);
    assertClean(problems);
    await page.context().close();
  });

  // tests/build/breadcrumbs.test.ts checks the server-rendered breadcrumbs of every page; these
  // are rendered again by the client from the per-sidebar props.
  test('breadcrumbs stay as rendered by the server after hydration and follow a navigation', async () => {
    const { page, problems } = await open(API_ITEM);
    const served = visibleBreadcrumbs(await (await fetch(site.url + API_ITEM)).text());
    assert.ok(served.length >= 3, JSON.stringify(served));
    // After the Home link (an icon, no text).
    const shown = async () =>
      (
        await page
          .locator('nav.theme-doc-breadcrumbs li')
          .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''))
      ).slice(1);
    assert.deepEqual(
      await shown(),
      served.map((crumb) => crumb.label),
    );
    // Another class page of the same category.
    const href = (await sidebarHrefs(page)).find(
      (h) => /^\/docs\/api-reference\/commandkit\/classes\/[\w-]+$/.test(h) && h !== API_ITEM,
    )!;
    const link = page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${href}"]`);
    const label = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(site.url + href);
    await page.waitForFunction(
      (text) =>
        document.querySelector('nav.theme-doc-breadcrumbs li:last-child')?.textContent?.trim() ===
        text,
      label,
    );
    assert.deepEqual(
      (await shown()).slice(0, -1),
      served.slice(0, -1).map((crumb) => crumb.label),
    );
    assert.deepEqual(problems.consoleErrors, [], 'console errors (a hydration mismatch is one)');
    assertClean(problems);
    await page.context().close();
  });

  test('the navbar moves between the guide and the API sidebars without a reload', async () => {
    const { page, problems } = await open(INTRO);
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    const navbar = page.locator('.navbar__items:not(.navbar__items--right)');

    await navbar.getByRole('link', { name: 'API Reference' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/api-reference/ai/');
    await page
      .locator(`.theme-doc-sidebar-menu a[href="/docs/api-reference/commandkit/"]`)
      .waitFor();
    assert.equal(await activeSidebarHref(page), '/docs/api-reference/ai/');
    assert.ok(
      await navbar
        .getByRole('link', { name: 'API Reference' })
        .evaluate((a) => a.classList.contains('navbar__link--active')),
    );

    // A collapsed API category opens on click and leads to its page.
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/api-reference/commandkit/"]').click();
    await page.waitForURL((url) => url.pathname === '/docs/api-reference/commandkit/');
    await page
      .locator('.theme-doc-sidebar-menu a[href="/docs/api-reference/commandkit/classes/"]')
      .waitFor();

    await navbar.getByRole('link', { name: 'Guide', exact: true }).click();
    await page.waitForURL((url) => url.pathname === INTRO);
    await page.locator(`.theme-doc-sidebar-menu a[href="${INTRO}"]`).waitFor();
    assert.equal(await activeSidebarHref(page), INTRO);
    assert.ok((await sidebarHrefs(page)).every((href) => href.startsWith('/docs/guide/')));
    assert.equal(
      await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded),
      true,
    );
    assertClean(problems);
    await page.context().close();
  });

  for (const path of [
    '/docs/guide/no-such-page',
    '/docs/api-reference/no-such-page',
    '/docs/nope',
  ]) {
    test(`${path} shows the 404 page`, async () => {
      const { page } = await open(path);
      assert.ok(await page.getByRole('heading', { name: 'Page not found' }).isVisible());
      await page.context().close();
    });
  }
});

describe('code highlighting', () => {
  test('no page downloads Prism: code arrives highlighted', async () => {
    for (const path of ['/', '/docs/guide/official-plugins/commandkit-tasks', API_ITEM]) {
      const { page, js } = await open(path);
      assert.ok(!js.includes('Prism'), `${path} loads no Prism`);
      await page.context().close();
    }
  });

  test('bash, one of the added Prism languages, is highlighted after hydration', async () => {
    const { page, problems } = await open('/docs/guide/official-plugins/commandkit-tasks');
    const tokens = page.locator('pre.language-bash .token.function');
    assert.ok((await tokens.count()) > 0, 'bash code has Prism tokens');
    assertClean(problems);
    await page.context().close();
  });

  test('magic comments mark lines as in stock Docusaurus and leave no trace in the code', async () => {
    const { page, problems } = await open('/docs/guide/commands/command-options-autocomplete');
    const block = page.locator('pre.prism-code').first();
    const marked = await block
      .locator('.theme-code-block-highlighted-line')
      .evaluateAll((lines) => lines.map((line) => line.textContent?.trim() ?? ''));
    // highlight-next-line marks one line; highlight-start/end the whole autocomplete export.
    assert.equal(marked[0], 'autocomplete: true,');
    assert.ok(marked.some((line) => line.startsWith('export const autocomplete')));
    assert.equal(marked.at(-1), '};');
    assert.doesNotMatch((await block.textContent()) ?? '', /highlight-(next-line|start|end)/);
    assertClean(problems);
    await page.context().close();
  });

  test('the colours follow the colour mode, and a page reached in the app is highlighted', async () => {
    const { page, problems } = await open(INTRO);
    const keyword = page.locator('pre.language-ts .token.keyword').first();
    const dark = await keyword.evaluate((el) => getComputedStyle(el).color);
    await page.locator('.navbar button[title*="mode"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const light = await keyword.evaluate((el) => getComputedStyle(el).color);
    assert.notEqual(light, dark, 'keyword colour changes with the theme');

    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname !== INTRO);
    await page.waitForSelector('pre.prism-code');
    const highlighted = await page
      .locator('pre.prism-code')
      .evaluateAll((pres) => pres.filter((pre) => pre.querySelector('.token:not(.plain)')).length);
    assert.ok(highlighted > 0, 'code on the next page is highlighted after client navigation');
    assertClean(problems);
    await page.context().close();
  });
  // Stock CodeBlock rebuilt every block once hydrated (key={String(isBrowser)}); src/theme/CodeBlock
  // keeps the server's elements and lets the reader's colour mode arrive as an update.
  for (const mode of ['dark', 'light'] as const) {
    test(`code blocks keep their server-rendered elements, with ${mode} colours`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (mode === 'light')
        await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      // An expando (not an attribute, which hydration would compare) on each server-rendered block.
      await context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          for (const pre of document.querySelectorAll('pre.prism-code'))
            Object.assign(pre, { fromServer: true });
        }),
      );
      const page = await context.newPage();
      const problems = await watchPage(page, site.url);
      await page.goto(site.url + INTRO, { waitUntil: 'load' });
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const keywordColour = readablePrismTheme(themes[mode === 'light' ? 'github' : 'dracula'])
        .styles.filter((style) => style.types.includes('keyword'))
        .at(-1)!.style.color!; // the last style for a type wins, as in prism-react-renderer
      const keyword = page.locator('pre.language-ts .token.keyword').first();
      await page.waitForFunction(
        ([selector, colour]) => {
          const probe = document.createElement('i');
          probe.style.color = colour!;
          document.body.append(probe);
          const expected = getComputedStyle(probe).color;
          probe.remove();
          return getComputedStyle(document.querySelector(selector!)!).color === expected;
        },
        ['pre.language-ts .token.keyword', keywordColour],
      );
      assert.ok(await keyword.isVisible());
      const rebuilt = await page
        .locator('pre.prism-code')
        .evaluateAll((pres) => pres.filter((pre) => !('fromServer' in pre)).length);
      assert.equal(rebuilt, 0, 'no code block was replaced after hydration');
      assertClean(problems);
      await context.close();
    });
  }
});

describe('home page sample', () => {
  // The stock CodeBlock's code carries this translation id (its copy button's label).
  const CODE_BLOCK_CODE = 'theme.CodeBlock.copyButtonAriaLabel';
  // Only CodeBlock's copy button answers a click, with the label "Copied".
  const liveCopyButton = (page: Page) =>
    page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('#home-sample button');
      button?.click();
      return button?.getAttribute('aria-label') === 'Copied';
    });

  test('is in the first paint without CodeBlock, which takes over on hover', async () => {
    const { page, problems, js } = await open('/');
    assert.ok(!js.includes(CODE_BLOCK_CODE), 'CodeBlock is not part of the first load');
    const sample = page.locator('#home-sample');
    assert.match(await sample.locator('pre').innerText(), /Pong!/);
    await sample.hover();
    await liveCopyButton(page);
    assert.match(await sample.locator('pre').innerText(), /Pong!/);
    assertClean(problems);
    await page.context().close();
  });

  test('takes the light colours at once in light mode', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const problems = await watchPage(page, site.url);
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await liveCopyButton(page);
    const background = await page
      .locator('#home-sample pre')
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    assert.ok(r! + g! + b! > 600, `a light background (${background})`);
    assertClean(problems);
    await context.close();
  });
});
