// Decides each exposed symbol's owner package, page name and kind (the way TypeDoc classifies it).
import ts from 'typescript';
import type { Kind } from '../model';
import { compareText, type ExtractContext, type Pending, type Target } from './context';

function isFunctionLikeInitializer(node: ts.Expression): boolean {
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) return true;
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
    return isFunctionLikeInitializer(node.expression);
  }
  return false;
}

/** The kind TypeDoc gives a declaration (comment modifiers such as `@function` are not read). */
export function kindOf(decl: ts.Declaration, typeOnlyExport: boolean): Kind | undefined {
  if (ts.isClassDeclaration(decl)) return 'classes';
  if (ts.isInterfaceDeclaration(decl)) return 'interfaces';
  if (ts.isTypeAliasDeclaration(decl)) return 'types';
  if (ts.isEnumDeclaration(decl)) return 'enums';
  if (ts.isFunctionDeclaration(decl)) return 'functions';
  if (ts.isVariableDeclaration(decl)) {
    if (typeOnlyExport) return 'types';
    if (!decl.type && decl.initializer && isFunctionLikeInitializer(decl.initializer)) {
      return 'functions';
    }
    return 'variables';
  }
  return undefined;
}

export interface Owners {
  pending: Pending[];
  /** A symbol documented as another (same name and kind exported twice): symbol -> the documented one. */
  sameAs: Map<ts.Symbol, ts.Symbol>;
}

/** Groups a target's declarations by the kind of page they make (a class absorbs its merged interface). */
function declarationsByKind(
  ctx: ExtractContext,
  t: Target,
  name: string,
): Map<Kind, ts.Declaration[]> {
  const decls = t.symbol.declarations ?? [];
  const byKind = new Map<Kind, ts.Declaration[]>();
  for (const d of decls) {
    const k = kindOf(d, t.typeOnly);
    if (!k) {
      if (!ts.isModuleDeclaration(d))
        ctx.warnings.push(
          `${name}: unsupported declaration kind ${ts.SyntaxKind[d.kind]}; skipped`,
        );
      else if (decls.length === 1)
        ctx.warnings.push(`${name}: namespaces are not documented; skipped`);
      continue;
    }
    byKind.set(k, [...(byKind.get(k) ?? []), d]);
  }
  if (byKind.has('classes')) byKind.delete('interfaces'); // declaration merging: one class
  return byKind;
}

/** Adds one target's pages to `owners`: owner = the declaring package if it exposes it, else the first exposer. */
export function addOwnedTarget(
  ctx: ExtractContext,
  owners: Owners,
  t: Target,
  allowed?: Set<string>,
): void {
  const decls = t.symbol.declarations ?? [];
  const declPkg = ctx.pkgOfFile(decls[0].getSourceFile().fileName)!;
  const folder = t.names.has(declPkg.folder) ? declPkg.folder : [...t.names.keys()][0];
  t.ownerFolder = folder;
  const names = t.names.get(folder)!;
  const name = names.includes(t.symbol.name) ? t.symbol.name : names[0];
  if (allowed && !allowed.has(name)) return;
  for (const [kind, kd] of declarationsByKind(ctx, t, name)) {
    // Two declarations exported under one name and kind (e.g. a hook declared in src and again in
    // a subpath's d.ts) are one item: the first exposure wins.
    const same = owners.pending.find(
      (q) => q.folder === folder && q.kind === kind && q.name === name,
    );
    if (same) owners.sameAs.set(t.symbol, same.target.symbol);
    else owners.pending.push({ target: t, kind, decls: kd, name, folder });
  }
}

export function sortPending(pending: Pending[]): void {
  pending.sort(
    (a, b) =>
      compareText(a.folder, b.folder) || compareText(a.kind, b.kind) || compareText(a.name, b.name),
  );
}

export function assignOwners(ctx: ExtractContext, targets: Iterable<Target>): Owners {
  const allowed = ctx.opts.allow ? new Set(ctx.opts.allow) : undefined;
  const owners: Owners = { pending: [], sameAs: new Map() };
  for (const t of targets) addOwnedTarget(ctx, owners, t, allowed);
  sortPending(owners.pending);
  return owners;
}
