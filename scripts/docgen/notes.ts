// The team's own descriptions: api-notes/<version>/<package>.yml, merged into the generated pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ApiItem, ItemNote } from './model';
import { DocgenError } from './model';

/** Key of the optional package-level note (description of the package index page). */
export const PACKAGE_KEY = '_package';
const FIELDS = new Set(['description', 'example', 'guide', 'members']);

export interface NotesFile {
  file: string;
  notes: Map<string, ItemNote>;
  warnings: string[];
}

export function loadNotes(notesDir: string, pkg: string): NotesFile {
  const file = path.join(notesDir, `${pkg}.yml`);
  const notes = new Map<string, ItemNote>();
  const warnings: string[] = [];
  if (!existsSync(file)) return { file, notes, warnings };
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DocgenError(`Cannot parse ${file}: ${(error as Error).message}`);
  }
  if (data === null || data === undefined) return { file, notes, warnings };
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocgenError(`${file}: expected a mapping of export names to notes`);
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new DocgenError(`${file}: "${key}" must be a mapping with at least "description"`);
    }
    const v = value as Record<string, unknown>;
    for (const field of Object.keys(v)) {
      if (!FIELDS.has(field))
        warnings.push(`${file}: "${key}" has unknown field "${field}" (ignored)`);
    }
    const str = (field: string): string | undefined => {
      const x = v[field];
      if (x === undefined || x === null) return undefined;
      if (typeof x !== 'string')
        throw new DocgenError(`${file}: "${key}.${field}" must be a string`);
      return x.trim() === '' ? undefined : x.trim();
    };
    let members: Record<string, string> | undefined;
    if (v.members !== undefined && v.members !== null) {
      if (typeof v.members !== 'object' || Array.isArray(v.members)) {
        throw new DocgenError(
          `${file}: "${key}.members" must be a mapping of member names to text`,
        );
      }
      members = {};
      for (const [m, text] of Object.entries(v.members as Record<string, unknown>)) {
        if (typeof text !== 'string')
          throw new DocgenError(`${file}: "${key}.members.${m}" must be a string`);
        members[m] = text.trim();
      }
    }
    const guide = str('guide');
    if (guide && !guide.startsWith('/')) {
      throw new DocgenError(
        `${file}: "${key}.guide" must be a site path starting with "/" (got ${guide})`,
      );
    }
    notes.set(key, { description: str('description'), example: str('example'), guide, members });
  }
  return { file, notes, warnings };
}

/** The note key that applies to an item: `<kind>/<Name>` if present, else `<Name>`. */
export function matchNotes(
  items: ApiItem[],
  notes: Map<string, ItemNote>,
): { byItem: Map<ApiItem, { key: string; note: ItemNote }>; orphans: string[] } {
  const byItem = new Map<ApiItem, { key: string; note: ItemNote }>();
  const used = new Set<string>();
  for (const item of items) {
    const kindKey = `${item.kind}/${item.name}`;
    if (notes.has(kindKey)) {
      byItem.set(item, { key: kindKey, note: notes.get(kindKey)! });
      used.add(kindKey);
    }
  }
  for (const item of items) {
    if (byItem.has(item) || !notes.has(item.name)) continue;
    // A plain key goes to the item of the commoner kind when two exports share a name.
    if (suggestedKey(item, items) === item.name) {
      byItem.set(item, { key: item.name, note: notes.get(item.name)! });
      used.add(item.name);
    }
  }
  const orphans = [...notes.keys()].filter((k) => k !== PACKAGE_KEY && !used.has(k));
  return { byItem, orphans };
}

/**
 * The note key of an item: its name, or `<kind>/<Name>` for the rarer kind when two exports of a
 * package share a name (rarer = fewer items of that kind in the package; ties by kind order).
 */
export function suggestedKey(item: ApiItem, items: ApiItem[]): string {
  const sameName = items.filter((i) => i.name === item.name && i.pkg === item.pkg);
  if (sameName.length < 2) return item.name;
  const count = (kind: string) => items.filter((i) => i.pkg === item.pkg && i.kind === kind).length;
  const order = ['classes', 'interfaces', 'types', 'functions', 'enums', 'variables'];
  const commonest = [...sameName].sort(
    (a, b) => count(b.kind) - count(a.kind) || order.indexOf(a.kind) - order.indexOf(b.kind),
  )[0];
  return commonest === item ? item.name : `${item.kind}/${item.name}`;
}
