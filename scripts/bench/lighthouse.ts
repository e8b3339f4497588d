import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/browser/helpers/browser';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Lighthouse (mobile, simulated throttling) in Debian Chromium for each path. */
export async function runLighthouse(origin: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const c = result.lhr.categories;
      const score = (key: string) => Math.round((c[key]?.score ?? 0) * 100);
      scores.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
