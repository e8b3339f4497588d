/**
 * Consistency of the preview blocks and their payload files (used by the CI test): every
 * `preview=` block has a payload whose stamp matches its code, and every payload has a block.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractCodeBlocks } from '../../lib/content/code-blocks';
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

export interface PreviewProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** The block names a payload that does not exist (the remark plugin fails the build on it). */
  missingPayload?: boolean;
}

/** Where `"id":` is in a payload file (its first line when not found). */
function keyPosition(payloadPath: string, id: string): { line: number; column: number } {
  const lines = readFileSync(payloadPath, 'utf8').split('\n');
  const index = lines.findIndex((l) => l.includes(`${JSON.stringify(id)}:`));
  if (index < 0) return { line: 1, column: 1 };
  return { line: index + 1, column: lines[index]!.indexOf('"') + 1 };
}

/** Problems of one page (`text`: its source, when not the file's) and its payload file. */
export function pagePreviewFindings(page: string, text?: string): PreviewProblem[] {
  const problems: PreviewProblem[] = [];
  const payloadPath = previewsFileFor(page);
  const previews = readPreviewFile(payloadPath);
  const used = new Set<string>();
  for (const block of extractCodeBlocks(page, text ?? readFileSync(page, 'utf8'))) {
    const request = previewRequest(block.meta);
    if (!request) continue;
    const at = { file: page, line: block.line, column: block.column ?? 1 };
    const where = `preview "${request.id}"`;
    if (block.partial)
      problems.push({ ...at, message: `${where}: a partial block cannot have a preview` });
    if (used.has(request.id))
      problems.push({ ...at, message: `${where}: the id is used twice on the page` });
    used.add(request.id);
    const entry = previews?.[request.id];
    if (!entry) {
      problems.push({
        ...at,
        message: `${where}: no payload in ${payloadPath}`,
        missingPayload: true,
      });
    } else if (entry.stamp !== previewStamp(block.value)) {
      problems.push({
        ...at,
        message:
          `${where}: the code changed since its payload was made (stamp mismatch); run ` +
          `\`npm run check:mdx -- --write-previews ${page}\` (no CommandKit checkout needed)`,
      });
    }
  }
  for (const id of Object.keys(previews ?? {})) {
    if (!used.has(id))
      problems.push({
        file: payloadPath,
        ...keyPosition(payloadPath, id),
        message: `payload "${id}" has no block on the page`,
      });
  }
  return problems;
}

/** The same, as readable `file:line:col message` lines (none when all is well). */
export function pagePreviewProblems(page: string): string[] {
  return pagePreviewFindings(page).map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
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
