// npm run check:upgrade -- <docusaurus version> [--keep] [--tests <file or glob>]…
// Builds and tests the committed site (HEAD) against another Docusaurus 3.x, in a temporary git
// worktree where every @docusaurus/* package at the pinned version is moved to the given one
// (package.json and package-lock.json change there only). Steps: npm install, type check, the
// production build, the CSP hashes recomputed for that build (the diff of netlify.toml an upgrade
// must commit), then the tests; prints each step's result and, for a failed step, the end of its
// output; exits with 1 if any failed. Without --tests it runs every test of `npm test` (unit,
// build output, Algolia-mode build, browser); --tests picks files instead (repeatable), e.g.
// `--tests tests/build/*.test.ts --tests tests/browser/robustness.test.ts`. --keep leaves the
// worktree for a closer look (its path is printed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { GROUPS } from '../test/stages';

interface Step {
  name: string;
  command: string;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** package.json with every @docusaurus/* dependency pinned at `from` moved to `to`. */
export function withDocusaurusVersion(
  pkg: PackageJson,
  from: string,
  to: string,
): { pkg: PackageJson; moved: string[] } {
  const moved: string[] = [];
  const move = (deps: Record<string, string> | undefined) =>
    deps &&
    Object.fromEntries(
      Object.entries(deps).map(([name, version]) => {
        if (!name.startsWith('@docusaurus/') || version !== from) return [name, version];
        moved.push(name);
        return [name, to];
      }),
    );
  return {
    pkg: {
      ...pkg,
      dependencies: move(pkg.dependencies),
      devDependencies: move(pkg.devDependencies),
    },
    moved,
  };
}

/** Stages of `npm test` that check:upgrade runs before the tests (with the CSP step between). */
const RUN_BEFORE_TESTS = new Set(['typecheck', 'production build']);

/** The test steps: one per --tests value, or the other stages of `npm test` (scripts/test/stages.ts). */
export function testSteps(tests: string[]): Step[] {
  if (tests.length === 0) {
    return GROUPS.flat()
      .filter((stage) => !RUN_BEFORE_TESTS.has(stage.name))
      .map(({ name, command }) => ({
        name,
        command: command.startsWith('npm ') ? command : `npx ${command}`,
      }));
  }
  // tests/browser/search-algolia.test.ts reads the Algolia-mode build.
  const algolia = tests.some((files) => files.includes('algolia'))
    ? [{ name: 'Algolia-mode build', command: 'npm run --silent build:algolia-fixture' }]
    : [];
  return [
    ...algolia,
    ...tests.map((files) => ({
      name: files,
      command: `npx tsx --test --test-concurrency=1 ${files}`,
    })),
  ];
}

function run(step: Step, cwd: string): { ok: boolean; seconds: number; output: string } {
  const started = performance.now();
  console.log(`\n[check:upgrade] ${step.name}: ${step.command}`);
  const result = spawnSync(step.command, {
    cwd,
    shell: true,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  console.log(`[check:upgrade] ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return { ok, seconds, output };
}

/** The lines a reader needs from a failed step: node:test's failures, or the output's end. */
export function failureExcerpt(output: string): string {
  const lines = output.split('\n');
  const failures = lines.filter((line) => /^\s*not ok \d+ - /.test(line)).map((l) => l.trim());
  if (!failures.length) return output.trimEnd().split('\n').slice(-30).join('\n');
  // node:test's YAML: `error: 'text'` on one line, or `error: |-` and the text indented below
  // (all of it, up to a limit: a list such as the pages over budget is the point of the error).
  const errors: string[] = [];
  lines.forEach((line, i) => {
    const error = /^(\s+)error: (.*)$/.exec(line);
    if (!error) return;
    if (error[2] !== '|-') return void errors.push(`  ${error[2]}`);
    const indent = error[1]!.length;
    for (const next of lines.slice(i + 1, i + 1 + ERROR_LINES)) {
      if (next.trim() && next.length - next.trimStart().length <= indent) break;
      errors.push(`  ${next.slice(indent + 2)}`);
    }
  });
  return [...failures, ...errors.slice(0, EXCERPT_ERROR_LINES)].join('\n');
}

const ERROR_LINES = 40;
const EXCERPT_ERROR_LINES = 120;

function git(args: string[], cwd = process.cwd()): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      keep: { type: 'boolean', default: false },
      tests: { type: 'string', multiple: true, default: [] },
    },
  });
  const version = positionals[0];
  if (!version || !/^3\.\d+\.\d+$/.test(version)) {
    console.error('usage: npm run check:upgrade -- <docusaurus 3.x.y> [--keep] [--tests <files>]…');
    process.exit(2);
  }
  const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson).dependencies?.[
    '@docusaurus/core'
  ];
  if (!pinned) throw new Error('package.json has no @docusaurus/core dependency');
  if (git(['status', '--porcelain']).trim()) {
    console.log('[check:upgrade] uncommitted changes are not part of the check (it uses HEAD)');
  }
  const dir = mkdtempSync(join(tmpdir(), `check-upgrade-${version}-`));
  git(['worktree', 'add', '--detach', dir, 'HEAD']);
  console.log(`[check:upgrade] HEAD ${git(['rev-parse', '--short', 'HEAD']).trim()} in ${dir}`);
  const outcomes: { name: string; ok: boolean; seconds: number; excerpt: string }[] = [];
  try {
    const pkgFile = join(dir, 'package.json');
    const { pkg, moved } = withDocusaurusVersion(
      JSON.parse(readFileSync(pkgFile, 'utf8')) as PackageJson,
      pinned,
      version,
    );
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    console.log(`[check:upgrade] ${pinned} -> ${version}: ${moved.join(', ')}`);
    const steps: Step[] = [
      { name: 'npm install', command: 'npm install --no-audit --no-fund' },
      { name: 'type check', command: 'npx tsc --noEmit' },
      { name: 'production build', command: 'npx docusaurus build' },
      { name: 'CSP hashes', command: 'npx tsx scripts/deploy/update-csp.ts' },
      ...testSteps(values.tests),
    ];
    for (const step of steps) {
      const { ok, seconds, output } = run(step, dir);
      outcomes.push({ name: step.name, ok, seconds, excerpt: ok ? '' : failureExcerpt(output) });
      // Nothing after the install or the build can run without it.
      if (!ok && (step.name === 'npm install' || step.name === 'production build')) break;
    }
    const csp = git(['diff', '--', 'netlify.toml'], dir);
    console.log(
      `\n[check:upgrade] netlify.toml's CSP for ${version}: ${csp ? `changes (commit this with the upgrade):\n${csp}` : 'unchanged'}`,
    );
  } finally {
    console.log(`\nDocusaurus ${version} (from ${pinned}), HEAD in ${dir}:`);
    for (const o of outcomes) {
      console.log(`  ${o.ok ? 'ok    ' : 'FAILED'} ${o.name} (${o.seconds.toFixed(1)} s)`);
      if (!o.ok) console.log(o.excerpt.replace(/^/gm, '         '));
    }
    if (values.keep) console.log(`[check:upgrade] kept ${dir}`);
    else git(['worktree', 'remove', '--force', dir]);
  }
  if (outcomes.some((o) => !o.ok)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
