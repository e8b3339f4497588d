// src/mdx/tableCards.ts: Markdown tables get what the phone cards need (labels, class, roles),
// compiled as the site compiles pages (MDX + GFM tables).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { CARDS_CLASS, rehypeTableCards } from '../../src/mdx/tableCards';

async function jsxOf(markdown: string): Promise<string> {
  const file = await compile(markdown, {
    jsx: true,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTableCards],
  });
  return String(file);
}

test('a props table is labelled for cards, with table roles and empty cells left empty', async () => {
  const jsx = await jsxOf(
    [
      '| Prop | Type | Default | What it does |',
      '| --- | --- | --- | --- |',
      '| `label` | `string` |  | The button **text**. |',
    ].join('\n'),
  );
  assert.match(jsx, new RegExp(`<_components.table className="${CARDS_CLASS}" role="table">`));
  assert.match(jsx, /<_components.th role="columnheader">\{"Prop"\}/);
  assert.match(jsx, /<_components.td data-label="Prop" role="cell"><_components.span>/);
  assert.match(jsx, /<_components.td data-label="Default" role="cell" \/>/);
  assert.match(
    jsx,
    /<_components.td data-label="What it does" role="cell"><_components.span>\{"The button "\}<_components.strong>/,
  );
  assert.equal((jsx.match(/role="rowgroup"/g) ?? []).length, 2);
  assert.equal((jsx.match(/role="row"/g) ?? []).length, 2);
});

test('a one-column table is left as a table on a phone (no card class)', async () => {
  const jsx = await jsxOf(['| Name |', '| --- |', '| a |'].join('\n'));
  assert.doesNotMatch(jsx, new RegExp(CARDS_CLASS));
  assert.match(jsx, /<_components.td data-label="Name" role="cell">\{"a"\}/);
});
