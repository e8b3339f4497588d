// Tables and code that fit the screen, measured as Chromium lays out every docs page of the
// sitemap (every guide page; of the generated API pages, one per template and those with the most
// table content): no table wider than its room at 1024 px, 1280 px or on a 390 px phone, at most 5 %
// of the 1.x guide's code blocks scrolling sideways at 1280 px, and breadcrumbs that never leave
// a separator alone on a line and keep most of their row on a phone. The home page's sample fits from
// 1024 px up and scrolls (never clips) on a phone. Layout comes from the prerendered HTML and the
// CSS, so pages load without JavaScript: one context, a few pages at once, each resized in place.
// All ~585 pages took 3 min on the shared 2-core machine at a load average of ~20 (7 min at ~30
// with another browser job beside it); the sample is about a quarter of them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { readFileSync } from 'node:fs';
import { sitemapPaths } from './helpers/sitemap';
import { builtHtmlFile, pagePerTemplate } from './helpers/templates';
import { mapPool, measureFit, type FitMeasure } from './helpers/layout-fit';

const WIDTHS = [1280, 1024, 390] as const;
type Width = (typeof WIDTHS)[number];
/** On a phone the page actions leave the breadcrumbs at least this share of their row. */
const MIN_BREADCRUMB_SHARE_ON_PHONE = 0.75;
/** Share of the 1.x guide's visible code blocks allowed to scroll sideways at 1280 px. */
const MAX_SCROLLING_CODE_SHARE = 0.05;
const PAGES_AT_ONCE = 3;

const site = useServedSite();

/** API pages measured besides one of each template: those with the most table content. */
const API_PAGES_WITH_MOST_TABLES = 40;

/**
 * Every guide page (each is written by hand), and of the generated API reference one page of each
 * template plus the pages with the most table content: its pages share their layout, and these
 * are the ones a long type name or description would push out first. ~140 of ~585 pages.
 */
