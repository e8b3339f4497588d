// A first burst of acquire() calls on a new key of the in-memory semaphore all get a permit.
// Source: packages/commandkit/src/utils/useful-stuff/semaphore.ts:193 — every acquire() that
// finds no permits for the key calls initialize(), which resets the key to a full set.
export default async function reproduce(ctx) {
  const { Semaphore, MemorySemaphoreStorage } = await ctx.import('commandkit/semaphore');
  const burst = async (semaphore, key) => {
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        semaphore.withPermit(key, async () => {
          inside++;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 30));
          inside--;
        }),
      ),
    );
    return most;
  };
  const plain = await burst(new Semaphore({ permits: 2, timeout: 5_000 }), 'guild:1');
  // The workaround: size the key before its first use.
  const storage = new MemorySemaphoreStorage();
  storage.initialize('guild:1', 2);
  const sized = await burst(new Semaphore({ permits: 2, timeout: 5_000, storage }), 'guild:1');
  return {
    reproduced: plain > 2,
    evidence: `permits: 2, ten callers at once on a new key: ${plain} ran together; with the key initialised first: ${sized}`,
    workaroundWorks: sized === 2,
  };
}
