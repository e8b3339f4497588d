// npm run bench [-- --skip-build] [-- --webpack] [-- --no-lighthouse] [-- --search-only]
//               [-- --baseline <git ref | build folder>] [-- --runs <n>] [-- --page <path> ...]
//               [-- --cpu-slowdown <n>]   (Lighthouse's simulated CPU slowdown; 4 by default)
// Prints build, page-weight, bundle-content and Lighthouse numbers and writes them to
// bench-results/. The bundle content needs the stats the build writes (see BUNDLE_STATS_FILE).
// With --baseline, the baseline (a git ref, built in a temporary git worktree, or an existing
// build folder) is served the same way as this build and measured with it: Lighthouse runs
// alternate between the two, and both are printed with the difference (./side-by-side.ts).
// --search-only measures only what search costs (./search.ts).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer } from '../../tests/browser/helpers/server';
import { timeBuild, type BuildRun } from './build-time';
import { jsBudget, measurePage, routeManifestShare } from './page-weight';
import { lighthouseSettings, runLighthouse } from './lighthouse';
import { readStats, summariseFiles, type BundleSummary } from './bundle-analysis';
import { sideBySide } from './side-by-side';
import { measurePlayground, reportPlayground } from './playground';
import { measureSearch, reportSearch } from './search';

const PAGES = [
  '/',
  '/docs/guide/getting-started/introduction',
  '/docs/api-reference/commandkit/classes/command-kit',
  '/docs/v0/guide/installation',
];
const TARGETS = { buildSeconds: 60, cssGzipBytes: 30_000 };
const RESULTS_DIR = resolve('bench-results');
// Written by src/plugins/bundle-stats at the end of each client build the bench runs.
const STATS_FILE = resolve('node_modules/.cache/bench/client-stats.json');

/** `--name value` pairs and bare flags of the command line. */
function parseArgs(argv: string[]): { flags: Set<string>; values: Map<string, string[]> } {
  const flags = new Set<string>();
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (['--baseline', '--runs', '--page', '--cpu-slowdown'].includes(arg)) {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      values.set(arg, [...(values.get(arg) ?? []), value]);
    } else flags.add(arg);
  }
  return { flags, values };
}

async function main(): Promise<void> {
  const { flags: args, values } = parseArgs(process.argv.slice(2));
  const pages = values.get('--page') ?? PAGES;
  const runs = Number(values.get('--runs')?.[0] ?? 3);
  lighthouseSettings.cpuSlowdown = Number(values.get('--cpu-slowdown')?.[0] ?? 4);
  const baselineArg = values.get('--baseline')?.[0];
  const builds: BuildRun[] = [];
  process.env.BUNDLE_STATS_FILE = STATS_FILE;
  if (!args.has('--skip-build')) {
    if (args.has('--webpack')) {
      builds.push(timeBuild('webpack clean', { clean: true, env: { DOCUSAURUS_SLOWER: 'true' } }));
      builds.push(timeBuild('webpack warm', { clean: false, env: { DOCUSAURUS_SLOWER: 'true' } }));
    }
    builds.push(timeBuild('rspack clean', { clean: true }));
    builds.push(timeBuild('rspack warm', { clean: false }));
  }

  const buildDir = resolve('build');
  if (baselineArg) {
    await sideBySide({
      baseline: baselineArg,
      buildDir,
      statsFile: STATS_FILE,
      pages,
      runs,
      lighthouse: !args.has('--no-lighthouse'),
      jsBudget,
      builds,
      resultsDir: RESULTS_DIR,
      searchOnly: args.has('--search-only'),
    });
    return;
  }
  const server = await startServer(buildDir, { compress: true });
  const browser = await launchBrowser();
  try {
    if (args.has('--search-only')) {
      reportSearch((await measureSearch(browser, { current: server.url }, runs)).current!);
      return;
    }
    const weights = [];
    for (const path of pages) weights.push(await measurePage(browser, server.url, buildDir, path));
    const playground = await measurePlayground(browser, server.url, runs);
    const search = (await measureSearch(browser, { current: server.url }, runs)).current!;
    const manifest = routeManifestShare(buildDir);
    const bundle = analyseBundle(buildDir, weights, STATS_FILE);
    const lighthouse = args.has('--no-lighthouse')
      ? []
      : await runLighthouse(server.url, pages, runs);
    const record = {
      commit: execSync('git rev-parse --short HEAD').toString().trim(),
      date: new Date().toISOString(),
      builds,
      pages: weights,
      manifest,
      bundle,
      lighthouse,
      playground,
      search,
    };
    report(record);
    reportPlayground(playground);
    reportSearch(search);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const previousFile = resolve(RESULTS_DIR, 'latest.json');
    if (existsSync(previousFile)) compare(JSON.parse(readFileSync(previousFile, 'utf8')), record);
    writeFileSync(
      resolve(RESULTS_DIR, `${record.commit}.json`),
      JSON.stringify(record, null, 2) + '\n',
    );
    writeFileSync(previousFile, JSON.stringify(record, null, 2) + '\n');
  } finally {
    await browser.close();
    await server.close();
  }
}

