// The JSX playground on the built site: the browser runtime gives the committed payload for every
// previewed example; "Edit" turns a block into an editor whose preview follows the code and shows
// the library's own errors; /playground keeps its code in the URL, works offline once loaded, and
// both have no serious axe violations in either colour mode. The code runs in a sandboxed frame:
// code from a shared link cannot read the site's URLs or storage. Served with netlify.toml's
// headers, so all of it works under the site's CSP.
import { after, before, describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { seriousViolations } from './helpers/axe';
import type { BrowserContext, Page } from 'playwright-core';
import { useServedSite } from './helpers/fixture';
import { openCleanPage } from './helpers/browser';
import { siteHeaders } from './helpers/netlify-headers';
import { codeToHash } from '../../src/components/Playground/codeInUrlHash';
import { extractCodeBlocks } from '../../scripts/content/code-blocks';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import type { RunRequest, RunResult } from '../../src/components/Playground/protocol';
import {
  previewRequest,
  previewsFileFor,
  readPreviewFile,
} from '../../src/plugins/discord-preview/previews';

const site = useServedSite('build', { headers: siteHeaders() });
const BUTTON_PAGE = '/docs/guide/jsx-components/interactive-components/button';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

const WEEKDAY = /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g;

/**
 * CommandKit gives components without a customId a random UUID, and the lunch poll names the day
 * it runs on; compare the rest.
 */
const withoutUuids = (value: unknown) =>
  JSON.parse(JSON.stringify(value).replace(UUID, '<uuid>').replace(WEEKDAY, '<weekday>'));

interface Example {
  where: string;
  code: string;
  kind: string;
  payload: unknown;
}

function previewedExamples(): Example[] {
  return listMarkdownFiles('docs').flatMap((file) => {
    const blocks = extractCodeBlocks(file).filter((block) => previewRequest(block.meta));
    if (blocks.length === 0) return [];
    const payloads = readPreviewFile(previewsFileFor(file))!;
    return blocks.map((block) => {
      const entry = payloads[previewRequest(block.meta)!.id]!;
      return {
        where: `${file}:${block.line}`,
        code: block.value,
        kind: entry.kind,
        payload: entry.payload,
      };
    });
  });
}

const openPage = (context: BrowserContext, path: string): Promise<Page> =>
  openCleanPage(context, site.url, path);

async function createContext(theme: 'dark' | 'light' = 'dark'): Promise<BrowserContext> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Init scripts run in every frame; the sandbox frame has no localStorage (and must not).
  await context.addInitScript((mode) => {
    if (window === window.top) localStorage.setItem('theme', mode);
  }, theme);
  return context;
}

/** A browser context in the given colour mode, closed when the test ends, passed or failed. */
async function newContext(t: TestContext, theme?: 'dark' | 'light'): Promise<BrowserContext> {
  const context = await createContext(theme);
  t.after(() => context.close());
  return context;
}

/** Waits until the preview shows the result of the current code, and that result holds `text`. */
async function waitForPreview(page: Page, text = ''): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document
        .querySelector('[data-playground-preview="current"] figure.dp')
        ?.textContent?.includes(expected),
    text,
  );
}

/** Replaces the first `from` in the editor with `to`, as typing over a selection does. */
async function replaceInEditor(page: Page, from: string, to: string) {
  // (No named functions in here: tsx would wrap them in a helper the page does not have.)
  const found = await page.locator('[data-playground-editor] pre').evaluate((pre, text) => {
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const start = nodes
      .map((n) => n.data)
      .join('')
      .indexOf(text);
    if (start < 0) return false;
    const range = document.createRange();
    let seen = 0;
    let startSet = false;
    for (const node of nodes) {
      const length = node.data.length;
      if (!startSet && start <= seen + length) {
        range.setStart(node, start - seen);
        startSet = true;
      }
      if (startSet && start + text.length <= seen + length) {
        range.setEnd(node, start + text.length - seen);
        break;
      }
      seen += length;
    }
    (pre as HTMLElement).focus();
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return true;
  }, from);
  assert.ok(found, `the editor has no "${from}"`);
  if (to === '') await page.keyboard.press('Delete');
  else {
    await page.keyboard.insertText(to);
    // use-editable reads the text on key up, as after any typed key.
    await page.keyboard.press('Shift');
  }
}

const previewText = (page: Page) =>
  page.locator('[data-playground-preview="current"] figure.dp').innerText();

/**
 * Runs each code in a worker of the site's own origin started by the page (the runtime alone, with
 * no sandbox around it): the results in order.
 */
function runInSiteWorker(page: Page, codes: string[]): Promise<RunResult[]> {
  // (No named functions in here: tsx would wrap them in a helper the page does not have.)
  return page.evaluate(async (all) => {
    const worker = new Worker('/playground/runtime.js');
    await new Promise((resolve) =>
      worker.addEventListener('message', (e) => e.data?.type === 'ready' && resolve(null)),
    );
    const out: RunResult[] = [];
    for (const [id, code] of all.entries()) {
      out.push(
        await new Promise<RunResult>((resolve) => {
          worker.addEventListener('message', (e) => e.data?.id === id && resolve(e.data));
          worker.postMessage({ type: 'run', id, code } satisfies RunRequest);
        }),
      );
    }
    worker.terminate();
    return out;
  }, codes);
}

