// npm run docgen -- --version 1.x                                  (renders from api-notes/1.x/.model.json)
// npm run docgen -- --version 1.x --source /path/to/commandkit   (re-extracts the model first;
//                                                                   or COMMANDKIT_SRC=/path/to/commandkit)
// npm run docgen -- --version 0.1.10                               (reads node_modules/commandkit)
// Options:
//   --main-source <dir>   1.x: also extract CommandKit main (a git checkout) into api-notes/1.x/.model-main.json;
//                         the pages label what main adds, changes and removes (scripts/docgen/main-model.ts)
//   --packages ai,cache   only these 1.x packages (folder names under <source>/packages; needs --source)
//   --out <dir>           output folder (default: docs/api-reference or versioned_docs/.../api-reference)
//   --notes <dir>         notes folder (default: api-notes/<version>)
//   --report              write nothing; list items without a description and orphan note keys
//   --check               write nothing; exit 1 if the committed pages differ from a fresh generation
//   --redirects           only rewrite netlify.toml's block of retired API URLs (scripts/docgen/redirects.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { MODEL_FILE } from './api-model';
import { CHANGES_PAGE_FILE } from './changes-page';
import { V0_INPUT, V1_PACKAGES } from './config';
import { DocgenError } from './model';
import {
  changesPageDiff,
  collectFromModel,
  defaultOutDir,
  diffTree,
  generateFromModel,
  type GenerateResult,
} from './render-model';
import { API_REDIRECTS, withNetlifyRedirects } from './redirects';
import { missingSourceHelp } from './source-help';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');

function printReport(result: GenerateResult, verbose: boolean): void {
  let missing = 0;
  let orphans = 0;
  for (const r of result.reports) {
    const kinds = Object.entries(r.byKind)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(
      `${r.folder}: ${r.items} items (${kinds}); ${r.items - r.missing.length} described, ${r.missing.length} missing, ${r.orphans.length} orphan notes`,
    );
    if (verbose) {
      for (const m of r.missing) console.log(`  missing: ${m}`);
      for (const o of r.orphans) console.log(`  orphan: ${o}`);
    }
    missing += r.missing.length;
    orphans += r.orphans.length;
  }
  if (result.warnings.length) {
    console.log(`${result.warnings.length} warning(s):`);
    for (const w of result.warnings) console.log(`  warning: ${w}`);
  }
  console.log(
    `total: ${result.items.length} items, ${missing} without description, ${orphans} orphan notes`,
  );
  const notExported = result.items.filter((i) => !i.exported);
  if (verbose && notExported.length) {
    console.log(`${notExported.length} item(s) documented though not exported by name:`);
    for (const i of notExported)
      console.log(`  ${i.url}  (used by ${i.usedBy.map((u) => u.name).join(', ')})`);
  }
  if (verbose) {
    console.log(
      `${API_REDIRECTS.length} redirect(s) of retired URLs (scripts/docgen/redirects.ts):`,
    );
    for (const r of API_REDIRECTS) console.log(`  ${r.from} -> ${r.to}  (${r.why})`);
  }
}

function writeNetlifyRedirects(): number {
  const file = path.join(siteRoot, 'netlify.toml');
  const toml = readFileSync(file, 'utf8');
  const updated = withNetlifyRedirects(toml);
  if (updated !== toml) writeFileSync(file, updated);
  console.log(`netlify.toml: ${API_REDIRECTS.length} redirects of retired API URLs`);
  return 0;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      version: { type: 'string', default: '1.x' },
      source: { type: 'string' },
      'main-source': { type: 'string' },
      packages: { type: 'string' },
      out: { type: 'string' },
      notes: { type: 'string' },
      report: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      redirects: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run docgen -- --version 1.x|0.1.10 [--source dir] [--main-source dir] [--packages a,b] [--out dir] [--notes dir] [--report] [--check] [--redirects]\n1.x without --source renders from the committed model (api-notes/1.x/.model.json).',
    );
    return 0;
  }
  if (values.redirects) return writeNetlifyRedirects();
  const version = values.version;
  if (version !== '1.x' && version !== '0.1.10')
    throw new DocgenError(`--version must be 1.x or 0.1.10 (got ${version})`);
  const source =
    values.source ??
    (version === '1.x' ? process.env.COMMANDKIT_SRC : path.join(siteRoot, V0_INPUT));
  const notesDir = values.notes ? path.resolve(values.notes) : undefined;
  const modelFile = path.join(notesDir ?? path.join(siteRoot, 'api-notes', version), MODEL_FILE);
  if (!source && !existsSync(modelFile))
    throw new DocgenError(
      `${path.relative(siteRoot, modelFile)} is missing, so the API must be extracted again.\n${missingSourceHelp(
        'docgen',
        `--version 1.x --source <source>${values.check ? ' --check' : ''}`,
      )}`,
    );
  if (values.packages && !source)
    throw new DocgenError('--packages chooses what to extract: it needs --source <checkout>');
  const packages = values.packages?.split(',').map((name) => {
    const known = V1_PACKAGES.find((p) => p.folder === name || p.dir === name);
    return known ?? { dir: name, folder: name, label: name };
  });
  const mainSource = values['main-source'] ? path.resolve(values['main-source']) : undefined;
  const opts = {
    version,
    siteRoot,
    source,
    mainSource,
    packages,
    outDir: values.out ? path.resolve(values.out) : undefined,
    notesDir,
  } as const;
  console.log(
    source
      ? `Extracting the ${version} API from ${path.relative(siteRoot, source) || '.'}`
      : `Rendering from ${path.relative(siteRoot, modelFile)} (no checkout needed; --source <checkout> re-extracts it)`,
  );
  // Only extraction loads the TypeScript compiler (seconds); rendering from the model does not.
  if (mainSource) console.log(`Extracting CommandKit main from ${mainSource}`);
  const { collect, generate } =
    source || mainSource
      ? await import('./generate')
      : { collect: collectFromModel, generate: generateFromModel };
  if (values.report) {
    printReport(collect(opts), true);
    return 0;
  }
  if (values.check) {
    const result = collect(opts);
    const diffs = diffTree(opts.outDir ?? defaultOutDir(siteRoot, version), result.files);
    const changes = opts.outDir ? undefined : changesPageDiff(result, siteRoot);
    if (changes) diffs.push(changes);
    if (diffs.length) {
      console.error(
        `Generated pages are out of date (${diffs.length} file(s)); run npm run docgen:\n  ${diffs.slice(0, 50).join('\n  ')}`,
      );
      return 1;
    }
    console.log(`${result.files.size} files up to date.`);
    return 0;
  }
  const result = generate(opts);
  if (result.main) {
    const { commit, added, changed, removed } = result.main.diff;
    console.log(
      `CommandKit main ${commit}: ${added.length} items added, ${changed.length} changed, ${removed.length} removed (${CHANGES_PAGE_FILE})`,
    );
  }
  console.log(
    `Wrote ${result.files.size} files to ${path.relative(siteRoot, opts.outDir ?? defaultOutDir(siteRoot, version)) || '.'}`,
  );
  printReport(result, false);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (!(error instanceof DocgenError)) throw error;
    console.error(`docgen: ${error.message}`);
    process.exitCode = 1;
  },
);
