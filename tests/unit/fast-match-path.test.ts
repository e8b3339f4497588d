import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { matchPath as reactRouterMatchPath } from 'react-router-dom';
import { fastAnswer, matchPath } from '../../src/plugins/page-weight/fast-match-path';

/** Route-like paths of the site's docs: the shapes the docs hooks compare with the location. */
function docsPaths(): string[] {
  const root = join(import.meta.dirname, '../../docs');
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name))
        paths.push(
          '/docs/' +
            relative(root, full)
              .replace(/\.mdx?$/, '')
              .replace(/(^|\/)index$/, ''),
        );
    }
  };
  walk(root);
  return paths;
}

const docs = docsPaths().slice(0, 120);
const edgePaths = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs/v0/',
  '/a.b/c',
  '/a+b',
  '/a?b',
  '/a$b',
  '/a%20b',
];
const syntaxPaths = ['/docs/:id', '/docs/(a|b)', '/docs/*', '/docs/\\:x', '/dócs/a'];
const locations = [
  ...docs,
  ...docs
    .slice(0, 30)
    .flatMap((p) => [p + '/', p.toUpperCase(), p + '//', p + '/x', p.slice(0, -1)]),
  ...edgePaths,
  '/DOCS/',
  '/a.b/c/',
  '/aXb',
  '/a%20B',
  '/dócs/a',
  '/Docs/:ID',
];

test('plain paths: the string comparison gives react-router’s answer for every location', () => {
  let matches = 0;
  for (const path of [...docs, ...edgePaths]) {
    for (const pathname of locations) {
      const options = { path, exact: true, strict: false };
      const expected = reactRouterMatchPath(pathname, options);
      // A non-ASCII location is left to react-router.
      const answer = /[\u0080-\uffff]/.test(pathname) ? undefined : expected;
      assert.deepEqual(fastAnswer(pathname, options), answer, `${pathname} against ${path}`);
      assert.deepEqual(matchPath(pathname, options), expected, `${pathname} against ${path}`);
      if (expected) matches++;
    }
  }
  // Each doc matches itself, its trailing-slash and its upper-case spelling at least.
  assert.ok(matches >= docs.length + 60, `only ${matches} matching pairs`);
});

test('every other call (patterns, non-ASCII, strict, sensitive, not exact) is react-router’s', () => {
  for (const path of syntaxPaths)
    assert.equal(fastAnswer('/docs/a', { path, exact: true }), undefined);
  for (const options of [
    { path: '/docs', exact: false },
    { path: '/docs', exact: true, strict: true },
  ])
    assert.equal(fastAnswer('/docs', options), undefined);
  const optionSets = [
    { exact: true },
    { exact: false },
    { exact: true, strict: true },
    { exact: true, sensitive: true },
  ];
  for (const path of [...docs.slice(0, 20), ...edgePaths, ...syntaxPaths]) {
    for (const options of optionSets) {
      for (const pathname of locations) {
        const expected = reactRouterMatchPath(pathname, { path, ...options });
        assert.deepEqual(matchPath(pathname, { path, ...options }), expected);
      }
    }
  }
  assert.deepEqual(
    matchPath('/docs/a', ['/docs/b', '/docs/a']),
    reactRouterMatchPath('/docs/a', ['/docs/b', '/docs/a']),
  );
  assert.deepEqual(matchPath('/docs/a', '/docs'), reactRouterMatchPath('/docs/a', '/docs'));
});
