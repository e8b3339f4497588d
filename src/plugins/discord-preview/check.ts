/**
 * Consistency of the preview blocks and their payload files (used by the CI test): every
 * `preview=` block has a payload whose stamp matches its code, and every payload has a block.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractCodeBlocks } from '../../../scripts/content/code-blocks';
import { previewRequest, previewsFileFor, readPreviewFile } from './previews';
import { previewStamp } from './stamp';

function listFiles(root: string, pattern: RegExp): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .flatMap((name) => {
      const path = join(root, name);
      if (statSync(path).isDirectory()) return listFiles(path, pattern);
      return pattern.test(name) ? [path] : [];
    });
}

/** Problems of one page and its payload file, as readable lines (none when all is well). */
export function pagePreviewProblems(page: string): string[] {
  const problems: string[] = [];
  const payloadPath = previewsFileFor(page);
  const previews = readPreviewFile(payloadPath);
  const used = new Set<string>();
  for (const block of extractCodeBlocks(page)) {
    const request = previewRequest(block.meta);
    if (!request) continue;
    const where = `${page}:${block.line} preview "${request.id}"`;
    if (block.partial) problems.push(`${where}: a partial block cannot have a preview`);
    if (used.has(request.id)) problems.push(`${where}: the id is used twice on the page`);
    used.add(request.id);
    const entry = previews?.[request.id];
    if (!entry) {
      problems.push(`${where}: no payload in ${payloadPath}`);
    } else if (entry.stamp !== previewStamp(block.value)) {
      problems.push(`${where}: the code changed since its payload was made (stamp mismatch)`);
    }
  }
  for (const id of Object.keys(previews ?? {})) {
    if (!used.has(id)) problems.push(`${payloadPath}: payload "${id}" has no block on the page`);
  }
  return problems;
}

/** Problems of every page under the roots, including payload files without a page. */
export function previewProblems(roots: string[]): string[] {
  const problems: string[] = [];
  for (const root of roots) {
    for (const page of listFiles(root, /\.mdx?$/)) problems.push(...pagePreviewProblems(page));
    for (const payloadFile of listFiles(root, /\.previews\.json$/)) {
      const base = payloadFile.replace(/\.previews\.json$/, '');
      if (!existsSync(`${base}.mdx`) && !existsSync(`${base}.md`)) {
        problems.push(`${payloadFile}: no page ${base}.mdx beside it`);
      }
    }
  }
  return problems;
}
