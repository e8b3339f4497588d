// npm run check:examples -- --source <commandkit checkout> [--write-previews] [--verbose]
//   [--write-runtime-exports] [--write-declared-exports] [--force-prepare] [pages...]
//   npm run check:examples -- --source <commandkit checkout> --known-issues [--main <checkout>] [ids...]
import { parseArgs } from 'node:util';
import { checkPages } from './check';
import {
  DECLARED_EXPORTS_FILE,
  MAIN_DECLARED_EXPORTS_FILE,
  MAIN_RUNTIME_EXPORTS_FILE,
  RUNTIME_EXPORTS_FILE,
  declaredExports,
  diffDeclared,
  diffRuntimeExports,
  probeAll,
  publicImportPaths,
  readJsonIfExists,
  runtimeExportsOf,
  writePrettyJson,
  type RuntimeExports,
} from './exports-facts';
import { listPages, pageBlocks } from './extract';
import { formatKnownIssues, formatMainColumn, runKnownIssues } from './known-issue-runner';
import { prepareCommandKit } from './prepare';
import { writePreviews, previewProblems } from './previews';
import { countOutcomes, formatReport } from './report';
import { templateOptions } from './typecheck';
import { missingSourceHelp } from '../docgen/source-help';
import { COMMIT as RELEASE_COMMIT } from '../docgen/config';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      'write-previews': { type: 'boolean', default: false },
      'write-runtime-exports': { type: 'boolean', default: false },
      'write-declared-exports': { type: 'boolean', default: false },
      'force-prepare': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      'no-run': { type: 'boolean', default: false },
      'known-issues': { type: 'boolean', default: false },
      main: { type: 'string' },
    },
  });
  values.source ??= process.env.COMMANDKIT_SRC;
  if (!values.source) {
    console.error(
      'usage: npm run check:examples -- --source <commandkit checkout> [--write-previews] [pages...]',
    );
    console.error(
      missingSourceHelp('check:examples', ['--source <source>', ...positionals].join(' ')),
    );
    return 2;
  }
  const log = (line: string) => console.error(line);
  const prepared = prepareCommandKit({
    source: values.source,
    force: values['force-prepare'],
    log,
  });
  for (const note of prepared.notes) log(`note: ${note}`);
  let failed = false;

  if (values['known-issues']) {
    // Only the reproductions (positionals, if any, pick issue ids).
    const results = await runKnownIssues({
      root: prepared.root,
      source: values.source,
      only: positionals,
      log,
    });
    const report = formatKnownIssues(results);
    for (const line of report.lines) console.log(line);
    if (!values.main) return report.failed ? 1 : 0;
    // The same reproductions against CommandKit's main branch: the page's "On main" lines.
    const main = prepareCommandKit({ source: values.main, force: values['force-prepare'], log });
    const onMain = await runKnownIssues({
      root: main.root,
      source: values.main,
      only: positionals,
      log,
    });
    const column = formatMainColumn(results, onMain, main.commit);
    for (const line of column.lines) console.log(line);
    return report.failed || column.failed ? 1 : 0;
  }

  // A build of any other commit than the release the docs describe is of main: its blocks marked
  // `main` run too, and its facts files are api-notes/main's.
  const onMain = prepared.commit !== RELEASE_COMMIT;
  const runtimeFile = onMain ? MAIN_RUNTIME_EXPORTS_FILE : RUNTIME_EXPORTS_FILE;
  const declaredFile = onMain ? MAIN_DECLARED_EXPORTS_FILE : DECLARED_EXPORTS_FILE;
  if (onMain)
    log(
      `${prepared.commit.slice(0, 8)} is not the release (${RELEASE_COMMIT.slice(0, 8)}): blocks marked main are checked too`,
    );

  // The committed facts files against the build.
  const actualRuntime = runtimeExportsOf(probeAll(prepared.root));
  if (values['write-runtime-exports']) {
    writePrettyJson(runtimeFile, actualRuntime);
    log(`wrote ${runtimeFile}`);
  }
  const committedRuntime = readJsonIfExists<RuntimeExports>(runtimeFile);
  if (!committedRuntime)
    console.log(`runtime exports: ${runtimeFile} does not exist yet; not verified`);
  else {
    const diff = diffRuntimeExports(committedRuntime, actualRuntime);
    console.log(
      `runtime exports: ${runtimeFile} ${diff.length ? 'is STALE:' : 'matches the build'}`,
    );
    for (const line of diff) console.log(`  ${line}`);
    failed ||= diff.length > 0;
  }
  const paths = publicImportPaths(prepared.root);
  const actualDeclared = declaredExports(
    prepared.root,
    templateOptions(values.source, prepared.root),
    paths,
  );
  if (values['write-declared-exports']) {
    writePrettyJson(declaredFile, actualDeclared);
    log(`wrote ${declaredFile}`);
  }
  const committedDeclared = readJsonIfExists<Record<string, string[]>>(declaredFile);
  if (!committedDeclared)
    console.log(`declared exports: ${declaredFile} does not exist; not verified`);
  else {
    const diff = diffDeclared(committedDeclared, actualDeclared);
    console.log(
      `declared exports: ${declaredFile} ${diff.length ? 'is STALE:' : 'matches the build'}`,
    );
    for (const line of diff) console.log(`  ${line}`);
    failed ||= diff.length > 0;
  }

  const pages = positionals.length ? positionals.map((file) => pageBlocks(file)) : listPages();
  const results = await checkPages(pages, {
    root: prepared.root,
    source: values.source,
    onMain,
    run: !values['no-run'],
    log,
  });
  for (const line of formatReport(results, values.verbose)) console.log(line);
  const problems = results.flatMap(previewProblems);
  for (const problem of problems) console.log(`preview: ${problem}`);
  failed ||= problems.length > 0;
  if (values['write-previews']) {
    for (const file of writePreviews(results)) log(`wrote ${file}`);
  }
  const counts = countOutcomes(results.flatMap((r) => r.blocks));
  failed ||= counts.failed > 0;
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
