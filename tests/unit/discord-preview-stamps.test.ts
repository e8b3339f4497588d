// Every `preview=` code block has a payload made from its current code, and every payload a block.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewProblems } from '../../src/plugins/discord-preview/check';
import { previewStamp } from '../../src/plugins/discord-preview/stamp';
import { HAND_WRITTEN_ROOTS } from '../../scripts/content/content-files';

test('every preview block matches its payload, and every payload has a block', () => {
  assert.deepEqual(previewProblems(HAND_WRITTEN_ROOTS), []);
});

test('the JSX component pages have previews', () => {
  const page = 'docs/guide/jsx-components/interactive-components/button.mdx';
  assert.match(readFileSync(page, 'utf8'), /preview="purge"/);
});

function fixture(page: string, payloads: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'dp-stamps-'));
  writeFileSync(join(dir, 'page.mdx'), page);
  if (payloads !== undefined)
    writeFileSync(join(dir, 'page.previews.json'), JSON.stringify(payloads));
  return dir;
}

const code = "await interaction.reply({ content: 'Hi' });";
const block = (meta: string) => `# Page\n\n\`\`\`ts title="a.ts" ${meta}\n${code}\n\`\`\`\n`;
const entry = (stamp: string) => ({ stamp, kind: 'message', payload: { content: 'Hi' } });

test('the check accepts a matching block and payload', () => {
  const dir = fixture(block('preview="hi"'), { hi: entry(previewStamp(code)) });
  try {
    assert.deepEqual(previewProblems([dir]), []);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('the check reports stale stamps, missing payloads, unused payloads and partial blocks', () => {
  const cases: [string, unknown, RegExp][] = [
    [block('preview="hi"'), { hi: entry(previewStamp(code + ' ')) }, /stamp mismatch/],
    [block('preview="hi"'), undefined, /no payload/],
    [block('preview="hi"'), { other: entry(previewStamp(code)) }, /no payload/],
    [block(''), { hi: entry(previewStamp(code)) }, /"hi" has no block/],
    [block('partial preview="hi"'), { hi: entry(previewStamp(code)) }, /partial block/],
  ];
  for (const [page, payloads, expected] of cases) {
    const dir = fixture(page, payloads);
    try {
      const problems = previewProblems([dir]);
      assert.ok(
        problems.some((p) => expected.test(p)),
        `${expected} not in ${problems.join('; ')}`,
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  }
});

test('the check reports a payload file without a page', () => {
  const dir = fixture(block(''), undefined);
  try {
    writeFileSync(join(dir, 'gone.previews.json'), '{}');
    assert.ok(previewProblems([dir]).some((p) => /no page/.test(p)));
  } finally {
    rmSync(dir, { recursive: true });
  }
});
