// A second KV transaction started while one is open on the same connection (nested, or from another
// caller while the first awaits) fails, and its ROLLBACK ends the first one: the first one's earlier
// writes are undone, its later writes are kept outside any transaction, and it rejects.
// Source: packages/commandkit/src/kv/kv.ts:704 (transaction(): BEGIN 707, await fn, COMMIT 713, ROLLBACK in the catch 718).
import { join } from 'node:path';

export default async function reproduce(ctx) {
  const { openKV } = await ctx.import('commandkit/kv');
  const { withMutex } = await ctx.import('commandkit/mutex');
  const kv = openKV(join(ctx.scratch, 'kv.sqlite')).namespace('coins');
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  let outer = 'resolved';
  let inner = 'resolved';
  try {
    await kv.transaction(async () => {
      kv.set('before', 1);
      try {
        await kv.transaction(() => kv.set('inner', 1));
      } catch (error) {
        inner = error.message;
      }
      kv.set('after', 1);
    });
  } catch (error) {
    outer = error.message;
  }
  const nested = { before: kv.get('before'), inner: kv.get('inner'), after: kv.get('after') };
  kv.clear();

  const transfer = (key) =>
    kv.transaction(async () => {
      kv.set(key, 1);
      await sleep(20);
      kv.set(`${key}_done`, 1);
    });
  const atOnce = await Promise.allSettled([transfer('a'), transfer('b')]);
  const atOnceKeys = kv.keys().sort();
  kv.clear();
  // The workaround: one transaction at a time through a mutex.
  const guarded = await Promise.allSettled([
    withMutex('kv-transaction', () => transfer('a')),
    withMutex('kv-transaction', () => transfer('b')),
  ]);
  const guardedKeys = kv.keys().sort();
  kv.close();

  const workaroundWorks =
    guarded.every((r) => r.status === 'fulfilled') && guardedKeys.join() === 'a,a_done,b,b_done';
  return {
    reproduced:
      nested.before === undefined &&
      nested.after === 1 &&
      /no transaction is active/.test(outer) &&
      atOnce.every((r) => r.status === 'rejected'),
    evidence: `nested: inner rejected '${inner}', outer rejected '${outer}', stored ${JSON.stringify(nested)}; two at once: ${atOnce.map((r) => r.status).join('/')}, kept ${JSON.stringify(atOnceKeys)}; through withMutex: ${guarded.map((r) => r.status).join('/')}, kept ${JSON.stringify(guardedKeys)}`,
    workaroundWorks,
  };
}
