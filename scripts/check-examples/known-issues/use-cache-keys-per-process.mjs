// The keys of "use cache" results contain an ID each process draws at random, so two processes
// (shards, or the bot before and after a restart) never find each other's entries.
// Source: packages/cache/src/use-cache.ts:85 (`metadata = randomUUID()`), hashed into every key
// at :89. Reproduced by running the same cached function, as the compiler emits it, in two Node
// processes against a provider that records the keys it is given.
import { join } from 'node:path';

// The package's main file; later releases export it for `import` only, so `require.resolve` fails.
const cacheEntry = (ctx) =>
  join(ctx.root, 'node_modules', '@commandkit', 'cache', 'dist', 'index.js');

export default async function reproduce(ctx) {
  const script = `
    const { $ckitiucw, setCacheProvider, CacheProvider } = await import(${JSON.stringify(cacheEntry(ctx))});
    const keys = [];
    const store = new Map();
    class RecordingCache extends CacheProvider {
      async get(key) { keys.push(key); return store.get(key); }
      async set(key, value) { store.set(key, { value }); }
      async exists(key) { return store.has(key); }
      async delete(key) { store.delete(key); }
      async clear() { store.clear(); }
      async expire() {}
    }
    setCacheProvider(new RecordingCache());
    let runs = 0;
    const getProfile = $ckitiucw(async (userId) => { runs++; return { userId }; });
    await getProfile('42');
    await getProfile('42');
    console.log(JSON.stringify({ keys: [...new Set(keys)], runs }));
  `;
  const one = await ctx.node(['--input-type=module', '-e', script]);
  const two = await ctx.node(['--input-type=module', '-e', script]);
  const parse = (r) => {
    const line = r.stdout.trim().split('\n').pop();
    try {
      return JSON.parse(line);
    } catch {
      throw new Error(`the cached function did not run: ${r.stderr.slice(-500)}`);
    }
  };
  const a = parse(one);
  const b = parse(two);
  const sameInProcess = a.keys.length === 1 && a.runs === 1;
  return {
    reproduced: sameInProcess && a.keys[0] !== b.keys[0],
    evidence: `process 1 key ${a.keys[0]} (function ran ${a.runs} time(s) for two calls), process 2 key ${b.keys[0]}`,
  };
}
