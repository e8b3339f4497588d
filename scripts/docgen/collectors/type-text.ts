// Prints types as linked text: written types as written, inferred types from the checker, and types
// the checker cannot know (third-party packages are not installed next to the source) from the code
// that produces them (`new Collection<any, any>()` -> `Collection<any, any>`).
import ts from 'typescript';
import type { TypeText } from '../model';
import type { ExtractContext } from './context';
import { collectRefs, discordJsUrl, type Linker } from './links';

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

export function oneLine(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')');
}

export function print(node: ts.Node): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile() ?? undefined!);
}

export function plain(t: TypeText): string {
  return t.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}

export function unwrapExpression(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isSatisfiesExpression(n) || ts.isParenthesizedExpression(n) || ts.isAwaitExpression(n))
    n = n.expression;
  return n;
}

export interface TypePrinter {
  /** A type as written in the source, with links. */
  typeFromNode: (node: ts.Node) => TypeText;
  /** An inferred type; `sources` are the expressions it comes from, used when the checker only sees `any`. */
  typeFromType: (type: ts.Type, at: ts.Node, sources?: ts.Expression[]) => TypeText;
  /** The written type, or the inferred type of `at`. */
  typeOf: (typeNode: ts.TypeNode | undefined, at: ts.Node, sources?: ts.Expression[]) => TypeText;
  /** A short initializer as written (default values), or undefined when long. */
  initializerText: (init: ts.Expression | undefined) => string | undefined;
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

export function createTypePrinter(ctx: ExtractContext, linker: Linker): TypePrinter {
  const { checker } = ctx;

  const typeFromNode = (node: ts.Node): TypeText => {
    const refs = new Map<string, string>();
    collectRefs(ctx, linker, node, refs);
    return linker.linkText(oneLine(print(node)), refs, false);
  };

  /** The type an expression evidently has, read from its code, when the checker cannot tell. */
  const writtenTypeOf = (expr: ts.Expression, depth = 0): TypeText | undefined => {
    if (depth > 5) return undefined;
    const e = unwrapExpression(expr);
    if (ts.isAsExpression(e)) return typeFromNode(e.type);
    if (ts.isNewExpression(e)) {
      const refs = new Map<string, string>();
      collectRefs(ctx, linker, e.expression, refs);
      for (const arg of e.typeArguments ?? []) collectRefs(ctx, linker, arg, refs);
      if (ts.isIdentifier(e.expression) && !refs.has(e.expression.text)) {
        const sym = checker.getSymbolAtLocation(e.expression);
        const url = linker.linkForSymbol(sym, true) ?? discordJsUrl(ctx, sym);
        if (url) refs.set(e.expression.text, url);
      }
      const args = e.typeArguments?.length
        ? `<${e.typeArguments.map((a) => oneLine(print(a))).join(', ')}>`
        : '';
      return linker.linkText(`${oneLine(print(e.expression))}${args}`, refs, true);
    }
    if (ts.isIdentifier(e)) {
      const decl = checker.getSymbolAtLocation(e)?.valueDeclaration;
      if (decl && ts.isVariableDeclaration(decl)) {
        if (decl.type) return typeFromNode(decl.type);
        if (decl.initializer) return writtenTypeOf(decl.initializer, depth + 1);
      }
      return undefined;
    }
    if (ts.isCallExpression(e)) {
      // A call into a package that is not installed here: say so in TypeScript's own words.
      const callee = ts.isIdentifier(e.expression) ? e.expression : undefined;
      if (!callee) return undefined;
      const sym = checker.getSymbolAtLocation(callee);
      const resolved = sym ? ctx.resolveAlias(sym) : undefined;
      if (!resolved || (resolved.declarations ?? []).length > 0) return undefined;
      const args = e.typeArguments?.length
        ? `<${e.typeArguments.map((a) => oneLine(print(a))).join(', ')}>`
        : '';
      const refs = new Map<string, string>();
      for (const arg of e.typeArguments ?? []) collectRefs(ctx, linker, arg, refs);
      return linker.linkText(`ReturnType<typeof ${callee.text}${args}>`, refs, false);
    }
    return undefined;
  };

  const typeFromType: TypePrinter['typeFromType'] = (type, at, sources = []) => {
    const text = checker.typeToString(type, at, FORMAT);
    if (/\bany\b/.test(text) && sources.length > 0) {
      const written = sources.map((s) => writtenTypeOf(s));
      if (written.every((w): w is TypeText => w !== undefined && w.length > 0)) {
        const unique = [...new Map(written.map((w) => [plain(w), w])).values()];
        return unique.flatMap((w, i) => (i === 0 ? w : [' | ', ...w]));
      }
    }
    return linker.linkText(text, new Map(), true);
  };

  const typeOf: TypePrinter['typeOf'] = (typeNode, at, sources) => {
    if (typeNode) return typeFromNode(typeNode);
    try {
      return typeFromType(checker.getTypeAtLocation(at), at, sources);
    } catch {
      return ['unknown'];
    }
  };

  const initializerText = (init: ts.Expression | undefined): string | undefined => {
    if (!init) return undefined;
    const text = oneLine(print(init));
    return text.length <= 80 ? text : undefined;
  };

  return { typeFromNode, typeFromType, typeOf, initializerText };
}

/** The expressions a function body returns (for inferring its return type from code). */
export function returnedExpressions(decl: ts.SignatureDeclaration): ts.Expression[] {
  const body = (decl as { body?: ts.Node }).body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body as ts.Expression];
  const out: ts.Expression[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isFunctionLike(n)) return; // nested functions return for themselves
    if (ts.isReturnStatement(n) && n.expression) out.push(n.expression);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
  return out;
}
