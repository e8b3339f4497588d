// The quick check of pages, without a site build (seconds for a page): what the build would
// reject about a page, or a reader would see broken, each problem once as `file:line:col message`
// with a hint of the fix.
//  1. compiles each page exactly as `docusaurus build` does: Docusaurus' MDX loader with the docs
//     plugin's options, so Docusaurus' own remark plugins and the site's (src/mdx/plugins.ts:
//     npm2yarn, discord-preview, the page rules of src/mdx/pageRules.ts, the code-block checks,
//     prerender-code) all run; a missing image is placed at its line (./compile.ts);
//  2. server-renders every compiled page with React (./render), so render-only errors (two
//     TabItems with one value, a component that throws) are found at their element;
//  3. checks the page's internal links and #anchors against the routes the docs plugin creates
//     and the headings/ids of the target pages (src/lib/content/links.ts);
//  4. for generated API pages, checks the content stamp docgen wrote (scripts/docgen/stamp.ts) and,
//     for 1.x, that the page is what the committed model and the notes give (scripts/docgen/fresh.ts);
//  5. checks that TS/JS code blocks parse (not on generated pages, `partial` blocks exempt; the
//     names they use are checked in step 1, src/lib/content/undeclared.ts) and import from
//     `commandkit…`/`@commandkit/…` only what the package exports at run time (the committed facts,
//     scripts/check-examples/doc-imports.ts);
//  6. runs each `preview=` block changed since its payload with the committed playground runtime
//     (./preview): the library's error or the payload's first difference; `--write-previews`
//     writes the payloads;
//  7. checks `_category_` files (./categories.ts): those named, in the folders named, and in the
//     folders of the pages named.
// An unexpected exception is one line, `file: internal error: …` (`--stack` adds its stack).
// Usage: npm run check:mdx [-- [--write-previews] [--stack] file-or-folder ...]
//   (default: every docs folder)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkImports,
  isMainBlock,
  isV0Block,
  mainExportFacts,
  v0ExportFacts,
  v1ExportFacts,
  type ExportFacts,
} from '../check-examples/doc-imports';
import { pagePreviewFindings } from '../../src/plugins/discord-preview/check';
import { syntaxProblemsInFile } from './check-syntax';
import { extractCodeBlocks, isScriptBlock } from '../../src/lib/content/code-blocks';
import { compilePageModule } from './compile';
import { moduleSpecifiers, renderProblems } from './render/render';
import { listMarkdownFiles } from './content-files';
import { checkPageLinks } from '../../src/lib/content/links';
import { loadSiteIndex, type SiteIndex } from './site';
import { CATEGORY_FILE, categoryProblems, listCategoryFiles } from './categories';
import { previewRunProblems } from './preview/check';
import { stopPreviews } from './preview/run';
import { didYouMean } from '../../src/lib/content/nearest';
import type { PageProblem } from '../../src/lib/content/problem';
import { staleProblem } from '../docgen/fresh';
import { editedLine, generatedRootOf, stampProblem } from '../docgen/stamp';
import { codeWidthProblems, isWidthChecked } from './code-width';

/**
 * Code blocks of a hand-written page that do not parse (as tests/unit/code-block-syntax.test.ts),
 * and imports of CommandKit names that the import path does not
 * export at run time (as tests/unit/doc-imports.test.ts).
 */
function codeProblems(file: string, text: string, siteDir: string): PageProblem[] {
  const blocks = extractCodeBlocks(file, text).filter(isScriptBlock);
  const problems: PageProblem[] = [];
  if (!generatedRootOf(file, siteDir))
    for (const block of blocks.filter((b) => !b.partial))
      problems.push(...syntaxProblemsInFile(block).map((p) => ({ file, ...p })));
  const versionOf = (block: (typeof blocks)[number]) =>
    isV0Block(block) ? 'v0' : isMainBlock(block) ? 'main' : 'v1';
  for (const version of ['v1', 'v0', 'main'] as const) {
    const mine = blocks.filter((block) => versionOf(block) === version);
    if (mine.length === 0) continue;
    const facts = lazyFacts[version](siteDir);
    for (const p of checkImports(mine, facts))
      problems.push({
        file,
        line: p.line,
        column: p.column,
        message: withImportHint(p.message, facts),
      });
  }
  return problems;
}

