import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dependencyProblem } from '../../scripts/setup/ensure.mjs';
import { testCounts } from '../../scripts/test/stages';

test('the setup step installs when node_modules is missing or older than the lockfile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ensure-'));
  try {
    writeFileSync(join(dir, 'package-lock.json'), '{}');
    assert.equal(dependencyProblem(dir), 'node_modules is missing');
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules/.package-lock.json'), '{}');
    const now = Date.now() / 1000;
    utimesSync(join(dir, 'package-lock.json'), now - 60, now - 60);
    utimesSync(join(dir, 'node_modules/.package-lock.json'), now, now);
    assert.equal(dependencyProblem(dir), undefined);
    utimesSync(join(dir, 'package-lock.json'), now + 60, now + 60);
    assert.equal(dependencyProblem(dir), 'package-lock.json is newer than node_modules');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the stage runner adds up node:test counts from both reporters', () => {
  const spec = 'ℹ tests 5\nℹ pass 4\nℹ fail 1\n';
  const tap = '# tests 3\n# pass 3\n# fail 0\n';
  assert.deepEqual(testCounts(spec + tap), { passed: 7, failed: 1 });
  assert.deepEqual(testCounts('tsc found no errors'), { passed: 0, failed: 0 });
});

test('every command a writer types first installs what a fresh clone is missing', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const name of ['start', 'preview', 'test', 'check:mdx', 'docgen', 'check:examples']) {
    assert.match(scripts[name] ?? '', /^node scripts\/setup\/ensure\.mjs( --chromium)? && /, name);
  }
});
