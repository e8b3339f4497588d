import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders whose pages are written by hand (generated API reference excluded). */
export const HAND_WRITTEN_ROOTS = ['docs/guide', 'versioned_docs/version-0.1.10/guide'];

export function listMarkdownFiles(root: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return out;
  }
  for (const name of entries.sort()) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) out = out.concat(listMarkdownFiles(path));
    else if (/\.mdx?$/.test(name)) out.push(path);
  }
  return out;
}
