// `npm run bench -- --baseline <git ref | build folder>`: this build and a baseline, served the same
// way (compressed, one static server each) and measured in the same session: page weight of both,
// and Lighthouse runs alternating between the two (median of `runs` per page and build). Scores
// drift between sessions and machines; only such same-run differences are meaningful.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer } from '../../tests/browser/helpers/server';
import type { BuildRun } from './build-time';
import { lighthouseSettings, runLighthouseSideBySide, type LighthouseScores } from './lighthouse';
import { measurePlayground, reportPlayground } from './playground';
import { measureSearch, reportSearch } from './search';
import { measurePage, type PageWeight } from './page-weight';
import { readStats, summariseFiles, type BundleSummary } from './bundle-analysis';

export interface SideBySideOptions {
  baseline: string;
  buildDir: string;
  statsFile: string;
  pages: string[];
  runs: number;
  lighthouse: boolean;
  jsBudget: (path: string) => number;
  builds: BuildRun[];
  resultsDir: string;
  /** Only the search measures (./search.ts). */
  searchOnly?: boolean;
}

interface Side {
  label: string;
  buildDir: string;
  statsFile?: string;
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * Builds `ref` in a temporary git worktree. node_modules is a hard-linked copy of this checkout's
 * (no cache), refreshed with `npm ci --prefer-offline` when the ref's lockfile differs.
 */
function buildRef(ref: string): { side: Side; cleanup: () => void } {
  const commit = git('rev-parse', '--short', ref);
  const dir = mkdtempSync(join(tmpdir(), `bench-baseline-${commit}-`));
  git('worktree', 'add', '--detach', dir, commit);
  const cleanup = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    console.log(`Building baseline ${commit} in ${dir}`);
    run('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')], '.');
    rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    const lock = (at: string) => readFileSync(join(at, 'package-lock.json'), 'utf8');
    if (lock(dir) !== lock('.')) {
      console.log('  its lockfile differs: npm ci --prefer-offline');
      run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
    }
    const statsFile = join(dir, 'node_modules/.cache/bench/client-stats.json');
    run('npx', ['docusaurus', 'build'], dir, { BUNDLE_STATS_FILE: statsFile });
    return { side: { label: commit, buildDir: join(dir, 'build'), statsFile }, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr.slice(-4000)}`,
    );
  }
}

function analyse(side: Side, weights: PageWeight[]) {
  const stats =
    side.statsFile && existsSync(side.statsFile) ? readStats(side.statsFile) : undefined;
  const files = stats?.chunks?.flatMap((chunk) => chunk.files ?? []) ?? [];
  if (!stats || !files.every((file) => existsSync(join(side.buildDir, file)))) return null;
  const summary = (scripts: string[], count: number): BundleSummary =>
    summariseFiles(stats, side.buildDir, scripts, count);
  const everyPage = weights
    .map((p) => new Set(p.scripts))
    .reduce((shared, scripts) => new Set([...shared].filter((s) => scripts.has(s))));
  return {
    firstLoad: summary([...everyPage].sort(), 25),
    pages: weights.map((p) => {
      const { gzipBytes, packages } = summary(p.scripts, 15);
      return { path: p.path, gzipBytes, packages };
    }),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

/** The baseline in a record's file name: its ref, or its build folder's name (runs against two folders keep both records). */
function baselineName(arg: string, isFolder: boolean, side: Side): string {
  return isFolder ? basename(resolve(arg)).replace(/[^\w.-]+/g, '-') : side.label;
}

export async function sideBySide(options: SideBySideOptions): Promise<void> {
  const isFolder = existsSync(options.baseline) && statSync(options.baseline).isDirectory();
  const built = isFolder ? undefined : buildRef(options.baseline);
  // For a build folder, BASELINE_STATS_FILE may name the bundle stats its build wrote.
  const baseline: Side = built?.side ?? {
    label: resolve(options.baseline),
    buildDir: resolve(options.baseline),
    statsFile: process.env.BASELINE_STATS_FILE,
  };
  const current: Side = {
    label: git('rev-parse', '--short', 'HEAD'),
    buildDir: options.buildDir,
    statsFile: options.statsFile,
  };
  const servers = {
    baseline: await startServer(baseline.buildDir, { compress: true }),
    current: await startServer(current.buildDir, { compress: true }),
  };
  const browser = await launchBrowser();
  try {
    const origins = { baseline: servers.baseline.url, current: servers.current.url };
    if (options.searchOnly) {
      const search = await measureSearch(browser, origins, options.runs);
      reportSearch(search.current!, search.baseline);
      const name = `${current.label}-vs-${baselineName(options.baseline, isFolder, baseline)}-search.json`;
      const record = {
        commit: current.label,
        baseline: baseline.label,
        date: new Date().toISOString(),
        runs: options.runs,
        current: { search: search.current },
        baselineBuild: { search: search.baseline },
      };
      writeFileSync(join(options.resultsDir, name), JSON.stringify(record, null, 2) + '\n');
      console.log(`\nRecorded in bench-results/${name}`);
      return;
    }
    const weights = { baseline: [] as PageWeight[], current: [] as PageWeight[] };
    for (const path of options.pages) {
      for (const which of ['baseline', 'current'] as const) {
        const side = which === 'baseline' ? baseline : current;
        weights[which].push(await measurePage(browser, servers[which].url, side.buildDir, path));
      }
    }
    const playground = {
      baseline: await measurePlayground(browser, servers.baseline.url, options.runs),
      current: await measurePlayground(browser, servers.current.url, options.runs),
    };
    const search = await measureSearch(browser, origins, options.runs);
    await browser.close();
    const lighthouse = options.lighthouse
      ? await runLighthouseSideBySide(
          { baseline: servers.baseline.url, current: servers.current.url },
          options.pages,
          options.runs,
        )
      : { baseline: [] as LighthouseScores[], current: [] as LighthouseScores[] };
    const record = {
      commit: current.label,
      baseline: baseline.label,
      date: new Date().toISOString(),
      builds: options.builds,
      runsPerPage: options.runs,
      cpuSlowdown: lighthouseSettings.cpuSlowdown,
      current: {
        pages: weights.current,
        bundle: analyse(current, weights.current),
        lighthouse: lighthouse.current,
        playground: playground.current,
        search: search.current,
      },
      baselineBuild: {
        pages: weights.baseline,
        bundle: analyse(baseline, weights.baseline),
        lighthouse: lighthouse.baseline,
        playground: playground.baseline,
        search: search.baseline,
      },
    };
    report(record, options.jsBudget);
    reportPlayground(playground.current, playground.baseline);
    reportSearch(search.current!, search.baseline);
    // A run at another CPU slowdown gets a name of its own rather than replacing the 4× record.
    const cpu = record.cpuSlowdown === 4 ? '' : `-cpu${record.cpuSlowdown}x`;
    const name = `${current.label}-vs-${baselineName(options.baseline, isFolder, baseline)}${cpu}.json`;
    writeFileSync(join(options.resultsDir, name), JSON.stringify(record, null, 2) + '\n');
    console.log(`\nRecorded in bench-results/${name}`);
  } finally {
    await browser.close().catch(() => {});
    await servers.baseline.close();
    await servers.current.close();
    built?.cleanup();
  }
}

type SideRecord = {
  pages: PageWeight[];
  bundle: ReturnType<typeof analyse>;
  lighthouse: LighthouseScores[];
};

function report(
  record: { commit: string; baseline: string; current: SideRecord; baselineBuild: SideRecord },
  jsBudget: (path: string) => number,
): void {
  const { current, baselineBuild: base } = record;
  console.log(`\nFirst-load JS (gzip): baseline ${record.baseline} → this build ${record.commit}`);
  for (const p of current.pages) {
    const b = base.pages.find((q) => q.path === p.path)!;
    const ok = p.jsGzipBytes <= jsBudget(p.path) ? 'ok  ' : 'MISS';
    console.log(
      `  ${p.path.padEnd(52)} ${kB(b.jsGzipBytes).padStart(9)} → ${kB(p.jsGzipBytes).padStart(9)} (${signed((p.jsGzipBytes - b.jsGzipBytes) / 1000, 1)} kB) ${ok} ≤ ${kB(jsBudget(p.path))}`,
    );
  }
  if (current.bundle) {
    console.log(
      `\nScripts on every page of this build: ${kB(current.bundle.firstLoad.gzipBytes)}; biggest packages:`,
    );
    for (const c of current.bundle.firstLoad.packages.slice(0, 12)) {
      console.log(`  ${c.name.padEnd(52)} ${kB(c.estimatedGzipBytes).padStart(9)}`);
    }
  }
  if (current.lighthouse.length === 0) return;
  console.log(
    '\nLighthouse mobile, medians (baseline → this build, difference); TBT in ms; a11y / best practices / SEO',
  );
  for (const l of current.lighthouse) {
    const b = base.lighthouse.find((q) => q.path === l.path)!;
    const ok =
      l.performance >= 95 &&
      l.performance >= b.performance &&
      (l.totalBlockingTimeMs ?? Infinity) <= 200 &&
      l.accessibility === 100 &&
      l.bestPractices === 100 &&
      l.seo === 100;
    console.log(
      `  ${l.path.padEnd(52)} perf ${b.performance} → ${l.performance} (${signed(l.performance - b.performance)})  ` +
        `TBT ${b.totalBlockingTimeMs} → ${l.totalBlockingTimeMs} (${signed((l.totalBlockingTimeMs ?? 0) - (b.totalBlockingTimeMs ?? 0))})  ` +
        `${b.accessibility}/${b.bestPractices}/${b.seo} → ${l.accessibility}/${l.bestPractices}/${l.seo}  ${ok ? 'ok  ' : 'MISS'}`,
    );
    console.log(
      `  ${''.padEnd(52)} runs: baseline [${b.performanceRuns.join(', ')}], this [${l.performanceRuns.join(', ')}]`,
    );
  }
}
