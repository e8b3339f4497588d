// Every TS/JS code block on a hand-written page parses; only blocks marked `partial` are exempt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractCodeBlocks, isScriptBlock } from '../../scripts/content/code-blocks';
import { HAND_WRITTEN_ROOTS, listMarkdownFiles } from '../../scripts/content/content-files';
import { syntaxErrors } from '../../scripts/content/check-syntax';

test('the syntax checker rejects broken code', () => {
  const broken = {
    file: 'x.mdx',
    line: 1,
    lang: 'ts',
    meta: '',
    value: 'const = ;',
    partial: false,
  };
  assert.notDeepEqual(syntaxErrors(broken), []);
  const jsx = { ...broken, lang: 'tsx', value: 'export const a = <Button>Hi</Button>;' };
  assert.deepEqual(syntaxErrors(jsx), []);
});

for (const root of HAND_WRITTEN_ROOTS) {
  test(`code blocks in ${root} parse`, () => {
    const failures: string[] = [];
    let checked = 0;
    for (const file of listMarkdownFiles(root)) {
      for (const block of extractCodeBlocks(file)) {
        if (!isScriptBlock(block) || block.partial) continue;
        checked++;
        for (const error of syntaxErrors(block)) failures.push(`${file}:${block.line} ${error}`);
      }
    }
    assert.ok(checked > 0, `no code blocks found under ${root}`);
    assert.deepEqual(failures, []);
  });
}
