// src/clientModules/idlePrefetch.ts: link prefetches wait for the load event and idle time, then
// all run, in order, through Docusaurus' own prefetch.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const idleTasks: (() => void)[] = [];
const loadListeners: (() => void)[] = [];
Object.assign(globalThis, {
  window: {
    requestIdleCallback: (task: () => void) => idleTasks.push(task),
    addEventListener: (_: string, listener: () => void) => loadListeners.push(listener),
  },
  document: { readyState: 'loading' },
});

const { withDeferredPrefetch } = await import('../../src/clientModules/idlePrefetch');

test('prefetches wait for load and idle time, then run in order', () => {
  const fetched: string[] = [];
  const preload = () => true;
  const original = Object.freeze({
    prefetch: (path: string) => fetched.push(path),
    preload,
  });
  const docusaurus = withDeferredPrefetch(original);
  assert.ok(Object.isFrozen(docusaurus));
  assert.equal(docusaurus.preload, preload);
  assert.equal(withDeferredPrefetch(docusaurus), docusaurus, 'wrapped once');

  const paths = Array.from({ length: 50 }, (_, i) => `/docs/page-${i}`);
  for (const path of paths) assert.equal(docusaurus.prefetch(path), true);
  assert.deepEqual(fetched, [], 'nothing before the load event');
  assert.equal(loadListeners.length, 1);
  loadListeners[0]!();
  assert.deepEqual(fetched, [], 'nothing before idle time');
  for (let i = 0; i < 1000 && idleTasks.length > 0; i++) idleTasks.shift()!();
  assert.deepEqual(fetched, paths);
});