/** An import problem's message with the nearest export (or import path) the facts know. */
function withImportHint(message: string, facts: ExportFacts): string {
  const name = /^'([^']+)' is not a runtime export of '([^']+)'/.exec(message);
  if (name)
    return message + didYouMean(name[1]!, facts.runtime[name[2]!]?.exports ?? [], (n) => `'${n}'`);
  const declared = /^'([^']+)' is not declared by '([^']+)'/.exec(message);
  if (declared)
    return message + didYouMean(declared[1]!, facts.declared[declared[2]!] ?? [], (n) => `'${n}'`);
  const importPath = /^'([^']+)' is not an import path of the package/.exec(message);
  if (importPath)
    return message + didYouMean(importPath[1]!, Object.keys(facts.runtime), (n) => `'${n}'`);
  return message;
}

const lazyFacts = (() => {
  const loaded = new Map<string, ExportFacts>();
  const once = (key: string, load: () => ExportFacts) => {
    if (!loaded.has(key)) loaded.set(key, load());
    return loaded.get(key)!;
  };
  return {
    v1: (siteDir: string) => once(`v1:${siteDir}`, () => v1ExportFacts(siteDir)),
    v0: (siteDir: string) => once(`v0:${siteDir}`, () => v0ExportFacts(siteDir)),
    main: (siteDir: string) => once(`main:${siteDir}`, () => mainExportFacts(siteDir)),
  };
})();

/** Stale or missing preview payloads; a missing one the compilation already reported is left out. */
function previewFindings(file: string, text: string, compiled: PageProblem[]): PageProblem[] {
  return (
    pagePreviewFindings(file, text)
      .filter((p) => !(p.missingPayload && compiled.some((c) => c.line === p.line)))
      // A changed block is run instead (./preview/check.ts), which says what changed.
      .filter((p) => !/stamp mismatch/.test(p.message))
      .map(({ file: where, line, column, message }) => ({ file: where, line, column, message }))
  );
}

/** A problem, or an unexpected exception of the check itself (line 0, with its stack). */
export type CheckProblem = PageProblem & { stack?: string };

function internalError(file: string, error: unknown): CheckProblem {
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return {
    file,
    line: 0,
    column: 0,
    message: `internal error: ${message}`,
    stack: error instanceof Error ? error.stack : undefined,
  };
}

/** The category files of the folders of `pages` and above, up to the docs roots. */
function categoriesAbove(pages: string[], siteDir: string): string[] {
  const found = new Set<string>();
  for (const page of pages) {
    let dir = path.dirname(path.resolve(page));
    while (
      dir.startsWith(siteDir + path.sep) &&
      !/^(docs|versioned_docs)$/.test(path.relative(siteDir, dir))
    ) {
      for (const ext of ['json', 'yml', 'yaml']) {
        const file = path.join(dir, `_category_.${ext}`);
        if (existsSync(file)) found.add(path.relative(process.cwd(), file));
      }
      dir = path.dirname(dir);
    }
  }
  return [...found];
}

/** Problems of one page: compilation, code, previews, width and generated-page stamps. */
async function pageProblems(
  file: string,
  text: string,
  site: SiteIndex,
  siteDir: string,
): Promise<{ problems: PageProblem[]; module?: string }> {
  const problems: PageProblem[] = [];
  const compiled = await compilePageModule(path.resolve(file), site.loaderOptions, text);
  const compileProblems = compiled.problems;
  problems.push(...compileProblems.map((p) => ({ ...p, file })));

  problems.push(...codeProblems(file, text, siteDir));
  problems.push(...previewFindings(file, text, compileProblems));
  problems.push(...(await previewRunProblems(file, text, problems, { siteDir })).problems);
  if (isWidthChecked(file, siteDir)) problems.push(...codeWidthProblems(file, text));
  const root = generatedRootOf(file, siteDir);
  if (root) {
    const rel = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
    const problem = stampProblem(text, rel, root.version);
    const stale = problem ? undefined : staleProblem(text, rel, siteDir);
    if (problem)
      problems.push({ file, line: editedLine(text, rel, siteDir), column: 1, message: problem });
    else if (stale) problems.push({ file, column: 1, ...stale });
  }
  return { problems, module: compiled.module };
}

/**
 * Checks pages and category files; `sources` gives the text of a file instead of reading it
 * (tests use it to check an edited page without writing into the docs folders).
 */
