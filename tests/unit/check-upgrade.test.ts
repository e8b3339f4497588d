import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureExcerpt, testSteps, withDocusaurusVersion } from '../../scripts/upgrade/check';
import { GROUPS } from '../../scripts/test/stages';

test('only the @docusaurus/* packages pinned at the current version move', () => {
  const { pkg, moved } = withDocusaurusVersion(
    {
      dependencies: { '@docusaurus/core': '3.8.1', '@docsearch/react': '3.9.0', react: '^19' },
      devDependencies: { '@docusaurus/types': '3.8.1', '@docusaurus/other': '^3.0.0' },
    },
    '3.8.1',
    '3.10.2',
  );
  assert.deepEqual(moved, ['@docusaurus/core', '@docusaurus/types']);
  assert.deepEqual(pkg.dependencies, {
    '@docusaurus/core': '3.10.2',
    '@docsearch/react': '3.9.0',
    react: '^19',
  });
  assert.deepEqual(pkg.devDependencies, {
    '@docusaurus/types': '3.10.2',
    '@docusaurus/other': '^3.0.0',
  });
});

test('test steps: every stage of npm test by default, the Algolia build before an Algolia test', () => {
  assert.deepEqual(
    testSteps([]).map((step) => step.name),
    ['format', 'lint', 'unit tests', 'Algolia-mode build', 'build output tests', 'browser tests'],
  );
  // With the type check and the build, which run first, that is every stage of npm test.
  assert.deepEqual(
    ['typecheck', 'production build', ...testSteps([]).map((step) => step.name)].sort(),
    GROUPS.flat()
      .map((stage) => stage.name)
      .sort(),
  );
  assert.ok(testSteps([]).every((step) => /^npx |^npm /.test(step.command)));
  assert.deepEqual(
    testSteps(['tests/build/*.test.ts', 'tests/browser/search-algolia.test.ts']).map((s) => s.name),
    ['Algolia-mode build', 'tests/build/*.test.ts', 'tests/browser/search-algolia.test.ts'],
  );
  assert.deepEqual(testSteps(['tests/unit/a.test.ts']), [
    {
      name: 'tests/unit/a.test.ts',
      command: 'npx tsx --test --test-concurrency=1 tests/unit/a.test.ts',
    },
  ]);
});

test("a failed step shows node:test's failures with their errors, or the output's end", () => {
  const tap =
    "not ok 2 - copy\n  ---\n  error: |-\n    pages over budget:\n    /docs/a: 186.0 kB\n      indented\n  code: 'ERR_ASSERTION'\n  ---\n    not ok 1 - inner\n      error: 'one line'\n";
  assert.equal(
    failureExcerpt(tap),
    "not ok 2 - copy\nnot ok 1 - inner\n  pages over budget:\n  /docs/a: 186.0 kB\n    indented\n  'one line'",
  );
  const build = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
  assert.equal(failureExcerpt(build).split('\n')[0], 'line 10');
});
