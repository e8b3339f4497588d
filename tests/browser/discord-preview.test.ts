// On the built site, every Discord preview shows its payload's texts, its select menus open on
// click, and the preview pages have no serious or critical axe violations in either colour mode.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { seriousViolations } from './helpers/axe';
import { openCleanPage, waitForHydration } from './helpers/browser';
import { extractCodeBlocks } from '../../scripts/content/code-blocks';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import {
  previewRequest,
  previewsFileFor,
  readPreviewFile,
  type PreviewEntry,
} from '../../src/plugins/discord-preview/previews';

const site = useServedSite();

interface PreviewPage {
  path: string;
  previews: PreviewEntry[];
}

/** Guide pages with preview blocks, their URLs and their payloads in page order. */
function previewPages(): PreviewPage[] {
  return listMarkdownFiles('docs/guide').flatMap((file) => {
    const ids = extractCodeBlocks(file)
      .map((block) => previewRequest(block.meta)?.id)
      .filter((id): id is string => Boolean(id));
    if (ids.length === 0) return [];
    const payloads = readPreviewFile(previewsFileFor(file))!;
    const path = '/' + file.replace(/\.mdx?$/, '').replace(/^docs\//, 'docs/');
    return [{ path, previews: ids.map((id) => payloads[id]!) }];
  });
}

/** The texts a reader must find in the preview of a payload. */
function expectedTexts(entry: PreviewEntry): string[] {
  const texts: string[] = [];
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (['label', 'placeholder', 'title', 'description'].includes(key)) texts.push(value);
      if (key === 'text') texts.push(value);
      if (key === 'content') texts.push(...plainWords(value));
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(entry.payload);
  return texts;
}

/** Words of a Markdown text that survive rendering (markers and mentions removed). */
function plainWords(markdown: string): string[] {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/^(#{1,3}|-#|>|\d+\.|-) /gm, '')
    .replace(/[*_~|`]/g, '')
    .split(/\s+/)
    .filter((word) => word.length > 2);
}

async function openPage(path: string, theme: 'dark' | 'light'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return openCleanPage(context, site.url, path);
}

const pages = previewPages();

test('the JSX component pages have previews', () => {
  assert.ok(pages.length >= 12, `only ${pages.length} pages with previews`);
});

describe('each preview shows its payload', () => {
  for (const { path, previews } of pages) {
    test(path, async () => {
      const page = await openPage(path, 'dark');
      const figures = page.locator('article figure.dp');
      assert.equal(await figures.count(), previews.length);
      for (const [index, entry] of previews.entries()) {
        const figure = figures.nth(index);
        assert.equal(await figure.getAttribute('data-kind'), entry.kind);
        assert.ok((await figure.locator('figcaption').innerText()).length > 0);
        // Text, plus the alt text of media placeholders.
        const shown = await figure.evaluate((el) =>
          [
            el.textContent,
            ...[...el.querySelectorAll('[aria-label]')].map((e) => e.ariaLabel),
          ].join(' '),
        );
        for (const text of expectedTexts(entry)) {
          assert.ok(shown.includes(text), `${path} preview ${index + 1} lacks "${text}"`);
        }
        // Nothing in a preview takes focus except the select menu toggles.
        const focusable = await figure
          .locator('a[href], input, textarea, [tabindex], button:not(.dp-select-face)')
          .count();
        assert.equal(focusable, 0);
      }
      // No request leaves the page for media: previews draw local placeholders.
      assert.equal(await page.locator('article figure.dp img').count(), 0);
      await page.context().close();
    });
  }
});

test('a select menu opens and closes its option list on click', async () => {
  const page = await openPage(
    '/docs/guide/jsx-components/interactive-components/select-menu',
    'light',
  );
  const toggle = page.locator('figure.dp button.dp-select-face').first();
  const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await list.isVisible(), false);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await list.isVisible(), true);
  assert.match(await list.innerText(), /Charmander[\s\S]*Fire type/);
  await toggle.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await list.isVisible(), false);
  await page.context().close();
});

test('the preview follows the colour mode', async () => {
  const surface = async (theme: 'dark' | 'light') => {
    const page = await openPage('/docs/guide/jsx-components/interactive-components/button', theme);
    const colour = await page
      .locator('figure.dp .dp-surface')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.context().close();
    return colour;
  };
  assert.equal(await surface('dark'), 'rgb(49, 51, 56)');
  assert.equal(await surface('light'), 'rgb(255, 255, 255)');
});

describe('axe on the preview pages', () => {
  test(
    'no serious or critical violations in dark and light mode',
    { timeout: 5 * 60_000 },
    async () => {
      // One page per mode, reused from path to path; the two modes are checked side by side.
      const themes = ['dark', 'light'] as const;
      const tabs = await Promise.all(themes.map((theme) => openPage(pages[0]!.path, theme)));
      const violations: string[] = [];
      for (const [index, { path }] of pages.entries()) {
        await Promise.all(
          tabs.map(async (page, i) => {
            if (index > 0) {
              await page.goto(site.url + path, { waitUntil: 'load' });
              await waitForHydration(page);
            }
            // Open every select menu so the option lists are checked too.
            for (const toggle of await page.locator('figure.dp button.dp-select-face').all()) {
              await toggle.click();
            }
            for (const v of await seriousViolations(page, 'article figure.dp')) {
              violations.push(`${themes[i]} ${path}: ${v}`);
            }
          }),
        );
      }
      await Promise.all(tabs.map((page) => page.context().close()));
      assert.deepEqual(violations, []);
    },
  );
});

test('the payload files name the pages the test visits', () => {
  // Guard against a silent empty run: the button page's payload has the texts checked above.
  const button = JSON.parse(
    readFileSync('docs/guide/jsx-components/interactive-components/button.previews.json', 'utf8'),
  ) as Record<string, PreviewEntry>;
  assert.ok(expectedTexts(button.purge!).includes('Confirm'));
});
