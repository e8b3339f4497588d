// Reads what each entry point of each package exports, and which of those symbols are ours.
import ts from 'typescript';
import { DocgenError } from '../model';
import { compareText, type ExtractContext, type Target } from './context';

export interface ExposedSymbol {
  name: string;
  target: ts.Symbol;
  /** Declared in the entry but not exported by name (0.1.10 allow list). */
  notExported?: boolean;
}

/** The symbols one entry point (`commandkit/kv`, ...) exposes. */
export interface Exposure {
  folder: string;
  specifier: string;
  symbols: ExposedSymbol[];
}

export interface EntryExports {
  targets: Map<ts.Symbol, Target>;
  exposure: Exposure[];
}

function isTypeOnlyExport(exportSymbol: ts.Symbol): boolean {
  const d = exportSymbol.declarations?.[0];
  if (!d || !ts.isExportSpecifier(d)) return false;
  return d.isTypeOnly || d.parent.parent.isTypeOnly;
}

/** Names declared at the top level of a file (interfaces, types, classes, functions, variables). */
function topLevelNames(sf: ts.SourceFile): ts.Identifier[] {
  const names: ts.Identifier[] = [];
  for (const stmt of sf.statements) {
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
  }
  return names;
}

export function collectEntryExports(ctx: ExtractContext): EntryExports {
  const { checker, opts } = ctx;
  const targets = new Map<ts.Symbol, Target>();
  const exposure: Exposure[] = [];
  for (const pkg of opts.packages) {
    for (const entry of pkg.entries) {
      const sf = opts.program.getSourceFile(entry.file);
      if (!sf) throw new DocgenError(`Entry file not loaded: ${entry.file}`);
      const moduleSymbol = checker.getSymbolAtLocation(sf);
      const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      const list: ExposedSymbol[] = [];
      const consider = (name: string, exportSymbol: ts.Symbol, notExported = false) => {
        const target = ctx.resolveAlias(exportSymbol);
        const decls = target.declarations ?? [];
        if (decls.length === 0) {
          ctx.warnings.push(
            `${entry.specifier}: export "${name}" does not resolve (unresolved import); skipped`,
          );
          return;
        }
        if (!ctx.pkgOfFile(decls[0].getSourceFile().fileName)) return; // third-party re-export
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
        for (const id of topLevelNames(sf)) {
          if (exportedNames.has(id.text) || !opts.allow.includes(id.text)) continue;
          const sym = checker.getSymbolAtLocation(id);
          if (sym) {
            exportedNames.add(id.text);
            consider(id.text, sym, true);
          }
        }
      }
      list.sort((a, b) => compareText(a.name, b.name));
      exposure.push({ folder: pkg.folder, specifier: entry.specifier, symbols: list });
    }
  }
  return { targets, exposure };
}
