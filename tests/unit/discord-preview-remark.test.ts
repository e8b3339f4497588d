// The remark plugin puts a build-time drawing of each named preview right after its code block.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Root } from 'mdast';
import { remarkDiscordPreview } from '../../src/plugins/discord-preview/remark';

const page = [
  '# Page',
  '',
  '```tsx title="src/app/commands/ping.tsx" preview="ping"',
  "await interaction.reply({ content: 'Pong' });",
  '```',
  '',
  '```tsx title="src/app/commands/form.tsx" preview="form" preview-caption="The form."',
  'await interaction.showModal(form);',
  '```',
  '',
  'The end.',
].join('\n');

const payloads = {
  form: { stamp: 'x', kind: 'modal', payload: { title: 'Sign up', components: [] } },
  ping: {
    stamp: 'x',
    kind: 'message',
    payload: {
      content: 'Pong **now**',
      components: [{ type: 1, components: [{ type: 3, custom_id: 'm', options: [] }] }],
    },
  },
};

function run(source: string, files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'dp-remark-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dir, name), JSON.stringify(content));
    }
    const tree = fromMarkdown(source) as Root;
    remarkDiscordPreview()(tree, { path: join(dir, 'page.mdx'), cwd: dir });
    return tree;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

interface JsxNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: { name: string; value: string }[];
}

test('each preview block is followed by its drawing, and the component is imported once', () => {
  const tree = run(page, { 'page.previews.json': payloads });
  const nodes = tree.children as unknown as JsxNode[];
  assert.deepEqual(
    nodes.map((node) => node.name ?? node.type),
    ['mdxjsEsm', 'heading', 'code', 'DiscordPreview', 'code', 'DiscordPreview', 'paragraph'],
  );
  assert.match(
    nodes[0]!.value!,
    /import DiscordPreview from '@site\/src\/components\/DiscordPreview'/,
  );
  const html = (node: JsxNode) => node.attributes!.find((a) => a.name === 'html')!.value;
  const message = html(nodes[3]!);
  assert.match(message, /^<figure class="dp" data-kind="message">/);
  assert.match(message, /Pong <strong>now<\/strong>/);
  assert.match(
    message,
    /<figcaption class="dp-caption">The reply sent by src\/app\/commands\/ping.tsx</,
  );
  assert.match(message, /aria-controls="_dp-ping-/);
  const modal = html(nodes[5]!);
  assert.match(modal, /data-kind="modal"/);
  assert.match(modal, /Sign up/);
  assert.match(modal, /<figcaption class="dp-caption">The form.<\/figcaption>/);
});

test('a page without preview blocks is left alone', () => {
  const tree = run('# Page\n\n```ts\nconst a = 1;\n```\n', {});
  assert.deepEqual(
    tree.children.map((node) => node.type),
    ['heading', 'code'],
  );
});

test('a missing payload file or id fails with a message naming both', () => {
  assert.throws(
    () => run(page, {}),
    /page.mdx:3 asks for preview "ping", but page.previews.json does not exist/,
  );
  assert.throws(
    () => run(page, { 'page.previews.json': { ping: payloads.ping } }),
    /page.mdx:7 asks for preview "form", which page.previews.json does not contain/,
  );
});
