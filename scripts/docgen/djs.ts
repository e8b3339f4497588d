// Links for discord.js types: names that our code imports from 'discord.js' and that the installed
// discord.js declares itself get a link to the discord.js documentation. Types discord.js only
// re-exports from other packages (builders, discord-api-types, ...) stay plain text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const DJS_DOCS = 'https://discord.js.org/docs/packages/discord.js/stable';

/** Name -> docs URL for the declarations of the discord.js typings under `siteRoot/node_modules`. */
export function loadDiscordJsLinks(siteRoot: string): Map<string, string> {
  const links = new Map<string, string>();
  const file = path.join(siteRoot, 'node_modules', 'discord.js', 'typings', 'index.d.ts');
  if (!existsSync(file)) return links;
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const declared = new Map<string, string>();
  const exported = new Set<string>();
  const isExported = (s: ts.Statement) =>
    ts.canHaveModifiers(s) &&
    (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const s of sf.statements) {
    let name: string | undefined;
    let kind: string | undefined;
    if (ts.isClassDeclaration(s) && s.name) [name, kind] = [s.name.text, 'Class'];
    else if (ts.isInterfaceDeclaration(s)) [name, kind] = [s.name.text, 'Interface'];
    else if (ts.isTypeAliasDeclaration(s)) [name, kind] = [s.name.text, 'TypeAlias'];
    else if (ts.isEnumDeclaration(s)) [name, kind] = [s.name.text, 'Enum'];
    else if (ts.isFunctionDeclaration(s) && s.name) [name, kind] = [s.name.text, 'Function'];
    else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        if (!declared.has(d.name.text)) declared.set(d.name.text, 'Variable');
        if (isExported(s)) exported.add(d.name.text);
      }
      continue;
    } else if (
      ts.isExportDeclaration(s) &&
      !s.moduleSpecifier &&
      s.exportClause &&
      ts.isNamedExports(s.exportClause)
    ) {
      for (const e of s.exportClause.elements) if (!e.propertyName) exported.add(e.name.text);
      continue;
    }
    if (!name || !kind) continue;
    // Classes merged with interfaces are documented as classes.
    if (!declared.has(name) || kind === 'Class') declared.set(name, kind);
    if (isExported(s)) exported.add(name);
  }
  for (const name of [...exported].sort()) {
    const kind = declared.get(name);
    if (kind) links.set(name, `${DJS_DOCS}/${name}:${kind}`);
  }
  return links;
}

/** The name a symbol was imported under from 'discord.js', if it was. */
export function importedFromDiscordJs(symbol: ts.Symbol | undefined): string | undefined {
  const decl = symbol?.declarations?.[0];
  if (!decl || !ts.isImportSpecifier(decl)) return undefined;
  const importDecl = decl.parent.parent.parent;
  if (!ts.isImportDeclaration(importDecl) || !ts.isStringLiteral(importDecl.moduleSpecifier))
    return undefined;
  if (importDecl.moduleSpecifier.text !== 'discord.js') return undefined;
  return (decl.propertyName ?? decl.name).text;
}
