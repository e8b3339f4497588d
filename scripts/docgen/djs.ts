// Links for discord.js types: names that our code imports from 'discord.js' (or that CommandKit
// re-exports from it) link to the documentation of the package that declares them: discord.js
// itself, the @discordjs/* packages it re-exports (Collection, the builders, ...), or
// discord-api-types (Locale, ButtonStyle, ...). Names no documentation covers stay plain text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const DJS_DOCS = 'https://discord.js.org/docs/packages';
const API_TYPES_DOCS = 'https://discord-api-types.dev/api/discord-api-types-v10';

type DeclKind = 'Class' | 'Interface' | 'TypeAlias' | 'Enum' | 'Function' | 'Variable';

/** Exported name -> declared name and kind, of one declaration file and the files it `export *`s. */
export function exportedDeclarations(
  file: string,
  seen = new Set<string>(),
): Map<string, { name: string; kind: DeclKind }> {
  const out = new Map<string, { name: string; kind: DeclKind }>();
  if (seen.has(file) || !existsSync(file)) return out;
  seen.add(file);
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const declared = new Map<string, DeclKind>();
  const exported: [string, string][] = [];
  const isExported = (s: ts.Statement) =>
    ts.canHaveModifiers(s) &&
    (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const declare = (name: string, kind: DeclKind, s: ts.Statement) => {
    // Classes merged with interfaces are documented as classes.
    if (!declared.has(name) || kind === 'Class') declared.set(name, kind);
    if (isExported(s)) exported.push([name, name]);
  };
  for (const s of sf.statements) {
    if (ts.isClassDeclaration(s) && s.name) declare(s.name.text, 'Class', s);
    else if (ts.isInterfaceDeclaration(s)) declare(s.name.text, 'Interface', s);
    else if (ts.isTypeAliasDeclaration(s)) declare(s.name.text, 'TypeAlias', s);
    else if (ts.isEnumDeclaration(s)) declare(s.name.text, 'Enum', s);
    else if (ts.isFunctionDeclaration(s) && s.name) declare(s.name.text, 'Function', s);
    else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && !declared.has(d.name.text))
          declare(d.name.text, 'Variable', s);
    } else if (ts.isExportDeclaration(s) && !s.moduleSpecifier && s.exportClause) {
      if (ts.isNamedExports(s.exportClause))
        for (const e of s.exportClause.elements)
          exported.push([e.name.text, (e.propertyName ?? e.name).text]);
    } else if (
      ts.isExportDeclaration(s) &&
      !s.exportClause &&
      s.moduleSpecifier &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.moduleSpecifier.text.startsWith('.')
    ) {
      const base = path.resolve(path.dirname(file), s.moduleSpecifier.text);
      const target = [`${base}.d.ts`, path.join(base, 'index.d.ts')].find(existsSync);
      if (target) for (const [k, v] of exportedDeclarations(target, seen)) out.set(k, v);
    }
  }
  for (const [as, name] of exported) {
    const kind = declared.get(name);
    if (kind) out.set(as, { name, kind });
  }
  return out;
}

/** The declaration file of an installed package (its `types`, else `dist/index.d.ts`). */
function typesFile(nodeModules: string, pkg: string, sub?: string): string {
  const dir = path.join(nodeModules, pkg);
  if (sub) return path.join(dir, `${sub}.d.ts`);
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      types?: string;
      typings?: string;
    };
    return path.join(dir, json.types ?? json.typings ?? 'dist/index.d.ts');
  } catch {
    return path.join(dir, 'dist', 'index.d.ts');
  }
}

/** discord-api-types documents enums and interfaces on pages of their own. */
function apiTypesUrl(name: string, kind: DeclKind): string | undefined {
  if (kind === 'Enum') return `${API_TYPES_DOCS}/enum/${name}`;
  if (kind === 'Interface') return `${API_TYPES_DOCS}/interface/${name}`;
  return undefined;
}

/** The name an `export { X } from 'discord.js'` specifier re-exports, if it is one. */
export function reexportedFromDiscordJs(symbol: ts.Symbol): string | undefined {
  const decl = symbol.declarations?.[0];
  if (!decl || !ts.isExportSpecifier(decl)) return undefined;
  const spec = decl.parent.parent.moduleSpecifier;
  if (!spec || !ts.isStringLiteral(spec) || !isDiscordJsModule(spec.text)) return undefined;
  return (decl.propertyName ?? decl.name).text;
}

/** Name -> docs URL for every name discord.js exports (its own and re-exported ones). */
export function loadDiscordJsLinks(siteRoot: string): Map<string, string> {
  const links = new Map<string, string>();
  const nodeModules = path.join(siteRoot, 'node_modules');
  const djsFile = path.join(nodeModules, 'discord.js', 'typings', 'index.d.ts');
  if (!existsSync(djsFile)) return links;
  // Re-exported packages first, so discord.js' own declarations win on a name clash.
  for (const [name, d] of exportedDeclarations(
    typesFile(nodeModules, 'discord-api-types', 'v10'),
  )) {
    const url = apiTypesUrl(d.name, d.kind);
    if (url) links.set(name, url);
  }
  for (const pkg of ['collection', 'builders', 'formatters', 'rest', 'util', 'ws']) {
    for (const [name, d] of exportedDeclarations(typesFile(nodeModules, `@discordjs/${pkg}`))) {
      links.set(name, `${DJS_DOCS}/${pkg}/stable/${d.name}:${d.kind}`);
    }
  }
  for (const [name, d] of exportedDeclarations(djsFile)) {
    links.set(name, `${DJS_DOCS}/discord.js/stable/${d.name}:${d.kind}`);
  }
  return new Map([...links].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Modules whose names the links above cover: discord.js and what it re-exports. */
function isDiscordJsModule(specifier: string): boolean {
  return (
    specifier === 'discord.js' ||
    specifier.startsWith('@discordjs/') ||
    /^discord-api-types(\/v10)?$/.test(specifier)
  );
}

/** The name a symbol was imported under from discord.js (or a package it re-exports), if it was. */
export function importedFromDiscordJs(symbol: ts.Symbol | undefined): string | undefined {
  const decl = symbol?.declarations?.[0];
  if (!decl || !ts.isImportSpecifier(decl)) return undefined;
  const importDecl = decl.parent.parent.parent;
  if (!ts.isImportDeclaration(importDecl) || !ts.isStringLiteral(importDecl.moduleSpecifier))
    return undefined;
  if (!isDiscordJsModule(importDecl.moduleSpecifier.text)) return undefined;
  return (decl.propertyName ?? decl.name).text;
}
