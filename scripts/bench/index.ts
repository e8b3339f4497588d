// npm run bench [-- --skip-build] [-- --webpack] [-- --no-lighthouse]
// Prints build, page-weight and Lighthouse numbers and writes them to bench-results/.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer } from '../../tests/browser/helpers/server';
import { timeBuild, type BuildRun } from './build-time';
import { measurePage, routeManifestShare } from './page-weight';
import { runLighthouse } from './lighthouse';

const PAGES = [
  '/',
  '/docs/guide/getting-started/introduction',
  '/docs/api-reference/commandkit/classes/command-kit',
  '/docs/v0/guide/installation',
];
const TARGETS = { buildSeconds: 60, jsGzipBytes: 200_000, cssGzipBytes: 30_000 };
const RESULTS_DIR = resolve('bench-results');

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const builds: BuildRun[] = [];
  if (!args.has('--skip-build')) {
    if (args.has('--webpack')) {
      builds.push(timeBuild('webpack clean', { clean: true, env: { DOCUSAURUS_SLOWER: 'true' } }));
      builds.push(timeBuild('webpack warm', { clean: false, env: { DOCUSAURUS_SLOWER: 'true' } }));
    }
    builds.push(timeBuild('rspack clean', { clean: true }));
    builds.push(timeBuild('rspack warm', { clean: false }));
  }

  const buildDir = resolve('build');
  const server = await startServer(buildDir, { compress: true });
  const browser = await launchBrowser();
  try {
    const pages = [];
    for (const path of PAGES) pages.push(await measurePage(browser, server.url, buildDir, path));
    const manifest = routeManifestShare(buildDir);
    const lighthouse = args.has('--no-lighthouse') ? [] : await runLighthouse(server.url, PAGES);
    const record = {
      commit: execSync('git rev-parse --short HEAD').toString().trim(),
      date: new Date().toISOString(),
      builds,
      pages,
      manifest,
      lighthouse,
    };
    report(record);
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

type BenchRecord = {
  builds: BuildRun[];
  pages: Awaited<ReturnType<typeof measurePage>>[];
  manifest: ReturnType<typeof routeManifestShare>;
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
      `  ${p.path.padEnd(52)} HTML ${kB(p.htmlBytes).padStart(9)}  JS ${kB(p.jsGzipBytes).padStart(9)} ${mark(p.jsGzipBytes < TARGETS.jsGzipBytes)}  CSS ${kB(p.cssGzipBytes).padStart(8)} ${mark(p.cssGzipBytes < TARGETS.cssGzipBytes)}`,
    );
  }
  const m = record.manifest;
  console.log(
    `\nRoute manifest: ${m.routes} routes, ${kB(m.manifestGzipBytes)} gzip = ${(m.share * 100).toFixed(1)}% of main.js (${kB(m.mainGzipBytes)} gzip)`,
  );
  if (record.lighthouse.length > 0) {
    console.log('\nLighthouse (mobile): performance / accessibility / best practices / SEO');
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
