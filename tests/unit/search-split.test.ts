/**
 * The split index (src/search/splitIndex.ts, src/search/splitLoader.ts) answers exactly as the
 * whole index does, while a query downloads only its own parts. The corpus is the 1.x guide,
 * indexed from its Markdown as the development server does (no build needed).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { recordsOfPage } from '../../src/plugins/search-index/devIndex';
import {
  LocalIndex,
  planSearch,
  respond,
  searchIndexes,
  type LocalSearchRequest,
} from '../../src/search/engine';
import {
  encodeCompact,
  type CompactIndex,
  type CompactSection,
  type SearchRecord,
} from '../../src/search/records';
import {
  decodeSections,
  decodeTerms,
  encodeSections,
  encodeTerms,
} from '../../src/search/splitCoding';
import {
  compactFromMeta,
  packFile,
  recordFieldLengths,
  splitIndex,
  withinDistance,
  type SplitMeta,
} from '../../src/search/splitIndex';
import { SplitIndexLoader } from '../../src/search/splitLoader';
import { loadRelevanceSet } from '../../scripts/bench-search/relevance';

const ORIGIN = 'https://commandkit.dev';
const GUIDE = path.resolve(import.meta.dirname, '../../docs/guide');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? markdownFiles(path.join(dir, e.name))
        : /\.mdx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    )
    .sort();
}

let compact: CompactIndex;
let whole: LocalIndex;
let files: Map<string, string>;

before(async () => {
  const records: SearchRecord[] = [];
  for (const file of markdownFiles(GUIDE)) {
    const source = readFileSync(file, 'utf8');
    const slug = path.relative(GUIDE, file).replace(/\.mdx?$/, '');
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.replace(/^['"]|['"]$/g, '') ?? slug;
    const doc = {
      file,
      permalink: `/docs/guide/${slug}`,
      title,
      keywords: [],
      tag: 'docs-default-current',
      version: 'current',
    };
    records.push(...(await recordsOfPage(doc, source, ORIGIN)));
  }
  compact = encodeCompact(records, ORIGIN);
  whole = new LocalIndex(compact);
  files = splitIndex(compact);
});

/** A loader over the split files that records what it fetched. */
function loaderOverFiles() {
  const fetched: string[] = [];
  const fetchImpl = (async (url: string) => {
    const name = url.slice('/split/'.length);
    fetched.push(name);
    const body = files.get(name);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  }) as unknown as typeof fetch;
  return { loader: new SplitIndexLoader('/split/', fetchImpl), fetched };
}