function layoutSample(paths: string[], buildDir = 'build'): string[] {
  const isApi = (path: string) => path.includes('/api-reference');
  const api = paths.filter(isApi);
  const tableContent = (path: string) => {
    const file = builtHtmlFile(buildDir, path);
    const html = file ? readFileSync(file, 'utf8') : '';
    return [...html.matchAll(/<table[\s\S]*?<\/table>/g)].reduce((n, m) => n + m[0].length, 0);
  };
  const mostTables = api
    .map((path) => ({ path, size: tableContent(path) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, API_PAGES_WITH_MOST_TABLES)
    .map(({ path }) => path);
  const chosen = new Set([
    ...paths.filter((path) => !isApi(path)),
    ...pagePerTemplate(api, buildDir).values(),
    ...mostTables,
  ]);
  return paths.filter((path) => chosen.has(path));
}

/** `1.x guide`, `0.1.10 guide`, `1.x API`, `0.1.10 API`. */
function sectionOf(path: string): string {
  const version = path.startsWith('/docs/v0/') ? '0.1.10' : '1.x';
  return `${version} ${path.includes('/api-reference') ? 'API' : 'guide'}`;
}

async function measureAtWidths(page: Page, url: string): Promise<Map<Width, FitMeasure>> {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(url, { waitUntil: 'load' });
  const byWidth = new Map<Width, FitMeasure>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    byWidth.set(width, await measureFit(page));
  }
  return byWidth;
}

describe('layout fit', () => {
  test(
    'tables fit at 1280, 1024 and 390 px; few 1.x guide code blocks scroll at 1280 px; breadcrumbs keep their row',
    { timeout: 10 * 60_000 },
    async () => {
      const docs = sitemapPaths().filter((p) => p.startsWith('/docs/'));
      assert.ok(docs.length > 500, `sitemap lists only ${docs.length} docs pages`);
      const paths = layoutSample(docs);
      const context = await site.browser.newContext({ javaScriptEnabled: false });
      // Only the page and its styles matter to layout; images and fonts are not waited for.
      await context.route('**/*', (route) =>
        ['document', 'stylesheet'].includes(route.request().resourceType())
          ? route.continue()
          : route.abort('blockedbyclient'),
      );
      const pages = await Promise.all(
        Array.from({ length: PAGES_AT_ONCE }, () => context.newPage()),
      );
      const started = Date.now();
      const measured = await mapPool(paths, PAGES_AT_ONCE, (path, worker) =>
        measureAtWidths(pages[worker]!, site.url + path),
      );
      await context.close();

      const overflowing: string[] = [];
      const tally = new Map<string, { tables: number; over: Record<Width, number> }>();
      let codeBlocks = 0;
      const scrolling: string[] = [];
      const pageTop: string[] = [];
      paths.forEach((path, index) => {
        const section = sectionOf(path);
        const row = tally.get(section) ?? { tables: 0, over: { 1280: 0, 1024: 0, 390: 0 } };
        tally.set(section, row);
        for (const [width, fit] of measured[index]!) {
          if (width === WIDTHS[0]) row.tables += fit.tables;
          row.over[width] += fit.overflowingTables.length;
          for (const table of fit.overflowingTables)
            overflowing.push(`${path} @${width}: ${table}`);
          for (const item of fit.loneSeparators) {
            pageTop.push(`${path} @${width}: the separator after "${item}" is alone on a line`);
          }
        }
        const phone = measured[index]!.get(390)!;
        if (phone.breadcrumbShare < MIN_BREADCRUMB_SHARE_ON_PHONE) {
          pageTop.push(
            `${path} @390: breadcrumbs get ${Math.round(phone.breadcrumbShare * 100)} % of their row`,
          );
        }
        if (section === '1.x guide') {
          const fit = measured[index]!.get(1280)!;
          codeBlocks += fit.codeBlocks;
          scrolling.push(...fit.scrollingCode.map((block) => `${path}: ${block}`));
        }
      });
      for (const [section, row] of tally) {
        console.log(
          `${section}: ${row.tables} tables; overflowing at 1280/1024/390 px: ` +
            `${row.over[1280]}/${row.over[1024]}/${row.over[390]}`,
        );
      }
      console.log(
        `1.x guide: ${scrolling.length} of ${codeBlocks} code blocks scroll at 1280 px; ` +
          `${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      assert.ok(codeBlocks > 200, `only ${codeBlocks} code blocks measured on the 1.x guide`);
      assert.deepEqual(overflowing, []);
      assert.deepEqual(pageTop, []);
      assert.ok(
        scrolling.length <= codeBlocks * MAX_SCROLLING_CODE_SHARE,
        `${scrolling.length} of ${codeBlocks} code blocks scroll:\n${scrolling.join('\n')}`,
      );
    },
  );

  test("the home page's sample fits from 1024 px up and scrolls on a phone", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/', { waitUntil: 'load' });
    const problems: string[] = [];
    for (const width of [1024, 1280, 1440, 1920, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const sample = await page.evaluate(() => {
        const pre = document.querySelector('main pre');
        if (!pre) return undefined;
        // Every ancestor up to <main> that would cut the block off instead of letting it scroll.
        const clippedBy: string[] = [];
        let box = pre.getBoundingClientRect();
        for (let el = pre.parentElement; el && el.tagName !== 'BODY'; el = el.parentElement) {
          const outer = el.getBoundingClientRect();
          if (box.right > outer.right + 1 || box.left < outer.left - 1)
            clippedBy.push(el.className);
          box = outer;
        }
        return {
          scrolls: pre.scrollWidth > pre.clientWidth + 1,
          scrollable: ['auto', 'scroll'].includes(getComputedStyle(pre).overflowX),
          clippedBy,
        };
      });
      if (!sample) {
        problems.push(`${width} px: no code sample on the home page`);
        continue;
      }
      if (sample.clippedBy.length) problems.push(`${width} px: cut off by ${sample.clippedBy}`);
      if (width >= 1024 && sample.scrolls) problems.push(`${width} px: the sample scrolls`);
      if (sample.scrolls && !sample.scrollable)
        problems.push(`${width} px: overflow not scrollable`);
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});

describe('page actions on a phone', () => {
  test('fold into one "Page actions" button that opens, closes on Escape and returns focus', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url + '/docs/guide/jsx-components/display-components/container');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const toggle = page.getByRole('button', { name: 'Page actions' });
    const copy = page.getByRole('button', { name: 'Copy page' });
    assert.equal(await copy.isVisible(), false, 'the actions start folded');
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await copy.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    assert.equal(await copy.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Escape');
    await copy.waitFor({ state: 'hidden' });
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true);
    // On a wide screen both actions are in view and the menu button is gone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await copy.waitFor({ state: 'visible' });
    assert.equal(await toggle.isVisible(), false);
    await context.close();
  });
});
