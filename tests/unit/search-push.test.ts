/**
 * `npm run search:push` against a local Algolia stand-in on 127.0.0.1 (no real Algolia):
 * credentials checks, atomic replace through a temporary index, host retry, failures.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startMockAlgolia } from '../../scripts/search-push/mock-algolia';
import {
  DEFAULT_SETTINGS,
  loadBuiltRecords,
  pushRecords,
  PushError,
  tmpIndexNameFor,
} from '../../scripts/search-push/push';
import { buildRecord, encodeCompact, type SearchRecord } from '../../src/search/records';

const APP_ID = 'TESTAPP';
const ADMIN_KEY = 'admin-key-for-tests';
const INDEX = 'commandkit-docs';

function makeRecords(n: number, tag = 'docs-default-current'): SearchRecord[] {
  return Array.from({ length: n }, (_, i) =>
    buildRecord({
      pageUrl: `https://commandkit.dev/docs/guide/page-${Math.floor(i / 5)}`,
      anchor: i % 5 === 0 ? null : `section-${i % 5}`,
      type: i % 5 === 0 ? 'lvl1' : 'content',
      hierarchy: {
        lvl0: 'Guide',
        lvl1: `Page ${Math.floor(i / 5)}`,
        lvl2: i % 5 === 0 ? null : `Section ${i % 5}`,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: i % 5 === 0 ? null : `Text <${i}> & more`,
      language: 'en',
      tag,
      version: tag === 'docs-default-current' ? 'current' : '0.1.10',
      position: i % 5,
    }),
  );
}

/** A port with nothing listening (connections are refused). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const host = (port: number) => ({
  url: '127.0.0.1',
  port,
  protocol: 'http' as const,
  accept: 'readWrite' as const,
});
const fast = { connect: 500, read: 2000, write: 2000 };

describe('search:push', () => {
  test('missing credentials: clear error, nothing sent', async () => {
    const mock = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
    try {
      await assert.rejects(
        pushRecords({
          appId: APP_ID,
          apiKey: '',
          indexName: INDEX,
          records: makeRecords(3),
          clientOptions: { hosts: [host(mock.port)], timeouts: fast },
        }),
        (error: Error) =>
          error instanceof PushError &&
          /ALGOLIA_ADMIN_API_KEY/.test(error.message) &&
          /nothing was sent/.test(error.message),
      );
      await assert.rejects(
        pushRecords({ records: makeRecords(1) }),
        /Missing ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME/,
      );
      assert.equal(mock.requests.length, 0);
    } finally {
      await mock.close();
    }
  });

  test('wrong key: rejected by a read-only check before anything is written', async () => {
    const mock = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
    try {
      await assert.rejects(
        pushRecords({
          appId: APP_ID,
          apiKey: 'search-only-key',
          indexName: INDEX,
          records: makeRecords(3),
          clientOptions: { hosts: [host(mock.port)], timeouts: fast },
        }),
        (error: Error) =>
          error instanceof PushError &&
          /rejected the credentials/.test(error.message) &&
          /403/.test(error.message),
      );
      assert.ok(
        mock.requests.every((r) => r.method === 'GET'),
        'only reads were sent',
      );
      assert.equal(mock.indices.size, 0);
    } finally {
      await mock.close();
    }
  });

  test('fresh index: created with exactly the records and DocSearch settings', async () => {
    const mock = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
    try {
      const records = makeRecords(23);
      const result = await pushRecords({
        appId: APP_ID,
        apiKey: ADMIN_KEY,
        indexName: INDEX,
        records,
        batchSize: 10,
        clientOptions: { hosts: [host(mock.port)], timeouts: fast },
      });
      assert.equal(result.createdIndex, true);
      assert.equal(result.batches, 3);
      const live = mock.indices.get(INDEX)!;
      assert.ok(live, 'live index exists');
      assert.equal(mock.indices.has(tmpIndexNameFor(INDEX)), false, 'temporary index moved away');
      assert.deepEqual(
        [...live.objects.values()].sort((a, b) =>
          String(a.objectID).localeCompare(String(b.objectID)),
        ),
        structuredClone(records).sort((a, b) => a.objectID.localeCompare(b.objectID)),
      );
      assert.deepEqual(live.settings.attributesForFaceting, DEFAULT_SETTINGS.attributesForFaceting);
      // Records went to the temporary index, never straight to the live one.
      const writesToLive = mock.requests.filter(
        (r) => r.method !== 'GET' && r.path.startsWith(`/1/indexes/${INDEX}/`),
      );
      assert.deepEqual(writesToLive, []);
    } finally {
      await mock.close();
    }
  });

  test('existing index: replaced atomically, its synonyms and rules kept', async () => {
    const mock = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
    try {
      mock.indices.set(INDEX, {
        settings: { attributesForFaceting: ['type'], customRanking: ['desc(weight.level)'] },
        objects: new Map([['stale', { objectID: 'stale', content: 'old' }]]),
        synonyms: [{ objectID: 'syn', type: 'synonym', synonyms: ['bot', 'app'] }],
        rules: [{ objectID: 'rule' }],
      });
      const records = makeRecords(7);
      await pushRecords({
        appId: APP_ID,
        apiKey: ADMIN_KEY,
        indexName: INDEX,
        records,
        clientOptions: { hosts: [host(mock.port)], timeouts: fast },
      });
      const live = mock.indices.get(INDEX)!;
      assert.equal(live.objects.has('stale'), false, 'old records are gone');
      assert.equal(live.objects.size, 7);
      assert.equal(live.synonyms.length, 1);
      assert.equal(live.rules.length, 1);
      assert.deepEqual(live.settings.attributesForFaceting, ['type', 'language', 'docusaurus_tag']);
      assert.deepEqual(live.settings.customRanking, ['desc(weight.level)']);
    } finally {
      await mock.close();
    }
  });

  test('retries on the fallback host when the first host is down', async () => {
    const mock = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY, failFirst: 0 });
    const flaky = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY, failFirst: 1000 });
    try {
      const dead = await deadPort();
      await pushRecords({
        appId: APP_ID,
        apiKey: ADMIN_KEY,
        indexName: INDEX,
        records: makeRecords(4),
        clientOptions: { hosts: [host(dead), host(flaky.port), host(mock.port)], timeouts: fast },
      });
      assert.equal(mock.indices.get(INDEX)?.objects.size, 4);
      assert.ok(flaky.requests.length >= 1, 'the 503 host was tried');
    } finally {
      await mock.close();
      await flaky.close();
    }
  });

  test('all hosts down: clear error, nothing written', async () => {
    const a = await deadPort();
    const b = await deadPort();
    await assert.rejects(
      pushRecords({
        appId: APP_ID,
        apiKey: ADMIN_KEY,
        indexName: INDEX,
        records: makeRecords(2),
        clientOptions: { hosts: [host(a), host(b)], timeouts: fast },
      }),
      (error: Error) => error instanceof PushError && /Could not reach Algolia/.test(error.message),
    );
  });

  test('interrupted push leaves the live index as it was', async () => {
    const mock = await startMockAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY, failBatchFrom: 2 });
    try {
      const before = makeRecords(3);
      mock.indices.set(INDEX, {
        settings: { attributesForFaceting: ['language', 'docusaurus_tag'] },
        objects: new Map(
          before.map((r) => [r.objectID, structuredClone(r) as unknown as Record<string, unknown>]),
        ),
        synonyms: [],
        rules: [],
      });
      await assert.rejects(
        pushRecords({
          appId: APP_ID,
          apiKey: ADMIN_KEY,
          indexName: INDEX,
          records: makeRecords(30),
          batchSize: 10,
          clientOptions: { hosts: [host(mock.port)], timeouts: fast },
        }),
      );
      const live = mock.indices.get(INDEX)!;
      assert.deepEqual([...live.objects.keys()].sort(), before.map((r) => r.objectID).sort());
    } finally {
      await mock.close();
    }
  });

  describe('records come from the build', () => {
    let dir: string;
    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'search-push-'));
    });
    after(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    test('loadBuiltRecords decodes exactly the records the build encoded', async () => {
      const current = makeRecords(12);
      const v0 = makeRecords(6, 'docs-default-0.1.10');
      await mkdir(path.join(dir, 'search-index'));
      const files = [
        ['search-index/docs-default-1.x.json', current],
        ['search-index/docs-default-0.1.10.json', v0],
      ] as const;
      const manifest = [];
      for (const [file, records] of files) {
        await writeFile(
          path.join(dir, file),
          JSON.stringify(encodeCompact(records, 'https://commandkit.dev')),
        );
        manifest.push({
          language: 'en',
          tag: records[0]!.docusaurus_tag,
          file,
          records: records.length,
        });
      }
      await writeFile(path.join(dir, 'search-index', 'manifest.json'), JSON.stringify(manifest));
      assert.deepEqual(await loadBuiltRecords(dir), [...current, ...v0]);
    });

    test('a missing build is a clear error', async () => {
      await assert.rejects(loadBuiltRecords(path.join(dir, 'nope')), /Run `npm run build` first/);
    });
  });
});
