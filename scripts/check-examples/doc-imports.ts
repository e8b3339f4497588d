// The import check that needs no CommandKit source: every named import of a `commandkit` or
// `@commandkit/*` path in a code block is a runtime export of that path (or a type-only import
// of a name its declarations declare), per facts files recorded from the real packages.
import ts from 'typescript';
import type { CodeBlock } from '../content/code-blocks';
import { collectImports } from './runtime-imports';

export interface ExportFacts {
  runtime: Record<string, { loads: boolean; error?: string; exports: string[] }>;
  /** Names (types and values) each path's declarations export. */
  declared: Record<string, string[]>;
}

export interface ImportProblem {
  block: CodeBlock;
  /** 1-based line in the Markdown file. */
  line: number;
  message: string;
}

export function checkImports(blocks: CodeBlock[], facts: ExportFacts): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const block of blocks) {
    // A declaration file only describes types (e.g. a `declare module` shim): nothing in it loads.
    if (block.title?.endsWith('.d.ts')) continue;
    const at = (line: number) => block.line + 1 + line;
    for (const use of collectImports(block.value, block.lang)) {
      const runtime = facts.runtime[use.path];
      if (!runtime) {
        problems.push({
          block,
          line: at(use.line),
          message: `'${use.path}' is not an import path of the package`,
        });
        continue;
      }
      if (!runtime.loads && !use.erased) {
        problems.push({
          block,
          line: at(use.line),
          message: `'${use.path}' does not load at runtime${runtime.error ? ` (${runtime.error})` : ''}`,
        });
        continue;
      }
      for (const name of use.names) {
        if (name.typeOnly) {
          if (!(facts.declared[use.path] ?? []).includes(name.name)) {
            problems.push({
              block,
              line: at(name.line),
              message: `'${name.name}' is not declared by '${use.path}'`,
            });
          }
        } else if (!runtime.exports.includes(name.name)) {
          const declared = (facts.declared[use.path] ?? []).includes(name.name);
          problems.push({
            block,
            line: at(name.line),
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
