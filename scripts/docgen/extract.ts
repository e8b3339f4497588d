// Reads exports with the TypeScript compiler API and turns them into ApiItems. Comments are never
// read: the only thing taken from JSDoc is whether a `@deprecated` tag is present. Each stage is a
// collector in ./collectors; this file only runs them in order.
import type { ApiItem, SubpathDoc } from './model';
import { createContext, type ExtractOptions } from './collectors/context';
import { collectEntryExports } from './collectors/entry-exports';
import { assignImportPaths } from './collectors/import-paths';
import { addInheritedMembers } from './collectors/inheritance';
import { buildItem } from './collectors/items';
import { createLinker } from './collectors/links';
import { createMemberReader } from './collectors/members';
import { assignOwners } from './collectors/owners';
import { collectReachableTypes, type UsedBy } from './collectors/reachable';
import { createSignatureReader } from './collectors/signatures';
import { createTypePrinter } from './collectors/type-text';
import { itemUrl } from './router';

export type { ExtractOptions, ExtractPackage } from './collectors/context';

export interface ExtractResult {
  items: ApiItem[];
  /** Per package folder: the entry points and the items each exposes. */
  subpaths: Map<string, SubpathDoc[]>;
  warnings: string[];
  missingAllowed: string[];
}

export function extract(opts: ExtractOptions): ExtractResult {
  const ctx = createContext(opts);
  const { targets, exposure } = collectEntryExports(ctx);
  const owners = assignOwners(ctx, targets.values());
  const usedBy = opts.documentReachableTypes
    ? collectReachableTypes(ctx, owners, targets)
    : (new Map() as UsedBy);
  const { pending, sameAs } = owners;

  const linker = createLinker(ctx, pending, sameAs);
  const types = createTypePrinter(ctx, linker);
  const sigs = createSignatureReader(ctx.checker, types);
  const members = createMemberReader(ctx, linker, types, sigs);
  const items = pending.map((p) => {
    linker.setCurrentFolder(p.folder);
    const item = buildItem(ctx, { types, sigs, members }, p);
    if (p.target.reachableOnly) {
      item.usedBy = (usedBy.get(p.target.symbol) ?? []).map((u) => {
        const user = pending.find((q) => q.folder === u.folder && q.name === u.name)!;
        return { name: u.name, url: itemUrl(ctx.layout, user.folder, user.kind, user.name) };
      });
    }
    return item;
  });
  addInheritedMembers(items);
  const subpaths = assignImportPaths(pending, items, exposure, sameAs);

  const found = new Set(items.map((i) => i.name));
  const missingAllowed = (opts.allow ?? []).filter((n) => !found.has(n));
  return { items, subpaths, warnings: ctx.warnings, missingAllowed };
}
