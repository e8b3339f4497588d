/**
 * The engine keeps what it derives from titles, keywords and API names (split into words, stemmed)
 * across queries (src/search/matching.ts): shared by title text, by word and by API name; and the
 * index terms of the words it marks in hits (src/search/highlight.ts). An answer must not depend
 * on which queries came before it, nor a record's value on another record's having been computed
 * first.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LocalIndex, searchIndexes } from '../../src/search/engine';
import { highlight } from '../../src/search/highlight';
import { Matcher, titleKey } from '../../src/search/matching';
import { queryTerm } from '../../src/search/text';
import { encodeCompact, expandCompact } from '../../src/search/records';
import { ORIGIN, searchRecord } from './helpers/search-record';

/** A page: its title record, then a heading and a paragraph per section. */
function page(
  path: string,
  title: string,
  sections: [string, string][],
  opts: { lvl0?: string; keywords?: string[]; apis?: string[] } = {},
) {
  const base = { ...opts, lvl0: opts.lvl0 ?? 'Guide' };
  const under = (heading: string) => ({
    ...base,
    lvl2: heading,
    anchor: heading.toLowerCase().replace(/\W+/g, '-'),
  });
  return [
    searchRecord(path, title, 'lvl1', { ...base, position: 0 }),
    ...sections.flatMap(([heading, text], i) => [
      searchRecord(path, title, 'lvl2', { ...under(heading), position: 2 * i + 1 }),
      searchRecord(path, title, 'content', {
        ...under(heading),
        content: text,
        position: 2 * i + 2,
      }),
    ]),
  ];
}

const RECORDS = [
  ...page(
    '/docs/guide/buttons',
    'Buttons',
    [
      ['Handling clicks', 'A ButtonKit calls onClick when a member clicks the button.'],
      ['Button styles', 'Primary, secondary and danger styles for a button.'],
    ],
    { keywords: ['button click', 'ButtonKit'], apis: ['ButtonKit', 'OnButtonKitClick'] },
  ),
  ...page(
    '/docs/guide/select-menus',
    'Select menus',
    [
      ['Handling clicks', 'A select menu reports the options a member picked.'],
      ['Menu options', 'Each option has a label and a value.'],
    ],
    { keywords: ['dropdown'] },
  ),
  ...page(
    '/docs/guide/state',
    'Sharing state',
    [['Reading the store', 'Call useStore in a command to read the shared store.']],
    { apis: ['useStore', 'KvOptions'] },
  ),
  ...page(
    '/docs/api-reference/commandkit/classes/button-kit',
    'ButtonKit',
    [['Methods', 'onClick registers a handler for clicks on the button.']],
    { lvl0: 'Classes' },
  ),
  ...page(
    '/docs/api-reference/commandkit/functions/use-store',
    'useStore',
    [['Signature', 'useStore returns the store of the current command.']],
    { lvl0: 'Functions' },
  ),
  ...page(
    '/docs/api-reference/commandkit/interfaces/kv-options',
    'KvOptions',
    [['Properties', 'Options of a KV store.']],
    { lvl0: 'Interfaces' },
  ),
];

const QUERIES = [
  'button',
  'button click',
  'handling clicks',
  'clicks',
  'select',
  'menu options',
  'dropdown',
  'buttonkit',
  'ButtonKit',
  'onButtonKitClick',
  'useStore',
  'usestore',
  'use store',
  'store',
  'kv',
  'kvoptions',
  'styles',
];

const request = (query: string) => ({
  indexName: 'x',
  query,
  attributesToSnippet: ['hierarchy.lvl2:10', 'content:10'],
  hitsPerPage: 20,
});

test('an answer does not depend on the queries asked before it', () => {
  const compact = encodeCompact(RECORDS, ORIGIN);
  const warm = new LocalIndex(compact);
  for (const query of [...QUERIES].reverse()) searchIndexes([warm], request(query));
  for (const query of QUERIES) {
    const cold = new LocalIndex(compact);
    const expected = searchIndexes([cold], request(query));
    const actual = searchIndexes([warm], request(query));
    expected.processingTimeMS = actual.processingTimeMS = 0;
    assert.deepEqual(actual, expected, query);
    assert.deepEqual(warm.search(query), cold.search(query), `${query}: scores`);
  }
});

test("each record's title, keyword and API name counts by its own words, whatever came first", () => {
  const records = [
    // A heading in lower case before the title it spells in camelCase (different parts).
    ...page('/docs/guide/packages', 'Packages', [['buttonkit', 'The buttonkit package.']], {
      apis: ['useStore', 'useStoreSync'],
    }),
    ...page('/docs/guide/buttons', 'ButtonKit', [['Button styles', 'Primary and danger.']], {
      keywords: ['button click', 'select menu'],
    }),
  ];
  const compact = encodeCompact(records, ORIGIN);
  const expanded = expandCompact(compact);
  const matcher = new Matcher(compact, expanded, () => 1);
  const id = (title: string) =>
    expanded.findIndex((r) => r.type !== 'content' && r.levels.includes(title));
  // The index terms of these query words (stemmed: `styles` → `styl`).
  const matched = (...words: string[]) => ({
    whole: new Set(words.map(queryTerm)),
    completed: new Map(),
  });
  // Records in page order: each page's title first, then its headings and text.
  assert.equal(matcher.titleShare(id('Packages'), matched('package')), 1);
  assert.equal(matcher.titleShare(id('buttonkit'), matched('button')), 0);
  assert.equal(matcher.titleShare(id('buttonkit'), matched('buttonkit')), 1);
  assert.equal(matcher.titleShare(id('ButtonKit'), matched('button')), 0.5);
  assert.equal(matcher.titleShare(id('Button styles'), matched('button')), 0.5);
  assert.equal(matcher.titleShare(id('Button styles'), matched('style')), 0.5);
  // A content record counts by its page's title.
  const text = expanded.findIndex((r) => r.content === 'Primary and danger.');
  assert.equal(matcher.titleShare(text, matched('button')), 0.5);

  const buttons = expanded[id('ButtonKit')]!.page;
  assert.equal(matcher.keywordShare(buttons, matched('click')), 0.5);
  assert.equal(matcher.keywordShare(buttons, matched('select', 'menu')), 1);
  assert.equal(matcher.keywordShare(expanded[id('Packages')]!.page, matched('click')), 0);

  const apis = matcher.apiNames(expanded[id('Packages')]!.page);
  assert.deepEqual(
    apis.map((a) => [a.name, a.key]),
    [
      ['useStore', titleKey('useStore')],
      ['useStoreSync', titleKey('useStoreSync')],
    ],
  );
  assert.notEqual(apis[0]!.key, apis[1]!.key);
});

test('a word is marked by its own index terms, whatever was marked before', () => {
  const m = { pre: '<em>', post: '</em>', ellipsis: '…' };
  // `buttonkit` is one term; `ButtonKit` is also found by its parts (`button`, `kit`).
  assert.equal(highlight('buttonkit', new Set(['button']), 1, m).value, 'buttonkit');
  assert.equal(highlight('ButtonKit', new Set(['button']), 1, m).value, '<em>ButtonKit</em>');
  assert.equal(
    highlight('buttonkit and ButtonKit', new Set(['buttonkit']), 1, m).value,
    '<em>buttonkit</em> and <em>ButtonKit</em>',
  );
  assert.deepEqual(highlight('buttonkit and ButtonKit', new Set(['kit']), 1, m).matchedWords, [
    'buttonkit',
  ]);
});
