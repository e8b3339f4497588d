// `npm test`: every check of the site, in stages, with the time of each. Stages in one group run
// side by side (their output is printed whole when each ends); groups run one after the other and
// the run stops at the first group with a failure. Ends with one line of counts over all the
// node:test runs, then exits non-zero if anything failed. Before that line, the slowest tests of
// the node:test stages with their share of their timeout (timings.ts), so a test creeping towards
// its limit shows before it fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { readTimings, slowestTable, withTimeouts, type TestTiming } from './timings';

interface Stage {
  name: string;
  command: string;
  /** A node:test run: its tests' times are recorded for the closing table. */
  nodeTest?: boolean;
}

const BROWSER_TESTS = 'tsx --test --test-concurrency=1 tests/browser/*.test.ts';

/** Groups of stages; the stages of one group share the machine's two cores. */
export const GROUPS: Stage[][] = [
  [
    { name: 'typecheck', command: 'tsc --noEmit' },
    { name: 'format', command: 'prettier --check . --log-level warn' },
    { name: 'lint', command: 'eslint . --max-warnings 0' },
    {
      name: 'unit tests',
      command: 'tsx --test tests/unit/*.test.ts tests/unit/*.test.tsx',
      nodeTest: true,
    },
  ],
  [{ name: 'production build', command: 'docusaurus build' }],
  [
    { name: 'Algolia-mode build', command: 'npm run --silent build:algolia-fixture' },
    // Read build/ alone (first-load JS budgets, breadcrumbs): seconds, no browser.
    { name: 'build output tests', command: 'tsx --test tests/build/*.test.ts', nodeTest: true },
  ],
  [{ name: 'browser tests', command: BROWSER_TESTS, nodeTest: true }],
];

interface Outcome {
  stage: Stage;
  seconds: number;
  code: number;
  passed: number;
  failed: number;
  timings: TestTiming[];
}

/**
 * The stage's command; a node:test run keeps its usual TAP output on stdout and also writes one
 * line per test to `timingsFile`.
 */
export function stageCommand(stage: Stage, timingsFile: string): string {
  if (!stage.nodeTest) return stage.command;
  const reporters = [
    '--test-reporter=tap',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/test/timing-reporter.mjs',
    `--test-reporter-destination=${timingsFile}`,
  ];
  return stage.command.replace(/^tsx --test/, `tsx --test ${reporters.join(' ')}`);
}

/** node:test's closing counts, from either the spec reporter (ℹ pass 3) or TAP (# pass 3). */
export function testCounts(output: string): { passed: number; failed: number } {
  const count = (word: string) =>
    [...output.matchAll(new RegExp(`^(?:ℹ|#) ${word} (\\d+)$`, 'gm'))].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
  return { passed: count('pass'), failed: count('fail') };
}

function runStage(stage: Stage, streamOutput: boolean, workDir: string): Promise<Outcome> {
  const started = performance.now();
  const timingsFile = join(workDir, `${stage.name.replace(/\W+/g, '-')}.jsonl`);
  return new Promise((done) => {
    const child = spawn(stageCommand(stage, timingsFile), {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Docusaurus' "Update available" box invites breaking the version pins.
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    });
    let output = '';
    const collect = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (streamOutput) stream.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => collect(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => collect(chunk, process.stderr));
    child.on('close', (code) => {
      if (!streamOutput) process.stdout.write(output);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n[stage] ${stage.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s\n`,
      );
      done({
        stage,
        seconds,
        code: code ?? 1,
        ...testCounts(output),
        timings: readTimings(timingsFile),
      });
    });
  });
}

function printSummary(outcomes: Outcome[], totalSeconds: number): void {
  console.log('\nStage                 Result   Time');
  for (const { stage, code, seconds } of outcomes) {
    const result = code === 0 ? 'ok' : 'FAILED';
    console.log(`${stage.name.padEnd(22)}${result.padEnd(9)}${seconds.toFixed(1).padStart(6)} s`);
  }
  console.log(`${'total (wall clock)'.padEnd(31)}${totalSeconds.toFixed(1).padStart(6)} s`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'test-timings-'));
  for (const group of GROUPS) {
    console.log(`[stage] starting: ${group.map((s) => s.name).join(', ')}`);
    const results = await Promise.all(
      group.map((stage) => runStage(stage, group.length === 1, workDir)),
    );
    outcomes.push(...results);
    if (results.some((r) => r.code !== 0)) break;
  }
  rmSync(workDir, { recursive: true, force: true });
  printSummary(outcomes, (performance.now() - started) / 1000);
  console.log(`\n${slowestTable(withTimeouts(outcomes.flatMap((o) => o.timings)))}`);
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  // A stage that failed without a failing test (a type error, a broken build) counts as one failure.
  const failed = outcomes.reduce(
    (sum, o) => sum + (o.failed > 0 ? o.failed : o.code !== 0 ? 1 : 0),
    0,
  );
  const skipped = GROUPS.flat().length - outcomes.length;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
