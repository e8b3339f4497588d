import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cheapCover,
  partsOf,
  uncoveredParts,
  type Candidate,
} from '../../tests/browser/helpers/templates';

const page = (path: string, cost: number, ...parts: string[]): Candidate => ({ path, parts, cost });

test('the cover shows every part, from the cheapest pages that do', () => {
  const candidates = [
    page('/big', 100, 'section /docs/guide', '1.x tabs', '1.x table'),
    page('/tabs', 10, 'section /docs/guide', '1.x tabs'),
    page('/table', 10, 'section /docs/guide', '1.x table'),
    page('/v0', 20, 'section /docs/v0/guide', '0.1.10 tabs'),
  ];
  const cover = cheapCover(candidates);
  assert.deepEqual(uncoveredParts(candidates, cover), []);
  assert.deepEqual(cover.sort(), ['/table', '/tabs', '/v0']);
  assert.deepEqual(uncoveredParts(candidates, ['/big']), ['section /docs/v0/guide', '0.1.10 tabs']);
});

test("a page's parts are its section and each component, per version", () => {
  const html = '<div class="tabs-container"></div><table></table>';
  assert.deepEqual(partsOf(html, '/docs/v0/guide/buttonkit'), [
    'section /docs/v0/guide',
    '0.1.10 tabs',
    '0.1.10 table',
  ]);
  assert.deepEqual(partsOf(html, '/docs/api-reference/commandkit/classes/command-kit'), [
    'section /docs/api-reference/classes',
    '1.x tabs',
    '1.x table',
  ]);
});
