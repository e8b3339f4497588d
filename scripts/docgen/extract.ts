// Reads exports with the TypeScript compiler API and turns them into ApiItems. Comments are never
// read: the only thing taken from JSDoc is whether a `@deprecated` tag is present.
import path from 'node:path';
import ts from 'typescript';
import type { ApiItem, Kind, MemberDoc, ParamDoc, SignatureDoc, TypeText, TypePart } from './model';
import { DocgenError } from './model';
import { importedFromDiscordJs } from './djs';
import { itemFile, itemUrl, type Layout } from './router';

export interface ExtractPackage {
  folder: string;
  /** Absolute directory of the package; declarations under it belong to it. */
  dir: string;
  entries: { specifier: string; file: string }[];
}

export interface ExtractOptions {
  layout: Layout;
  packages: ExtractPackage[];
  program: ts.Program;
  /** Link to a declaration's source, or undefined for none. */
  sourceLink: (file: string, line: number) => { url: string; label: string } | undefined;
  /** If set, only these names are documented, and non-exported top-level declarations of the entry count too. */
  allow?: string[];
  /** Docs URLs of discord.js types by name (see djs.ts). */
  discordJsLinks?: Map<string, string>;
}

export interface ExtractResult {
  items: ApiItem[];
  /** Per package folder: subpath specifier -> exposed item keys. */
  subpaths: Map<
    string,
    { specifier: string; own: string[]; foreign: { name: string; pkg: string; url: string }[] }[]
  >;
  warnings: string[];
  missingAllowed: string[];
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function isDeprecated(node: ts.Node): boolean {
  return ts.getJSDocDeprecatedTag(node) !== undefined;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function isFunctionLikeInitializer(node: ts.Expression): boolean {
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) return true;
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
    return isFunctionLikeInitializer(node.expression);
  }
  return false;
}

function unwrapInitializer(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isSatisfiesExpression(n) || ts.isAsExpression(n) || ts.isParenthesizedExpression(n)) {
    n = n.expression;
  }
  return n;
}

/** The kind TypeDoc gives a declaration (comment modifiers such as `@function` are not read). */
function kindOf(decl: ts.Declaration, typeOnlyExport: boolean): Kind | undefined {
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

function isTypeOnlyExport(exportSymbol: ts.Symbol): boolean {
  const d = exportSymbol.declarations?.[0];
  if (!d || !ts.isExportSpecifier(d)) return false;
  return d.isTypeOnly || d.parent.parent.isTypeOnly;
}

function oneLine(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')');
}

interface Target {
  symbol: ts.Symbol;
  /** Exported names by package folder, in discovery order. */
  names: Map<string, string[]>;
  typeOnly: boolean;
  ownerFolder?: string;
}

