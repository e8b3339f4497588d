// The 1.x guide's code lines fit the 1280 px column (scripts/content/code-width.ts): every page
// passes, a long line is reported at its file:line (also by `npm run check:mdx`), and
// `npm run format:code` reformats only the long TS/JS blocks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkPages } from '../../scripts/content/check-mdx';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import { codeWidthProblems, isWidthChecked, MAX_CODE_LINE } from '../../scripts/content/code-width';
import { formatCodeBlocks } from '../../scripts/content/format-code-blocks';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const LONG = `const message = '${'x'.repeat(MAX_CODE_LINE)}';`;

test('no code line of the 1.x guide is longer than the column holds', () => {
  const files = listMarkdownFiles(path.join(siteRoot, 'docs/guide'));
  assert.ok(files.length > 40, `only ${files.length} guide pages found`);
  const problems = files.flatMap((file) =>
    codeWidthProblems(path.relative(siteRoot, file), readFileSync(file, 'utf8')),
  );
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line} ${p.message}`),
    [],
  );
});

test('a long line is reported at its line and column, inside a list too', () => {
  const page = [
    '# Page', // 1
    '', // 2
    '1. A step:', // 3
    '', // 4
    '   ```ts', // 5
    '   const short = 1;', // 6
    `   ${LONG}`, // 7
    '   ```', // 8
  ].join('\n');
  const problems = codeWidthProblems('docs/guide/x.mdx', page);
  assert.deepEqual(
    problems.map((p) => [p.line, p.column]),
    [[7, 3 + MAX_CODE_LINE + 1]],
  );
  assert.match(problems[0]!.message, new RegExp(`${LONG.length} characters, over 80`));
});

test('only the hand-written 1.x guide is held to the width', () => {
  assert.equal(isWidthChecked('docs/guide/commands/middlewares.mdx', siteRoot), true);
  assert.equal(isWidthChecked('versioned_docs/version-0.1.10/guide/x.mdx', siteRoot), false);
  assert.equal(isWidthChecked('docs/api-reference/commandkit/index.mdx', siteRoot), false);
});

test('check:mdx reports a long code line with file:line', async () => {
  const file = 'docs/guide/getting-started/introduction.mdx';
  const source = `${readFileSync(path.join(siteRoot, file), 'utf8')}\n\`\`\`ts\n${LONG}\n\`\`\`\n`;
  const line = source.split('\n').indexOf(LONG) + 1;
  const { problems } = await checkPages([file], {
    siteDir: siteRoot,
    sources: new Map([[file, source]]),
  });
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}`),
    [`${file}:${line}`],
  );
});

test('format:code reformats long TS blocks only, and leaves numbered-line blocks alone', async () => {
  const call = `await interaction.reply({ content: 'The settings were saved for this server.', ephemeral: true });`;
  const page = [
    'Some prose that is longer than eighty characters stays exactly as the writer wrote it.',
    '',
    '```ts title="src/a.ts"',
    call,
    '```',
    '',
    '```ts {1}',
    call,
    '```',
    '',
    '```ts',
    'const ok = 1;',
    '```',
  ].join('\n');
  const { source, formatted, skipped } = await formatCodeBlocks('docs/guide/x.mdx', page);
  assert.equal(formatted, 1);
  assert.deepEqual(
    skipped.map((s) => s.replace(/ .*/, '')),
    ['docs/guide/x.mdx:7'],
  );
  const lines = source.split('\n');
  assert.equal(lines[0], page.split('\n')[0]);
  assert.deepEqual(lines.slice(3, 7), [
    'await interaction.reply({',
    "  content: 'The settings were saved for this server.',",
    '  ephemeral: true,',
    '});',
  ]);
  assert.ok(
    source.endsWith(['```ts {1}', call, '```', '', '```ts', 'const ok = 1;', '```'].join('\n')),
  );
  assert.deepEqual(codeWidthProblems('x.mdx', source).length, 1, 'the skipped block still reports');
});
