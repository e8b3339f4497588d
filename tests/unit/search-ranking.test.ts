/**
 * Ranking for a grouped display (src/search/ranking.ts arrangeForGroups): the DocSearch modal
 * groups hits by section (lvl0) in order of first appearance, so a weak page of the leading
 * section would be shown before better pages of other sections. Also the replica of DocSearch
 * 3.9's grouping that the relevance set measures the modal with.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docSearchOrder } from '../../scripts/bench-search/docsearchOrder';
import { LocalIndex, searchIndexes } from '../../src/search/engine';
import {
  arrangeForGroups,
  GROUP_SIZE,
  isKnownIssuesPath,
  pageFactor,
  type HitBlock,
} from '../../src/search/ranking';
import { buildRecord, encodeCompact, type RecordType } from '../../src/search/records';

/** A page's block of hits named `<page>.<n>`. */
const block = (page: string, group: string, score: number, hits = 1): HitBlock<string> => ({
  group,
  score,
  hits: Array.from({ length: hits }, (_, i) => `${page}.${i}`),
});
const pagesOf = (hits: string[]) => [...new Set(hits.map((h) => h.split('.')[0]!))];

describe('arrangeForGroups', () => {
  test('a weak page of a section shown further up waits for the next page of results', () => {
    const blocks = [
      block('api', 'Functions', 100, 3),
      block('guide', 'Events', 85, 3),
      block('other', 'Events', 80, 3),
      block('index', 'Functions', 20),
      block('mention', 'Variables', 10),
    ];
    const pages = arrangeForGroups(blocks, 20).map(pagesOf);
    assert.deepEqual(pages, [['api', 'guide', 'other', 'mention'], ['index']]);
  });

  test('…unless it is one of the first three pages', () => {
    const blocks = [
      block('after', 'Commands', 100),
      block('hooks', 'Advanced', 70),
      block('middlewares', 'Commands', 20),
      block('plugins', 'Plugins', 18),
      block('tasks', 'Commands', 15),
    ];
    assert.deepEqual(arrangeForGroups(blocks, 20).map(pagesOf), [
      ['after', 'hooks', 'middlewares', 'plugins'],
      ['tasks'],
    ]);
  });

  test('…or scores at least 90% of the page it would jump', () => {
    const blocks = [
      block('a', 'A', 100),
      block('b', 'B', 90),
      block('c', 'C', 80),
      block('a2', 'A', 81),
      block('a3', 'A', 70),
    ];
    // a2 jumps b (90): 81 >= 0.9 × 90; a3 would jump b too: 70 < 81.
    assert.deepEqual(arrangeForGroups(blocks, 20).map(pagesOf), [['a', 'b', 'c', 'a2'], ['a3']]);
  });

  test('a page of the last section opened, or of a full section, stays where it ranks', () => {
    const full = [
      block('api', 'A', 100, GROUP_SIZE),
      block('guide', 'B', 90),
      block('weak', 'A', 1),
      block('tail', 'B', 1),
    ];
    assert.deepEqual(arrangeForGroups(full, 20).map(pagesOf), [['api', 'guide', 'weak', 'tail']]);
  });

  test('pages of results hold at most `size` hits; a page may continue on the next one', () => {
    const blocks = [block('a', 'A', 10, 3), block('b', 'B', 9, 3), block('c', 'C', 8, 3)];
    const pages = arrangeForGroups(blocks, 4);
    assert.deepEqual(pages, [['a.0', 'a.1', 'a.2', 'b.0'], ['b.1', 'b.2', 'c.0', 'c.1'], ['c.2']]);
  });

  test('every hit is kept exactly once', () => {
    const blocks = Array.from({ length: 40 }, (_, i) =>
      block(`p${i}`, `g${i % 4}`, 100 - i, 1 + (i % 3)),
    );
    for (const size of [1, 5, 15, 20, 1000]) {
      const all = arrangeForGroups(blocks, size);
      assert.ok(all.every((p) => p.length >= 1 && p.length <= size));
      assert.deepEqual(all.flat().sort(), blocks.flatMap((b) => b.hits).sort());
    }
  });
});

