import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectSource, patchError } from '../../src/plugins/patches/guard.cjs';
import { chunkNamingProblem, missingModules } from '../../src/plugins/page-weight/patch-guards';

const LIST = 'src/plugins/patches/PATCHES.md';

test('a patch that no longer applies fails with one line naming it, what it expected and the version', () => {
  const error = patchError('global-data', 'docs as {id, path} in globalData.json');
  assert.equal(error.message.split('\n').length, 1);
  assert.match(
    error.message,
    /^\[patch global-data\] no longer applies: expected docs as \{id, path\} in globalData\.json \(Docusaurus 3\.\d+\.\d+\); see src\/plugins\/patches\/PATCHES\.md$/,
  );
  assert.equal(error.stack, error.message);
});

test('a source contract names the module when the pattern or the module is gone', () => {
  const specifier = '@docusaurus/core/lib/client/clientEntry.js';
  assert.doesNotThrow(() => expectSource('idle-prefetch', specifier, /window\.docusaurus/, 'x'));
  assert.throws(
    () => expectSource('idle-prefetch', specifier, /window\.elsewhere/, '`window.elsewhere`'),
    /^Error: \[patch idle-prefetch\] .*expected `window\.elsewhere` in @docusaurus\/core\/lib\/client\/clientEntry\.js/,
  );
  assert.throws(
    () => expectSource('idle-prefetch', '@docusaurus/core/lib/client/gone.js', /x/, 'x'),
    /expected the module @docusaurus\/core\/lib\/client\/gone\.js/,
  );
});

test('an alias or loader target missing from the module graph is reported', () => {
  const required = [
    { patch: 'tslib-import-default', file: '/site/tslib-import-default.mjs', expected: 'tslib' },
    { patch: 'global-data', file: '/site/.docusaurus/globalData.json', expected: 'globalData' },
  ];
  const graph = new Set(['/site/.docusaurus/globalData.json', '/site/other.js']);
  assert.deepEqual(
    missingModules(required, graph).map((m) => m.patch),
    ['tslib-import-default'],
  );
  assert.deepEqual(missingModules(required, new Set([...graph, required[0]!.file])), []);
});

test('lazy chunks must be <id>.<one build hash>.js', () => {
  const entry = ['assets/js/runtime~main.0a1b2c3d.js', 'assets/js/main.9f8e7d6c.js'];
  assert.equal(
    chunkNamingProblem([...entry, 'assets/js/12.abcdef01.js', 'assets/js/7.abcdef01.js']),
    undefined,
  );
  assert.match(
    chunkNamingProblem([...entry, 'assets/js/12.abcdef01.js', 'assets/js/13.03fcc178.js'])!,
    /one build hash/,
  );
  assert.match(
    chunkNamingProblem([...entry, 'assets/js/a1b2.abcdef01.js'])!,
    /got assets\/js\/a1b2\.abcdef01\.js/,
  );
  assert.match(chunkNamingProblem(entry)!, /lazy chunks/);
});

test('every patch named in the code is listed in PATCHES.md', () => {
  const list = readFileSync(LIST, 'utf8');
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|cjs|mjs)$/.test(file))
    .map((file) => join('src', file));
  const named = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/(?:patchError|expectSource)\(\s*'([a-z-]+)'/g))
      named.add(name!);
    for (const [, name] of source.matchAll(/\bpatch: '([a-z-]+)'/g)) named.add(name!);
    for (const [, name] of source.matchAll(/\['([a-z-]+)', '[\w.]+'\]/g)) named.add(name!);
  }
  assert.ok(named.size >= 14, `only ${[...named].join(', ')}`);
  const missing = [...named].filter((name) => !list.includes(`| \`${name}\` |`));
  assert.deepEqual(missing, [], `patches missing from ${LIST}`);
});
