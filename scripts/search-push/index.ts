/**
 * npm run search:push [-- --build-dir build] [--dry-run]
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a key with write rights; never the
 * search-only key the site ships), ALGOLIA_INDEX_NAME.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadBuiltRecords, pushRecords, PushError, checkInputs } from './push';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'build-dir': { type: 'string', default: 'build' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const buildDir = path.resolve(values['build-dir']!);
  const records = await loadBuiltRecords(buildDir);
  const facets = new Map<string, number>();
  for (const r of records) {
    const key = `${r.language}/${r.docusaurus_tag}`;
    facets.set(key, (facets.get(key) ?? 0) + 1);
  }
  console.log(
    `${records.length} records from ${buildDir}: ` +
      [...facets].map(([k, n]) => `${k} ${n}`).join(', '),
  );
  const env = {
    appId: process.env.ALGOLIA_APP_ID,
    apiKey: process.env.ALGOLIA_ADMIN_API_KEY,
    indexName: process.env.ALGOLIA_INDEX_NAME,
  };
  if (
    env.apiKey &&
    process.env.ALGOLIA_SEARCH_API_KEY &&
    env.apiKey === process.env.ALGOLIA_SEARCH_API_KEY
  ) {
    throw new PushError(
      'ALGOLIA_ADMIN_API_KEY equals ALGOLIA_SEARCH_API_KEY: pushing needs a key with write rights; nothing was sent.',
    );
  }
  if (values['dry-run']) {
    checkInputs({ ...env, records });
    console.log('Dry run: credentials present, nothing sent.');
    return;
  }
  const result = await pushRecords({ ...env, records, log: (m) => console.log(m) });
  console.log(`Done: ${result.records} records live in ${result.indexName}.`);
}

main().catch((error: unknown) => {
  if (error instanceof PushError) {
    console.error(`search:push: ${error.message}`);
  } else {
    console.error('search:push failed:', error);
  }
  process.exitCode = 1;
});
