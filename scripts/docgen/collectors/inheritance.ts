// Adds the members a class or interface inherits from documented bases (own members win).
import type { ApiItem, MemberDoc } from '../model';

function inheritedMembers(
  item: ApiItem,
  itemByUrl: Map<string, ApiItem>,
  seen: Set<ApiItem>,
): MemberDoc[] {
  const out: MemberDoc[] = [];
  for (const h of item.heritage) {
    const link = h.type[0];
    const base = link && typeof link !== 'string' ? itemByUrl.get(link.url) : undefined;
    if (!base || seen.has(base)) continue;
    seen.add(base);
    for (const m of [
      ...base.members.filter((x) => !x.inheritedFrom),
      ...inheritedMembers(base, itemByUrl, seen),
    ]) {
      if (m.kind === 'constructor') continue;
      out.push(m.inheritedFrom ? m : { ...m, inheritedFrom: { name: base.name, url: base.url } });
    }
  }
  return out;
}

/** Drops inherited members that an own member or an earlier inherited one already names. */
function dropShadowedInherited(item: ApiItem): void {
  const seenNames = new Set<string>();
  item.members = item.members.filter((m) => {
    if (!m.inheritedFrom) return true;
    if (seenNames.has(m.name) || item.members.some((o) => !o.inheritedFrom && o.name === m.name))
      return false;
    seenNames.add(m.name);
    return true;
  });
}

export function addInheritedMembers(items: ApiItem[]): void {
  const itemByUrl = new Map(items.map((i) => [i.url, i]));
  for (const item of items) dropShadowedInherited(item);
  const withInherited = new Map<ApiItem, MemberDoc[]>();
  for (const item of items) {
    if (item.kind !== 'classes' && item.kind !== 'interfaces') continue;
    const own = new Set(item.members.map((m) => m.name));
    const extra = inheritedMembers(item, itemByUrl, new Set([item])).filter((m) => {
      if (own.has(m.name)) return false;
      own.add(m.name);
      return true;
    });
    if (extra.length) withInherited.set(item, [...item.members, ...extra]);
  }
  for (const [item, members] of withInherited) item.members = members;
}