export function extract(opts: ExtractOptions): ExtractResult {
  const { program, layout } = opts;
  const checker = program.getTypeChecker();
  const warnings: string[] = [];
  const pkgOfFile = (file: string): ExtractPackage | undefined =>
    opts.packages.find(
      (p) => file === p.dir || file.startsWith(p.dir + path.sep) || file.startsWith(p.dir + '/'),
    );

  const resolveAlias = (s: ts.Symbol): ts.Symbol =>
    s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;

  // 1. Which symbols each package exposes, and under which subpaths.
  const targets = new Map<ts.Symbol, Target>();
  const exposure: {
    folder: string;
    specifier: string;
    symbols: { name: string; target: ts.Symbol; notExported?: boolean }[];
  }[] = [];
  for (const pkg of opts.packages) {
    for (const entry of pkg.entries) {
      const sf = program.getSourceFile(entry.file);
      if (!sf) throw new DocgenError(`Entry file not loaded: ${entry.file}`);
      const moduleSymbol = checker.getSymbolAtLocation(sf);
      const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      const list: { name: string; target: ts.Symbol; notExported?: boolean }[] = [];
      const consider = (name: string, exportSymbol: ts.Symbol, notExported = false) => {
        const target = resolveAlias(exportSymbol);
        const decls = target.declarations ?? [];
        if (decls.length === 0) {
          warnings.push(
            `${entry.specifier}: export "${name}" does not resolve (unresolved import); skipped`,
          );
          return;
        }
        const declFile = decls[0].getSourceFile().fileName;
        if (!pkgOfFile(declFile)) return; // third-party or lib re-export: not ours
        let t = targets.get(target);
        if (!t) targets.set(target, (t = { symbol: target, names: new Map(), typeOnly: true }));
        t.typeOnly = t.typeOnly && isTypeOnlyExport(exportSymbol);
        const names = t.names.get(pkg.folder) ?? [];
        if (!names.includes(name)) names.push(name);
        t.names.set(pkg.folder, names);
        list.push({ name, target, notExported });
      };
      for (const s of exported) {
        if (s.name === 'default') continue; // documented under its own name
        consider(s.name, s);
      }
      if (opts.allow) {
        // Top-level declarations that are not exported but are part of the documented surface.
        const exportedNames = new Set(exported.map((s) => s.name));
        for (const stmt of sf.statements) {
          const names: ts.Identifier[] = [];
          if (
            (ts.isInterfaceDeclaration(stmt) ||
              ts.isTypeAliasDeclaration(stmt) ||
              ts.isClassDeclaration(stmt) ||
              ts.isEnumDeclaration(stmt) ||
              ts.isFunctionDeclaration(stmt)) &&
            stmt.name
          ) {
            names.push(stmt.name);
          } else if (ts.isVariableStatement(stmt)) {
            for (const d of stmt.declarationList.declarations)
              if (ts.isIdentifier(d.name)) names.push(d.name);
          }
          for (const id of names) {
            if (exportedNames.has(id.text) || !opts.allow.includes(id.text)) continue;
            const sym = checker.getSymbolAtLocation(id);
            if (sym) {
              exportedNames.add(id.text);
              consider(id.text, sym, true);
            }
          }
        }
      }
      list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      exposure.push({ folder: pkg.folder, specifier: entry.specifier, symbols: list });
    }
  }

  // 2. Owner package and name of each symbol: the declaring package if it exposes it, else the first exposer.
  const allowed = opts.allow ? new Set(opts.allow) : undefined;
  interface Pending {
    target: Target;
    kind: Kind;
    decls: ts.Declaration[];
    name: string;
    folder: string;
  }
  const pending: Pending[] = [];
  const sameAs = new Map<ts.Symbol, ts.Symbol>();
  for (const t of targets.values()) {
    const decls = t.symbol.declarations ?? [];
    const declPkg = pkgOfFile(decls[0].getSourceFile().fileName)!;
    const folder = t.names.has(declPkg.folder) ? declPkg.folder : [...t.names.keys()][0];
    t.ownerFolder = folder;
    const names = t.names.get(folder)!;
    const name = names.includes(t.symbol.name) ? t.symbol.name : names[0];
    if (allowed && !allowed.has(name)) continue;
    const byKind = new Map<Kind, ts.Declaration[]>();
    for (const d of decls) {
      const k = kindOf(d, t.typeOnly);
      if (!k) {
        if (!ts.isModuleDeclaration(d))
          warnings.push(`${name}: unsupported declaration kind ${ts.SyntaxKind[d.kind]}; skipped`);
        else if (decls.length === 1)
          warnings.push(`${name}: namespaces are not documented; skipped`);
        continue;
      }
      byKind.set(k, [...(byKind.get(k) ?? []), d]);
    }
    if (byKind.has('classes')) byKind.delete('interfaces'); // declaration merging: one class
    for (const [kind, kd] of byKind) {
      // Two declarations exported under one name and kind (e.g. a hook declared in src and again in
      // a subpath's d.ts) are one item: the first exposure wins.
      const same = pending.find((q) => q.folder === folder && q.kind === kind && q.name === name);
      if (same) sameAs.set(t.symbol, same.target.symbol);
      else pending.push({ target: t, kind, decls: kd, name, folder });
    }
  }
  pending.sort((a, b) =>
    a.folder !== b.folder
      ? a.folder < b.folder
        ? -1
        : 1
      : a.kind !== b.kind
        ? a.kind < b.kind
          ? -1
          : 1
        : a.name < b.name
          ? -1
          : a.name > b.name
            ? 1
            : 0,
  );

  // Link targets: symbol -> url (by kind preference: a type position prefers classes/interfaces/types/enums).
  const urlOf = new Map<ts.Symbol, { kind: Kind; url: string }[]>();
  const byPkgName = new Map<string, string>();
  const globalName = new Map<string, string | null>();
  for (const p of pending) {
    const url = itemUrl(layout, p.folder, p.kind, p.name);
    urlOf.set(p.target.symbol, [...(urlOf.get(p.target.symbol) ?? []), { kind: p.kind, url }]);
    byPkgName.set(`${p.folder}\0${p.name}`, url);
    globalName.set(p.name, globalName.has(p.name) && globalName.get(p.name) !== url ? null : url);
  }
  const TYPE_KINDS: Kind[] = ['classes', 'interfaces', 'types', 'enums'];
  const linkForSymbol = (s: ts.Symbol | undefined, typePosition: boolean): string | undefined => {
    if (!s) return undefined;
    const r = resolveAlias(s);
    const list = urlOf.get(sameAs.get(r) ?? r);
    if (!list) return undefined;
    if (typePosition) return (list.find((e) => TYPE_KINDS.includes(e.kind)) ?? list[0]).url;
    return (
      list.find(
        (e) => !TYPE_KINDS.includes(e.kind) || e.kind === 'classes' || e.kind === 'enums',
      ) ?? list[0]
    ).url;
  };

  // 3. Build the docs.
  let currentFolder = '';
  const IDENT = /[A-Za-z_$][\w$]*/g;
  const linkText = (text: string, refs: Map<string, string>, guessUppercase: boolean): TypeText => {
    const parts: TypePart[] = [];
    let last = 0;
    // Skip string literals: split on quotes.
    const strRanges: [number, number][] = [];
    for (const m of text.matchAll(/(["'`])(?:\\.|(?!\1).)*\1/g))
      strRanges.push([m.index!, m.index! + m[0].length]);
    for (const m of text.matchAll(IDENT)) {
      const i = m.index!;
      if (strRanges.some(([a, b]) => i >= a && i < b)) continue;
      if (i > 0 && text[i - 1] === '.') continue;
      const word = m[0];
      let url = refs.get(word);
      if (
        !url &&
        guessUppercase &&
        /^[A-Z]/.test(word) &&
        !/^\s*\??:/.test(text.slice(i + word.length))
      ) {
        url = byPkgName.get(`${currentFolder}\0${word}`) ?? globalName.get(word) ?? undefined;
      }
      if (!url) continue;
      if (i > last) parts.push(text.slice(last, i));
      parts.push({ text: word, url });
      last = i + word.length;
    }
    if (last < text.length) parts.push(text.slice(last));
    return parts;
  };

  const print = (node: ts.Node): string =>
    printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile() ?? undefined!);

  const collectRefs = (node: ts.Node, refs: Map<string, string>) => {
    const visit = (n: ts.Node) => {
      let nameNode: ts.EntityName | ts.Expression | undefined;
      let typePos = true;
      if (ts.isTypeReferenceNode(n)) nameNode = n.typeName;
      else if (ts.isExpressionWithTypeArguments(n)) nameNode = n.expression;
      else if (ts.isTypeQueryNode(n)) {
        nameNode = n.exprName;
        typePos = false;
      }
      if (nameNode) {
        const id = ts.isQualifiedName(nameNode)
          ? nameNode.right
          : ts.isPropertyAccessExpression(nameNode)
            ? nameNode.name
            : nameNode;
        if (ts.isIdentifier(id)) {
          const sym = checker.getSymbolAtLocation(id);
          const djsName = id === nameNode ? importedFromDiscordJs(sym) : undefined;
          const url =
            linkForSymbol(sym, typePos) ??
            (djsName ? opts.discordJsLinks?.get(djsName) : undefined);
          if (url) refs.set(id.text, url);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
  };

  const typeFromNode = (node: ts.Node): TypeText => {
    const refs = new Map<string, string>();
    collectRefs(node, refs);
    return linkText(oneLine(print(node)), refs, false);
  };
  /** An inferred type; empty when it involves `any` (usually an unresolved third-party type). */
  const typeFromType = (type: ts.Type, at: ts.Node): TypeText => {
    const text = checker.typeToString(
      type,
      at,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
    );
    return /\bany\b/.test(text) ? [] : linkText(text, new Map(), true);
  };
  const typeOf = (typeNode: ts.TypeNode | undefined, at: ts.Node): TypeText => {
    if (typeNode) return typeFromNode(typeNode);
    try {
      return typeFromType(checker.getTypeAtLocation(at), at);
    } catch {
      return ['unknown'];
    }
  };
  const plain = (t: TypeText): string =>
    t.map((p) => (typeof p === 'string' ? p : p.text)).join('');

  const initializerText = (init: ts.Expression | undefined): string | undefined => {
    if (!init) return undefined;
    const text = oneLine(print(init));
    return text.length <= 80 ? text : undefined;
  };

  const typeParamsOf = (
    decl: ts.Node & { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> },
  ): string[] => (decl.typeParameters ?? []).map((tp) => oneLine(print(tp)));

  const paramsOf = (decl: ts.SignatureDeclaration): ParamDoc[] =>
    decl.parameters
      .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'))
      .map((p) => ({
        name: ts.isIdentifier(p.name) ? p.name.text : oneLine(print(p.name)),
        type: typeOf(p.type, p),
        optional: !!p.questionToken || !!p.initializer,
        rest: !!p.dotDotDotToken,
        defaultValue: initializerText(p.initializer),
      }));

  const signatureOf = (
    decl: ts.SignatureDeclaration,
    head: string,
    withReturn = true,
  ): SignatureDoc => {
    const typeParameters = typeParamsOf(decl);
    const params = paramsOf(decl);
    let returns: TypeText | undefined;
    if (withReturn) {
      if (decl.type) returns = typeFromNode(decl.type);
      else {
        const sig = checker.getSignatureFromDeclaration(decl);
        returns = sig ? typeFromType(checker.getReturnTypeOfSignature(sig), decl) : undefined;
        if (returns && returns.length === 0) returns = undefined;
      }
    }
    const tp = typeParameters.length ? `<${typeParameters.join(', ')}>` : '';
    const ps = params
      .map(
        (p) =>
          `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type.length ? `: ${plain(p.type)}` : ''}`,
      )
      .join(', ');
    const ret = returns ? `: ${plain(returns)}` : '';
    return { code: `${head}${tp}(${ps})${ret}`, typeParameters, params, returns };
  };

  /** Overload signatures without the implementation (in .ts files). */
  const overloads = <T extends ts.SignatureDeclaration & { body?: ts.Node }>(decls: T[]): T[] => {
    const withoutBody = decls.filter((d) => !d.body);
    return withoutBody.length > 0 && withoutBody.length < decls.length ? withoutBody : decls;
  };

  const memberName = (name: ts.PropertyName | undefined): string | undefined => {
    if (!name) return undefined;
    if (ts.isPrivateIdentifier(name)) return undefined;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
      return name.text;
    return oneLine(print(name));
  };

  const baseMember = (node: ts.Node, name: string, kind: MemberDoc['kind']): MemberDoc => ({
    name,
    kind,
    signatures: [],
    optional: false,
    readonly: hasModifier(node, ts.SyntaxKind.ReadonlyKeyword),
    isStatic: hasModifier(node, ts.SyntaxKind.StaticKeyword),
    isProtected: hasModifier(node, ts.SyntaxKind.ProtectedKeyword),
    isAbstract: hasModifier(node, ts.SyntaxKind.AbstractKeyword),
    deprecated: isDeprecated(node),
  });

  const membersOf = (nodes: readonly ts.Node[], className?: string): MemberDoc[] => {
    const out: MemberDoc[] = [];
    const methods = new Map<
      string,
      { node: ts.SignatureDeclaration & { body?: ts.Node }; first: ts.Node }[]
    >();
    const accessors = new Map<string, MemberDoc>();
    for (const m of nodes) {
      if (hasModifier(m, ts.SyntaxKind.PrivateKeyword)) continue;
      if (ts.isConstructorDeclaration(m)) {
        if (!className) continue;
        // Parameter properties are public fields too.
        for (const p of m.parameters) {
          if (!ts.isIdentifier(p.name)) continue;
          const isProp = (ts.getModifiers(p) ?? []).some((mod) =>
            [
              ts.SyntaxKind.PublicKeyword,
              ts.SyntaxKind.ProtectedKeyword,
              ts.SyntaxKind.ReadonlyKeyword,
            ].includes(mod.kind),
          );
          if (isProp && !hasModifier(p, ts.SyntaxKind.PrivateKeyword)) {
            out.push({
              ...baseMember(p, p.name.text, 'property'),
              type: typeOf(p.type, p),
              optional: !!p.questionToken,
            });
          }
        }
        const list = methods.get('constructor') ?? [];
        list.push({ node: m, first: m });
        methods.set('constructor', list);
        continue;
      }
      if (ts.isIndexSignatureDeclaration(m)) {
        const p = m.parameters[0];
        const name = `[${p && ts.isIdentifier(p.name) ? p.name.text : 'key'}: ${p?.type ? oneLine(print(p.type)) : 'string'}]`;
        out.push({ ...baseMember(m, name, 'property'), type: typeOf(m.type, m) });
        continue;
      }
      if (ts.isCallSignatureDeclaration(m) || ts.isConstructSignatureDeclaration(m)) {
        const key = ts.isCallSignatureDeclaration(m) ? '(call)' : '(new)';
        const list = methods.get(key) ?? [];
        list.push({ node: m, first: m });
        methods.set(key, list);
        continue;
      }
      const name = memberName((m as ts.NamedDeclaration).name as ts.PropertyName | undefined);
      if (name === undefined) continue;
      if (ts.isPropertyDeclaration(m) || ts.isPropertySignature(m)) {
        out.push({
          ...baseMember(m, name, 'property'),
          type: typeOf(m.type, m),
          optional: !!m.questionToken,
          defaultValue: ts.isPropertyDeclaration(m) ? initializerText(m.initializer) : undefined,
        });
      } else if (ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) {
        const existing = accessors.get(name);
        const type = ts.isGetAccessorDeclaration(m)
          ? m.type
            ? typeFromNode(m.type)
            : typeOf(undefined, m.name)
          : typeOf(m.parameters[0]?.type, m.parameters[0] ?? m);
        if (existing) {
          existing.readonly = false;
          if (ts.isGetAccessorDeclaration(m)) existing.type = type;
        } else {
          const doc: MemberDoc = {
            ...baseMember(m, name, 'property'),
            type,
            readonly: ts.isGetAccessorDeclaration(m),
          };
          accessors.set(name, doc);
          out.push(doc);
        }
      } else if (ts.isMethodDeclaration(m) || ts.isMethodSignature(m)) {
        const list = methods.get(name) ?? [];
        list.push({ node: m as ts.MethodDeclaration, first: m });
        methods.set(name, list);
      }
    }
    for (const [name, list] of methods) {
      const first = list[0].first;
      const sigs = overloads(list.map((l) => l.node));
      if (name === 'constructor') {
        out.unshift({
          ...baseMember(first, 'constructor', 'constructor'),
          signatures: sigs.map((s) => signatureOf(s, `new ${className}`, false)),
        });
        continue;
      }
      const head = name === '(call)' ? '' : name === '(new)' ? 'new ' : name;
      out.push({
        ...baseMember(first, name, 'method'),
        optional: !!(first as ts.MethodSignature).questionToken,
        signatures: sigs.map((s) => signatureOf(s, head)),
      });
    }
    return out;
  };

  /** Members of base classes/interfaces of our packages that have no page of their own. */
  const undocumentedBaseMembers = (
    d: ts.ClassDeclaration | ts.InterfaceDeclaration,
    seen: Set<ts.Node>,
  ): MemberDoc[] => {
    const out: MemberDoc[] = [];
    for (const clause of d.heritageClauses ?? []) {
      if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
      for (const t of clause.types) {
        const sym = checker.getSymbolAtLocation(t.expression);
        if (!sym || linkForSymbol(sym, true)) continue; // documented bases are handled later
        const target = resolveAlias(sym);
        for (const bd of target.declarations ?? []) {
          if (seen.has(bd) || !pkgOfFile(bd.getSourceFile().fileName)) continue;
          if (!ts.isClassDeclaration(bd) && !ts.isInterfaceDeclaration(bd)) continue;
          seen.add(bd);
          const from = { name: target.name, url: '' };
          for (const m of [
            ...membersOf(bd.members, target.name),
            ...undocumentedBaseMembers(bd, seen),
          ]) {
            if (m.kind !== 'constructor')
              out.push({ ...m, inheritedFrom: m.inheritedFrom ?? from });
          }
        }
      }
    }
    return out;
  };

  const items: ApiItem[] = [];
  for (const p of pending) {
    currentFolder = p.folder;
    const decl = p.decls[0];
    const sf = decl.getSourceFile();
    const line = sf.getLineAndCharacterOfPosition(decl.getStart(sf)).line + 1;
    const link = opts.sourceLink(sf.fileName, line);
    const item: ApiItem = {
      pkg: p.folder,
      name: p.name,
      kind: p.kind,
      url: itemUrl(layout, p.folder, p.kind, p.name),
      file: itemFile(layout, p.folder, p.kind, p.name),
      signatures: [],
      members: [],
      heritage: [],
      deprecated: p.decls.some(isDeprecated),
      sourceUrl: link?.url,
      sourceLabel: link?.label,
      importPaths: [],
      aliases: [],
    };
    const heritageOf = (d: ts.ClassDeclaration | ts.InterfaceDeclaration) => {
      for (const clause of d.heritageClauses ?? []) {
        for (const t of clause.types) {
          item.heritage.push({
            label: clause.token === ts.SyntaxKind.ExtendsKeyword ? 'Extends' : 'Implements',
            type: typeFromNode(t),
          });
        }
      }
    };
    const headerOf = (d: ts.ClassDeclaration | ts.InterfaceDeclaration, keyword: string) => {
      const tp = typeParamsOf(d);
      const her = (d.heritageClauses ?? [])
        .map(
          (c) =>
            `${c.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements'} ${c.types.map((t) => oneLine(print(t))).join(', ')}`,
        )
        .join(' ');
      return `${keyword} ${p.name}${tp.length ? `<${tp.join(', ')}>` : ''}${her ? ` ${her}` : ''}`;
    };
    if (p.kind === 'classes') {
      const d = decl as ts.ClassDeclaration;
      const abs = hasModifier(d, ts.SyntaxKind.AbstractKeyword) ? 'abstract ' : '';
      item.declaration = headerOf(d, `${abs}class`);
      heritageOf(d);
      item.members = [...membersOf(d.members, p.name), ...undocumentedBaseMembers(d, new Set())];
    } else if (p.kind === 'interfaces') {
      const ds = p.decls as ts.InterfaceDeclaration[];
      item.declaration = headerOf(ds[0], 'interface');
      for (const d of ds) heritageOf(d);
      item.members = [
        ...membersOf(ds.flatMap((d) => [...d.members])),
        ...ds.flatMap((d) => undocumentedBaseMembers(d, new Set())),
      ];
    } else if (p.kind === 'enums') {
      const d = decl as ts.EnumDeclaration;
      item.declaration = `${hasModifier(d, ts.SyntaxKind.ConstKeyword) ? 'const ' : ''}enum ${p.name}`;
      item.members = d.members.map((m) => {
        const v = checker.getConstantValue(m);
        return {
          ...baseMember(m, memberName(m.name) ?? oneLine(print(m.name)), 'enum-member'),
          value: v === undefined ? initializerText(m.initializer) : JSON.stringify(v),
        };
      });
    } else if (p.kind === 'types') {
      if (ts.isTypeAliasDeclaration(decl)) {
        const tp = typeParamsOf(decl);
        item.declaration = `type ${p.name}${tp.length ? `<${tp.join(', ')}>` : ''} = ${print(decl.type)}`;
        item.type = typeFromNode(decl.type);
        const literals = ts.isTypeLiteralNode(decl.type)
          ? [decl.type]
          : ts.isIntersectionTypeNode(decl.type)
            ? decl.type.types.filter(ts.isTypeLiteralNode)
            : [];
        item.members = membersOf(literals.flatMap((l) => [...l.members]));
      } else {
        // A value exported with `export type`: documented as the type of the value.
        const v = decl as ts.VariableDeclaration;
        item.type = typeOf(v.type, v);
        item.declaration = `type ${p.name} = typeof ${p.name}`;
      }
    } else if (p.kind === 'functions') {
      if (ts.isVariableDeclaration(decl)) {
        const fn = unwrapInitializer(decl.initializer!) as ts.ArrowFunction | ts.FunctionExpression;
        item.signatures = [signatureOf(fn, `function ${p.name}`)];
      } else {
        const sigs = overloads(p.decls as ts.FunctionDeclaration[]);
        item.signatures = sigs.map((s) => signatureOf(s, `function ${p.name}`));
      }
    } else {
      const v = decl as ts.VariableDeclaration;
      const keyword =
        v.parent && ts.isVariableDeclarationList(v.parent) && v.parent.flags & ts.NodeFlags.Const
          ? 'const'
          : 'let';
      item.type = typeOf(v.type, v.name);
      const typeText = v.type ? print(v.type) : plain(item.type);
      item.declaration = `${keyword} ${p.name}${typeText ? `: ${typeText}` : ''}`;
      const init = v.initializer ? unwrapInitializer(v.initializer) : undefined;
      if (init && ts.isObjectLiteralExpression(init)) {
        const type = checker.getTypeAtLocation(v.name);
        item.members = checker.getPropertiesOfType(type).map((prop) => {
          const propDecl = prop.valueDeclaration ?? prop.declarations?.[0];
          return {
            ...baseMember(propDecl ?? v, prop.name, 'property'),
            type: typeFromType(checker.getTypeOfSymbolAtLocation(prop, v), v),
          };
        });
      }
    }
    items.push(item);
  }

  // Inherited members from documented bases (own members win).
  const itemByUrl = new Map(items.map((i) => [i.url, i]));
  const inherited = (item: ApiItem, seen: Set<ApiItem>): MemberDoc[] => {
    const out: MemberDoc[] = [];
    for (const h of item.heritage) {
      const link = h.type[0];
      const base = link && typeof link !== 'string' ? itemByUrl.get(link.url) : undefined;
      if (!base || seen.has(base)) continue;
      seen.add(base);
      for (const m of [...base.members.filter((x) => !x.inheritedFrom), ...inherited(base, seen)]) {
        if (m.kind === 'constructor') continue;
        out.push(m.inheritedFrom ? m : { ...m, inheritedFrom: { name: base.name, url: base.url } });
      }
    }
    return out;
  };
  for (const item of items) {
    const seenNames = new Set<string>();
    item.members = item.members.filter((m) => {
      if (!m.inheritedFrom) return true;
      if (seenNames.has(m.name) || item.members.some((o) => !o.inheritedFrom && o.name === m.name))
        return false;
      seenNames.add(m.name);
      return true;
    });
  }
  const withInherited = new Map<ApiItem, MemberDoc[]>();
  for (const item of items) {
    if (item.kind !== 'classes' && item.kind !== 'interfaces') continue;
    const own = new Set(item.members.map((m) => m.name));
    const extra = inherited(item, new Set([item])).filter((m) => {
      if (own.has(m.name)) return false;
      own.add(m.name);
      return true;
    });
    if (extra.length) withInherited.set(item, [...item.members, ...extra]);
  }
  for (const [item, members] of withInherited) item.members = members;

  // 4. Subpaths and import paths.
  const itemsBySymbol = new Map<ts.Symbol, ApiItem[]>();
  pending.forEach((p, i) =>
    itemsBySymbol.set(p.target.symbol, [...(itemsBySymbol.get(p.target.symbol) ?? []), items[i]]),
  );
  const subpaths: ExtractResult['subpaths'] = new Map();
  for (const e of exposure) {
    const own: string[] = [];
    const foreign: { name: string; pkg: string; url: string }[] = [];
    for (const { name, target, notExported } of e.symbols) {
      for (const item of itemsBySymbol.get(sameAs.get(target) ?? target) ?? []) {
        if (notExported) {
          // Declared but not exported by name: nothing to import.
        } else if (name !== item.name) {
          if (!item.aliases.some((a) => a.name === name && a.specifier === e.specifier)) {
            item.aliases.push({ name, specifier: e.specifier });
          }
        } else if (!item.importPaths.includes(e.specifier)) {
          item.importPaths.push(e.specifier);
        }
        if (item.pkg === e.folder) own.push(item.name);
        else foreign.push({ name, pkg: item.pkg, url: item.url });
      }
    }
    const list = subpaths.get(e.folder) ?? [];
    list.push({ specifier: e.specifier, own: [...new Set(own)], foreign });
    subpaths.set(e.folder, list);
  }
  const found = new Set(items.map((i) => i.name));
  const missingAllowed = (opts.allow ?? []).filter((n) => !found.has(n));
  return { items, subpaths, warnings, missingAllowed };
}