async function axeViolations(page: Page): Promise<string[]> {
  // After a colour-mode switch, let the colour transitions end.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  return seriousViolations(page, 'main');
}

describe('the browser runtime', () => {
  test('gives the committed payload of every previewed example', { timeout: 90_000 }, async (t) => {
    const examples = previewedExamples();
    assert.ok(examples.length >= 15, `only ${examples.length} previewed examples`);
    const context = await newContext(t);
    const page = await openPage(context, '/');
    const results = await runInSiteWorker(
      page,
      examples.map((e) => e.code),
    );
    let same = 0;
    for (const [index, example] of examples.entries()) {
      const result = results[index]!;
      assert.ok(result.ok, `${example.where}: ${JSON.stringify(result)}`);
      assert.equal(result.kind, example.kind, example.where);
      assert.deepEqual(withoutUuids(result.payload), withoutUuids(example.payload), example.where);
      same++;
    }
    assert.equal(same, examples.length);
  });
});

describe('Edit on a page', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    context = await createContext();
    page = await openPage(context, BUTTON_PAGE);
  });
  after(() => context.close());

  test('the page loads nothing of the playground until Edit is pressed', async () => {
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => r.name.includes('/playground/')),
    );
    assert.equal(loaded, false);
    assert.equal(await page.locator('[data-playground-editor]').count(), 0);
  });

  test('Edit turns the block into an editor, and the preview follows the code', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const editor = page.getByRole('textbox', { name: /Code of src\/app\/commands\/purge\.tsx/ });
    await editor.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'textbox');
    await waitForPreview(page);
    assert.match(await previewText(page), /Cancel[\s\S]*Confirm/);

    await replaceInEditor(page, 'Cancel\n', 'Keep my notes\n');
    await waitForPreview(page, 'Keep my notes');
    await replaceInEditor(
      page,
      '    </ActionRow>',
      '      <Button style={ButtonStyle.Link} url="https://example.com">Help</Button>\n    </ActionRow>',
    );
    await waitForPreview(page, 'Help');
  });

  test("a button without a label shows the library's error at its JSX line", async () => {
    await replaceInEditor(page, '        Keep my notes\n', '');
    const error = page.locator('[data-playground-error]');
    await error.waitFor();
    assert.equal(await error.getAttribute('data-playground-error'), 'ExpectedConstraintError');
    const text = await error.innerText();
    assert.match(text, /Invalid string length/);
    const code = await page.locator('[data-playground-editor] pre').innerText();
    // The error points at the element's opening `<Button`, which may sit above its props.
    const lines = code.split('\n');
    const styleLine = lines.findIndex((l) => l.includes('ButtonStyle.Secondary'));
    let line = styleLine + 1;
    while (line > 1 && !lines[line - 1]!.includes('<Button')) line--;
    assert.match(text, new RegExp(`at line ${line}\\b`));
    // The last good preview stays, marked out of date.
    await page.waitForSelector('[data-playground-preview="stale"] figure.dp');
    assert.match(await page.locator('[data-playground-preview]').innerText(), /Out of date/);
  });

  test('an import the runtime entry does not export fails as in Node', async () => {
    // (An import that is never used is dropped by the TypeScript transform, in Node too.)
    await replaceInEditor(page, '  Button,\n', '  Button,\n  ButtonGroup,\n');
    await replaceInEditor(page, '    <ActionRow>', '    <ButtonGroup>');
    await replaceInEditor(page, '    </ActionRow>', '    </ButtonGroup>');
    await page.waitForFunction(() =>
      document.querySelector('[data-playground-error]')?.textContent?.includes('ButtonGroup'),
    );
    assert.match(
      await page.locator('[data-playground-error]').innerText(),
      /SyntaxError[\s\S]*The requested module 'commandkit' does not provide an export named 'ButtonGroup'/,
    );
  });

  test('no serious axe violation in edit mode, dark and light', { timeout: 90_000 }, async () => {
    assert.deepEqual(await axeViolations(page), []);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    assert.deepEqual(await axeViolations(page), []);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  });

  test('Reset brings the original back; Escape then Tab leaves the editor', async () => {
    await page.getByRole('button', { name: 'Reset' }).click();
    await waitForPreview(page, 'Cancel');
    const editor = page.locator('[data-playground-editor] pre');
    await editor.focus();
    await page.keyboard.press('Tab');
    assert.equal(await editor.evaluate((el) => el === document.activeElement), true, 'Tab indents');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    assert.equal(await editor.evaluate((el) => el === document.activeElement), false, focused);
  });
});

