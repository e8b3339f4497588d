// `preview=` blocks checked without a CommandKit checkout: a block whose code changed since its
// payload was made is run with the committed playground runtime (./run.ts); check:mdx then reports
// the library's own error at its line, or the first difference from the committed payload, and
// `--write-previews` writes the new payload and stamp.
import { writeFileSync } from 'node:fs';
import { extractCodeBlocks, type CodeBlock } from '../../../src/lib/content/code-blocks';
import {
  previewRequest,
  previewsFileFor,
  readPreviewFile,
  type PreviewFile,
} from '../../../src/plugins/discord-preview/previews';
import { previewStamp } from '../../../src/plugins/discord-preview/stamp';
import type { PageProblem } from '../../../src/lib/content/problem';
import { runPreview } from './run';

/** A random id (`buttonkit::<uuid>`), different on every run of the same code. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const sameApartFromIds = (a: string, b: string) => a.replace(UUID, '') === b.replace(UUID, '');

/**
 * The first place two JSON values differ, as `path: committed …, now …`, or undefined; strings
 * that differ only in their random ids (the custom ids CommandKit makes) count as equal.
 */
export function firstDifference(
  committed: unknown,
  now: unknown,
  at = 'payload',
): string | undefined {
  const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));
  if (typeof committed !== typeof now || Array.isArray(committed) !== Array.isArray(now))
    return `${at}: committed ${show(committed)}, now ${show(now)}`;
  if (committed && now && typeof committed === 'object') {
    const a = committed as Record<string, unknown>;
    const b = now as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const where = Array.isArray(committed) ? `${at}[${key}]` : `${at}.${key}`;
      const difference = firstDifference(a[key], b[key], where);
      if (difference) return difference;
    }
    return undefined;
  }
  const same =
    committed === now ||
    (typeof committed === 'string' && typeof now === 'string' && sameApartFromIds(committed, now));
  return same ? undefined : `${at}: committed ${show(committed)}, now ${show(now)}`;
}

function blockLines(block: CodeBlock): [number, number] {
  return [block.line, block.line + block.value.split('\n').length + 1];
}

/**
 * Problems of the preview blocks of one page whose stamp no longer matches (or, with `write`, of
 * every preview block, whose payloads are then rewritten). `explained`: problems already found
 * in the page; a block holding one is not run (its error would be the same problem again).
 */
export async function previewRunProblems(
  file: string,
  text: string,
  explained: PageProblem[],
  { write = false, siteDir = process.cwd() } = {},
): Promise<{ problems: PageProblem[]; wrote?: string }> {
  const payloadFile = previewsFileFor(file);
  const previews: PreviewFile = readPreviewFile(payloadFile) ?? {};
  const problems: PageProblem[] = [];
  let changed = false;
  const command = `npm run check:mdx -- --write-previews ${file}`;
  for (const block of extractCodeBlocks(file, text)) {
    const request = previewRequest(block.meta);
    if (!request || block.partial) continue;
    const entry = previews[request.id];
    const stamp = previewStamp(block.value);
    if (entry?.stamp === stamp && !write) continue;
    const [first, last] = blockLines(block);
    if (explained.some((p) => p.file === file && p.line >= first && p.line <= last)) continue;
    const where = `preview "${request.id}"`;
    const result = await runPreview(block.value, siteDir);
    if (!result.ok) {
      const { name, message, line, column } = result.error;
      problems.push({
        file,
        line: line ? block.line + line : block.line,
        column: line ? (block.column ?? 1) - 1 + (column ?? 1) : (block.column ?? 1),
        message: `${where}: ${name}: ${message.split('\n').join(' ')} (the library's own error, run by the playground runtime)`,
      });
      continue;
    }
    const difference = !entry
      ? 'no payload'
      : entry.kind !== result.kind
        ? `kind: committed ${entry.kind}, now ${result.kind}`
        : firstDifference(entry.payload, result.payload);
    if (write) {
      // Only random ids changed: the committed payload stays (no churn), restamped.
      const payload = difference ? (result.payload as Record<string, unknown>) : entry!.payload;
      const fresh = { stamp, kind: result.kind, payload };
      if (JSON.stringify(entry) !== JSON.stringify(fresh)) changed = true;
      previews[request.id] = fresh;
      continue;
    }
    const at = { file, line: block.line, column: block.column ?? 1 };
    if (!entry) continue; // the missing payload is reported by the compilation
    problems.push({
      ...at,
      message: difference
        ? `${where}: the code changed and so did its payload, first at ${difference}; run \`${command}\``
        : `${where}: the code changed but its payload did not; run \`${command}\` to restamp it`,
    });
  }
  if (!write || !changed) return { problems };
  writeFileSync(payloadFile, JSON.stringify(previews, null, 2) + '\n');
  return { problems, wrote: payloadFile };
}
