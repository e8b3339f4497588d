/**
 * Prefetching the built-in search's indexes ahead of use: an idle-time prefetch only downloads
 * the index file (building its engine is left to the first search, which then needs no network),
 * and a failed prefetch does not stop the next search from trying again.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createLocalSearchClient, prefetchIndexes } from '../../src/search/localClient';
import { buildRecord, encodeCompact } from '../../src/search/records';

const ORIGIN = 'https://commandkit.dev';
const RECORDS = [
  buildRecord({
    pageUrl: `${ORIGIN}/docs/guide/commands`,
    anchor: null,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Guide',
      lvl1: 'Slash commands',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    language: 'en',
    tag: 'docs-default-current',
    version: 'current',
    position: 0,
  }),
];
const JSON_BODY = JSON.stringify(encodeCompact(RECORDS, ORIGIN));
const INDEXES = {
  'docs-default-current': 'search-index/docs-default-1.x.json',
  'docs-default-0.1.10': 'search-index/docs-default-0.1.10.json',
};
const CURRENT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** A fetch that records its URLs and answers as `answer` says (online by default). */
function recordingFetch(answer: () => Promise<Response> = async () => new Response(JSON_BODY)) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    return answer();
  }) as unknown as typeof fetch;
  return { urls, fetchImpl };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('index prefetch', () => {
  test('downloads only the index of the version being read; the first search needs no network', async () => {
    let online = true;
    const { urls, fetchImpl } = recordingFetch(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON_BODY);
    });
    const options = { baseUrl: '/prefetch-a/', indexes: INDEXES, fetchImpl };
    prefetchIndexes(options, CURRENT, { build: false });
    await settle();
    assert.deepEqual(urls, ['/prefetch-a/search-index/docs-default-1.x.json']);

    online = false;
    const client = createLocalSearchClient(options);
    const { results } = await client.search({
      requests: [{ indexName: 'x', query: 'slash', facetFilters: CURRENT }],
    });
    assert.equal(results[0]!.hits[0]!.hierarchy.lvl1, 'Slash commands');
    assert.equal(urls.length, 1, 'no second download');
  });

  test('a failed prefetch is forgotten: the next search downloads again', async () => {
    let fail = true;
    const { urls, fetchImpl } = recordingFetch(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return new Response(JSON_BODY);
    });
    const options = { baseUrl: '/prefetch-b/', indexes: INDEXES, fetchImpl };
    prefetchIndexes(options, CURRENT, { build: false });
    await settle();
    fail = false;
    const client = createLocalSearchClient(options);
    const { results } = await client.search({
      requests: [{ indexName: 'x', query: 'slash', facetFilters: CURRENT }],
    });
    assert.ok(results[0]!.nbHits > 0);
    assert.equal(urls.length, 2);
  });

  test('an idle prefetch does not build the engine: the first search builds it from the download', async () => {
    // Valid JSON whose engine cannot be built: building during the prefetch would fail there and
    // be forgotten, so the search would download again; building on use fails from the download.
    const { urls, fetchImpl } = recordingFetch(async () => new Response('{"v":2}'));
    const options = { baseUrl: '/prefetch-d/', indexes: INDEXES, fetchImpl };
    prefetchIndexes(options, CURRENT, { build: false });
    await settle();
    const client = createLocalSearchClient(options);
    const request = { requests: [{ indexName: 'x', query: 'slash', facetFilters: CURRENT }] };
    await assert.rejects(client.search(request), (e: Error) => e.name === 'RetryError');
    assert.equal(urls.length, 1, 'the search used the downloaded file');
    await assert.rejects(client.search(request), (e: Error) => e.name === 'RetryError');
    assert.equal(urls.length, 2, 'a file that cannot be built is downloaded again next time');
  });

  test('once the engine is built, a later prefetch downloads nothing', async () => {
    const { urls, fetchImpl } = recordingFetch();
    const options = { baseUrl: '/prefetch-c/', indexes: INDEXES, fetchImpl };
    prefetchIndexes(options, CURRENT); // on intent: download and build
    await settle();
    prefetchIndexes(options, CURRENT, { build: false });
    await settle();
    assert.equal(urls.length, 1);
  });
});
