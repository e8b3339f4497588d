// The editor's TSX-only Prism must highlight exactly as prism-react-renderer's <Highlight> (the
// site's code blocks) does: same lines, same token types, on every TSX/JSX code block of the docs
// and the playground's starters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { tsxLines } from '../../src/components/Playground/tsxPrism';
import { STARTERS } from '../../src/components/Playground/starters';
import { extractCodeBlocks } from '../../scripts/content/code-blocks';
import { listMarkdownFiles } from '../../scripts/content/content-files';

function samples(): { where: string; code: string }[] {
  const blocks = listMarkdownFiles('docs').flatMap((file) =>
    extractCodeBlocks(file)
      .filter((block) => ['tsx', 'jsx', 'ts', 'js'].includes(block.lang))
      .map((block) => ({ where: `${file}:${block.line}`, code: block.value })),
  );
  return [...STARTERS.map((s) => ({ where: `starter ${s.id}`, code: s.code })), ...blocks];
}

test('the editor tokenizes TSX as the site highlighter does', () => {
  const all = samples();
  assert.ok(all.length >= 50, `only ${all.length} samples`);
  for (const { where, code } of all) {
    const expected = normalizeTokens(Prism.tokenize(code, Prism.languages.tsx!));
    assert.deepEqual(tsxLines(code), expected, where);
  }
});
