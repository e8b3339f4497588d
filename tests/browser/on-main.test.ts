// The production build labels what only CommandKit main has (src/onMain/README.md): on the page,
// in the sidebar and in the search index. Reads build/ only; no browser.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ON_MAIN_LABEL } from '../../src/onMain/commandkitMain';

const html = (route: string) => readFileSync(`build${route}/index.html`, 'utf8');

test('a page only main has opens with its label, the main commit and the dev install line', () => {
  const page = html('/docs/api-reference/commandkit/functions/file-upload');
  assert.match(page, /data-on-main="?added/);
  assert.ok(page.includes(ON_MAIN_LABEL.added));
  assert.ok(page.includes('392b9d81'));
  assert.ok(page.includes('npm install commandkit@dev'));
  assert.match(page, /<meta [^>]*name="?commandkit:on-main"? content="?added/);
  // A 1.2.0 page carries none of it.
  const plain = html('/docs/api-reference/commandkit/functions/defer');
  assert.doesNotMatch(plain, /data-on-main|commandkit:on-main/);
});

test('the sidebar marks the items of main-only, changed and removed pages', () => {
  const page = html('/docs/api-reference/commandkit/functions/file-upload');
  for (const status of ['added', 'removed'])
    assert.match(page, new RegExp(`sidebar-item--on-main-${status}`), status);
  const classes = html('/docs/api-reference/commandkit/classes/compiler-plugin-runtime');
  assert.match(classes, /sidebar-item--on-main-changed/);
});

test('the search index puts the label into the hits of those pages', () => {
  const index = readFileSync('build/search-index/docs-default-1.x.json', 'utf8');
  assert.ok(index.includes(`Functions · ${ON_MAIN_LABEL.added}`));
  assert.ok(index.includes(`Classes · ${ON_MAIN_LABEL.changed}`));
  assert.ok(index.includes(`Functions · ${ON_MAIN_LABEL.removed}`));
});
