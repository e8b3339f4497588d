// Checks the CommandKit imports of a block against what the import paths export at runtime.
import type { DocBlock } from './extract';
import { collectImports, type ModuleFacts } from './runtime-imports';

export interface ImportFailure {
  /** 1-based line in the Markdown file. */
  line: number;
  message: string;
}

export function importPathsOf(blocks: DocBlock[]): string[] {
  return [
    ...new Set(
      blocks.flatMap((block) => collectImports(block.value, block.lang).map((use) => use.path)),
    ),
  ];
}

/** Failures of one block's imports; `facts` must hold every path the block imports. */
export function checkBlockImports(
  block: DocBlock,
  facts: Record<string, ModuleFacts>,
): ImportFailure[] {
  const failures: ImportFailure[] = [];
  // A declaration file (a `declare module` shim) only describes types; the type check covers it.
  if (block.title?.endsWith('.d.ts')) return failures;
  const at = (line: number) => block.line + 1 + line;
  for (const use of collectImports(block.value, block.lang)) {
    if (use.erased) continue; // `import type` / `export type`: TypeScript removes it, nothing loads
    const module = facts[use.path];
    if (!module) {
      failures.push({ line: at(use.line), message: `'${use.path}' was not probed` });
      continue;
    }
    if (!module.loads) {
      failures.push({
        line: at(use.line),
        message: `'${use.path}' does not load at runtime: ${module.error}`,
      });
      continue;
    }
    for (const imported of use.names) {
      if (imported.typeOnly) continue;
      if (!module.exports.includes(imported.name)) {
        failures.push({
          line: at(imported.line),
          message: `'${imported.name}' is not a runtime export of '${use.path}'`,
        });
      } else if (module.esmExports && !module.esmExports.includes(imported.name)) {
        failures.push({
          line: at(imported.line),
          message: `'${imported.name}' is exported by require('${use.path}') but not visible to an ESM import of it`,
        });
      }
    }
  }
  return failures;
}
