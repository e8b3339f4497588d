// KV.has() is always false, count() always 0 and expire() never sets an expiry.
// Source: packages/commandkit/src/kv/kv.ts:97 and :107 select `COUNT(*)`, while has() (:513) and
// count() (:570) read a column named `count`; expire() (:441) returns early when has() is false.
import { join } from 'node:path';

export default async function reproduce(ctx) {
  const { openKV } = await ctx.import('commandkit/kv');
  const kv = openKV(join(ctx.scratch, 'kv.sqlite'));
  kv.set('user:1', 'Ada');
  kv.set('user:2', 'Grace');
  const has = kv.has('user:1');
  const count = kv.count();
  const expired = kv.expire('user:1', 60_000);
  const ttl = kv.ttl('user:1');
  // The workarounds.
  const present = kv.get('user:1') !== undefined;
  const counted = kv.keys().length;
  kv.setex('user:1', kv.get('user:1'), 60_000);
  const ttlAfter = kv.ttl('user:1');
  kv.close();
  const workaroundWorks = present && counted === 2 && ttlAfter > 0;
  return {
    reproduced: has === false && count === 0 && expired === false && ttl === -2,
    evidence: `has('user:1') = ${has}, count() = ${count}, expire() = ${expired}, ttl() after expire (-2: no expiry) = ${ttl}; workarounds: get() !== undefined = ${present}, keys().length = ${counted}, ttl() after setex = ${ttlAfter}`,
    workaroundWorks,
  };
}
