// The development server's search index (src/plugins/search-index/devIndex.ts) is built from the
// pages' Markdown: the title, the headings with Docusaurus' heading ids, and the text, as records.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordsOfPage } from '../../src/plugins/search-index/devIndex';

test('records of a page: title, headings with their anchors, text; code skipped', async () => {
  const source = [
    '---',
    'title: Caching',
    '---',
    '',
    'Cache results of `fetch` calls.',
    '',
    '## In production',
    '',
    '- Use **Redis** there.',
    '',
    '```ts',
    'const secret = 1;',
    '```',
    '',
    '### Two words',
    '',
    '| a | b |',
    '| - | - |',
    '| x | y |',
  ].join('\n');
  const doc = {
    file: '/x/caching.mdx',
    permalink: '/docs/guide/caching',
    title: 'Caching',
    keywords: ['memo'],
    tag: 'docs-default-current',
    version: 'current',
  };
  const records = await recordsOfPage(doc, source, 'https://commandkit.dev');
  const summary = records.map((r) => [
    r.type,
    r.anchor,
    r.content,
    r.hierarchy.lvl2,
    r.hierarchy.lvl3,
  ]);
  assert.deepEqual(summary, [
    ['lvl1', null, null, null, null],
    ['content', null, 'Cache results of fetch calls.', null, null],
    ['lvl2', 'in-production', null, 'In production', null],
    ['content', 'in-production', 'Use Redis there.', 'In production', null],
    ['lvl3', 'two-words', null, 'In production', 'Two words'],
    ['content', 'two-words', 'a', 'In production', 'Two words'],
    ['content', 'two-words', 'b', 'In production', 'Two words'],
    ['content', 'two-words', 'x', 'In production', 'Two words'],
    ['content', 'two-words', 'y', 'In production', 'Two words'],
  ]);
  assert.equal(records[0]!.url, 'https://commandkit.dev/docs/guide/caching');
  assert.deepEqual(records[0]!.keywords, ['memo']);
  assert.ok(!records.some((r) => r.content?.includes('secret')));
});

test('a heading with an explicit id is indexed under that id', async () => {
  const source = [
    '---',
    'title: Issues',
    '---',
    '',
    '### Imports break {#imports-break}',
    '',
    'Text.',
  ];
  const doc = {
    file: '/x/issues.mdx',
    permalink: '/docs/guide/issues',
    title: 'Issues',
    keywords: [],
    tag: 'docs-default-current',
    version: 'current',
  };
  const records = await recordsOfPage(doc, source.join('\n'), 'https://commandkit.dev');
  const heading = records.find((r) => r.type === 'lvl3');
  assert.equal(heading?.anchor, 'imports-break');
  assert.equal(heading?.hierarchy.lvl3, 'Imports break');
});
