// The rules of src/mdx/pageRules.ts fail the build itself: each page below goes through Docusaurus'
// own MDX loader (the function webpack calls for every page) with the docs plugin's options, as
// `docusaurus build` runs it. Also: check:mdx refreshes a preview payload without a CommandKit
// checkout, and a writer never sees a stack trace unless asking for it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { mdxLoader } from '@docusaurus/mdx-loader/lib/loader';
import { loadSiteIndex } from '../../scripts/content/site';
import { firstDifference, previewRunProblems } from '../../scripts/content/preview/check';
import { stopPreviews } from '../../scripts/content/preview/run';
import { previewStamp } from '../../src/plugins/discord-preview/stamp';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');

/** Runs Docusaurus' MDX loader on `text` as webpack would; its error message, or '' when it passes. */
async function buildPage(text: string, file: string): Promise<string> {
  const site = await loadSiteIndex(siteRoot);
  return new Promise((resolve) => {
    const context = {
      resourcePath: file,
      query: site.loaderOptions,
      getOptions: () => site.loaderOptions,
      addDependency: () => {},
      emitWarning: () => {},
      emitError: () => {},
      async: () => (error: Error | null) => resolve(error ? error.message : ''),
      _compiler: { name: 'server' },
    };
    void (mdxLoader as (this: unknown, source: string) => Promise<void>).call(context, text);
  });
}

test('the build fails a page on each page rule, naming file:line:col', async () => {
  const file = path.join(siteRoot, 'docs/guide/getting-started/rules-fixture.mdx');
  const page = [
    '---',
    'title: Rules',
    'sidebar_positon: 2',
    '---',
    '',
    '## Options {#options}',
    '',
    '### More options {#options}',
    '',
    ':::warn',
    '',
    'Careful.',
    '',
    ':::',
    '',
    '```tsx title="src/app/commands/hi.tsx"',
    "import { Button } from 'commandkit';",
    '',
    "export const row = <Buton label='Hi' />;",
    '```',
    '',
  ].join('\n');
  const message = await buildPage(page, file);
  const shown = 'docs/guide/getting-started/rules-fixture.mdx';
  assert.match(message, new RegExp(`${shown}:3:1 unknown front-matter key "sidebar_positon"`));
  assert.match(message, new RegExp(`${shown}:8:1 heading id "options" is already the id`));
  assert.match(message, new RegExp(`${shown}:10:1 :::warn is not an admonition`));
  assert.match(
    message,
    new RegExp(`${shown}:19:21 'Buton' is neither imported nor declared.*did you mean 'Button'`),
  );
  // The same page without the mistakes builds.
  const clean = page
    .replace('sidebar_positon', 'sidebar_position')
    .replace('{#options}\n\n:::warn', '{#more-options}\n\n:::warning')
    .replace('### More options {#options}', '### More options {#more-options}')
    .replace('<Buton', '<Button');
  assert.equal(await buildPage(clean, file), '');
});

test('--write-previews refreshes a payload with the committed runtime, no checkout', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'write-previews-'));
  try {
    const source = 'docs/guide/jsx-components/display-components/separator';
    const page = path.join(dir, 'separator.mdx');
    copyFileSync(
      path.join(siteRoot, `${source}.previews.json`),
      path.join(dir, 'separator.previews.json'),
    );
    const text = readFileSync(path.join(siteRoot, `${source}.mdx`), 'utf8').replace(
      'read the rules.',
      'read the rules twice.',
    );
    writeFileSync(page, text);
    const before = await previewRunProblems(page, text, [], { siteDir: siteRoot });
    assert.equal(before.problems.length, 1, JSON.stringify(before.problems));
    const { wrote } = await previewRunProblems(page, text, [], { write: true, siteDir: siteRoot });
    assert.equal(wrote, path.join(dir, 'separator.previews.json'));
    const written = JSON.parse(readFileSync(wrote!, 'utf8')).welcome;
    assert.equal(
      written.payload.components[0].components[0].content,
      '**Step 1:** read the rules twice.',
    );
    const block = /```tsx[^\n]*preview="welcome"\n([\s\S]*?)\n```/.exec(text)![1]!;
    assert.equal(written.stamp, previewStamp(block));
    assert.deepEqual(
      (await previewRunProblems(page, text, [], { siteDir: siteRoot })).problems,
      [],
    );
  } finally {
    await stopPreviews();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an unexpected exception is one line, its stack only with --stack', async () => {
  const dir = mkdtempSync(path.join(siteRoot, 'tests/fixtures/check-mdx/tmp-'));
  try {
    const page = path.join(path.relative(siteRoot, dir), 'page.mdx');
    writeFileSync(path.join(siteRoot, page), '---\ntitle: Page\n---\n\nText.\n');
    // A payload file that is not JSON: reading it throws inside the check.
    writeFileSync(path.join(dir, 'page.previews.json'), '{ not json');
    const run = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/content/check-mdx.ts', ...args],
        { cwd: siteRoot },
      ).catch((error: { stdout: string; stderr: string }) => error);
    const quiet = await run([page]);
    assert.match(quiet.stderr, new RegExp(`^${page}: internal error: .*JSON.*--stack`, 'm'));
    assert.doesNotMatch(quiet.stderr, /^\s+at /m);
    const loud = await run([page, '--stack']);
    assert.match(loud.stderr, /^\s+at /m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a payload's random custom ids are not a difference, anything else is", () => {
  const committed = {
    components: [{ custom_id: 'buttonkit::a27309d3-8bcd-4507-8da0-d4f7fe331488', label: 'Go' }],
  };
  const rerun = {
    components: [{ custom_id: 'buttonkit::3c7c64c5-e3e0-46f2-b426-61e1bbce5138', label: 'Go' }],
  };
  assert.equal(firstDifference(committed, rerun), undefined);
  const relabelled = { components: [{ ...rerun.components[0], label: 'Stop' }] };
  assert.equal(
    firstDifference(committed, relabelled),
    'payload.components[0].label: committed "Go", now "Stop"',
  );
  const renamed = {
    components: [
      { ...rerun.components[0], custom_id: 'other::3c7c64c5-e3e0-46f2-b426-61e1bbce5138' },
    ],
  };
  assert.match(firstDifference(committed, renamed) ?? '', /^payload\.components\[0\]\.custom_id: /);
});
