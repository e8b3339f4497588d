// What only CommandKit main has is labelled (src/onMain/README.md): the front-matter key, the
// sidebar, the search records, the generated reference and the "What changes on main" page.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readModel } from '../../scripts/docgen/api-model';
import { CHANGES_PAGE_FILE } from '../../scripts/docgen/changes-page';
import { MAIN_RUNTIME_EXPORTS_FILE, readMainModel } from '../../scripts/docgen/main-model';
import { MAIN_RUNTIME_EXPORTS_FILE as HARNESS_MAIN_RUNTIME_EXPORTS_FILE } from '../../scripts/check-examples/exports-facts';
import { collectFromModel } from '../../scripts/docgen/render-model';
import { extractRecords } from '../../src/plugins/search-index/extract';
import {
  MAIN_COMMIT,
  ON_MAIN_LABEL,
  ON_MAIN_META,
  readOnMain,
} from '../../src/onMain/commandkitMain';
import { onMainSidebarItems } from '../../src/onMain/sidebarItems';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const notesDir = path.join(siteRoot, 'api-notes', '1.x');

test('front matter on_main: true, "changed" or "removed"; anything else is refused', () => {
  assert.equal(readOnMain({}), null);
  assert.equal(readOnMain({ on_main: false }), null);
  assert.equal(readOnMain({ on_main: true }), 'added');
  assert.equal(readOnMain({ on_main: 'changed' }), 'changed');
  assert.equal(readOnMain({ on_main: 'removed' }), 'removed');
  assert.throws(() => readOnMain({ on_main: 'yes' }), /on_main/);
});

test('the sidebar labels the items of on_main pages, in categories too, and no other', async () => {
  const docs = [
    { id: 'a', frontMatter: {} },
    { id: 'b', frontMatter: { on_main: true } },
    { id: 'c', frontMatter: { on_main: 'changed', sidebar_class_name: 'x' } },
  ];
  const items = await onMainSidebarItems({
    defaultSidebarItemsGenerator: async () => [
      { type: 'doc', id: 'a' },
      {
        type: 'category',
        label: 'Cat',
        items: [
          { type: 'doc', id: 'b' },
          { type: 'doc', id: 'c', className: 'x' },
        ],
      },
    ],
    docs,
  } as unknown as Parameters<typeof onMainSidebarItems>[0]);
  assert.deepEqual(items, [
    { type: 'doc', id: 'a' },
    {
      type: 'category',
      label: 'Cat',
      items: [
        {
          type: 'doc',
          id: 'b',
          className: 'sidebar-item--on-main sidebar-item--on-main-added',
          customProps: { onMain: 'added' },
        },
        {
          type: 'doc',
          id: 'c',
          className: 'x sidebar-item--on-main sidebar-item--on-main-changed',
          customProps: { onMain: 'changed' },
        },
      ],
    },
  ]);
});

const page = (meta: string) => `<!doctype html><html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<meta name="docsearch:version" content="current">${meta}
<link rel="canonical" href="https://commandkit.dev/docs/guide/x"></head><body>
<a class="menu__link menu__link--sublist menu__link--active">Official plugins</a>
<article><header><h1>Workflows</h1></header><p>Durable steps.</p></article></body></html>`;

test('search records of an on_main page carry the label in lvl0; other pages do not', () => {
  const labelled = extractRecords(page(`<meta name="${ON_MAIN_META}" content="added">`));
  assert.ok(labelled.length >= 2);
  for (const r of labelled)
    assert.equal(r.hierarchy.lvl0, `Official plugins · ${ON_MAIN_LABEL.added}`);
  for (const r of extractRecords(page(''))) assert.equal(r.hierarchy.lvl0, 'Official plugins');
});

test('the labels name the commit of the committed model of main', () => {
  const main = readMainModel(notesDir, siteRoot);
  assert.ok(main, 'api-notes/1.x/.model-main.json is committed');
  assert.equal(main.commit, MAIN_COMMIT);
});

const frontMatterOf = (url: string) => {
  const file = path.join(siteRoot, 'docs', `${url.replace(/^\/docs\//, '')}.mdx`);
  assert.ok(existsSync(file), `${url} has a page`);
  return /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!;
};

test('every item main adds, changes or removes has its page, labelled', () => {
  const release = readModel(notesDir, '1.x');
  const main = readMainModel(notesDir, siteRoot)!;
  const mainUrls = new Set(main.items.map((i) => i.url));
  const releaseUrls = new Set(release.items.map((i) => i.url));
  let counted = 0;
  for (const item of main.items.filter((i) => !releaseUrls.has(i.url))) {
    assert.match(frontMatterOf(item.url), /^on_main: true$/m, item.url);
    counted++;
  }
  for (const item of release.items.filter((i) => !mainUrls.has(i.url))) {
    assert.match(frontMatterOf(item.url), /^on_main: "removed"$/m, item.url);
    counted++;
  }
  assert.ok(counted > 0);
  // The API pages the live site (built from main) has and 1.2.0's reference did not.
  for (const url of [
    '/docs/api-reference/commandkit/functions/file-upload',
    '/docs/api-reference/commandkit/functions/build-only',
    '/docs/api-reference/commandkit/functions/no-build-only',
    '/docs/api-reference/commandkit/interfaces/file-upload-props',
    '/docs/api-reference/cache/classes/redis-cache',
    '/docs/api-reference/cache/types/awaitable',
  ])
    assert.match(frontMatterOf(url), /^on_main: true$/m, url);
  assert.match(
    frontMatterOf('/docs/api-reference/commandkit/classes/compiler-plugin-runtime'),
    /^on_main: "changed"$/m,
  );
});