describe('/playground', () => {
  test(
    'a shared link restores the code; it keeps working offline',
    { timeout: 60_000 },
    async (t) => {
      const first = await newContext(t);
      const page = await openPage(first, '/playground');
      await waitForPreview(page);
      await page.selectOption('#playground-starter', 'container');
      await waitForPreview(page, 'Welcome');
      await replaceInEditor(page, '## Welcome', '## Hello, friend');
      await waitForPreview(page, 'Hello, friend');
      await page.waitForFunction(() =>
        atob(location.hash.slice(6).replace(/-/g, '+').replace(/_/g, '/')).includes(
          'Hello, friend',
        ),
      );
      const link = new URL(page.url());

      await first.setOffline(true);
      await replaceInEditor(page, 'Glad to have you here.', 'Works offline.');
      await waitForPreview(page, 'Works offline.');

      const second = await newContext(t, 'light');
      const friend = await openPage(second, link.pathname + link.hash);
      await waitForPreview(friend, 'Hello, friend');
      assert.match(
        await friend.locator('[data-playground-editor] pre').innerText(),
        /## Hello, friend/,
      );
      assert.deepEqual(await axeViolations(friend), [], 'light');
      await friend.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      assert.deepEqual(await axeViolations(friend), [], 'dark');
    },
  );

  test('every starting point runs', async (t) => {
    const page = await openPage(await newContext(t), '/playground');
    const shows: Record<string, string> = {
      buttons: 'Wave',
      'select-menu': 'Choose a role',
      modal: 'Feedback',
      container: 'Welcome',
      poll: 'Tabs or spaces?',
    };
    const ids = await page
      .locator('#playground-starter option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    assert.deepEqual(ids, Object.keys(shows));
    for (const id of ids.reverse()) {
      await page.selectOption('#playground-starter', id);
      await waitForPreview(page, shows[id]!);
      assert.equal(await page.locator('[data-playground-error]').count(), 0, id);
    }
  });

  test('a run that does not finish is stopped after 3 s, and the next run works', async (t) => {
    const endless = 'export async function chatInput() {\n  for (;;) {}\n}\n';
    const page = await openPage(await newContext(t), `/playground${codeToHash(endless)}`);
    const error = page.locator('[data-playground-error]');
    await error.waitFor();
    assert.match(await error.innerText(), /did not finish within 3 s/);
    await page.selectOption('#playground-starter', 'buttons');
    await waitForPreview(page, 'Wave');
  });
});

describe('the sandbox', () => {
  /**
   * Tries to read what belongs to the site: a same-origin URL, its IndexedDB database, its cache
   * storage, localStorage and cookies; replies with one line per attempt and its origin.
   */
  const probe = (origin: string) => `
export async function chatInput({ interaction }) {
  const attempts = {
    fetch: async () => (await fetch(${JSON.stringify(origin + '/')})).status,
    indexedDB: () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('site-secret');
        open.onsuccess = () => resolve(Array.from(open.result.objectStoreNames).join(' '));
        open.onerror = () => reject(open.error);
      }),
    caches: async () => (await caches.keys()).join(' '),
    localStorage: () => globalThis.localStorage.getItem('secret'),
    cookie: () => globalThis.document.cookie,
  };
  const lines = [];
  for (const [name, attempt] of Object.entries(attempts)) {
    try {
      lines.push(name + ': read ' + (await attempt()));
    } catch (error) {
      lines.push(name + ': blocked');
    }
  }
  lines.push('origin: ' + self.origin);
  await interaction.reply(lines.join('\\n'));
}
`;

  /** The lines of a reply to the probe (its content, as the payload or the preview has it). */
  const attempts = (text: string): string[] => text.match(/^\w+: .*$/gm) ?? [];

  test("code from a shared link cannot read the site's URLs or storage", async (t) => {
    const page = await openPage(await newContext(t), '/');
    // What the site keeps: a database with a store, a cache, a localStorage entry and a cookie.
    await page.evaluate(async () => {
      localStorage.setItem('secret', 'kept-by-the-site');
      document.cookie = 'secret=kept-by-the-site';
      await (await caches.open('site-cache')).put('/secret', new Response('kept-by-the-site'));
      await new Promise((resolve, reject) => {
        const open = indexedDB.open('site-secret');
        open.onupgradeneeded = () => open.result.createObjectStore('notes');
        open.onsuccess = () => resolve(open.result.close());
        open.onerror = () => reject(open.error);
      });
    });
    const code = probe(site.url);

    // The probe can read: in a worker of the site's origin (no sandbox), it reaches the site.
    const [unsandboxed] = await runInSiteWorker(page, [code]);
    assert.ok(unsandboxed?.ok, JSON.stringify(unsandboxed));
    const direct = attempts((unsandboxed.payload as { content: string }).content);
    assert.ok(direct.includes('fetch: read 200'), direct.join('; '));
    assert.ok(direct.includes('indexedDB: read notes'), direct.join('; '));
    assert.ok(direct.includes('caches: read site-cache'), direct.join('; '));
    assert.ok(direct.includes(`origin: ${site.url}`), direct.join('; '));

    // The same code from a shared link, as the playground runs it.
    await page.goto(`${site.url}/playground${codeToHash(code)}`);
    await waitForPreview(page, 'origin:');
    assert.deepEqual(attempts(await previewText(page)), [
      'fetch: blocked',
      'indexedDB: blocked',
      'caches: blocked',
      'localStorage: blocked',
      'cookie: blocked',
      'origin: null',
    ]);
  });
});
