// Where a name in a type links to: its page here, discord.js' documentation, or nowhere.
import ts from 'typescript';
import type { Kind, TypePart, TypeText } from '../model';
import { importedFromDiscordJs, reexportedFromDiscordJs } from '../djs';
import { itemUrl } from '../router';
import type { ExtractContext, Pending } from './context';

const TYPE_KINDS: Kind[] = ['classes', 'interfaces', 'types', 'enums'];
const IDENT = /[A-Za-z_$][\w$]*/g;

export interface Linker {
  /** The page of a symbol; a type position prefers classes/interfaces/types/enums. */
  linkForSymbol: (s: ts.Symbol | undefined, typePosition: boolean) => string | undefined;
  /** Splits printed type text into parts, linking the names found in `refs` (or guessed by name). */
  linkText: (text: string, refs: Map<string, string>, guessByName: boolean) => TypeText;
  /** Package whose pages win when a guessed name exists in several packages. */
  setCurrentFolder: (folder: string) => void;
}

export function createLinker(
  ctx: ExtractContext,
  pending: Pending[],
  sameAs: Map<ts.Symbol, ts.Symbol>,
): Linker {
  const urlOf = new Map<ts.Symbol, { kind: Kind; url: string }[]>();
  const byPkgName = new Map<string, string>();
  const globalName = new Map<string, string | null>();
  for (const p of pending) {
    const url = itemUrl(ctx.layout, p.folder, p.kind, p.name);
    urlOf.set(p.target.symbol, [...(urlOf.get(p.target.symbol) ?? []), { kind: p.kind, url }]);
    byPkgName.set(`${p.folder}\0${p.name}`, url);
    globalName.set(p.name, globalName.has(p.name) && globalName.get(p.name) !== url ? null : url);
  }
  const djs = ctx.opts.discordJsLinks ?? new Map<string, string>();
  let currentFolder = '';

  const linkForSymbol: Linker['linkForSymbol'] = (s, typePosition) => {
    if (!s) return undefined;
    const r = ctx.resolveAlias(s);
    const list = urlOf.get(sameAs.get(r) ?? r);
    if (!list) return undefined;
    if (typePosition) return (list.find((e) => TYPE_KINDS.includes(e.kind)) ?? list[0]).url;
    return (
      list.find(
        (e) => !TYPE_KINDS.includes(e.kind) || e.kind === 'classes' || e.kind === 'enums',
      ) ?? list[0]
    ).url;
  };

  /** A name guessed from inferred type text: ours first (this package, then unique), then discord.js. */
  const guessUrl = (word: string): string | undefined =>
    byPkgName.get(`${currentFolder}\0${word}`) ?? globalName.get(word) ?? djs.get(word);

  const linkText: Linker['linkText'] = (text, refs, guessByName) => {
    const parts: TypePart[] = [];
    let last = 0;
    const strRanges: [number, number][] = [];
    for (const m of text.matchAll(/(["'`])(?:\\.|(?!\1).)*\1/g))
      strRanges.push([m.index!, m.index! + m[0].length]);
    for (const m of text.matchAll(IDENT)) {
      const i = m.index!;
      if (strRanges.some(([a, b]) => i >= a && i < b)) continue;
      if (i > 0 && text[i - 1] === '.') continue;
      const word = m[0];
      let url = refs.get(word);
      // A name followed by `:` or `?:` is a property or parameter name, not a type.
      if (
        !url &&
        guessByName &&
        /^[A-Z]/.test(word) &&
        !/^\s*\??:/.test(text.slice(i + word.length))
      ) {
        url = guessUrl(word);
      }
      if (!url) continue;
      if (i > last) parts.push(text.slice(last, i));
      parts.push({ text: word, url });
      last = i + word.length;
    }
    if (last < text.length) parts.push(text.slice(last));
    return parts;
  };

  return { linkForSymbol, linkText, setCurrentFolder: (f) => (currentFolder = f) };
}

/** The link of every type name written in a declaration node: ours, or discord.js' docs. */
export function collectRefs(
  ctx: ExtractContext,
  linker: Linker,
  node: ts.Node,
  refs: Map<string, string>,
): void {
  const djs = ctx.opts.discordJsLinks;
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
        const sym = ctx.checker.getSymbolAtLocation(id);
        const url =
          linker.linkForSymbol(sym, typePos) ??
          (id === nameNode ? discordJsUrl(ctx, sym, djs) : undefined);
        if (url) refs.set(id.text, url);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
}

/** discord.js docs for a name imported from 'discord.js', or re-exported by one of our modules from it. */
export function discordJsUrl(
  ctx: ExtractContext,
  sym: ts.Symbol | undefined,
  djs = ctx.opts.discordJsLinks,
): string | undefined {
  if (!sym || !djs) return undefined;
  const direct = importedFromDiscordJs(sym);
  if (direct) return djs.get(direct);
  // An import of a name our package re-exports from discord.js (e.g. `Collection` from 'commandkit').
  let s: ts.Symbol = sym;
  for (let i = 0; i < 10 && s.flags & ts.SymbolFlags.Alias; i++) {
    const next = ctx.checker.getImmediateAliasedSymbol(s);
    if (!next) break;
    const name = importedFromDiscordJs(next) ?? reexportedFromDiscordJs(next);
    if (name) return djs.get(name);
    s = next;
  }
  return undefined;
}
