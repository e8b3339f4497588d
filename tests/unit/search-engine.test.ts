/**
 * The built-in engine: tokenizing (camelCase aware), ranking basics, Algolia-shaped responses,
 * highlighting/snippets that escape everything they do not mark, facet filters, and the
 * RetryError contract DocSearch relies on for its error screen.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LocalIndex, matchesFacetFilters, searchIndexes } from '../../src/search/engine';
import { createLocalSearchClient } from '../../src/search/localClient';
import { splitIndex } from '../../src/search/splitIndex';
import { encodeCompact, type SearchRecord } from '../../src/search/records';
import { ORIGIN, searchRecord } from './helpers/search-record';
import { indexTerms, splitIdentifier, stem } from '../../src/search/text';

const RECORDS: SearchRecord[] = [
  searchRecord('/docs/api-reference/commandkit/functions/use-store', 'useStore', 'lvl1', {
    lvl0: 'Functions',
  }),
  searchRecord('/docs/api-reference/commandkit/functions/use-store', 'useStore', 'content', {
    lvl0: 'Functions',
    content: 'Returns the store of the current command.',
    position: 1,
  }),
  searchRecord('/docs/guide/commands/middlewares', 'Middlewares', 'lvl1', { lvl0: 'Commands' }),
  searchRecord('/docs/guide/commands/middlewares', 'Middlewares', 'content', {
    lvl0: 'Commands',
    content:
      'Call useStore inside a middleware to share data <img src=x onerror=alert(1)> with the command.',
    position: 1,
  }),
  searchRecord('/docs/guide/commands/middlewares', 'Middlewares', 'lvl2', {
    lvl0: 'Commands',
    lvl2: 'Use a store',
    anchor: 'use-a-store',
    position: 2,
  }),
  searchRecord(
    '/docs/api-reference/commandkit/classes/middleware-context',
    'MiddlewareContext',
    'lvl1',
    {
      lvl0: 'Classes',
    },
  ),
  searchRecord('/docs/guide/advanced/sharding-your-bot', 'Sharding your bot', 'lvl1', {
    lvl0: 'Advanced',
  }),
  searchRecord('/docs/guide/advanced/sharding-your-bot', 'Sharding your bot', 'content', {
    lvl0: 'Advanced',
    content:
      Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ') +
      ' shards split the gateway load.',
    position: 1,
  }),
];

const index = new LocalIndex(JSON.parse(JSON.stringify(encodeCompact(RECORDS, ORIGIN))));
const search = (query: string, extra: Record<string, unknown> = {}) =>
  searchIndexes([index], {
    query,
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    ...extra,
  });

describe('tokenizing', () => {
  test('identifiers split at case and digit boundaries', () => {
    assert.deepEqual(splitIdentifier('useStore'), ['use', 'Store']);
    assert.deepEqual(splitIdentifier('getAIConfig'), ['get', 'AI', 'Config']);
    assert.deepEqual(splitIdentifier('ButtonKit'), ['Button', 'Kit']);
    const terms = indexTerms('useStore');
    for (const t of ['usestore', stem('use'), stem('store')]) assert.ok(terms.includes(t), t);
  });
  test('a word is indexed as written too, so typos are measured against it', () => {
    assert.deepEqual(indexTerms('sharding'), ['shard', 'sharding']);
    assert.deepEqual(indexTerms('shard'), ['shard']);
  });
  test('light stemming: the forms a reader types meet the forms a page uses', () => {
    const same: [string, string][] = [
      ['middlewares', 'middleware'],
      ['entries', 'entry'],
      ['migrating', 'migrate'],
      ['scheduled', 'schedule'],
      ['emitting', 'emit'],
      ['manually', 'manual'],
      ['caching', 'cache'],
      ['limiting', 'limit'],
    ];
    for (const [a, b] of same) assert.equal(stem(a), stem(b), `${a} / ${b}`);
    const kept: [string, string][] = [
      ['class', 'class'],
      ['status', 'status'],
      ['string', 'string'],
      ['thing', 'thing'],
      ['need', 'need'],
      ['use', 'use'],
      ['calling', 'call'],
      ['passing', 'pass'],
      ['running', 'run'],
    ];
    for (const [word, expected] of kept) assert.equal(stem(word), expected, word);
  });
});

describe('search', () => {
  for (const q of ['useStore', 'usestore', 'use store', 'USESTORE', 'useSto']) {
    test(`"${q}" ranks the useStore reference page first`, () => {
      const { hits } = search(q);
      assert.equal(hits[0]?.url, `${ORIGIN}/docs/api-reference/commandkit/functions/use-store`);
      assert.equal(hits[0]?.type, 'lvl1');
    });
  }

  test('a guide topic ranks the guide page above API items that merely contain the word', () => {
    const { hits } = search('middleware');
    assert.equal(hits[0]?.url, `${ORIGIN}/docs/guide/commands/middlewares`);
  });

  test('typos are tolerated on longer words', () => {
    assert.equal(
      search('shardng')?.hits[0]?.url,
      `${ORIGIN}/docs/guide/advanced/sharding-your-bot`,
    );
  });

  test('all words must match; nonsense finds nothing', () => {
    assert.equal(search('useStore zzzqqq').nbHits, 0);
    assert.equal(search('qwxzv').nbHits, 0);
    assert.equal(search('   ').nbHits, 0);
  });

  test('Algolia response shape with pagination', () => {
    const all = search('middleware');
    assert.ok(all.nbHits >= 3);
    const p0 = search('middleware', { hitsPerPage: 2, page: 0 });
    const p1 = search('middleware', { hitsPerPage: 2, page: 1 });
    assert.equal(p0.nbPages, Math.ceil(all.nbHits / 2));
    assert.equal(p0.hits.length, 2);
    assert.notEqual(p0.hits[0]!.objectID, p1.hits[0]?.objectID);
    const hit = all.hits[0]!;
    for (const key of [
      'objectID',
      'url',
      'type',
      'hierarchy',
      'content',
      '_highlightResult',
      '_snippetResult',
    ]) {
      assert.ok(key in hit, key);
    }
  });

  test('highlights are escaped except for the marks', () => {
    const { hits } = search('share data');
    const hit = hits.find((h) => h.type === 'content' && h.url.includes('middlewares'))!;
    const value = hit._highlightResult.content!.value;
    assert.match(value, /<mark>share<\/mark> <mark>data<\/mark>/);
    assert.ok(value.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.equal(/<img/.test(value), false);
    assert.equal(/<img/.test(hit._snippetResult.content!.value), false);
    assert.equal(/<img/.test(hit.content!), false, 'raw content is escaped too (recent searches)');
  });

  test('lvl0 highlight stays plain text (DocSearch renders it as text)', () => {
    const hit = search('commands middlewares').hits.find((h) => h.hierarchy.lvl0 === 'Commands')!;
    assert.equal(hit._highlightResult.hierarchy.lvl0!.value.replace(/<\/?mark>/g, ''), 'Commands');
  });

  test('snippets are cut to the requested number of words around the match', () => {
    const { hits } = search('gateway');
    const snip = hits[0]!._snippetResult.content!.value;
    const words = snip.replace(/…/g, ' ').trim().split(/\s+/);
    assert.equal(words.length, 10);
    assert.ok(snip.startsWith('…'));
    assert.ok(snip.includes('<mark>gateway</mark>'));
    const five = search('gateway', { attributesToSnippet: ['content:5'] }).hits[0]!._snippetResult
      .content!.value;
    assert.equal(five.replace(/…/g, ' ').trim().split(/\s+/).length, 5);
  });
});

describe('facet filters', () => {
  test('AND of ORs over language and docusaurus_tag', () => {
    const facets = { language: 'en', docusaurus_tag: 'docs-default-current' };
    assert.equal(
      matchesFacetFilters(facets, [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
      true,
    );
    assert.equal(
      matchesFacetFilters(facets, ['language:en', ['docusaurus_tag:docs-default-0.1.10']]),
      false,
    );
    assert.equal(matchesFacetFilters(facets, ['language:fr']), false);
    assert.equal(matchesFacetFilters(facets, undefined), true);
  });

  test('results stay within the requested version', () => {
    const v0 = new LocalIndex(
      encodeCompact(
        [
          searchRecord('/docs/v0/api-reference/functions/defineConfig', 'useStore', 'lvl1', {
            tag: 'docs-default-0.1.10',
          }),
        ],
        ORIGIN,
      ),
    );
    const res = searchIndexes([index, v0], {
      query: 'useStore',
      facetFilters: [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.1.10'],
      ],
    });
    assert.ok(res.nbHits > 0);
    assert.ok(res.hits.every((h) => h.docusaurus_tag === 'docs-default-0.1.10'));
  });
});

describe('local client', () => {
  const splitFiles = splitIndex(encodeCompact(RECORDS, ORIGIN));
  const indexes = { 'docs-default-current': 'search-index/docs-default-1.x/' };

  test('loads only the index named by the facet filters, once', async () => {
    const fetched: string[] = [];
    const client = createLocalSearchClient({
      baseUrl: '/unit-a/',
      indexes: { ...indexes, 'docs-default-0.1.10': 'search-index/docs-default-0.1.10/' },
      completeAfterMs: 60_000,
      fetchImpl: (async (url: string) => {
        fetched.push(url);
        const body = splitFiles.get(url.slice('/unit-a/search-index/docs-default-1.x/'.length));
        return new Response(body ?? '', { status: body === undefined ? 404 : 200 });
      }) as typeof fetch,
    });
    const request = {
      indexName: 'x',
      query: 'useStore',
      facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']],
    };
    const { results } = await client.search({ requests: [request] });
    const first = fetched.length;
    await client.search({ requests: [request] });
    assert.equal(results[0]!.hits[0]!.hierarchy.lvl1, 'useStore');
    assert.ok(first > 0 && fetched.length === first, 'the second search downloads nothing');
    assert.ok(fetched.includes('/unit-a/search-index/docs-default-1.x/meta.json'));
    assert.ok(fetched.every((url) => url.startsWith('/unit-a/search-index/docs-default-1.x/')));
  });

  for (const [name, fetchImpl] of [
    [
      'network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['HTTP 404', async () => new Response('not found', { status: 404 })],
    ['broken JSON', async () => new Response('{"v":1,', { status: 200 })],
  ] as const) {
    test(`${name} rejects with an error named RetryError, and the next search retries`, async () => {
      let calls = 0;
      const client = createLocalSearchClient({
        baseUrl: `/unit-${name.replace(/\W/g, '')}/`,
        indexes,
        fetchImpl: (async (...args: unknown[]) => {
          calls++;
          return (fetchImpl as (...a: unknown[]) => Promise<Response>)(...args);
        }) as typeof fetch,
      });
      const request = { requests: [{ indexName: 'x', query: 'store' }] };
      await assert.rejects(client.search(request), (e: Error) => e.name === 'RetryError');
      const first = calls;
      await assert.rejects(client.search(request), (e: Error) => e.name === 'RetryError');
      assert.ok(first > 0 && calls === 2 * first, `tried again (${first}, then ${calls} calls)`);
    });
  }

  test('answers in a later task, not in the microtasks of the task that asked', async () => {
    const client = createLocalSearchClient({
      baseUrl: '/unit-task/',
      indexes,
      completeAfterMs: 60_000,
      fetchImpl: (async (url: string) =>
        new Response(
          splitFiles.get(url.slice('/unit-task/search-index/docs-default-1.x/'.length)) ?? '',
        )) as typeof fetch,
    });
    const request = { requests: [{ indexName: 'x', query: 'useStore' }] };
    await client.search(request); // everything the query needs is loaded now
    let answered = false;
    const search = client.search(request).then(() => (answered = true));
    // Nothing is left to load: without the hand-over to a later task, the answer would come
    // within these microtasks (React would then render each of DocSearch's updates separately).
    for (let i = 0; i < 1000; i++) await Promise.resolve();
    assert.equal(answered, false);
    await search;
    assert.equal(answered, true);
  });

  test('requests are required', async () => {
    const client = createLocalSearchClient({ baseUrl: '/', indexes });
    await assert.rejects(client.search({} as never), /requests/);
  });
});

describe('page ranking', () => {
  const page = (path: string, title: string, lvl0: string, sections: [string, string][]) => [
    searchRecord(path, title, 'lvl1', { lvl0 }),
    ...sections.flatMap(([heading, text], i) => [
      searchRecord(path, title, 'lvl2', {
        lvl0,
        lvl2: heading,
        anchor: `s${i}`,
        position: 2 * i + 1,
      }),
      searchRecord(path, title, 'content', {
        lvl0,
        lvl2: heading,
        anchor: `s${i}`,
        content: text,
        position: 2 * i + 2,
      }),
    ]),
  ];
  const records = [
    ...page('/docs/api-reference/commandkit/interfaces/middleware', 'Middleware', 'Interfaces', [
      ['Properties', 'A middleware runs before the command. The middleware id.'],
    ]),
    ...page('/docs/api-reference/commandkit/classes/button-kit', 'ButtonKit', 'Classes', [
      ['Methods', 'Handles clicks on a button.'],
    ]),
    ...page('/docs/v0/guide/buttonkit', 'ButtonKit', 'Guide', [
      ['A counter button', 'ButtonKit handles clicks where you create the button.'],
    ]),
    ...page('/docs/guide/commands/middlewares', 'Middlewares', 'Commands', [
      ['A complete example', 'Code that runs before every command.'],
      ['Order of execution', 'Global middlewares run first.'],
      ['Stopping', 'Call stopMiddlewares to stop the command.'],
      ['Passing data', 'Share data with the command.'],
      ['A cooldown for one command', 'Refuse the command for a while.'],
    ]),
    ...page('/docs/guide/useful-utilities/ratelimit', 'Rate limiting', 'Utilities', [
      ['A per-user command cooldown', 'Each user gets three calls per minute.'],
    ]),
    ...page('/docs/api-reference/commandkit/functions/ratelimit', 'ratelimit', 'Functions', [
      ['Returns', 'Whether the user is still in a cooldown.'],
    ]),
  ];
  const ix = new LocalIndex(encodeCompact(records, ORIGIN));
  const pages = (query: string, extra: Record<string, unknown> = {}) =>
    searchIndexes([ix], { query, hitsPerPage: 20, ...extra }).hits.map((h) =>
      h.url_without_anchor.slice(ORIGIN.length),
    );

  test("a page's keywords count as its title: a word the title does not use finds it", () => {
    const guide = '/docs/guide/plugins/i18n';
    const records = [
      searchRecord(
        '/docs/api-reference/i18n/types/localization-module',
        'LocalizationModule',
        'lvl1',
      ),
      searchRecord(
        '/docs/api-reference/i18n/types/localization-module',
        'LocalizationModule',
        'content',
        {
          content: 'A module of localization strings.',
          position: 1,
        },
      ),
      searchRecord(guide, '@commandkit/i18n', 'lvl1', {
        keywords: ['localization', 'translation'],
      }),
      searchRecord(guide, '@commandkit/i18n', 'content', {
        content: 'One JSON file per command and language.',
        position: 1,
      }),
    ];
    const first = (query: string, index: LocalIndex) =>
      searchIndexes([index], { query, hitsPerPage: 5 }).hits[0]?.url_without_anchor;
    const withKeywords = new LocalIndex(encodeCompact(records, ORIGIN));
    assert.equal(first('localization', withKeywords), ORIGIN + guide);
    assert.equal(first('translations', withKeywords), ORIGIN + guide);
    const without = records.map(({ keywords: _, ...r }) => r as SearchRecord);
    const plain = new LocalIndex(encodeCompact(without, ORIGIN));
    assert.notEqual(first('localization', plain), ORIGIN + guide);
  });

  test('a concept word goes to the guide named after it, not the API item of that name', () => {
    assert.equal(pages('middleware')[0], '/docs/guide/commands/middlewares');
  });

  test('an API name typed as an identifier goes to its reference page, even over a guide', () => {
    assert.equal(pages('ButtonKit')[0], '/docs/api-reference/commandkit/classes/button-kit');
  });

  test('a page whose title names the topic beats a page that only mentions it', () => {
    assert.equal(pages('rate limit')[0], '/docs/guide/useful-utilities/ratelimit');
    // Both guides have a cooldown heading; the reference page only says the word.
    assert.equal(pages('cooldown')[2], '/docs/api-reference/commandkit/functions/ratelimit');
  });

  test('words may be spread over one page (title and text), not over two', () => {
    assert.equal(pages('rate limiting minute')[0], '/docs/guide/useful-utilities/ratelimit');
    assert.deepEqual(pages('middlewares minute'), []);
  });

  test('at most 3 hits per page, together; distinct overrides it', () => {
    const hits = pages('command');
    const guide = hits.filter((p) => p === '/docs/guide/commands/middlewares');
    assert.equal(guide.length, 3);
    const first = hits.indexOf(guide[0]!);
    assert.deepEqual(hits.slice(first, first + 3), guide);
    assert.equal(pages('command', { distinct: 1 }).filter((p) => p === guide[0]).length, 1);
    assert.ok(pages('command', { distinct: false }).filter((p) => p === guide[0]).length > 3);
  });

  test('the hits of a page go to different places (one per anchor)', () => {
    const urls = searchIndexes([ix], { query: 'command', hitsPerPage: 20 }).hits.map((h) => h.url);
    assert.equal(new Set(urls).size, urls.length);
  });
});

describe('guides that explain API items', () => {
  const lvl1 = (path: string, title: string, apis?: string[]) =>
    ({ ...searchRecord(path, title, 'lvl1'), ...(apis ? { apis } : {}) }) as SearchRecord;
  const text = (path: string, title: string, content: string, position = 1) =>
    searchRecord(path, title, 'content', { content, position });
  const GUIDE = '/docs/guide/useful-utilities/kv';
  const records = [
    lvl1('/docs/api-reference/commandkit/functions/open-kv', 'openKV'),
    text('/docs/api-reference/commandkit/functions/open-kv', 'openKV', 'Opens a KV store.'),
    lvl1('/docs/api-reference/commandkit/interfaces/kv-options', 'KvOptions'),
    text('/docs/api-reference/commandkit/interfaces/kv-options', 'KvOptions', 'Options of KV.'),
    // Other reference pages that mention the name.
    ...['a', 'b', 'c'].flatMap((x) => [
      lvl1(`/docs/api-reference/commandkit/classes/${x}`, `Store${x.toUpperCase()}`),
      text(`/docs/api-reference/commandkit/classes/${x}`, `Store${x.toUpperCase()}`, 'See openKV.'),
    ]),
    lvl1(GUIDE, 'Key-value store', ['KvOptions', 'openKV']),
    text(GUIDE, 'Key-value store', 'Keep data between restarts with a small kv database.'),
    text(GUIDE, 'Key-value store', 'Call openKV once and reuse the store.', 2),
  ];
  const ix = new LocalIndex(JSON.parse(JSON.stringify(encodeCompact(records, ORIGIN))));
  const pages = (query: string) => [
    ...new Set(
      searchIndexes([ix], { query, hitsPerPage: 50 }).hits.map((h) =>
        h.url_without_anchor.slice(ORIGIN.length),
      ),
    ),
  ];

  test('the API names survive the compact encoding', () => {
    const guide = ix.records.findIndex(
      (r) => r.type === 'lvl1' && r.levels[1] === 'Key-value store',
    );
    assert.deepEqual(ix.record(guide).apis, ['KvOptions', 'openKV']);
  });

  test('an API name: its page first, the guide that explains it second', () => {
    assert.deepEqual(pages('openKV').slice(0, 2), [
      '/docs/api-reference/commandkit/functions/open-kv',
      GUIDE,
    ]);
  });

  test('a concept word: the guide before the type page whose title merely starts with it', () => {
    const found = pages('kv');
    assert.ok(
      found.indexOf(GUIDE) < found.indexOf('/docs/api-reference/commandkit/interfaces/kv-options'),
      found.join(', '),
    );
  });

  test('a word being typed still finds the API page first', () => {
    assert.equal(pages('openk')[0], '/docs/api-reference/commandkit/functions/open-kv');
  });
});
