// Every TS/JS code block of the 0.1.10 docs type-checks against the installed commandkit@0.1.10
// and discord.js 14 (blocks marked `partial` are only parsed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  extractCodeBlocks,
  isScriptBlock,
  type CodeBlock,
} from '../../scripts/content/code-blocks';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import { describeFailure, typecheckBlocks } from '../../scripts/content/typecheck';

const V0_ROOT = 'versioned_docs/version-0.1.10';

function block(value: string, extra: Partial<CodeBlock> = {}): CodeBlock {
  return { file: 'self-test.mdx', line: 10, lang: 'ts', meta: '', value, partial: false, ...extra };
}

test('the installed commandkit is 0.1.10', () => {
  const pkg = JSON.parse(readFileSync('node_modules/commandkit/package.json', 'utf8'));
  assert.equal(pkg.version, '0.1.10');
});

test('the type checker catches type errors and passes good code', () => {
  const good = block(
    [
      "import { Client, GatewayIntentBits } from 'discord.js';",
      "import { CommandKit } from 'commandkit';",
      'const client = new Client({ intents: [GatewayIntentBits.Guilds] });',
      'new CommandKit({ client });',
    ].join('\n'),
  );
  const badType = block(
    ["import { CommandKit } from 'commandkit';", 'new CommandKit({ client: 5 });'].join('\n'),
    { line: 20 },
  );
  const badJs = block(
    ["import { CommandKit } from 'commandkit';", "new CommandKit({ client: 'nope' });"].join('\n'),
    { line: 30, lang: 'js' },
  );
  const badPartial = block('const = ;', { line: 40, partial: true, meta: 'partial' });
  const fragment = block('client.login(token)', { line: 50, partial: true, meta: 'partial' });

  const failures = typecheckBlocks([good, badType, badJs, badPartial, fragment]);
  const lines = failures.map(describeFailure);

  assert.equal(failures.filter((f) => f.block === good).length, 0, lines.join('\n'));
  assert.equal(failures.filter((f) => f.block === fragment).length, 0, lines.join('\n'));

  const typeError = failures.find((f) => f.block === badType);
  assert.ok(typeError, 'a wrong option type in a TS block must be reported');
  assert.equal(typeError.line, 22, 'the failure points at the offending line of the page');
  assert.match(describeFailure(typeError), /^self-test\.mdx:22 \(block at line 20\) TS2322: /);

  assert.ok(
    failures.some((f) => f.block === badJs),
    'JavaScript blocks are checked too (checkJs)',
  );
  assert.ok(
    failures.some((f) => f.block === badPartial),
    'partial blocks are still syntax-checked',
  );
});

test('0.1.10 documentation examples type-check', () => {
  const blocks = listMarkdownFiles(V0_ROOT)
    .filter((file) => file.endsWith('.mdx'))
    .flatMap((file) => extractCodeBlocks(file))
    .filter(isScriptBlock);
  assert.ok(blocks.length > 0, `no TS/JS code blocks found under ${V0_ROOT}`);
  const failures = typecheckBlocks(blocks).map(describeFailure);
  assert.deepEqual(failures, []);
});
