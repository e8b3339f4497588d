// Per-page and per-section results of a harness run, printed for people.
import type { DocBlock, Page } from './extract';
import type { Payload } from './run';

export type Outcome = 'compiled' | 'ran' | 'needs-discord' | 'partial' | 'skipped' | 'failed';

export interface BlockResult {
  block: DocBlock;
  outcome: Outcome;
  /** Why it was skipped, or what it ran. */
  note?: string;
  failures: { line: number; message: string }[];
  /** What the block's handler sent first (for previews). */
  payload?: Payload;
}

export interface PageResult {
  page: Page;
  blocks: BlockResult[];
}

export const OUTCOMES: Outcome[] = [
  'compiled',
  'ran',
  'needs-discord',
  'partial',
  'skipped',
  'failed',
];

export function countOutcomes(results: BlockResult[]): Record<Outcome, number> {
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const result of results) counts[result.outcome]++;
  return counts;
}

const summary = (counts: Record<Outcome, number>) =>
  OUTCOMES.filter((o) => counts[o] > 0)
    .map((o) => `${counts[o]} ${o}`)
    .join(', ') || 'nothing to check';

/** Lines of the report: one per page (failures under it), then totals per section. */
export function formatReport(pages: PageResult[], verbose = false): string[] {
  const lines: string[] = [];
  for (const { page, blocks } of pages) {
    const counts = countOutcomes(blocks);
    const onlySignatures = blocks.every((b) => b.outcome === 'skipped');
    if (!verbose && counts.failed === 0 && onlySignatures) continue;
    lines.push(`${counts.failed ? 'FAIL' : 'ok  '} ${page.file}: ${summary(counts)}`);
    for (const result of blocks) {
      const where = `    block at line ${result.block.line}${result.block.title ? ` (${result.block.title})` : ''}`;
      if (result.outcome === 'failed') {
        for (const failure of result.failures)
          lines.push(`${where} line ${failure.line}: ${failure.message}`);
      } else if (verbose && result.note) lines.push(`${where}: ${result.outcome}: ${result.note}`);
    }
  }
  lines.push('', 'Per section (blocks):');
  const sections = new Map<string, BlockResult[]>();
  for (const { page, blocks } of pages)
    sections.set(page.section, [...(sections.get(page.section) ?? []), ...blocks]);
  const all: BlockResult[] = [];
  for (const [section, results] of [...sections].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${section.padEnd(28)} ${summary(countOutcomes(results))}`);
    all.push(...results);
  }
  lines.push(`  ${'total'.padEnd(28)} ${summary(countOutcomes(all))}`);
  return lines;
}