test('"What changes on main" is the page the committed models and known-issues pages give', () => {
  const result = collectFromModel({ version: '1.x', siteRoot, dryRun: true });
  assert.ok(result.changesPage, 'a model of main is committed, so the page is rendered');
  const committed = readFileSync(path.join(siteRoot, CHANGES_PAGE_FILE), 'utf8');
  assert.equal(
    committed,
    result.changesPage,
    `${CHANGES_PAGE_FILE} is stale: run npm run docgen -- --version 1.x`,
  );
  const diff = result.main!.diff;
  for (const item of [...diff.added, ...diff.removed, ...diff.changed.map((c) => c.release)])
    assert.ok(committed.includes(`](${item.url})`), `${item.name} is listed`);
});

test('no retired-URL redirect starts at a page the reference now has (main brings some back)', async () => {
  const { API_REDIRECTS } = await import('../../scripts/docgen/redirects');
  const shadowed = API_REDIRECTS.map((r) => r.from).filter((from) =>
    existsSync(path.join(siteRoot, 'docs', `${from.replace(/^\/docs\//, '')}.mdx`)),
  );
  assert.deepEqual(shadowed, []);
});

test("a 1.2.0 example import that main no longer exports, or whose path main's build cannot load, is reported; blocks marked main are not", async () => {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { exampleBreaks } = await import('../../scripts/docgen/example-breaks');
  const dir = mkdtempSync(path.join(tmpdir(), 'example-breaks-'));
  mkdirSync(path.join(dir, 'docs', 'guide'), { recursive: true });
  const fence = '```';
  writeFileSync(
    path.join(dir, 'docs', 'guide', 'cli.mdx'),
    [
      '# CLI',
      '',
      `${fence}ts title="run.ts"`,
      "import { bootstrapCommandkitCLI, Logger } from 'commandkit';",
      "import type { Awaitable } from '@commandkit/redis';",
      "import { RedisMutexStorage } from '@commandkit/redis';",
      fence,
      '',
      `${fence}ts main`,
      "import { bootstrapCommandkitCLI } from 'commandkit';",
      fence,
      '',
    ].join('\n'),
  );
  const release = readModel(notesDir, '1.x');
  const main = readMainModel(notesDir, siteRoot)!;
  const breaks = exampleBreaks(
    dir,
    { items: release.items, runtime: release.runtime! },
    { items: main.items, runtime: main.runtime! },
  );
  rmSync(dir, { recursive: true, force: true });
  assert.deepEqual(
    breaks.map((b) => `${b.url}:${b.line} ${b.name} ${b.typeOnly}`),
    [
      '/docs/guide/cli:4 bootstrapCommandkitCLI false',
      '/docs/guide/cli:5 Awaitable true',
      '/docs/guide/cli:6 RedisMutexStorage false',
    ],
  );
  // Main's build (api-notes/main/.runtime-exports.json), not its source: @commandkit/redis
  // requires @commandkit/cache, whose exports give only `import` conditions.
  assert.equal(
    breaks[2]!.why,
    '`@commandkit/redis` fails to load on main (Error: No "exports" main defined in @commandkit/cache/package.json)',
  );
});

test("docgen reads main's runtime exports from the file the example harness records from main's build", () => {
  assert.equal(MAIN_RUNTIME_EXPORTS_FILE, HARNESS_MAIN_RUNTIME_EXPORTS_FILE);
  assert.equal(existsSync(path.join(notesDir, '.runtime-exports-main.json')), false);
  const recorded = JSON.parse(
    readFileSync(path.join(siteRoot, MAIN_RUNTIME_EXPORTS_FILE), 'utf8'),
  ) as unknown;
  assert.deepEqual(readMainModel(notesDir, siteRoot)!.runtime, recorded);
});

test('a wrong on_main value fails the sidebar naming the page', async () => {
  await assert.rejects(
    async () =>
      onMainSidebarItems({
        defaultSidebarItemsGenerator: async () => [],
        docs: [{ id: 'w', source: '@site/docs/guide/w.mdx', frontMatter: { on_main: 'yes' } }],
      } as unknown as Parameters<typeof onMainSidebarItems>[0]),
    /docs\/guide\/w\.mdx: front matter on_main: "yes"/,
  );
});

test('an item whose signature differs on main shows both signatures', async () => {
  const { renderModel } = await import('../../scripts/docgen/render-model');
  const release = readModel(notesDir, '1.x');
  const main = structuredClone(readMainModel(notesDir, siteRoot)!);
  const defer = main.items.find((i) => i.url.endsWith('/commandkit/functions/defer'))!;
  const before = defer.signatures[0]!.code;
  defer.signatures = [{ ...defer.signatures[0]!, code: 'function defer(delay: number): void' }];
  const result = renderModel(release, notesDir, main);
  const page = result.files.get('commandkit/functions/defer.mdx')!;
  assert.match(page, /^on_main: "changed"$/m);
  assert.ok(page.includes(before), "1.2.0's signature");
  assert.ok(page.includes('### Declaration on main'));
  assert.ok(page.includes('function defer(delay: number): void'), "main's signature");
  assert.ok(page.indexOf(before) < page.indexOf('function defer(delay: number): void'));
});
