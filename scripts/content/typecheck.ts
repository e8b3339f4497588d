// Type-checks the TS/JS code blocks of documentation pages with the TypeScript compiler API.
// Each block becomes its own module in a scratch folder whose `node_modules` points at the
// site's own, so `import { CommandKit } from 'commandkit'` resolves to the installed package.
// All blocks go into one program (one `ts.createProgram`), which keeps the check fast.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './code-blocks';
import { syntaxErrors } from './check-syntax';

export interface TypecheckFailure {
  block: CodeBlock;
  /** 1-based line in the Markdown file the diagnostic points at. */
  line: number;
  message: string;
}

export interface TypecheckOptions {
  /** The folder whose `node_modules` the blocks resolve packages from. */
  projectRoot?: string;
}

const TS_LANGS = new Set(['ts', 'typescript', 'mts', 'cts']);
const TSX_LANGS = new Set(['tsx']);
const JSX_LANGS = new Set(['jsx']);

/** The file extension a block is written with; `.cjs` for JavaScript that uses CommonJS. */
export function blockExtension(block: CodeBlock): string {
  const lang = block.lang;
  if (lang === 'mts') return 'mts';
  if (lang === 'cts' || lang === 'cjs') return 'cjs';
  if (lang === 'mjs') return 'mjs';
  if (TS_LANGS.has(lang)) return 'ts';
  if (TSX_LANGS.has(lang)) return 'tsx';
  if (JSX_LANGS.has(lang)) return 'jsx';
  // Plain JavaScript: the scratch folder is `"type": "module"`, so CommonJS code needs `.cjs`.
  return /\brequire\s*\(|\bmodule\.exports\b|\bexports\.\w+\s*=/.test(block.value) ? 'cjs' : 'js';
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  types: ['node'],
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  forceConsistentCasingInFileNames: true,
};

function format(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  return `TS${diagnostic.code}: ${text}`;
}

/**
 * Type-check every block (`partial` blocks are only parsed). Returns one entry per diagnostic;
 * an empty array means every block compiles.
 */
export function typecheckBlocks(
  blocks: CodeBlock[],
  options: TypecheckOptions = {},
): TypecheckFailure[] {
  const failures: TypecheckFailure[] = [];
  const projectRoot = resolve(options.projectRoot ?? process.cwd());
  const dir = mkdtempSync(join(tmpdir(), 'docs-typecheck-'));
  try {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');

    const byFile = new Map<string, CodeBlock>();
    blocks.forEach((block, index) => {
      if (block.partial) {
        for (const error of syntaxErrors(block)) {
          const [at, ...rest] = error.split(' ');
          const lineInBlock = Number(at.split(':')[0]);
          failures.push({ block, line: block.line + lineInBlock, message: rest.join(' ') });
        }
        return;
      }
      // One folder per block, so two blocks never see each other's declarations.
      const blockDir = join(dir, `block-${index}`);
      mkdirSync(blockDir);
      const file = join(blockDir, `example.${blockExtension(block)}`);
      writeFileSync(file, block.value);
      byFile.set(file, block);
    });

    if (byFile.size === 0) return failures;

    const program = ts.createProgram({
      rootNames: [...byFile.keys()],
      options: { ...COMPILER_OPTIONS, typeRoots: [join(dir, 'node_modules', '@types')] },
    });
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...[...byFile.keys()].flatMap((file) => {
        const source = program.getSourceFile(file);
        return source
          ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
          : [];
      }),
    ];
    for (const diagnostic of diagnostics) {
      const block = diagnostic.file ? byFile.get(diagnostic.file.fileName) : undefined;
      if (!block || !diagnostic.file) {
        // A diagnostic outside the blocks (configuration, library): report it against all.
        failures.push({
          block: blocks[0],
          line: blocks[0]?.line ?? 0,
          message: `(compiler) ${format(diagnostic)}`,
        });
        continue;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      // The fence is on block.line; the block's first line is the line after it.
      failures.push({ block, line: block.line + 1 + line, message: format(diagnostic) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return failures;
}

/** "file:line (block at line N, title) TSxxxx: message" for test output. */
export function describeFailure(failure: TypecheckFailure): string {
  const { block } = failure;
  const title = block.title ? `, ${block.title}` : '';
  return `${block.file}:${failure.line} (block at line ${block.line}${title}) ${failure.message}`;
}
