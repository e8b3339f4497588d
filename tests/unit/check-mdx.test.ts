// `npm run check:mdx` catches, once each and with file:line:col, what CI rejects about a page: MDX
// syntax errors, the site's remark plugins' errors (a missing preview payload, a code block whose
// language or meta the highlighter ignores), broken links and anchors, hand edits of generated API
// pages, imports that are not runtime exports, stale preview stamps. Fixtures: tests/fixtures/check-mdx/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkPages, pagesToCheck } from '../../scripts/content/check-mdx';
import { loadSiteIndex } from '../../scripts/content/site';
import { stampPage } from '../../scripts/docgen/stamp';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { prerenderCodeOptions, rehypePlugins, remarkPlugins } from '../../src/mdx/plugins';
import { CodeBlockError, remarkCheckCodeBlocks } from '../../src/plugins/prerender-code/check';
import { codeBlockProblems } from '../../src/plugins/prerender-code/meta';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const fixture = (name: string) => `tests/fixtures/check-mdx/${name}`;
const GENERATED = 'docs/api-reference/commandkit/classes/command-kit.mdx';
const CLEAN = 'docs/guide/getting-started/introduction.mdx';
// Headings with explicit ids (`{#id}`), and a page that links to them.
const EXPLICIT_IDS = 'docs/guide/advanced/known-issues.mdx';
const LINKS_TO_IDS = 'docs/guide/official-plugins/commandkit-tasks.mdx';