describe('docSearchOrder (DocSearch 3.9 grouping)', () => {
  const hit = (lvl0: string, lvl1: string, id: string) => ({
    id,
    hierarchy: { lvl0, lvl1 },
    _highlightResult: { hierarchy: { lvl0: { value: `<mark>${lvl0}</mark>` } } },
  });

  test('sections in order of first appearance, pages inside, at most 5 hits each', () => {
    const hits = [
      hit('F', 'api', '1'),
      hit('E', 'guide', '2'),
      hit('F', 'index', '3'),
      hit('E', 'other', '4'),
      hit('E', 'guide', '5'),
      ...['6', '7', '8', '9'].map((id) => hit('F', 'more', id)),
    ];
    assert.deepEqual(
      docSearchOrder(hits).map((h) => h.id),
      ['1', '3', '6', '7', '8', '2', '5', '4'],
    );
  });
});

describe('the modal shows an API page, then the guide that explains it', () => {
  const ORIGIN = 'https://commandkit.dev';
  const rec = (path: string, lvl0: string, lvl1: string, type: RecordType, content = '', i = 0) =>
    buildRecord({
      pageUrl: ORIGIN + path,
      anchor: i ? `s${i}` : null,
      type,
      hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: content || null,
      language: 'en',
      tag: 'docs-default-current',
      version: 'current',
      position: i,
    });
  const API = '/docs/api-reference/commandkit/functions/stop-events';
  const GUIDE = '/docs/guide/events/stopevents-function';
  const records = [
    rec(API, 'Functions', 'stopEvents', 'lvl1'),
    rec(API, 'Functions', 'stopEvents', 'content', 'Call stopEvents() to stop the handlers.', 1),
    rec('/docs/api-reference/commandkit/functions/', 'Functions', 'Functions', 'lvl1'),
    rec(
      '/docs/api-reference/commandkit/functions/',
      'Functions',
      'Functions',
      'content',
      'stopEvents',
      1,
    ),
    rec('/docs/api-reference/commandkit/functions/rethrow', 'Functions', 'rethrow', 'lvl1'),
    rec(
      '/docs/api-reference/commandkit/functions/rethrow',
      'Functions',
      'rethrow',
      'content',
      'Rethrows errors that stopEvents throws on purpose.',
      1,
    ),
    { ...rec(GUIDE, 'Events', 'The stopEvents function', 'lvl1'), apis: ['stopEvents'] },
    rec(GUIDE, 'Events', 'The stopEvents function', 'content', 'Call stopEvents in a handler.', 1),
    // Guides that mention it rank above the reference pages that do.
    ...['custom-events', 'discordjs-events'].flatMap((page) => [
      rec(`/docs/guide/events/${page}`, 'Events', page, 'lvl1'),
      rec(`/docs/guide/events/${page}`, 'Events', page, 'content', 'See stopEvents.', 1),
    ]),
  ];
  const index = new LocalIndex(JSON.parse(JSON.stringify(encodeCompact(records, ORIGIN))));

  test('stopEvents: the API page, then the guide, before the weak pages of its section', () => {
    const res = searchIndexes([index], {
      query: 'stopEvents',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const shown = [
      ...new Set(docSearchOrder(res.hits).map((h) => new URL(h.url_without_anchor).pathname)),
    ];
    assert.deepEqual(shown.slice(0, 2), [API, GUIDE], shown.join(', '));
    // The weak pages are not lost: they come on the next page of results.
    assert.equal(res.nbHits, 8);
    const next = searchIndexes([index], { query: 'stopEvents', hitsPerPage: 20, page: 1 });
    assert.ok(next.hits.length > 0 && res.nbPages === 2);
  });
});

// The browser relevance set shows the effect on the real index: `configureAI` put the plugins'
// known-issues page (which shows configureAI in a workaround) before the AI guide in the modal.
test('the known-issues pages, and only they, never count as the guide that explains an API', () => {
  assert.ok(isKnownIssuesPath('/docs/guide/advanced/known-issues'));
  assert.ok(isKnownIssuesPath('/docs/guide/advanced/known-issues-plugins'));
  for (const path of [
    '/docs/guide/official-plugins/commandkit-ai',
    '/docs/guide/advanced/hooks',
    '/docs/v0/guide/known-issues-elsewhere',
  ])
    assert.ok(!isKnownIssuesPath(path), path);
});

// The browser relevance set shows the effect: "cron" put the changes page's table of known issues
// before the tasks guide in the modal.
test('"What changes on main" weighs like a reference index page, not like a guide', () => {
  const changes = pageFactor('/docs/guide/advanced/changes-on-main');
  assert.equal(changes, pageFactor('/docs/api-reference/tasks/'));
  assert.ok(changes < pageFactor('/docs/guide/official-plugins/commandkit-tasks'));
});
