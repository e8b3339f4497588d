// `_category_.json` (and `.yml`/`.yaml`) files, checked as the docs plugin reads them (js-yaml,
// then its category schema), but with the line and column of each problem: a syntax error where
// the parser stopped, an unknown key (with the nearest known key) or a value of the wrong type at
// its key's line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { validateCategoryMetadataFile } from '@docusaurus/plugin-content-docs/lib/sidebars/validation.js';
import { didYouMean } from '../../src/lib/content/nearest';
import type { PageProblem } from '../../src/lib/content/problem';

export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** Keys of the docs plugin's category schema. */
const CATEGORY_KEYS = [
  'label',
  'description',
  'position',
  'collapsed',
  'collapsible',
  'className',
  'link',
  'customProps',
];

/** Every category file under `root` (a folder). */
export function listCategoryFiles(root: string): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    const file = path.join(root, name);
    if (statSync(file).isDirectory()) out.push(...listCategoryFiles(file));
    else if (CATEGORY_FILE.test(name)) out.push(file);
  }
  return out;
}

function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length))).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** The place of `"key"` (JSON) or `key:` (YAML) in the text, else the first line. */
function keyPlace(text: string, key: string): { line: number; column: number } {
  const match = new RegExp(`(^|[{,\\s])("${key}"\\s*:|${key}\\s*:)`, 'm').exec(text);
  return match ? lineColumnAt(text, match.index + match[1]!.length) : { line: 1, column: 1 };
}

function parse(file: string, text: string): { value?: unknown; problem?: PageProblem } {
  if (file.endsWith('.json')) {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      const message = (error as Error).message;
      const position = /at position (\d+)/.exec(message)?.[1];
      const offset = position === undefined ? text.length : Number(position);
      const at = lineColumnAt(text, offset);
      const atEnd = offset >= text.trimEnd().length;
      const hint = atEnd ? ' (the file ends there: is a closing } or ] missing?)' : '';
      return { problem: { file, ...at, message: `invalid JSON: ${message}${hint}` } };
    }
  }
  const document = parseDocument(text);
  const error = document.errors[0];
  if (error) {
    const [line, column] = [error.linePos?.[0].line ?? 1, error.linePos?.[0].col ?? 1];
    return {
      problem: { file, line, column, message: `invalid YAML: ${error.message.split('\n')[0]}` },
    };
  }
  return { value: document.toJS() };
}

/** Problems of one category file (`text`: its source, when not the file's). */
export function categoryProblems(file: string, text = readFileSync(file, 'utf8')): PageProblem[] {
  const { value, problem } = parse(file, text);
  if (problem) return [problem];
  try {
    validateCategoryMetadataFile(value as never);
    return [];
  } catch (error) {
    const details =
      (error as { details?: { path: (string | number)[]; message: string; type: string }[] })
        .details ?? [];
    if (details.length === 0)
      return [{ file, line: 1, column: 1, message: String((error as Error).message) }];
    return details.map((detail) => {
      const key = String(detail.path[0] ?? '');
      const hint =
        detail.type === 'object.unknown'
          ? `${didYouMean(key, CATEGORY_KEYS, (k) => `"${k}"`)} (keys: ${CATEGORY_KEYS.join(', ')})`
          : '';
      return { file, ...keyPlace(text, key), message: `category file: ${detail.message}${hint}` };
    });
  }
}
