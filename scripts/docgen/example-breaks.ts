// The 1.x guide's imports that work in the release and fail on CommandKit main: computed from the
// two models (values: what each build's entry points export when loaded, as recorded in
// `.runtime-exports.json`; types: the declarations), for "What changes on main".
// Reads the pages' code blocks with a regular expression (no TypeScript compiler at render time);
// blocks marked `main` show main already and are skipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ApiItem } from './model';
import type { RuntimeExports } from './runtime';

export interface ExampleBreak {
  /** Page file relative to the site root, and its URL. */
  file: string;
  url: string;
  line: number;
  name: string;
  specifier: string;
  typeOnly: boolean;
  /** Why it fails on main. */
  why: string;
}

const FENCE = /^(```+)(\w+)?([^\n]*)\n([\s\S]*?)^\1\s*$/gm;
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'((?:commandkit|@commandkit\/)[^']*)'/g;
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

function mdxFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return mdxFiles(full);
      return /\.mdx?$/.test(name) ? [full] : [];
    });
}

/** Whether the declarations of `items` export `name` from `specifier`. */
function declares(items: ApiItem[], name: string, specifier: string): boolean {
  return items.some(
    (i) =>
      (i.name === name && i.importPaths.includes(specifier)) ||
      i.aliases.some((a) => a.name === name && a.specifier === specifier),
  );
}

function exportsValue(runtime: RuntimeExports, name: string, specifier: string): boolean {
  const entry = runtime[specifier];
  return Boolean(entry?.loads && entry.exports.includes(name));
}

/**
 * A recorded load error as a reader needs it: paths shown from the package (`node_modules/` and
 * what precedes it are the recording machine's), and the probe's `<require error> / import:
 * <import error>` once when both are the same.
 */
export function shortRuntimeError(error: string | undefined): string {
  if (!error) return 'error';
  const short = error.replace(/(?:\/[^\s'"]*)?\/node_modules\//g, '');
  const [required, imported] = short.split(' / import: ');
  return imported === required ? required! : short;
}

function whyNot(runtime: RuntimeExports, name: string, specifier: string): string {
  const entry = runtime[specifier];
  if (!entry) return `main has no \`${specifier}\` entry point`;
  if (!entry.loads)
    return `\`${specifier}\` fails to load on main (${shortRuntimeError(entry.error)})`;
  return `\`${specifier}\` does not export \`${name}\` on main`;
}

export function exampleBreaks(
  siteRoot: string,
  release: { items: ApiItem[]; runtime: RuntimeExports },
  main: { items: ApiItem[]; runtime: RuntimeExports },
): ExampleBreak[] {
  const out: ExampleBreak[] = [];
  const guide = path.join(siteRoot, 'docs', 'guide');
  for (const full of mdxFiles(guide)) {
    const text = readFileSync(full, 'utf8');
    const file = path.relative(siteRoot, full).split(path.sep).join('/');
    const url = `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
    for (const fence of text.matchAll(FENCE)) {
      const [, , lang = '', meta = '', code = ''] = fence;
      if (!CODE_LANGS.has(lang) || /(^|\s)main(\s|$)/.test(meta)) continue;
      const codeStart = fence.index + fence[0].indexOf('\n') + 1;
      for (const m of code.matchAll(IMPORT)) {
        const line = text.slice(0, codeStart + m.index).split('\n').length;
        const specifier = m[3]!;
        for (const raw of m[2]!.split(',')) {
          const part = raw.trim();
          if (!part) continue;
          const typeOnly = Boolean(m[1]) || part.startsWith('type ');
          const name = part
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (typeOnly) {
            if (declares(release.items, name, specifier) && !declares(main.items, name, specifier))
              out.push({
                file,
                url,
                line,
                name,
                specifier,
                typeOnly,
                why: `main does not declare the type \`${name}\` in \`${specifier}\``,
              });
          } else if (
            exportsValue(release.runtime, name, specifier) &&
            !exportsValue(main.runtime, name, specifier)
          ) {
            out.push({
              file,
              url,
              line,
              name,
              specifier,
              typeOnly,
              why: whyNot(main.runtime, name, specifier),
            });
          }
        }
      }
    }
  }
  return out;
}