type PageWeight = Awaited<ReturnType<typeof measurePage>>;
export type BundleRecord = {
  /** The scripts every page loads (main, runtime). */
  firstLoad: BundleSummary;
  /** Per bench page: the biggest packages in the scripts it loads before hydrating. */
  pages: { path: string; gzipBytes: number; packages: BundleSummary['packages'] }[];
} | null;

/** Bundle content of the bench pages, when the build that made `buildDir` wrote its stats. */
export function analyseBundle(
  buildDir: string,
  pages: PageWeight[],
  statsFile: string,
): BundleRecord {
  const stats = existsSync(statsFile) ? readStats(statsFile) : undefined;
  const statsFiles = stats?.chunks?.flatMap((chunk) => chunk.files ?? []) ?? [];
  // Stats from another build would name other (hashed) files.
  if (!stats || !statsFiles.every((file) => existsSync(resolve(buildDir, file)))) {
    console.warn(
      `No bundle stats for this build (${statsFile}); build with BUNDLE_STATS_FILE set.`,
    );
    return null;
  }
  const everyPage = pages
    .map((p) => new Set(p.scripts))
    .reduce((shared, scripts) => new Set([...shared].filter((s) => scripts.has(s))));
  return {
    firstLoad: summariseFiles(stats, buildDir, [...everyPage].sort(), 20),
    pages: pages.map((p) => {
      const { gzipBytes, packages } = summariseFiles(stats, buildDir, p.scripts, 10);
      return { path: p.path, gzipBytes, packages };
    }),
  };
}

type BenchRecord = {
  builds: BuildRun[];
  pages: PageWeight[];
  manifest: ReturnType<typeof routeManifestShare>;
  bundle?: BundleRecord;
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

function report(record: BenchRecord): void {
  console.log('\nBuilds');
  for (const b of record.builds) {
    const target = b.label.endsWith('clean')
      ? ` ${mark(b.seconds < TARGETS.buildSeconds)} (< ${TARGETS.buildSeconds}s)`
      : '';
    console.log(
      `  ${b.label.padEnd(14)} ${b.seconds.toFixed(1).padStart(6)} s  peak ${b.peakMemoryMB} MB${target}`,
    );
  }
  console.log('\nFirst load (gzip)');
  for (const p of record.pages) {
    console.log(
      `  ${p.path.padEnd(52)} HTML ${kB(p.htmlBytes).padStart(9)}  JS ${kB(p.jsGzipBytes).padStart(9)} ${mark(p.jsGzipBytes <= jsBudget(p.path))}  CSS ${kB(p.cssGzipBytes).padStart(8)} ${mark(p.cssGzipBytes < TARGETS.cssGzipBytes)}`,
    );
  }
  const m = record.manifest;
  console.log(
    `\nRoute manifest: ${m.routes} routes, ${kB(m.manifestGzipBytes)} gzip = ${(m.share * 100).toFixed(1)}% of main.js (${kB(m.mainGzipBytes)} gzip)`,
  );
  if (record.bundle) {
    const { firstLoad } = record.bundle;
    console.log(
      `\nScripts on every page (${firstLoad.files.join(', ')}): ${kB(firstLoad.gzipBytes)} gzip; biggest packages (estimated gzip):`,
    );
    for (const c of firstLoad.packages.slice(0, 12)) {
      console.log(`  ${c.name.padEnd(52)} ${kB(c.estimatedGzipBytes).padStart(9)}`);
    }
    console.log('Biggest modules there:');
    for (const c of firstLoad.modules.slice(0, 8)) {
      console.log(`  ${c.name.slice(-70).padEnd(72)} ${kB(c.estimatedGzipBytes).padStart(9)}`);
    }
  }
  if (record.lighthouse.length > 0) {
    console.log(
      '\nLighthouse (mobile, median of the runs): performance / accessibility / best practices / SEO',
    );
    for (const l of record.lighthouse) {
      const ok =
        l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100;
      console.log(
        `  ${l.path.padEnd(52)} ${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}  ${mark(ok)}`,
      );
    }
  }
}

function compare(previous: BenchRecord, current: BenchRecord): void {
  console.log('\nChange since the last recorded run');
  for (const p of current.pages) {
    const before = previous.pages.find((q) => q.path === p.path);
    if (!before) continue;
    const delta = (a: number, b: number) =>
      `${a - b >= 0 ? '+' : ''}${((a - b) / 1000).toFixed(1)} kB`;
    console.log(
      `  ${p.path.padEnd(52)} JS ${delta(p.jsGzipBytes, before.jsGzipBytes)}  CSS ${delta(p.cssGzipBytes, before.cssGzipBytes)}`,
    );
  }
  for (const b of current.builds) {
    const before = previous.builds.find((q) => q.label === b.label);
    if (before) console.log(`  ${b.label.padEnd(14)} ${(b.seconds - before.seconds).toFixed(1)} s`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
