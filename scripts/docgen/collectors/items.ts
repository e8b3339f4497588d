// Builds the page model (ApiItem) of one documented declaration, per kind.
import ts from 'typescript';
import type { ApiItem } from '../model';
import { itemFile, itemUrl } from '../router';
import { hasModifier, isDeprecated, type ExtractContext, type Pending } from './context';
import { baseMember, memberName, type MemberReader } from './members';
import { overloads, type SignatureReader } from './signatures';
import { oneLine, plain, print, unwrapExpression, type TypePrinter } from './type-text';

export interface ItemBuilders {
  types: TypePrinter;
  sigs: SignatureReader;
  members: MemberReader;
}

type Heritable = ts.ClassDeclaration | ts.InterfaceDeclaration;

function unwrapInitializer(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isSatisfiesExpression(n) || ts.isAsExpression(n) || ts.isParenthesizedExpression(n)) {
    n = n.expression;
  }
  return n;
}

function emptyItem(ctx: ExtractContext, p: Pending): ApiItem {
  const decl = p.decls[0];
  const sf = decl.getSourceFile();
  const line = sf.getLineAndCharacterOfPosition(decl.getStart(sf)).line + 1;
  const link = ctx.opts.sourceLink(sf.fileName, line);
  return {
    pkg: p.folder,
    name: p.name,
    kind: p.kind,
    url: itemUrl(ctx.layout, p.folder, p.kind, p.name),
    file: itemFile(ctx.layout, p.folder, p.kind, p.name),
    signatures: [],
    members: [],
    heritage: [],
    deprecated: p.decls.some(isDeprecated),
    sourceUrl: link?.url,
    sourceLabel: link?.label,
    importPaths: [],
    aliases: [],
    exported: !p.target.reachableOnly,
    usedBy: [],
  };
}

function heritageOf(b: ItemBuilders, item: ApiItem, d: Heritable): void {
  for (const clause of d.heritageClauses ?? []) {
    for (const t of clause.types) {
      item.heritage.push({
        label: clause.token === ts.SyntaxKind.ExtendsKeyword ? 'Extends' : 'Implements',
        type: b.types.typeFromNode(t),
      });
    }
  }
}

function headerOf(b: ItemBuilders, name: string, d: Heritable, keyword: string): string {
  const tp = b.sigs.typeParamsOf(d);
  const her = (d.heritageClauses ?? [])
    .map(
      (c) =>
        `${c.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements'} ${c.types.map((t) => oneLine(print(t))).join(', ')}`,
    )
    .join(' ');
  return `${keyword} ${name}${tp.length ? `<${tp.join(', ')}>` : ''}${her ? ` ${her}` : ''}`;
}

function fillClass(b: ItemBuilders, item: ApiItem, d: ts.ClassDeclaration): void {
  const abs = hasModifier(d, ts.SyntaxKind.AbstractKeyword) ? 'abstract ' : '';
  item.declaration = headerOf(b, item.name, d, `${abs}class`);
  heritageOf(b, item, d);
  item.members = [
    ...b.members.membersOf(d.members, item.name),
    ...b.members.undocumentedBaseMembers(d, new Set()),
  ];
}

function fillInterface(b: ItemBuilders, item: ApiItem, ds: ts.InterfaceDeclaration[]): void {
  item.declaration = headerOf(b, item.name, ds[0], 'interface');
  for (const d of ds) heritageOf(b, item, d);
  item.members = [
    ...b.members.membersOf(ds.flatMap((d) => [...d.members])),
    ...ds.flatMap((d) => b.members.undocumentedBaseMembers(d, new Set())),
  ];
}

function fillEnum(ctx: ExtractContext, b: ItemBuilders, item: ApiItem, d: ts.EnumDeclaration) {
  item.declaration = `${hasModifier(d, ts.SyntaxKind.ConstKeyword) ? 'const ' : ''}enum ${item.name}`;
  item.members = d.members.map((m) => {
    const v = ctx.checker.getConstantValue(m);
    return {
      ...baseMember(m, memberName(m.name) ?? oneLine(print(m.name)), 'enum-member'),
      value: v === undefined ? b.types.initializerText(m.initializer) : JSON.stringify(v),
    };
  });
}

