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
    return `${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}
