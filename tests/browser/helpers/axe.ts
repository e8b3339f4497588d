import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical violations on the page (or inside `include`), one line each.
 *
 * axe is injected once and run in the page itself. @axe-core/playwright's `analyze()` costs about
 * twice as much per page: it injects axe's 580 kB twice and finishes every run in a new blank tab;
 * its frame-by-frame mode only matters for cross-origin iframes, which the site has none of.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selector) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()),
    }));
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).join(' | ')}`);
}
