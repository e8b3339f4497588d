import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mdxToMarkdown } from '../../src/plugins/llms-txt/markdown';

const meta = {
  title: 'Buttons',
  description: 'Send a button.',
  url: 'https://commandkit.dev/docs/x',
};

test('front matter, imports and JSX wrappers become plain Markdown; code stays as written', () => {
  const source = [
    '---',
    'title: Buttons',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    ':::tip Keep it short',
    'Labels fit in 80 characters.',
    ':::',
    '',
    '<Tabs>',
    '<TabItem value="ts" label="TypeScript">',
    '',
    '```ts title="a.ts"',
    "import { Button } from 'commandkit';",
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '```bash npm2yarn',
    'npm install commandkit',
    '```',
    '',
    '| <code>{"label"}</code> <small>optional</small> | <code><a href="/docs/a">{"Foo<T>"}</a></code> |',
  ].join('\n');
  const markdown = mdxToMarkdown(source, meta);
  assert.ok(
    markdown.startsWith('# Buttons\n\n> Send a button.\n\nSource: https://commandkit.dev/docs/x\n'),
  );
  assert.ok(!markdown.includes('import Tabs'));
  assert.ok(!markdown.includes('title: Buttons'));
  assert.match(markdown, /> \*\*Keep it short\*\*/);
  assert.match(markdown, /\*\*TypeScript\*\*/);
  assert.ok(markdown.includes('```ts title="a.ts"\nimport { Button } from \'commandkit\';\n```'));
  assert.ok(markdown.includes('```bash\nnpm install commandkit\n```'));
  assert.ok(markdown.includes('| `label` (optional) | `Foo<T>` |'));
  assert.ok(!/<\/?(Tabs|TabItem|code|small)/.test(markdown));
});

test("magic comments leave fenced code, as they leave the site's code blocks", () => {
  const source = [
    '```ts title="a.ts"',
    'const a = 1;',
    '// highlight-next-line',
    'const b = 2;',
    '  // highlight-start',
    'const c = 3;',
    '// highlight-end',
    '// a real comment',
    '```',
    '',
    '```yaml',
    '# highlight-next-line',
    'key: value',
    '```',
    '',
    '```html',
    '<!-- highlight-start -->',
    '<p>hi</p>',
    '<!-- highlight-end -->',
    '```',
  ].join('\n');
  const markdown = mdxToMarkdown(source, meta);
  assert.doesNotMatch(markdown, /highlight-(next-line|start|end)/);
  assert.ok(markdown.includes('const a = 1;\nconst b = 2;\nconst c = 3;\n// a real comment\n```'));
  assert.ok(markdown.includes('```yaml\nkey: value\n```'));
});
