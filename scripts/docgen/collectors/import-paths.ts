// Which import specifiers expose each item (and under which other names), per entry point.
import ts from 'typescript';
import type { ApiItem, SubpathDoc } from '../model';
import type { Pending } from './context';
import type { Exposure } from './entry-exports';

export function assignImportPaths(
  pending: Pending[],
  items: ApiItem[],
  exposure: Exposure[],
  sameAs: Map<ts.Symbol, ts.Symbol>,
): Map<string, SubpathDoc[]> {
  const itemsBySymbol = new Map<ts.Symbol, ApiItem[]>();
  pending.forEach((p, i) =>
    itemsBySymbol.set(p.target.symbol, [...(itemsBySymbol.get(p.target.symbol) ?? []), items[i]]),
  );
  const subpaths = new Map<string, SubpathDoc[]>();
  for (const e of exposure) {
    const own: string[] = [];
    const foreign: SubpathDoc['foreign'] = [];
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
  return subpaths;
}
