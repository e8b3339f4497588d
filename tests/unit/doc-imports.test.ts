// Every named import from `commandkit…` / `@commandkit/…` in the docs' code blocks names something
// the import path really exports: a runtime export (per api-notes/1.x/.runtime-exports.json,
// recorded from the built 1.2.0 packages), or for `import type` a name its declarations declare
// (api-notes/1.x/.declared-exports.json). The 0.1.10 pages are checked against the installed
// commandkit@0.1.10. `npm run check:examples` keeps both facts files honest against the source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  extractCodeBlocks,
  isScriptBlock,
  type CodeBlock,
} from '../../scripts/content/code-blocks';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import {
  checkImports,
  describeProblem,
  isMainBlock,
  isV0Block,
  mainExportFacts,
  V0_ROOT,
  v0ExportFacts,
  v1ExportFacts,
  type ExportFacts,
} from '../../scripts/check-examples/doc-imports';

function blocksOf(root: string): CodeBlock[] {
  return listMarkdownFiles(root).flatMap((file) => extractCodeBlocks(file).filter(isScriptBlock));
}

const synthetic = (value: string): CodeBlock => ({
  file: 'self-test.mdx',
  line: 10,
  lang: 'ts',
  meta: '',
  value,
  partial: false,
});

test('the import check catches wrong imports and passes right ones', () => {
  const facts: ExportFacts = {
    runtime: {
      commandkit: { loads: true, exports: ['CommandKit', 'flag'] },
      'commandkit/broken': { loads: false, error: 'ReferenceError: x is not defined', exports: [] },
    },
    declared: {
      commandkit: ['CommandKit', 'flag', 'CommandData', 'setFlagProvider'],
      'commandkit/broken': ['Thing'],
    },
  };
  const good = synthetic(
    [
      "import { CommandKit, flag } from 'commandkit';",
      "import type { CommandData } from 'commandkit';",
      "import type { Thing } from 'commandkit/broken'; // erased: never loads the path",
      "export type { Thing as Other } from 'commandkit/broken';",
      "import { type CommandData as Data } from 'commandkit';",
      "const { flag: f } = require('commandkit');",
    ].join('\n'),
  );
  assert.deepEqual(checkImports([good], facts).map(describeProblem), []);

  const bad = synthetic(
    [
      "import { CommandKit, setFlagProvider } from 'commandkit';", // declared, not at runtime
      "import type { Nope } from 'commandkit';", // not declared
      "import { type Thing } from 'commandkit/broken';", // kept as a side-effect import: loads the path
      "import { x } from '@commandkit/nowhere';", // unknown path
      "const { missing } = require('commandkit');", // CommonJS too
    ].join('\n'),
  );
  const problems = checkImports([bad], facts).map(describeProblem);
  assert.deepEqual(problems, [
    "self-test.mdx:11 (block at line 10) 'setFlagProvider' is not a runtime export of 'commandkit' (only its declarations name it)",
    "self-test.mdx:12 (block at line 10) 'Nope' is not declared by 'commandkit'",
    "self-test.mdx:13 (block at line 10) 'commandkit/broken' does not load at runtime (ReferenceError: x is not defined)",
    "self-test.mdx:14 (block at line 10) '@commandkit/nowhere' is not an import path of the package",
    "self-test.mdx:15 (block at line 10) 'missing' is not a runtime export of 'commandkit'",
  ]);
});

test('the facts files cover the main entry points', () => {
  const facts = v1ExportFacts();
  for (const path of [
    'commandkit',
    'commandkit/config',
    '@commandkit/cache',
    '@commandkit/analytics/posthog',
  ]) {
    assert.ok(facts.runtime[path]?.loads, `${path} loads`);
    assert.ok(facts.declared[path]?.length, `${path} declares names`);
  }
  assert.ok(facts.runtime.commandkit.exports.includes('CommandKit'));
});

test('1.x docs import only what the packages export', () => {
  const facts = v1ExportFacts();
  const all = [...blocksOf('docs/guide'), ...blocksOf('docs/api-reference')];
  const blocks = all.filter((block) => !isV0Block(block) && !isMainBlock(block));
  assert.ok(blocks.length > 100, 'the 1.x docs have code blocks');
  assert.deepEqual(checkImports(blocks, facts).map(describeProblem), []);
});

test('blocks marked main import only what the main build exports', () => {
  const blocks = blocksOf('docs/guide').filter(isMainBlock);
  if (blocks.length === 0) return;
  assert.deepEqual(checkImports(blocks, mainExportFacts()).map(describeProblem), []);
});

test('0.1.10 docs import only what commandkit@0.1.10 exports', () => {
  const fromV1Pages = blocksOf('docs/guide').filter(isV0Block);
  const blocks = [...blocksOf(V0_ROOT), ...fromV1Pages];
  const facts = v0ExportFacts();
  assert.ok(facts.runtime.commandkit.loads, 'commandkit@0.1.10 loads');
  assert.ok(facts.declared.commandkit.includes('CommandKit'));
  assert.deepEqual(checkImports(blocks, facts).map(describeProblem), []);
});
