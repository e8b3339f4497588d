/**
 * The order in which the DocSearch 3.9 modal shows a response's hits, replicated from
 * @docsearch/react 3.9.0 (dist/esm/index.js, the `getSources` of DocSearchModal):
 *
 *   groups = groupBy(hits, lvl0 of the hit's highlight with <mark> tags removed, max)
 *   shown  = for each group, in the order its key first appeared:
 *              groupBy(group, hierarchy.lvl1, max), flattened
 *
 * where `groupBy` reduces into a plain object, keeping at most `max` hits per key
 * (maxResultsPerGroup, 5 when unset), and the groups come out of `Object.values`. The plain
 * object is kept on purpose: it orders integer-like keys first, exactly as DocSearch does.
 * tests/browser/search-relevance.test.ts compares this with the rendered modal.
 */

/** themeConfig.algolia sets no maxResultsPerGroup: DocSearch's default. */
export const MAX_RESULTS_PER_GROUP = 5;

interface Hit {
  hierarchy: { lvl0: string; lvl1: string | null };
  _highlightResult?: { hierarchy?: { lvl0?: { value: string } } };
}

const MARK = /(<mark>|<\/mark>)/g;

/** DocSearch's group key: the highlighted lvl0 without its marks, else the record's lvl0. */
function groupKey(hit: Hit): string {
  const value = hit._highlightResult?.hierarchy?.lvl0?.value;
  return value ? value.replace(MARK, '') : hit.hierarchy.lvl0;
}

function groupBy<T>(items: T[], key: (item: T) => string, max: number): Record<string, T[]> {
  return items.reduce<Record<string, T[]>>((groups, item) => {
    const k = key(item);
    if (!Object.prototype.hasOwnProperty.call(groups, k)) groups[k] = [];
    if (groups[k]!.length < max) groups[k]!.push(item);
    return groups;
  }, {});
}

/** The hits the modal shows, in its order (hits beyond a group's `max` are not shown). */
export function docSearchOrder<T extends Hit>(hits: T[], max = MAX_RESULTS_PER_GROUP): T[] {
  return Object.values(groupBy(hits, groupKey, max)).flatMap((group) =>
    Object.values(groupBy(group, (h) => String(h.hierarchy.lvl1), max)).flat(),
  );
}
