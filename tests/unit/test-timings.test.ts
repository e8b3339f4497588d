import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stageCommand, testCounts } from '../../scripts/test/stages';
import {
  declaredTimeout,
  readTimings,
  slowestTable,
  withTimeouts,
  type TimedTest,
} from '../../scripts/test/timings';

const SOURCE = `import { describe, test } from 'node:test';
const LIMIT = 2 * 60_000;
describe('suite', () => {
  test('own', { timeout: 5 * 60_000 }, async () => {});
  test(
    'named limit',
    { timeout: LIMIT },
    async () => {},
  );
  test('none', async () => {});
});
`;

test('a test timeout is read from the options of the test call at its line and column', () => {
  assert.equal(declaredTimeout(SOURCE, 4, 3), 300_000);
  assert.equal(declaredTimeout(SOURCE, 5, 3), 120_000);
  assert.equal(declaredTimeout(SOURCE, 10, 3), undefined);
  assert.equal(declaredTimeout(SOURCE, 4, 4), undefined, 'no call starts there');
  assert.equal(declaredTimeout(SOURCE, 99, 1), undefined);
});

const timing = (name: string, durationMs: number, timeoutMs?: number): TimedTest => ({
  file: '/repo/tests/a.test.ts',
  name,
  line: 1,
  column: 1,
  durationMs,
  passed: true,
  timeoutMs,
});

test('the closing table lists the slowest tests and every test above half its timeout', () => {
  const table = slowestTable(
    [
      timing('quick', 100),
      timing('slow', 9_000),
      timing('tight', 700, 1_000),
      timing('roomy', 8_000, 60_000),
    ],
    2,
    '/repo',
  );
  const lines = table.split('\n');
  assert.match(lines[0]!, /3 of 4; 2 have their own timeout, 1 of them above 50 %/);
  assert.match(lines[2]!, /^ +9\.0 s +none +tests\/a\.test\.ts:1 slow$/);
  assert.match(lines[3]!, /^ +8\.0 s +60\.0 s +13 % +tests\/a\.test\.ts:1 roomy$/);
  assert.match(lines[4]!, /^ +0\.7 s +1\.0 s +70 % OVER HALF +tests\/a\.test\.ts:1 tight$/);
  assert.equal(lines.length, 5, 'the quick test is not listed');
});

test('a node:test stage records each test with its duration and declared timeout', () => {
  const dir = mkdtempSync(join(tmpdir(), 'timings-'));
  try {
    const file = join(dir, 'sample.test.ts');
    writeFileSync(
      file,
      `import { test } from 'node:test';
test('waits', { timeout: 20_000 }, () => new Promise((done) => setTimeout(done, 200)));
test('at once', () => {});
`,
    );
    const timings = join(dir, 'timings.jsonl');
    const command = stageCommand(
      { name: 'sample', command: `tsx --test ${file}`, nodeTest: true },
      timings,
    );
    // Without this variable the inner run reports to this one instead of printing TAP.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const output = execSync(command, { encoding: 'utf8', env });
    assert.deepEqual(testCounts(output), { passed: 2, failed: 0 }, 'TAP output unchanged');
    const [waits, atOnce] = withTimeouts(readTimings(timings));
    assert.equal(waits?.name, 'waits');
    assert.equal(waits?.timeoutMs, 20_000);
    assert.ok(waits!.durationMs >= 190, `waited ${waits?.durationMs} ms`);
    assert.equal(atOnce?.name, 'at once');
    assert.equal(atOnce?.timeoutMs, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
