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
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
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
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const runScores: Record<Category, number>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        const c = result.lhr.categories;
        const score = (key: Category) => Math.round((c[key]?.score ?? 0) * 100);
        runScores.push(
          Object.fromEntries(CATEGORIES.map((key) => [key, score(key)])) as Record<
            Category,
            number
          >,
        );
      }
      const medianOf = (key: Category) => median(runScores.map((r) => r[key]));
      scores.push({
        path,
        performance: medianOf('performance'),
        accessibility: medianOf('accessibility'),
        bestPractices: medianOf('best-practices'),
        seo: medianOf('seo'),
        performanceRuns: runScores.map((r) => r.performance),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
