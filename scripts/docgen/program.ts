// Builds the TypeScript program over the input and fails on syntax errors (not on type errors:
// third-party imports of the source are not installed, so type errors are expected).
import path from 'node:path';
import ts from 'typescript';
import { DocgenError } from './model';
import { createHost, type SourcePackage } from './source';

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: false,
  // Node's own types (process, Buffer, node:crypto, ...) come from the site's @types/node and
  // discord.js from its node_modules (see createHost); other third-party packages stay unresolved.
  types: ['node'],
  typeRoots: [path.resolve(import.meta.dirname, '..', '..', 'node_modules', '@types')],
  lib: ['lib.es2022.d.ts'],
  experimentalDecorators: true,
};

export interface BuiltProgram {
  program: ts.Program;
  unresolved: Map<string, Set<string>>;
}

export function buildProgram(
  rootFiles: string[],
  workspace: Map<string, SourcePackage>,
): BuiltProgram {
  const nodeModules = path.resolve(import.meta.dirname, '..', '..', 'node_modules');
  const { host, unresolved } = createHost(COMPILER_OPTIONS, workspace, nodeModules);
  const program = ts.createProgram({ rootNames: rootFiles, options: COMPILER_OPTIONS, host });
  const libDir = path.dirname(ts.getDefaultLibFilePath(COMPILER_OPTIONS));
  const errors: string[] = [];
  for (const sf of program.getSourceFiles()) {
    if (sf.fileName.startsWith(libDir) || sf.fileName.startsWith(nodeModules)) continue;
    for (const d of program.getSyntacticDiagnostics(sf)) {
      const pos = d.start !== undefined ? sf.getLineAndCharacterOfPosition(d.start) : undefined;
      const where = pos ? `${sf.fileName}:${pos.line + 1}:${pos.character + 1}` : sf.fileName;
      errors.push(`${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
  }
  if (errors.length > 0) {
    throw new DocgenError(`Syntax errors in the input:\n  ${errors.slice(0, 20).join('\n  ')}`);
  }
  for (const f of rootFiles) {
    if (!program.getSourceFile(f)) throw new DocgenError(`Cannot read entry file ${f}`);
  }
  return { program, unresolved };
}
