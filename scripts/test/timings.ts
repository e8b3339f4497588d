// The slowest tests of a run with their share of their timeout, from the lines that
// timing-reporter.mjs writes. A test's timeout is read from its declaration (`{ timeout: … }` in
// the `test(…)` call at the line and column node:test reports), so no test has to repeat it.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';

export interface TestTiming {
  file: string;
  name: string;
  line: number;
  column: number;
  durationMs: number;
  passed: boolean;
}

export interface TimedTest extends TestTiming {
  /** From the test's own options; undefined when it has none (node:test's default: no limit). */
  timeoutMs?: number;
}

/** A test above this share of its timeout is flagged: on a slower machine it may time out. */
export const SHARE_LIMIT = 0.5;

export function readTimings(file: string): TestTiming[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TestTiming);
}

/** Value of a numeric constant expression: literals, + - * /, parentheses, same-file consts. */
function evaluate(node: ts.Expression, file: ts.SourceFile): number | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, file);
  if (ts.isBinaryExpression(node)) {
    const left = evaluate(node.left, file);
    const right = evaluate(node.right, file);
    if (left === undefined || right === undefined) return undefined;
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.PlusToken:
        return left + right;
      case ts.SyntaxKind.MinusToken:
        return left - right;
      case ts.SyntaxKind.AsteriskToken:
        return left * right;
      case ts.SyntaxKind.SlashToken:
        return left / right;
      default:
        return undefined;
    }
  }
  if (ts.isIdentifier(node)) {
    let value: number | undefined;
    const visit = (child: ts.Node): void => {
      if (
        ts.isVariableDeclaration(child) &&
        ts.isIdentifier(child.name) &&
        child.name.text === node.text &&
        child.initializer &&
        ts.getCombinedNodeFlags(child) & ts.NodeFlags.Const
      ) {
        value = evaluate(child.initializer, file);
      } else ts.forEachChild(child, visit);
    };
    visit(file);
    return value;
  }
  return undefined;
}

/** The `timeout` option of the test call that starts at line:column (1-based), if it has one. */
export function declaredTimeout(source: string, line: number, column: number): number | undefined {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest, true);
  if (line < 1 || line > file.getLineStarts().length) return undefined;
  const position = file.getPositionOfLineAndCharacter(line - 1, column - 1);
  let call: ts.CallExpression | undefined;
  const find = (node: ts.Node): void => {
    if (call || node.getEnd() < position || node.getStart(file) > position) return;
    if (ts.isCallExpression(node) && node.getStart(file) === position) call = node;
    else ts.forEachChild(node, find);
  };
  find(file);
  for (const argument of call?.arguments ?? []) {
    if (!ts.isObjectLiteralExpression(argument)) continue;
    for (const property of argument.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        property.name.text === 'timeout'
      ) {
        return evaluate(property.initializer, file);
      }
    }
  }
  return undefined;
}

/** Each timing with the timeout its test declares. */
export function withTimeouts(timings: TestTiming[]): TimedTest[] {
  const sources = new Map<string, string>();
  const sourceOf = (file: string) => {
    if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    return sources.get(file)!;
  };
  return timings.map((timing) => ({
    ...timing,
    timeoutMs: declaredTimeout(sourceOf(timing.file), timing.line, timing.column),
  }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The `count` slowest tests, and every test above SHARE_LIMIT of its timeout, as a table:
 * time, timeout, share of it, and where the test is declared.
 */
export function slowestTable(tests: TimedTest[], count = 10, root = process.cwd()): string {
  const share = (t: TimedTest) => (t.timeoutMs ? t.durationMs / t.timeoutMs : undefined);
  const overLimit = (t: TimedTest) => (share(t) ?? 0) > SHARE_LIMIT;
  const byTime = [...tests].sort((a, b) => b.durationMs - a.durationMs);
  const shown = byTime.filter((t, i) => i < count || overLimit(t));
  const timed = tests.filter((t) => t.timeoutMs !== undefined);
  const rows = shown.map((t) => {
    const ratio = share(t);
    return [
      seconds(t.durationMs).padStart(9),
      (t.timeoutMs === undefined ? 'none' : seconds(t.timeoutMs)).padStart(9),
      (ratio === undefined ? '' : `${Math.round(ratio * 100)} %`).padStart(6),
      overLimit(t) ? ' OVER HALF' : t.passed ? '' : ' failed',
      `  ${relative(root, t.file)}:${t.line} ${t.name}`,
    ].join('');
  });
  const over = timed.filter(overLimit).length;
  return [
    `Slowest tests (${shown.length} of ${tests.length}; ${timed.length} have their own timeout, ` +
      `${over} of them above ${SHARE_LIMIT * 100} % of it)`,
    `${'Time'.padStart(9)}${'Timeout'.padStart(9)}${'Share'.padStart(6)}  Test`,
    ...rows,
  ].join('\n');
}
