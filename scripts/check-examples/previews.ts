// Writes the Discord preview payloads of the preview contract: `<page>.previews.json` beside each
// page that has blocks with `preview="<id>"`, keyed by id, stamped with the block's code.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { previewStamp } from '../../src/plugins/discord-preview/stamp';
import type { PageResult } from './report';

export interface PreviewEntry {
  stamp: string;
  kind: 'message' | 'modal';
  payload: unknown;
}

export const previewsFileOf = (page: string) => page.replace(/\.mdx?$/, '.previews.json');

/** The payload file's content for a page (sorted keys), or undefined when it has no previews. */
export function previewsOf(result: PageResult): Record<string, PreviewEntry> | undefined {
  const entries: [string, PreviewEntry][] = [];
  for (const { block, payload } of result.blocks) {
    if (!block.preview || !payload) continue;
    entries.push([
      block.preview,
      { stamp: previewStamp(block.value), kind: payload.kind, payload: payload.payload },
    ]);
  }
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Duplicate ids on a page, or ids on `partial` blocks: both break the contract. */
export function previewProblems(result: PageResult): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { block } of result.blocks) {
    if (!block.preview) continue;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(block.preview))
      problems.push(`${block.file}:${block.line} preview id "${block.preview}" is not kebab-case`);
    if (seen.has(block.preview))
      problems.push(`${block.file}:${block.line} preview id "${block.preview}" is used twice`);
    if (block.partial)
      problems.push(`${block.file}:${block.line} a partial block cannot carry a preview`);
    seen.add(block.preview);
  }
  return problems;
}

/** Writes (or removes, when a page has none left) every page's payload file; returns the files written. */
export function writePreviews(results: PageResult[]): string[] {
  const written: string[] = [];
  for (const result of results) {
    const file = previewsFileOf(result.page.file);
    const previews = previewsOf(result);
    if (!previews) {
      if (existsSync(file) && !result.page.blocks.some((b) => b.preview)) rmSync(file);
      continue;
    }
    writeFileSync(file, JSON.stringify(previews, null, 2) + '\n');
    written.push(file);
  }
  return written;
}
