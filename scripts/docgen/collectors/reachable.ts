// Finds the types public signatures use but no entry point exports by name (the config object
// `defineConfig` takes, the flag provider a user implements, ...). They get pages of their own.
// Reachable = named in a signature or a member of something documented, transitively.
import ts from 'typescript';
import { hasModifier, type ExtractContext, type Pending, type Target } from './context';
import { addOwnedTarget, sortPending, type Owners } from './owners';

/** For each reachable type: the documented items whose signatures name it. */
export type UsedBy = Map<ts.Symbol, { folder: string; name: string }[]>;

/** Declarations a signature-level walk may enter: the public surface of a documented declaration. */
function surfaceNodes(decl: ts.Declaration): ts.Node[] {
  const out: ts.Node[] = [];
  const signature = (s: ts.SignatureDeclaration) => {
    out.push(...(s.typeParameters ?? []), ...s.parameters.map((p) => p.type ?? p));
    out.push(s.type ?? s);
  };
  const members = (list: readonly ts.Node[]) => {
    for (const m of list) {
      if (hasModifier(m, ts.SyntaxKind.PrivateKeyword)) continue;
      const named = m as ts.NamedDeclaration;
      if (named.name && ts.isPrivateIdentifier(named.name)) continue;
      if (ts.isPropertyDeclaration(m) || ts.isPropertySignature(m)) out.push(m.type ?? m);
      else if (ts.isIndexSignatureDeclaration(m)) out.push(m.type);
      else if (ts.isConstructorDeclaration(m)) out.push(...m.parameters.map((p) => p.type ?? p));
      else if (ts.isFunctionLike(m)) signature(m);
    }
  };
  if (ts.isClassDeclaration(decl) || ts.isInterfaceDeclaration(decl)) {
    out.push(...(decl.typeParameters ?? []));
    for (const c of decl.heritageClauses ?? []) out.push(...c.types);
    members(decl.members);
  } else if (ts.isTypeAliasDeclaration(decl)) {
    out.push(...(decl.typeParameters ?? []), decl.type);
  } else if (ts.isFunctionDeclaration(decl)) {
    signature(decl);
  } else if (ts.isVariableDeclaration(decl)) {
    const init = decl.initializer;
    if (!decl.type && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
      signature(init);
    else out.push(decl.type ?? decl.name);
  }
  return out;
}

export function collectReachableTypes(
  ctx: ExtractContext,
  owners: Owners,
  targets: Map<ts.Symbol, Target>,
): UsedBy {
  const { checker } = ctx;
  const usedBy: UsedBy = new Map();
  const queue: Pending[] = [...owners.pending];

  const isDocumentableType = (s: ts.Symbol): boolean => {
    const decl = s.declarations?.[0];
    if (!decl || !ctx.pkgOfFile(decl.getSourceFile().fileName)) return false;
    if (!ts.isSourceFile(decl.parent)) return false; // local or namespaced declarations
    return (
      ts.isInterfaceDeclaration(decl) ||
      ts.isTypeAliasDeclaration(decl) ||
      ts.isClassDeclaration(decl) ||
      ts.isEnumDeclaration(decl)
    );
  };

  const found = (raw: ts.Symbol | undefined, from: Pending) => {
    if (!raw) return;
    const s = ctx.resolveAlias(raw);
    if (s.flags & ts.SymbolFlags.TypeParameter || !isDocumentableType(s)) return;
    if (s === from.target.symbol) return; // a recursive type names itself
    const known = targets.get(s);
    if (known && !known.reachableOnly) return;
    const users = usedBy.get(s) ?? [];
    if (!users.some((u) => u.folder === from.folder && u.name === from.name))
      users.push({ folder: from.folder, name: from.name });
    usedBy.set(s, users);
    if (known) return;
    const folder = ctx.pkgOfFile(s.declarations![0].getSourceFile().fileName)!.folder;
    const target: Target = {
      symbol: s,
      names: new Map([[folder, [s.name]]]),
      typeOnly: true,
      reachableOnly: true,
    };
    targets.set(s, target);
    const before = owners.pending.length;
    addOwnedTarget(ctx, owners, target);
    queue.push(...owners.pending.slice(before));
  };

  /** Symbols named by an inferred type: the type itself, its type arguments and union members. */
  const fromType = (type: ts.Type, from: Pending, depth = 0) => {
    if (depth > 3) return;
    found(type.aliasSymbol, from);
    for (const a of type.aliasTypeArguments ?? []) fromType(a, from, depth + 1);
    if (type.isUnionOrIntersection()) for (const t of type.types) fromType(t, from, depth + 1);
    if (type.flags & ts.TypeFlags.Object) {
      if (!type.aliasSymbol) found(type.getSymbol(), from);
      if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)
        for (const a of checker.getTypeArguments(type as ts.TypeReference))
          fromType(a, from, depth + 1);
    }
  };

  const walk = (node: ts.Node, from: Pending) => {
    if (ts.isTypeNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const visit = (n: ts.Node) => {
        if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n)) {
          const nameNode = ts.isTypeReferenceNode(n) ? n.typeName : n.expression;
          const id = ts.isQualifiedName(nameNode) ? nameNode.right : nameNode;
          found(checker.getSymbolAtLocation(id), from);
        }
        ts.forEachChild(n, visit);
      };
      visit(node);
      return;
    }
    if (ts.isTypeParameterDeclaration(node)) {
      if (node.constraint) walk(node.constraint, from);
      if (node.default) walk(node.default, from);
      return;
    }
    // No written type: the inferred one (a return type, a parameter with a default, a property).
    if (ts.isFunctionLike(node)) {
      const sig = checker.getSignatureFromDeclaration(node);
      if (sig) fromType(checker.getReturnTypeOfSignature(sig), from);
      return;
    }
    try {
      fromType(checker.getTypeAtLocation(node), from);
    } catch {
      // Unresolvable inferred types name nothing of ours.
    }
  };

  while (queue.length) {
    const p = queue.shift()!;
    for (const decl of p.decls) for (const node of surfaceNodes(decl)) walk(node, p);
  }
  sortPending(owners.pending);
  return usedBy;
}
