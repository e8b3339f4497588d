import ts from 'typescript';
import type { CodeBlock } from './code-blocks';

const KIND: Record<string, ts.ScriptKind> = {
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  mts: ts.ScriptKind.TS,
  cts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  cjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

/** Parse errors of one code block, as "line:col message" (line relative to the block). */
export function syntaxErrors(block: CodeBlock): string[] {
  return blockSyntaxErrors(block).map((e) => `${e.line}:${e.column} ${e.message}`);
}

/**
 * The first parse error of a code block, at its line and column in the Markdown file (the
 * parser's later errors are mostly that one's echoes).
 */
export function syntaxProblemsInFile(
  block: CodeBlock,
): { line: number; column: number; message: string }[] {
  return blockSyntaxErrors(block)
    .slice(0, 1)
    .map((e) => ({
      line: block.line + e.line,
      column: (block.column ?? 1) - 1 + e.column,
      message: `code block does not parse: ${e.message} (mark a deliberate fragment \`partial\`)`,
    }));
}

/** Parse errors with their 1-based line and column in the block. */
function blockSyntaxErrors(block: CodeBlock): { line: number; column: number; message: string }[] {
  const kind = KIND[block.lang] ?? ts.ScriptKind.TS;
  const ext = { [ts.ScriptKind.TSX]: 'tsx', [ts.ScriptKind.JSX]: 'jsx', [ts.ScriptKind.JS]: 'js' }[
    kind as number
  ];
  const source = ts.createSourceFile(
    `block.${ext ?? 'ts'}`,
    block.value,
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => {
    const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
    return {
      line: line + 1,
      column: character + 1,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    };
  });
}
