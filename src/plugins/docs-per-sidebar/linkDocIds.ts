// Sidebar links reach the browser without `docId` (./split.ts trims it: about 2 kB gzip on the
// API sidebar); the docs plugin's global data already lists every doc of a version with its id and
// path, so the browser puts each link's `docId` back from its `href`. The split checks at build
// time that this gives back exactly the ids it removed (`assertLinkDocIdsRestorable`). Client code:
// imports nothing of the build.

export interface SidebarItemProp {
  type: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  items?: SidebarItemProp[];
}

/** The items with each `link` that has no `docId` and whose `href` is a doc's path given its id. */
export function withLinkDocIds<T extends SidebarItemProp>(
  items: T[],
  docIdByPath: ReadonlyMap<string, string>,
): T[] {
  return items.map((item) => {
    if (item.items) return { ...item, items: withLinkDocIds(item.items, docIdByPath) };
    const docId = item.type === 'link' && !item.docId && item.href && docIdByPath.get(item.href);
    return docId ? { ...item, docId } : item;
  });
}