function fillTypeAlias(b: ItemBuilders, item: ApiItem, decl: ts.Declaration): void {
  if (ts.isTypeAliasDeclaration(decl)) {
    const tp = b.sigs.typeParamsOf(decl);
    item.declaration = `type ${item.name}${tp.length ? `<${tp.join(', ')}>` : ''} = ${print(decl.type)}`;
    item.type = b.types.typeFromNode(decl.type);
    const literals = ts.isTypeLiteralNode(decl.type)
      ? [decl.type]
      : ts.isIntersectionTypeNode(decl.type)
        ? decl.type.types.filter(ts.isTypeLiteralNode)
        : [];
    item.members = b.members.membersOf(literals.flatMap((l) => [...l.members]));
  } else {
    // A value exported with `export type`: documented as the type of the value.
    const v = decl as ts.VariableDeclaration;
    item.type = b.types.typeOf(v.type, v);
    item.declaration = `type ${item.name} = typeof ${item.name}`;
  }
}

function fillFunction(b: ItemBuilders, item: ApiItem, decls: ts.Declaration[]): void {
  const decl = decls[0];
  if (ts.isVariableDeclaration(decl)) {
    const fn = unwrapInitializer(decl.initializer!) as ts.ArrowFunction | ts.FunctionExpression;
    item.signatures = [b.sigs.signatureOf(fn, `function ${item.name}`)];
  } else {
    const sigs = decls as ts.FunctionDeclaration[];
    item.signatures = overloads(sigs).map((s) => b.sigs.signatureOf(s, `function ${item.name}`));
  }
}

function fillVariable(
  ctx: ExtractContext,
  b: ItemBuilders,
  item: ApiItem,
  v: ts.VariableDeclaration,
): void {
  const keyword =
    v.parent && ts.isVariableDeclarationList(v.parent) && v.parent.flags & ts.NodeFlags.Const
      ? 'const'
      : 'let';
  item.type = b.types.typeOf(v.type, v.name, v.initializer ? [v.initializer] : undefined);
  const typeText = v.type ? print(v.type) : plain(item.type);
  item.declaration = `${keyword} ${item.name}${typeText ? `: ${typeText}` : ''}`;
  const init = v.initializer ? unwrapInitializer(v.initializer) : undefined;
  if (init && ts.isObjectLiteralExpression(init)) {
    const type = ctx.checker.getTypeAtLocation(v.name);
    item.members = ctx.checker.getPropertiesOfType(type).map((prop) => {
      const propDecl = prop.valueDeclaration ?? prop.declarations?.[0];
      const initOf =
        propDecl && ts.isPropertyAssignment(propDecl)
          ? [unwrapExpression(propDecl.initializer)]
          : undefined;
      return {
        ...baseMember(propDecl ?? v, prop.name, 'property'),
        type: b.types.typeFromType(ctx.checker.getTypeOfSymbolAtLocation(prop, v), v, initOf),
      };
    });
  }
}

export function buildItem(ctx: ExtractContext, b: ItemBuilders, p: Pending): ApiItem {
  const item = emptyItem(ctx, p);
  const decl = p.decls[0];
  if (p.kind === 'classes') fillClass(b, item, decl as ts.ClassDeclaration);
  else if (p.kind === 'interfaces') fillInterface(b, item, p.decls as ts.InterfaceDeclaration[]);
  else if (p.kind === 'enums') fillEnum(ctx, b, item, decl as ts.EnumDeclaration);
  else if (p.kind === 'types') fillTypeAlias(b, item, decl);
  else if (p.kind === 'functions') fillFunction(b, item, p.decls);
  else fillVariable(ctx, b, item, decl as ts.VariableDeclaration);
  return item;
}
