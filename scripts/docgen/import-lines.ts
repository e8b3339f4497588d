// The import line a page shows: only one that works at runtime. A value (class, function, variable,
// enum) is imported from the first entry point, the package's main entry first, whose runtime
// entry really exports it; a type-only item from the first entry whose `.d.ts` declares it.
import type { ApiItem } from './model';
import type { RuntimeExports } from './runtime';
import { loadFailure } from './config';

export interface ImportPlan {
  /** Import statements to show (none when nothing works). */
  lines: string[];
  /** For a value no entry point exports at runtime: the entries whose types promise it, and why they fail. */
  broken: { specifier: string; reason: string }[];
}

const TYPE_KINDS = new Set(['interfaces', 'types']);

/** The specifiers an item is public through, main entry of its home package first. */
export function candidateSpecifiers(
  item: ApiItem,
  homeNpm: string,
): { name: string; specifier: string }[] {
  const rank = (spec: string) => (spec === homeNpm ? 0 : spec.startsWith(`${homeNpm}/`) ? 1 : 2);
  const own = item.importPaths.map((specifier) => ({ name: item.name, specifier }));
  const aliases = item.aliases.map((a) => ({ name: a.name, specifier: a.specifier }));
  return [...own, ...aliases]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.specifier) - rank(b.c.specifier) || a.i - b.i)
    .map(({ c }) => c);
}

export function planImports(
  item: ApiItem,
  homeNpm: string,
  runtime: RuntimeExports | undefined,
): ImportPlan {
  const candidates = candidateSpecifiers(item, homeNpm);
  if (candidates.length === 0) return { lines: [], broken: [] };
  const typeOnly = TYPE_KINDS.has(item.kind);
  const line = (c: { name: string; specifier: string }) =>
    `import ${typeOnly ? 'type ' : ''}{ ${c.name} } from '${c.specifier}';`;
  if (typeOnly) return { lines: [line(candidates[0])], broken: [] };
  if (!runtime)
    return {
      lines: item.importPaths.map((s) => line({ name: item.name, specifier: s })),
      broken: [],
    };
  const works = candidates.find((c) => {
    const entry = runtime[c.specifier];
    return entry?.loads && entry.exports.includes(c.name);
  });
  if (works) return { lines: [line(works)], broken: [] };
  const broken = candidates.map((c) => {
    const entry = runtime[c.specifier];
    const reason = !entry
      ? 'is not an entry point of the package'
      : !entry.loads
        ? `fails to load (${loadFailure(c.specifier, entry.error, c.name)})`
        : `loads, but does not export \`${c.name}\``;
    return { specifier: c.specifier, reason };
  });
  return { lines: [], broken };
}
