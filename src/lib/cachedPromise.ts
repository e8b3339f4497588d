/**
 * Shares one in-flight or settled promise between callers, and forgets it when it rejects, so a
 * download that failed (a chunk, an index file, a worker) is attempted again on the next call
 * instead of failing for the rest of the visit.
 */
export interface CachedPromise<T> {
  /** The shared promise, started on the first call and again after a failure. */
  get(): Promise<T>;
  /** The value once the promise has resolved, for callers that must not wait. */
  peek(): T | undefined;
  /** Drops what is cached (e.g. after terminating a worker); the next `get` starts anew. */
  reset(): void;
}

export function cachedPromise<T>(load: () => Promise<T>): CachedPromise<T> {
  let pending: Promise<T> | undefined;
  let settled: { value: T } | undefined;
  return {
    get() {
      if (settled) return Promise.resolve(settled.value);
      if (!pending) {
        const current = load().then(
          (value) => {
            if (pending === current) settled = { value };
            return value;
          },
          (error: unknown) => {
            if (pending === current) pending = undefined;
            throw error;
          },
        );
        pending = current;
      }
      return pending;
    },
    peek: () => settled?.value,
    reset() {
      pending = undefined;
      settled = undefined;
    },
  };
}

/** `cachedPromise` per key: one shared promise per key, forgotten when it rejects. */
export function cachedPromisePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const byKey = new Map<K, CachedPromise<T>>();
  return (key) => {
    let entry = byKey.get(key);
    if (!entry) {
      entry = cachedPromise(() => load(key));
      byKey.set(key, entry);
    }
    return entry.get();
  };
}
