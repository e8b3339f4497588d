/** Edit distance (insertions, deletions, substitutions; a swap of two neighbours counts once). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/**
 * The candidate closest to `name` when it is close enough to be a typo of it (at most a third of
 * its length in edits, a case difference counting half) or begins with it (`warn` → `warning`),
 * else undefined.
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = name.toLowerCase();
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const prefix = lower.length >= 3 && candidate.toLowerCase().startsWith(lower);
    if (!prefix && Math.abs(candidate.length - name.length) > limit) continue;
    const distance = prefix
      ? limit
      : Math.min(editDistance(name, candidate), editDistance(lower, candidate.toLowerCase()) + 0.5);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** `; did you mean X?` when a candidate is close to `name`, else an empty string. */
export function didYouMean(
  name: string,
  candidates: Iterable<string>,
  show: (candidate: string) => string = (c) => c,
): string {
  const match = nearest(name, candidates);
  return match === undefined ? '' : `; did you mean ${show(match)}?`;
}