const request = (query: string): LocalSearchRequest => ({
  query,
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

async function splitAnswer(loader: SplitIndexLoader, query: string) {
  const index = await loader.prepare(query);
  const plan = planSearch([index], request(query));
  await loader.loadText(
    index,
    plan.hits.map((h) => h.id),
  );
  return { ...respond(plan), processingTimeMS: 0 };
}

describe('split index', () => {
  test('answers every query exactly as the whole index, typed letter by letter', async () => {
    // The set's 1.x queries, every other one (the whole set takes a minute on a busy machine).
    const queries = loadRelevanceSet()
      .queries.filter((q) => q.version === '1.x')
      .map((q) => q.query)
      .filter((_, i) => i % 2 === 0);
    assert.ok(queries.length > 40);
    let compared = 0;
    for (const query of queries) {
      const { loader } = loaderOverFiles();
      for (let n = 1; n <= query.length; n++) {
        const typed = query.slice(0, n);
        const expected = { ...searchIndexes([whole], request(typed)), processingTimeMS: 0 };
        assert.deepEqual(await splitAnswer(loader, typed), expected, `query "${typed}"`);
        compared++;
      }
    }
    assert.ok(compared > 300, `${compared} queries compared`);
  });

  test('a query downloads the document table and file list, its shards (its words’ and their typos’) and its hits’ text only', async () => {
    const { loader, fetched } = loaderOverFiles();
    const answer = await splitAnswer(loader, 'middleware');
    assert.ok(answer.nbHits > 0);
    assert.deepEqual(fetched.slice(0, 2).sort(), ['files.json', 'meta.json']);
    assert.ok(!fetched.includes(packFile()));
    const shards = fetched.filter((f) => /^t\d+\.json$/.test(f));
    // `mi` for the word itself; any other shard holds a term one typo away ("middlewar…").
    assert.ok(shards.length >= 1 && shards.length <= 3, `shards: ${shards.join(', ')}`);
    for (const shard of shards.slice(1)) {
      const terms = (JSON.parse(files.get(shard)!) as [string][]).map((e) => e[0]);
      assert.ok(
        terms.some((t) => withinDistance('middleware', t, 2)),
        `${shard} has a term within the typo budget`,
      );
    }
    // Each text file holds the text of a hit shown.
    const meta = JSON.parse(files.get('meta.json')!) as { text: number[] };
    const hitIds = new Set(
      answer.hits.map((hit) =>
        whole.records.findIndex((_, id) => whole.record(id).objectID === hit.objectID),
      ),
    );
    for (const name of fetched.filter((f) => /^c\d+\.json$/.test(f))) {
      const i = Number(/\d+/.exec(name)![0]);
      const [from, to] = [meta.text[i]!, meta.text[i + 1] ?? Infinity];
      assert.ok(
        [...hitIds].some((id) => id >= from && id < to),
        `${name} holds a hit shown`,
      );
    }
  });

  test('after the pack is in, no query needs the network', async () => {
    const { loader, fetched } = loaderOverFiles();
    await splitAnswer(loader, 'cache');
    await loader.completeInBackground();
    const before = fetched.length;
    for (const query of ['autocomplete', 'rate limit', 'semaphor', 'jsx button']) {
      const expected = { ...searchIndexes([whole], request(query)), processingTimeMS: 0 };
      assert.deepEqual(await splitAnswer(loader, query), expected);
    }
    assert.deepEqual(fetched.slice(before), []);
  });
});

describe('split index codings', () => {
  test('sections decode to themselves: shared levels, slugged and suffixed anchors, others kept', () => {
    const sections: CompactSection[] = [
      [0, ''],
      [0, 'entry-points', 'Entry points'],
      [0, 'classes', 'Classes', '', '', 'AiCliPlugin'],
      [0, 'parameters-1', 'Classes', '', '', 'AiCliPlugin', 'Parameters'],
      [0, 'returns-12', 'Classes', '', '', 'AiCliPlugin', 'Returns'],
      [2, 'while-for--2-then-keywords', 'While, for & 2 then keywords'],
      [2, 'custom-id', 'Heading with {#custom-id}'],
      [3, 'ünïcode-títle', 'Ünïcode Títle'],
    ];
    const columns = encodeSections(sections);
    assert.deepEqual(decodeSections(columns), sections);
    assert.deepEqual(columns.pages, [0, 0, 0, 0, 0, 2, 0, 1]);
    assert.deepEqual(columns.anchors, ['', 0, 0, [4, 1], [4, 12], 0, 'custom-id', 0]);
    assert.deepEqual(columns.levels[3], [4, 'Parameters']);
  });

  test('the term list decodes to the sorted terms, and a term it cannot code fails the build', () => {
    const terms = ['middleware', 'middlewares', 'middle', '2fa', '10', '100', '_data', 'ünï', 'a'];
    const coded = encodeTerms(terms);
    assert.deepEqual(decodeTerms(coded), [...terms].sort());
    assert.ok(coded.length < terms.join(' ').length, 'shared prefixes are coded once');
    assert.deepEqual(decodeTerms(''), []);
    assert.throws(() => encodeTerms(['two words']), /cannot be front-coded/);
    assert.throws(() => encodeTerms(['']), /cannot be front-coded/);
  });

  test('the meta derives every field length MiniSearch computed, or the build fails', () => {
    const meta = JSON.parse(files.get('meta.json')!) as SplitMeta;
    const serialized = whole.fullText.toJSON();
    assert.deepEqual(
      recordFieldLengths(meta, compactFromMeta(meta)),
      compact.records.map((_, id) => serialized.fieldLength[id]),
    );
    // A meta whose content lengths are off derives lengths that differ from MiniSearch's.
    const wrong = structuredClone(meta);
    wrong.fullText.contentLength[0]! += 1;
    assert.notDeepEqual(
      recordFieldLengths(wrong, compactFromMeta(wrong)),
      compact.records.map((_, id) => serialized.fieldLength[id]),
    );
  });
});

test('withinDistance agrees with the edit distance, both ways, at the budget’s edges', () => {
  const distance = (a: string, b: string): number => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        next.push(
          Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)),
        );
      }
      row = next;
    }
    return row[b.length]!;
  };
  const words = [
    '',
    'a',
    'ab',
    'modal',
    'modl',
    'madal',
    'omdal',
    'modals',
    'middleware',
    'midlewar',
    'ünïcode',
    'unicode',
    'cach',
    'each',
  ];
  for (const a of words) {
    for (const b of words) {
      for (const max of [0, 1, 2]) {
        assert.equal(withinDistance(a, b, max), distance(a, b) <= max, `${a} → ${b} within ${max}`);
      }
    }
  }
});