/** Mistakes of a writer: each fixture holds one and must fail exactly once. */
const MISTAKES: [file: string, where: string, message: RegExp][] = [
  [fixture('broken-link.mdx'), '7:18', /^broken link \/docs\/guide\/no-such-page: /],
  [fixture('broken-link.mdx'), '9:8', /^broken anchor .*#no-such-heading: /],
  [fixture('broken-link.mdx'), '12:3', /^broken Markdown link \.\/no-such-page\.mdx: /],
  [fixture('unclosed-tag.mdx'), '7:1', /^Expected a closing tag for `<details>`/],
  [fixture('unfinished-range.mdx'), '7:40', /^unfinished line range \{3-: /],
  [
    fixture('import-typo.mdx'),
    '7:10',
    /^'Buton' is not a runtime export of 'commandkit'; did you mean 'Button'\?$/,
  ],
  [
    fixture('stale-preview.mdx'),
    '5:1',
    /^preview "hi": the code changed and so did its payload, first at payload\.content: committed "Hi", now "Hello there"/,
  ],
  [fixture('syntax-error.mdx'), '6:39', /^code block does not parse: ',' expected/],
  [fixture('bad-code-meta.mdx'), '7:1', /^\[discord-preview\].*"no-such-preview"/],
];

test('check:mdx reports each problem once, with file, line and column', async () => {
  const edited = readFileSync(path.join(siteRoot, GENERATED), 'utf8').replace(
    '## Signature',
    '## Signature\n\nA sentence added by hand.',
  );
  const files = [
    ...new Set(MISTAKES.map(([file]) => file)),
    GENERATED,
    CLEAN,
    EXPLICIT_IDS,
    LINKS_TO_IDS,
  ];
  const cpuBefore = process.cpuUsage();
  const { problems } = await checkPages(files, {
    siteDir: siteRoot,
    sources: new Map([[GENERATED, edited]]),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const lines = problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
  for (const [file, where, message] of MISTAKES) {
    const found = problems.filter(
      (p) => p.file === file && `${p.line}:${p.column}` === where && message.test(p.message),
    );
    assert.equal(found.length, 1, `${file}:${where} ${message} once among:\n${lines.join('\n')}`);
  }
  // The hand edit of a generated page is located at its line (after "## Signature").
  const editLine = edited.split('\n').indexOf('A sentence added by hand.') + 1;
  const edits = problems.filter((p) => p.file === GENERATED);
  assert.equal(edits.length, 1, lines.join('\n'));
  assert.equal(`${edits[0]!.line}:${edits[0]!.column}`, `${editLine}:1`);
  assert.match(
    edits[0]!.message,
    /generated page was edited by hand.*api-notes\/1\.x\/commandkit\.yml, key "CommandKit"/,
  );
  // Nothing else is reported: no second report of a problem, nothing on the valid pages.
  assert.equal(problems.length, MISTAKES.length + 1, lines.join('\n'));
  // Seconds of work for a dozen pages, site index included. CPU time, not wall time: on a machine
  // shared with other jobs the wall time says more about them than about the check.
  assert.ok(cpuMs < 15_000, `took ${Math.round(cpuMs)} ms of CPU`);
  console.log(`check:mdx of ${files.length} pages: ${Math.round(cpuMs)} ms of CPU`);
});

test('check:mdx reports every code-block language and meta problem at its place', async () => {
  const file = fixture('code-meta.mdx');
  const { problems } = await checkPages([file], { siteDir: siteRoot });
  assert.deepEqual(
    problems.map((p) => `${p.line}:${p.column} ${p.message.split(':')[0]}`),
    [
      '5:7 line range {2-9} goes past the end of the block (2 lines)',
      '10:7 unclosed quote in title="src/unclosed.ts',
      '14:4 language "fortran" is not one the highlighter knows, so the block is shown unhighlighted',
      '19:1 a magic comment in a block with the line range {2}',
      '23:7 malformed line range {1, 2}',
      '30:10 title needs quotes',
    ],
  );
});

test('the build runs the same code-block rules and fails with file, line and column', () => {
  const tree = fromMarkdown(['```ts {3-', 'const a = 1;', '```', ''].join('\n'));
  const check = remarkCheckCodeBlocks(prerenderCodeOptions);
  assert.throws(
    () =>
      check(tree, { path: path.join(siteRoot, 'docs/x.mdx'), cwd: siteRoot, value: '```ts {3-' }),
    (error: Error) => {
      assert.ok(error instanceof CodeBlockError);
      assert.match(error.message, /^docs\/x\.mdx:1:7 unfinished line range \{3-/m);
      return true;
    },
  );
  // The docs plugin's list holds the check, ahead of the highlighter.
  const names = remarkPlugins.map((p) => (Array.isArray(p) ? p[0] : p).name);
  assert.ok(names.indexOf('remarkCheckCodeBlocks') >= 0, names.join());
  assert.ok(names.indexOf('remarkCheckCodeBlocks') < names.indexOf('remarkPrerenderCode'));
});

test('the code-block rules accept what Docusaurus reads whole', () => {
  const ok = (lang: string, meta: string, value = 'a\nb\nc\nd') =>
    assert.deepEqual(
      codeBlockProblems({ lang, meta, value, line: 1, column: 1 }, prerenderCodeOptions),
      [],
      `${lang} ${meta}`,
    );
  ok('ts', 'title="src/a.ts" {1,3-4} showLineNumbers');
  ok('tsx', 'title=\'src/a.tsx\' partial preview="x" preview-caption="{not a range}"');
  ok('bash', 'npm2yarn');
  ok('yaml', '');
  ok('text', '');
  ok('ts', '{4}', 'a\nb\nc\nd\n');
  ok('', '');
});

test('check:mdx compiles with the very plugins of the docs plugin (one shared list)', async () => {
  const site = await loadSiteIndex(siteRoot);
  const loaderRemark = site.loaderOptions.remarkPlugins as unknown[];
  // The config is loaded by Docusaurus' own module loader (jiti), so compare the plugins by name.
  const flat = (list: readonly unknown[]) =>
    list.map((p) => ((Array.isArray(p) ? p[0] : p) as { name: string }).name);
  // The docs plugin's loader gets the shared list (Docusaurus adds its own around it).
  assert.deepEqual(flat(loaderRemark), flat(remarkPlugins));
  assert.deepEqual(flat(site.loaderOptions.rehypePlugins as unknown[]), flat(rehypePlugins));
  assert.ok(site.routes.has('/docs/guide/getting-started/introduction'));
  assert.ok(site.routes.has('/docs/v0/guide/installation'));
  assert.ok(!site.routes.has('/docs'), 'a redirect is not a page (the build rejects links to it)');
});

test('check:mdx reports a correctly stamped 1.x page that the notes and model no longer give', async () => {
  const page = readFileSync(path.join(siteRoot, GENERATED), 'utf8');
  // What an old render would look like: docgen's own stamp, an older description.
  const old = stampPage(
    page.replace('The main class of CommandKit', 'The old class of CommandKit'),
  );
  assert.notEqual(old, page);
  const { problems } = await checkPages([GENERATED], {
    siteDir: siteRoot,
    sources: new Map([[GENERATED, old]]),
  });
  const line = old.split('\n').findIndex((l) => l.includes('The old class')) + 1;
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
    [
      `${GENERATED}:${line}:1 generated page is out of date (its notes or the model changed since it was rendered); run \`npm run docgen -- --version 1.x\` (renders from the committed model, no checkout)`,
    ],
  );
  // The committed page is current.
  assert.deepEqual((await checkPages([GENERATED], { siteDir: siteRoot })).problems, []);
});

test('a mistyped path or a file that is not a page gets one line, not a stack trace', () => {
  const { files, errors } = pagesToCheck([
    'docs/guide/getting-started/introdution.mdx',
    'tests/fixtures/check-mdx/stale-preview.previews.json',
    'tests/fixtures/check-mdx',
  ]);
  assert.deepEqual(errors, [
    'no such file or folder: docs/guide/getting-started/introdution.mdx; did you mean docs/guide/getting-started/introduction.mdx?',
    'not a Markdown page (.md, .mdx) nor a _category_.json: tests/fixtures/check-mdx/stale-preview.previews.json',
  ]);
  assert.ok(files.includes(path.join('tests/fixtures/check-mdx', 'broken-link.mdx')), files.join());
});

// The On main label (src/mdx/onMainLabel.ts) renders `<Head>`, which needs the helmet context.
test('pages with the On main label render in check:mdx', async () => {
  const files = [
    'docs/guide/official-plugins/commandkit-workflow.mdx',
    'docs/api-reference/commandkit/functions/build-only.mdx',
  ];
  const { problems } = await checkPages(files, { siteDir: siteRoot });
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
    [],
  );
});
