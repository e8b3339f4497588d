// The 0.1.10 guide's command files run against the installed commandkit@0.1.10: each loads, its
// `run` finishes with a fake interaction, and what it replies builds into the JSON body Discord
// receives (discord.js' own MessagePayload/toJSON, so a ButtonKit row that does not serialise fails).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractCodeBlocks, isScriptBlock } from '../../scripts/content/code-blocks';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import { runLegacyFiles } from '../../scripts/check-examples/run';

const GUIDE = 'versioned_docs/version-0.1.10/guide';
/** A whole command file: titled `src/commands/…` and not a fragment. */
const COMMAND_FILE = /^src\/commands\/[\w/-]+\.(ts|js)$/;

test('the runner reports a failing command and a modal that does not serialise', async () => {
  const [broken, badModal, good] = await runLegacyFiles([
    {
      path: 'src/commands/broken.ts',
      code: "export async function run() { throw new Error('boom'); }",
    },
    {
      path: 'src/commands/bad-modal.ts',
      code: [
        "import { ModalBuilder } from 'discord.js';",
        'export async function run({ interaction }: any) {',
        "  await interaction.showModal(new ModalBuilder().setCustomId('no-title'));",
        '}',
      ].join('\n'),
    },
    {
      path: 'src/commands/good.js',
      code: "module.exports = { run: async ({ interaction }) => { await interaction.reply('Pong'); } };",
    },
  ]);
  assert.equal(broken.handlers[0].ok, false);
  assert.match(broken.handlers[0].error ?? '', /boom/);
  assert.ok(badModal.handlers[0].payloadError, 'a modal without a title does not serialise');
  assert.equal(good.handlers[0].ok, true);
  assert.equal(good.handlers[0].kind, 'message');
  assert.equal((good.handlers[0].payload as { content?: string }).content, 'Pong');
});

test('0.1.10 guide command files run and their replies serialise', async () => {
  const blocks = listMarkdownFiles(GUIDE)
    .flatMap((file) => extractCodeBlocks(file))
    .filter(
      (block) =>
        isScriptBlock(block) && !block.partial && block.title && COMMAND_FILE.test(block.title),
    );
  assert.ok(blocks.length >= 5, `expected the guide's command files, found ${blocks.length}`);
  const results = await runLegacyFiles(
    blocks.map((block, i) => ({ path: `${i}/${block.title}`, code: block.value })),
  );
  const problems: string[] = [];
  results.forEach((result, i) => {
    const where = `${blocks[i].file}:${blocks[i].line} (${blocks[i].title})`;
    if (!result.loaded) return problems.push(`${where} does not load: ${result.error}`);
    const run = result.handlers.find((h) => h.name === 'run');
    if (!run) return problems.push(`${where} exports no run function`);
    if (!run.ok) problems.push(`${where} run() failed with a fake interaction: ${run.error}`);
    if (run.payloadError)
      problems.push(`${where} its reply does not serialise: ${run.payloadError}`);
  });
  assert.deepEqual(problems, []);
});
