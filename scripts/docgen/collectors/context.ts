// What every collector of the extract stage shares: the program, its checker and the packages.
import path from 'node:path';
import ts from 'typescript';
import type { Kind } from '../model';
import type { Layout } from '../router';

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
  /** Give non-exported types that public signatures use a page of their own (1.x). */
  documentReachableTypes?: boolean;
}

export interface ExtractContext {
  opts: ExtractOptions;
  layout: Layout;
  checker: ts.TypeChecker;
  warnings: string[];
  /** The package a source file belongs to, if any of ours. */
  pkgOfFile: (file: string) => ExtractPackage | undefined;
  /** The symbol an alias (import, re-export) stands for. */
  resolveAlias: (s: ts.Symbol) => ts.Symbol;
}

/** A symbol exposed by the packages, with the names it is exported under. */
export interface Target {
  symbol: ts.Symbol;
  /** Exported names by package folder, in discovery order. */
  names: Map<string, string[]>;
  typeOnly: boolean;
  ownerFolder?: string;
  /** Not exported by name anywhere: documented because public signatures use it. */
  reachableOnly?: boolean;
}

/** A symbol with its owner package, page name and kind, before its page is built. */
export interface Pending {
  target: Target;
  kind: Kind;
  decls: ts.Declaration[];
  name: string;
  folder: string;
}

export function createContext(opts: ExtractOptions): ExtractContext {
  const checker = opts.program.getTypeChecker();
  return {
    opts,
    layout: opts.layout,
    checker,
    warnings: [],
    pkgOfFile: (file) =>
      opts.packages.find(
        (p) => file === p.dir || file.startsWith(p.dir + path.sep) || file.startsWith(p.dir + '/'),
      ),
    resolveAlias: (s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s),
  };
}

export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

export function isDeprecated(node: ts.Node): boolean {
  return ts.getJSDocDeprecatedTag(node) !== undefined;
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
