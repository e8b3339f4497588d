// The engine's share of a later query, in Node on a built index: for each later query of
// ./search.ts, asked once "modal" has been typed (as the bench does), the time of
// LocalIndex.search on the whole index and of the local client's whole response (split index,
// completed in the background; what the modal waits for). Each query is asked of fresh indexes
// (nothing cached from an earlier ask of it): median over --reps of them.
//
//   npx tsx scripts/bench/search-node.ts [--build-dir build] [--reps 5]
//   node --no-opt --no-maglev --import tsx scripts/bench/search-node.ts   (code not yet optimized,
//                                                                       closer to the browser's)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LocalIndex } from '../../src/search/engine';
import { createLocalSearchClient } from '../../src/search/localClient';
import { FIRST_QUERY, LATER_QUERIES } from './search';

const { values } = parseArgs({
  options: {
    'build-dir': { type: 'string', default: 'build' },
    reps: { type: 'string', default: '5' },
  },
});
const buildDir = values['build-dir']!;
const reps = Number(values.reps);
const TAG = 'docs-default-current';
const FOLDER = 'search-index/docs-default-1.x/';

/** The request DocSearch 3.9 sends (its snippet length on a phone). */
const request = (query: string) => ({
  indexName: 'docusaurus',
  query,
  facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${TAG}`]],
  attributesToSnippet: [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:5`).concat('content:5'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
});
const typed = (query: string) => [...query].map((_, i) => query.slice(0, i + 1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function timed(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const compact = JSON.parse(
    await readFile(path.join(buildDir, 'search-index/docs-default-1.x.json'), 'utf8'),
  );
  const search: Record<string, number[]> = {};
  const client: Record<string, number[]> = {};
  for (let rep = 0; rep < reps; rep++) {
    const index = new LocalIndex(compact);
    for (const query of typed(FIRST_QUERY)) index.search(query);
    for (const query of LATER_QUERIES) {
      (search[query] ??= []).push(await timed(() => index.search(query)));
    }

    // A client of its own (fresh loaders: another base URL), its index completed.
    const base = `/rep${rep}/`;
    let packLoaded!: () => void;
    const loaded = new Promise<void>((resolve) => (packLoaded = resolve));
    const fetchImpl = (async (url: string) => {
      const file = url.slice(base.length);
      const body = await readFile(path.join(buildDir, file));
      if (file.endsWith('/all.json')) setTimeout(packLoaded, 5000); // then added in slices
      return new Response(body);
    }) as unknown as typeof fetch;
    const local = createLocalSearchClient({
      baseUrl: base,
      indexes: { [TAG]: FOLDER },
      fetchImpl,
      completeAfterMs: 0,
    });
    for (const query of typed(FIRST_QUERY)) await local.search({ requests: [request(query)] });
    await loaded;
    for (const query of LATER_QUERIES) {
      (client[query] ??= []).push(await timed(() => local.search({ requests: [request(query)] })));
    }
  }
  console.log(
    `Later queries after "${FIRST_QUERY}", median of ${reps} fresh indexes (ms): LocalIndex.search, client response`,
  );
  for (const query of LATER_QUERIES) {
    console.log(
      `  ${query.padEnd(12)} ${median(search[query]!).toFixed(2).padStart(7)} ${median(client[query]!).toFixed(2).padStart(7)}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
