/**
 * What the built-in search client downloads, and when: intent loads only the document table of the
 * version being read, a query only its parts, a failed download is tried again on the next search,
 * and once search has been used the rest of the index loads (not with data-saver on), after which
 * search needs no network.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { LocalIndex } from '../../src/search/engine';
import {
  completeLoader,
  createLocalSearchClient,
  indexFor,
  prefetchIndexes,
} from '../../src/search/localClient';
import { encodeCompact, type RecordType } from '../../src/search/records';
import { splitIndex } from '../../src/search/splitIndex';
import { ORIGIN, searchRecord } from './helpers/search-record';

const page = (path: string, title: string, type: RecordType, content?: string) =>
  searchRecord(path, title, type, { lvl0: 'Guide', content, position: type === 'lvl1' ? 0 : 1 });
const RECORDS = [
  page('/docs/guide/commands', 'Slash commands', 'lvl1'),
  page('/docs/guide/commands', 'Slash commands', 'content', 'Reply to an interaction.'),
  page('/docs/guide/mutex', 'Mutex', 'lvl1'),
  page('/docs/guide/mutex', 'Mutex', 'content', 'Acquire a lock before writing.'),
];
const FILES = splitIndex(encodeCompact(RECORDS, ORIGIN));
const INDEXES = {
  'docs-default-current': 'search-index/docs-default-1.x/',
  'docs-default-0.1.10': 'search-index/docs-default-0.1.10/',
};
const CURRENT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** A fetch over the split files that records the file names it was asked for. */
function recordingFetch(base: string) {
  const names: string[] = [];
  let online = true;
  const fetchImpl = (async (url: string) => {
    const name = url.slice(`${base}search-index/docs-default-1.x/`.length);
    names.push(name);
    if (!online) throw new TypeError('Failed to fetch');
    const body = FILES.get(name);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  }) as unknown as typeof fetch;
  return {
    names,
    fetchImpl,
    setOnline: (value: boolean) => void (online = value),
  };
}

/** A local search client over the split files, with its recording fetch. */
function recordingClient(base: string, completeAfterMs: number) {
  const f = recordingFetch(base);
  const client = createLocalSearchClient({
    baseUrl: base,
    indexes: INDEXES,
    fetchImpl: f.fetchImpl,
    completeAfterMs,
  });
  return { f, client };
}

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const request = (query: string) => ({
  requests: [{ indexName: 'x', query, facetFilters: CURRENT }],
});

afterEach(() => {
  delete (globalThis as { navigator?: unknown }).navigator;
});

describe('search downloads', () => {
  test('intent loads the document table of the version being read, nothing else', async () => {
    const f = recordingFetch('/intent/');
    prefetchIndexes({ baseUrl: '/intent/', indexes: INDEXES, fetchImpl: f.fetchImpl }, CURRENT);
    await settle();
    assert.deepEqual(f.names.sort(), ['files.json', 'meta.json']);
  });

  test('a query loads its shard and its hits’ text; a failed download is tried again', async () => {
    const { f, client } = recordingClient('/retry/', 60_000);
    f.setOnline(false);
    await assert.rejects(client.search(request('slash')), (e: Error) => e.name === 'RetryError');
    f.setOnline(true);
    const { results } = await client.search(request('slash'));
    assert.equal(results[0]!.hits[0]!.hierarchy.lvl1, 'Slash commands');
    // The file list and document table (again: the failed try is forgotten), the shard of `sl`
    // (no other term is a typo away from `slash`) and the text of the hit.
    assert.deepEqual(f.names.map((n) => n.replace(/^t\d+/, 't#')).sort(), [
      'c0.json',
      'files.json',
      'files.json',
      'meta.json',
      'meta.json',
      't#.json',
    ]);
  });

  test('once typing stops after a search, the rest loads and search needs no network', async () => {
    const { f, client } = recordingClient('/pack/', 0);
    await client.search(request('slash'));
    assert.ok(!f.names.includes('all.json'), 'not while typing');
    await settle(50);
    assert.ok(f.names.includes('all.json'));
    f.setOnline(false);
    const { results } = await client.search(request('acquire lock'));
    assert.equal(results[0]!.hits[0]!.hierarchy.lvl1, 'Mutex');
  });

  /** A loader that counts how often a query had to work out the parts it needs. */
  function countingLoader(completes: boolean) {
    const index = new LocalIndex(encodeCompact(RECORDS, ORIGIN));
    const calls = { prepare: 0, index: 0 };
    const loader = {
      index: async () => (calls.index++, index),
      prepare: async () => (calls.prepare++, index),
      completeInBackground: async () => {
        if (!completes) throw new TypeError('Failed to fetch');
      },
    };
    return { loader, calls };
  }

  test('once the rest has loaded, a query does not work out which parts it needs', async () => {
    const { loader, calls } = countingLoader(true);
    await indexFor(loader, 'slash');
    assert.deepEqual(calls, { prepare: 1, index: 0 });
    await completeLoader(loader);
    await indexFor(loader, 'acquire lock');
    assert.deepEqual(calls, { prepare: 1, index: 1 });
  });

  test('…but it still does when the rest could not be loaded', async () => {
    const { loader, calls } = countingLoader(false);
    await assert.rejects(completeLoader(loader));
    await indexFor(loader, 'acquire lock');
    assert.deepEqual(calls, { prepare: 1, index: 0 });
  });

  test('with data-saver on, the rest of the index is not loaded after a search', async () => {
    Object.defineProperty(globalThis, 'navigator', {
      value: { connection: { saveData: true } },
      configurable: true,
    });
    const { f, client } = recordingClient('/save-data/', 0);
    await client.search(request('mutex'));
    await settle(50);
    assert.ok(f.names.length > 0);
    assert.ok(!f.names.includes('all.json'));
  });
});