export async function checkPages(
  files: string[],
  {
    siteDir = process.cwd(),
    sources = new Map<string, string>(),
    categories = [] as string[],
    /** Run every `preview=` block first and rewrite its payload (`--write-previews`). */
    writePreviews = false,
  } = {},
): Promise<{ problems: CheckProblem[]; ms: number }> {
  const started = Date.now();
  const problems: CheckProblem[] = [];
  for (const file of new Set([...categories, ...categoriesAbove(files, siteDir)]))
    problems.push(...categoryProblems(file, sources.get(file)));
  let site: SiteIndex;
  try {
    site = await loadSiteIndex(siteDir);
  } catch (error) {
    problems.push(internalError('docusaurus.config.ts', error));
    return { problems, ms: Date.now() - started };
  }
  if (writePreviews)
    for (const file of files) {
      const text = sources.get(file) ?? readFileSync(file, 'utf8');
      const { wrote } = await previewRunProblems(file, text, [], { write: true, siteDir });
      if (wrote) console.log(`wrote ${wrote}`);
    }
  const failedToCompile = new Set<string>();
  const compiled = new Map<string, { text: string; module: string }>();
  for (const file of files) {
    try {
      const text = sources.get(file) ?? readFileSync(file, 'utf8');
      const page = await pageProblems(file, text, site, siteDir);
      if (page.module === undefined) failedToCompile.add(file);
      else compiled.set(file, { text, module: page.module });
      problems.push(...page.problems);
    } catch (error) {
      failedToCompile.add(file);
      problems.push(internalError(file, error));
    }
  }
  // Rendered after every page compiled: one bundle of what they all import.
  const specifiers = moduleSpecifiers([...compiled.values()].map((c) => c.module));
  for (const [file, { text, module }] of compiled) {
    const permalink = site.bySource.get(path.resolve(file))?.permalink ?? '/';
    const context = { siteDir, siteConfig: site.context.siteConfig, permalink, specifiers };
    try {
      problems.push(...(await renderProblems(file, text, module, context)));
    } catch (error) {
      problems.push(internalError(file, error));
    }
  }
  try {
    problems.push(...(await checkPageLinks(files, site, sources, failedToCompile)));
  } catch (error) {
    problems.push(internalError(files.join(', '), error));
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, ms: Date.now() - started };
}

/** The pages and category files named by files and folders, or one line per argument that names neither. */
export function pagesToCheck(roots: string[]): {
  files: string[];
  categories: string[];
  errors: string[];
} {
  const errors: string[] = [];
  const files: string[] = [];
  const categories: string[] = [];
  for (const root of roots) {
    if (!existsSync(root)) {
      const dir = path.dirname(root);
      const siblings = existsSync(dir) ? readdirSync(dir) : [];
      const hint = didYouMean(path.basename(root), siblings, (n) => path.join(dir, n));
      errors.push(`no such file or folder: ${root}${hint}`);
    } else if (statSync(root).isDirectory()) {
      files.push(...listMarkdownFiles(root));
      categories.push(...listCategoryFiles(root));
    } else if (CATEGORY_FILE.test(path.basename(root))) categories.push(root);
    else if (!/\.mdx?$/.test(root))
      errors.push(`not a Markdown page (.md, .mdx) nor a _category_.json: ${root}`);
    else files.push(root);
  }
  return { files, categories, errors };
}

function print(problem: CheckProblem, showStack: boolean): void {
  if (problem.line > 0) {
    console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
    return;
  }
  const stack = showStack ? `\n${problem.stack ?? ''}` : ' (run with --stack for the stack trace)';
  console.error(`${problem.file}: ${problem.message}${stack}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const showStack = args.includes('--stack');
  const named = args.filter((a) => !a.startsWith('--'));
  const roots = named.length > 0 ? named : ['docs', 'versioned_docs'];
  const { files, categories, errors } = pagesToCheck(roots);
  if (errors.length > 0) {
    for (const error of errors) console.error(`check:mdx: ${error}`);
    process.exitCode = 2;
    return;
  }
  const writePreviews = args.includes('--write-previews');
  const { problems, ms } = await checkPages(files, { categories, writePreviews });
  await stopPreviews();
  for (const p of problems) print(p, showStack);
  // A page fails with its own problems or its payload file's (`<page>.previews.json`).
  const pageOf = (file: string) => file.replace(/\.previews\.json$/, '');
  const failed = new Set(problems.map((p) => pageOf(p.file)));
  const checked = [...files, ...categories];
  const failedFiles = checked.filter(
    (f) => failed.has(f.replace(/\.mdx?$/, '')) || failed.has(f),
  ).length;
  console.log(
    `${checked.length - failedFiles} passed, ${failedFiles} failed (${problems.length} problem(s)) in ${(ms / 1000).toFixed(1)} s`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  // No stack trace reaches a writer: anything thrown outside a page's own checks is one line too.
  main().catch((error: unknown) => {
    print(internalError('check:mdx', error), process.argv.includes('--stack'));
    process.exitCode = 2;
  });
