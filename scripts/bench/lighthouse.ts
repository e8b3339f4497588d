import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/browser/helpers/browser';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Every run's performance score; `performance` is their median. */
  performanceRuns: number[];
  /** Total blocking time (ms), median of the runs, and every run's value. */
  totalBlockingTimeMs?: number;
  totalBlockingTimeRuns?: number[];
  /** Largest contentful paint (ms, simulated), median of the runs. */
  largestContentfulPaintMs?: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run's figures. */
export interface LighthouseRun extends Record<Category, number> {
  tbt: number;
  lcp: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * CPU slowdown of Lighthouse's simulated mobile throttling: 4 is Lighthouse's own; `--cpu-slowdown 8`
 * stands in for the slower machines of the same kind (set by scripts/bench/index.ts).
 */
export const lighthouseSettings = { cpuSlowdown: 4 };

/** A Chromium for Lighthouse (Debian's), and one mobile run (simulated throttling) on it. */
export async function startLighthouse(): Promise<{
  run(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        throttling: { cpuSlowdownMultiplier: lighthouseSettings.cpuSlowdown },
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const c = result.lhr.categories;
      const score = (key: Category) => Math.round((c[key]?.score ?? 0) * 100);
      const audit = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? NaN);
      return {
        ...(Object.fromEntries(CATEGORIES.map((key) => [key, score(key)])) as Record<
          Category,
          number
        >),
        tbt: audit('total-blocking-time'),
        lcp: audit('largest-contentful-paint'),
      };
    },
    async close() {
      await chrome.kill();
    },
  };
}

/** The medians of some runs of one page. */
export function summariseRuns(path: string, runs: LighthouseRun[]): LighthouseScores {
  const medianOf = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    path,
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    bestPractices: medianOf('best-practices'),
    seo: medianOf('seo'),
    performanceRuns: runs.map((r) => r.performance),
    totalBlockingTimeMs: medianOf('tbt'),
    totalBlockingTimeRuns: runs.map((r) => r.tbt),
    largestContentfulPaintMs: medianOf('lcp'),
  };
}

/**
 * Lighthouse (mobile, simulated throttling) in Debian Chromium for each path, `runs` times; each
 * category's score is the median of the runs (the performance score varies with machine load).
 */
export async function runLighthouse(
  origin: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseScores[]> {
  const lh = await startLighthouse();
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const results: LighthouseRun[] = [];
      for (let run = 0; run < runs; run++) results.push(await lh.run(origin + path));
      scores.push(summariseRuns(path, results));
    }
    return scores;
  } finally {
    await lh.close();
  }
}

/**
 * Side by side: for each path, `runs` rounds that each run the baseline and this build once, the
 * order alternating per round, so that machine load falls on both alike.
 */
export async function runLighthouseSideBySide(
  origins: { baseline: string; current: string },
  paths: string[],
  runs = 3,
): Promise<{ baseline: LighthouseScores[]; current: LighthouseScores[] }> {
  const lh = await startLighthouse();
  try {
    const baseline: LighthouseScores[] = [];
    const current: LighthouseScores[] = [];
    for (const path of paths) {
      const results = { baseline: [] as LighthouseRun[], current: [] as LighthouseRun[] };
      for (let round = 0; round < runs; round++) {
        const order =
          round % 2 === 0 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
        for (const which of order) {
          const run = await lh.run(origins[which] + path);
          results[which].push(run);
          console.log(
            `  ${which.padEnd(8)} ${path} run ${round + 1}: ${run.performance} (TBT ${run.tbt} ms)`,
          );
        }
      }
      baseline.push(summariseRuns(path, results.baseline));
      current.push(summariseRuns(path, results.current));
    }
    return { baseline, current };
  } finally {
    await lh.close();
  }
}
