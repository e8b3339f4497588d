// The import check that needs no CommandKit source: every named import of a `commandkit` or
// `@commandkit/*` path in a code block is a runtime export of that path (or a type-only import
// of a name its declarations declare), per facts files recorded from the real packages.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from '../content/code-blocks';
import {
  DECLARED_EXPORTS_FILE,
  MAIN_DECLARED_EXPORTS_FILE,
  MAIN_RUNTIME_EXPORTS_FILE,
  RUNTIME_EXPORTS_FILE,
} from './exports-facts';
import { collectImports } from './runtime-imports';

export interface ExportFacts {
  runtime: Record<string, { loads: boolean; error?: string; exports: string[] }>;
  /** Names (types and values) each path's declarations export. */
  declared: Record<string, string[]>;
}

export interface ImportProblem {
  block: CodeBlock;
  /** 1-based line and column in the Markdown file. */
  line: number;
  column: number;
  message: string;
}

export function checkImports(blocks: CodeBlock[], facts: ExportFacts): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const block of blocks) {
    // A declaration file only describes types (e.g. a `declare module` shim): nothing in it loads.
    if (block.title?.endsWith('.d.ts')) continue;
    const at = (place: { line: number; column: number }) => ({
      line: block.line + 1 + place.line,
      column: (block.column ?? 1) + place.column,
    });
    for (const use of collectImports(block.value, block.lang)) {
      const runtime = facts.runtime[use.path];
      if (!runtime) {
        problems.push({
          block,
          ...at(use),
          message: `'${use.path}' is not an import path of the package`,
        });
        continue;
      }
      if (!runtime.loads && !use.erased) {
        problems.push({
          block,
          ...at(use),
          message: `'${use.path}' does not load at runtime${runtime.error ? ` (${runtime.error})` : ''}`,
        });
        continue;
      }
      for (const name of use.names) {
        if (name.typeOnly) {
          if (!(facts.declared[use.path] ?? []).includes(name.name)) {
            problems.push({
              block,
              ...at(name),
              message: `'${name.name}' is not declared by '${use.path}'`,
            });
          }
        } else if (!runtime.exports.includes(name.name)) {
          const declared = (facts.declared[use.path] ?? []).includes(name.name);
          problems.push({
            block,
            ...at(name),
            message: `'${name.name}' is not a runtime export of '${use.path}'${declared ? ' (only its declarations name it)' : ''}`,
          });
        }
      }
    }
  }
  return problems;
}

export function describeProblem(problem: ImportProblem): string {
  const title = problem.block.title ? `, ${problem.block.title}` : '';
  return `${problem.block.file}:${problem.line} (block at line ${problem.block.line}${title}) ${problem.message}`;
}

/** The names a declaration file exports (types and values). */
export function declaredNamesOf(dtsFile: string): string[] {
  const program = ts.createProgram({
    rootNames: [dtsFile],
    options: { skipLibCheck: true, noEmit: true },
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(dtsFile);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${dtsFile} is not a module`);
  return checker
    .getExportsOfModule(symbol)
    .map((s) => s.name)
    .filter((name) => name !== 'default')
    .sort();
}

export const V0_ROOT = 'versioned_docs/version-0.1.10';
/** On a 1.x page, a block titled `… (0.1.10)` shows the old API (the migration guide). */
export const V0_TITLE = /\s\(0\.1\.10\)$/;

/** Whether a block shows CommandKit 0.1.10 (its page is in the 0.1.10 docs, or its title says so). */
export function isV0Block(block: CodeBlock): boolean {
  const file = block.file.split(sep).join('/');
  return file.includes(`${V0_ROOT}/`) || Boolean(block.title && V0_TITLE.test(block.title));
}

/** `main` in the meta string: the block shows CommandKit's main branch, which 1.2.0 lacks. */
export function isMainBlock(block: CodeBlock): boolean {
  return /(^|\s)main(\s|$)/.test(block.meta);
}

function readFacts<T>(file: string): T {
  if (!existsSync(file))
    throw new Error(`${file} is missing (npm run check:examples writes and verifies it)`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** What the 1.x import paths export, as committed in api-notes/1.x (read from `siteDir`). */
export function v1ExportFacts(siteDir = process.cwd()): ExportFacts {
  return {
    runtime: readFacts<ExportFacts['runtime']>(join(siteDir, RUNTIME_EXPORTS_FILE)),
    declared: readFacts<ExportFacts['declared']>(join(siteDir, DECLARED_EXPORTS_FILE)),
  };
}

/** What the import paths of CommandKit's main branch export, as committed in api-notes/main. */
export function mainExportFacts(siteDir = process.cwd()): ExportFacts {
  return {
    runtime: readFacts<ExportFacts['runtime']>(join(siteDir, MAIN_RUNTIME_EXPORTS_FILE)),
    declared: readFacts<ExportFacts['declared']>(join(siteDir, MAIN_DECLARED_EXPORTS_FILE)),
  };
}

/** What the installed commandkit@0.1.10 exports (loaded, and its declarations read). */
export function v0ExportFacts(siteDir = process.cwd()): ExportFacts {
  const require = createRequire(join(siteDir, 'package.json'));
  const runtime: ExportFacts['runtime'] = {};
  try {
    runtime.commandkit = { loads: true, exports: Object.keys(require('commandkit')).sort() };
  } catch (error) {
    runtime.commandkit = { loads: false, error: String(error), exports: [] };
  }
  // Reading the declarations takes a TypeScript program (seconds): only when a check needs them.
  let declared: ExportFacts['declared'] | undefined;
  return {
    runtime,
    get declared() {
      declared ??= {
        commandkit: declaredNamesOf(join(dirname(require.resolve('commandkit')), 'index.d.ts')),
      };
      return declared;
    },
  };
}
