import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cachedPromise, cachedPromisePerKey } from '../../src/lib/cachedPromise';

test('cachedPromise shares one load between callers and keeps its value', async () => {
  let calls = 0;
  const cached = cachedPromise(async () => ++calls);
  assert.equal(cached.peek(), undefined);
  const [a, b] = await Promise.all([cached.get(), cached.get()]);
  assert.deepEqual([a, b, calls], [1, 1, 1]);
  assert.equal(await cached.get(), 1);
  assert.equal(cached.peek(), 1);
});

test('cachedPromise forgets a rejection, so the next call loads again', async () => {
  let calls = 0;
  const cached = cachedPromise(async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
    return 'ok';
  });
  await assert.rejects(cached.get(), /offline/);
  assert.equal(await cached.get(), 'ok');
  assert.equal(calls, 2);
});

test('reset drops a pending load: its late result is not kept', async () => {
  let release!: (value: string) => void;
  let calls = 0;
  const cached = cachedPromise(() => {
    calls += 1;
    return calls === 1
      ? new Promise<string>((resolve) => (release = resolve))
      : Promise.resolve('second');
  });
  const first = cached.get();
  cached.reset();
  release('first');
  assert.equal(await first, 'first');
  assert.equal(cached.peek(), undefined);
  assert.equal(await cached.get(), 'second');
});

test('cachedPromisePerKey keeps one promise per key and retries only the failed key', async () => {
  const calls: string[] = [];
  const load = cachedPromisePerKey(async (key: string) => {
    calls.push(key);
    if (key === 'b' && calls.filter((k) => k === 'b').length === 1) throw new Error('b failed');
    return key.toUpperCase();
  });
  assert.equal(await load('a'), 'A');
  assert.equal(await load('a'), 'A');
  await assert.rejects(load('b'));
  assert.equal(await load('b'), 'B');
  assert.deepEqual(calls, ['a', 'b', 'b']);
});
