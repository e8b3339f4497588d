/**
 * Uploads the site's search records to an Algolia index, atomically:
 *
 *   1. check the credentials with a read-only call (nothing is written if they are missing/wrong);
 *   2. fill a temporary index `<index>_push_tmp` (settings, synonyms and rules copied from the
 *      live index when it exists, else the DocSearch defaults below), batch by batch;
 *   3. move the temporary index over the live one (one atomic server-side operation).
 *
 * Until step 3 the live index is untouched, so an interrupted push leaves it as it was.
 * The records are exactly those the built-in engine serves: decoded from build/search-index.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch, type Algoliasearch, type IndexSettings } from 'algoliasearch';

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;
import {
  expandCompact,
  toSearchRecord,
  type CompactIndex,
  type SearchRecord,
} from '../../src/search/records';

export interface ManifestEntry {
  language: string;
  tag: string;
  file: string;
  records: number;
}

export class PushError extends Error {
  override name = 'PushError';
}

/** Reads every record the build produced (all versions and languages). */
export async function loadBuiltRecords(buildDir: string): Promise<SearchRecord[]> {
  const manifestPath = path.join(buildDir, 'search-index', 'manifest.json');
  let manifest: ManifestEntry[];
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ManifestEntry[];
  } catch (cause) {
    throw new PushError(
      `No search records found at ${manifestPath}. Run \`npm run build\` first.`,
      { cause },
    );
  }
  const records: SearchRecord[] = [];
  for (const entry of manifest) {
    const compact = JSON.parse(
      await readFile(path.join(buildDir, entry.file), 'utf8'),
    ) as CompactIndex;
    const decoded = expandCompact(compact).map((r) => toSearchRecord(compact, r));
    if (decoded.length !== entry.records) {
      throw new PushError(
        `${entry.file}: expected ${entry.records} records, found ${decoded.length}`,
      );
    }
    records.push(...decoded);
  }
  if (records.length === 0) throw new PushError('The build has no search records to push.');
  return records;
}

/** DocSearch's recommended settings for a Docusaurus index (used for a brand-new index). */
export const DEFAULT_SETTINGS: IndexSettings = {
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'version'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
};

export interface PushOptions {
  appId?: string;
  apiKey?: string;
  indexName?: string;
  records: SearchRecord[];
  /** Extra client options (tests point `hosts` at a local server). */
  clientOptions?: ClientOptions;
  batchSize?: number;
  log?: (message: string) => void;
}

export interface PushResult {
  indexName: string;
  tmpIndexName: string;
  records: number;
  batches: number;
  createdIndex: boolean;
}

export function tmpIndexNameFor(indexName: string): string {
  return `${indexName}_push_tmp`;
}

function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Validates the environment-style inputs; throws before any request is made. */
export function checkInputs(
  options: Pick<PushOptions, 'appId' | 'apiKey' | 'indexName' | 'records'>,
): void {
  const missing = [
    !options.appId && 'ALGOLIA_APP_ID',
    !options.apiKey && 'ALGOLIA_ADMIN_API_KEY',
    !options.indexName && 'ALGOLIA_INDEX_NAME',
  ].filter(Boolean);
  if (missing.length) {
    throw new PushError(
      `Missing ${missing.join(', ')}. Set the Algolia application id, an admin (write) API key and ` +
        'the index name in the environment; nothing was sent.',
    );
  }
  if (!/^[A-Za-z0-9]+$/.test(options.appId!)) {
    throw new PushError(
      `ALGOLIA_APP_ID "${options.appId}" is not an Algolia application id; nothing was sent.`,
    );
  }
  if (options.records.length === 0) throw new PushError('No records to push; nothing was sent.');
}

export async function pushRecords(options: PushOptions): Promise<PushResult> {
  checkInputs(options);
  const log = options.log ?? (() => {});
  const indexName = options.indexName!;
  const tmpIndexName = tmpIndexNameFor(indexName);
  const client: Algoliasearch = algoliasearch(
    options.appId!,
    options.apiKey!,
    options.clientOptions,
  );

  // 1. Credentials check (read-only). 404 = the live index does not exist yet.
  let liveSettings: IndexSettings | null = null;
  try {
    liveSettings = (await client.getSettings({ indexName })) as IndexSettings;
  } catch (error) {
    const status = errorStatus(error);
    if (status === 404) {
      liveSettings = null;
    } else if (status === 401 || status === 403) {
      throw new PushError(
        `Algolia rejected the credentials for application ${options.appId} (HTTP ${status}: ` +
          `${(error as Error).message}). ALGOLIA_ADMIN_API_KEY must be an admin or write key of ` +
          'that application; nothing was sent.',
      );
    } else if ((error as Error)?.name === 'RetryError') {
      throw new PushError(
        `Could not reach Algolia for application ${options.appId} (all hosts failed). Check ` +
          'ALGOLIA_APP_ID and the network; nothing was sent.',
      );
    } else {
      throw error;
    }
  }
  const createdIndex = liveSettings === null;
  log(
    createdIndex
      ? `Index ${indexName} does not exist yet: it will be created.`
      : `Index ${indexName} found.`,
  );

  // 2. Temporary index: start clean, then settings, then records.
  await client.waitForTask({
    indexName: tmpIndexName,
    ...(await client.deleteIndex({ indexName: tmpIndexName })),
  });
  if (createdIndex) {
    const task = await client.setSettings({
      indexName: tmpIndexName,
      indexSettings: DEFAULT_SETTINGS,
    });
    await client.waitForTask({ indexName: tmpIndexName, taskID: task.taskID });
  } else {
    const copy = await client.operationIndex({
      indexName,
      operationIndexParams: {
        operation: 'copy',
        destination: tmpIndexName,
        scope: ['settings', 'synonyms', 'rules'],
      },
    });
    await client.waitForTask({ indexName, taskID: copy.taskID });
    // Contextual search needs these facets, whatever else the live index was tuned with.
    const facets = new Set(liveSettings!.attributesForFaceting ?? []);
    const needed = ['language', 'docusaurus_tag'].filter(
      (f) => !facets.has(f) && !facets.has(`filterOnly(${f})`),
    );
    if (needed.length) {
      const task = await client.setSettings({
        indexName: tmpIndexName,
        indexSettings: { attributesForFaceting: [...facets, ...needed] },
      });
      await client.waitForTask({ indexName: tmpIndexName, taskID: task.taskID });
    }
  }
  const batchSize = options.batchSize ?? 1000;
  const responses = await client.chunkedBatch({
    indexName: tmpIndexName,
    objects: options.records as unknown as Record<string, unknown>[],
    action: 'addObject',
    waitForTasks: true,
    batchSize,
  });
  log(
    `Uploaded ${options.records.length} records to ${tmpIndexName} in ${responses.length} batch(es).`,
  );

  // 3. Atomic swap.
  const move = await client.operationIndex({
    indexName: tmpIndexName,
    operationIndexParams: { operation: 'move', destination: indexName },
  });
  await client.waitForTask({ indexName: tmpIndexName, taskID: move.taskID });
  log(`Moved ${tmpIndexName} to ${indexName}.`);

  return {
    indexName,
    tmpIndexName,
    records: options.records.length,
    batches: responses.length,
    createdIndex,
  };
}
