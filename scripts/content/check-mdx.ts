// The quick check of pages, without a site build (a few seconds for a handful of pages):
//  1. compiles each page exactly as `docusaurus build` does: Docusaurus' MDX loader with the docs
//     plugin's options, so Docusaurus' own remark plugins and the site's (src/mdx/plugins.ts:
//     npm2yarn, discord-preview, prerender-code) all run;
//  2. checks the page's internal links and #anchors against the routes the docs plugin creates
//     and the headings/ids of the target pages (src/lib/content/links.ts);
//  3. for generated API pages, checks the content stamp docgen wrote (scripts/docgen/stamp.ts) and,
//     for 1.x, that the page is what the committed model and the notes give (scripts/docgen/fresh.ts);
//  4. checks that TS/JS code blocks parse (not on generated pages; `partial` blocks exempt) and
//     import from `commandkit…`/`@commandkit/…` only what the package exports at run time (the
//     committed facts, scripts/check-examples/doc-imports.ts);
//  5. checks that every `preview=` block still matches its payload (src/plugins/discord-preview).
// Code-block languages and meta strings are checked during step 1 by the remark plugin the build
// runs too (src/plugins/prerender-code/check.ts).
// Every problem is printed as `file:line:col message`.
// Usage: npm run check:mdx [-- file-or-folder ...]   (default: every docs folder)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkImports,
  isV0Block,
  v0ExportFacts,
  v1ExportFacts,
  type ExportFacts,
} from '../check-examples/doc-imports';
import { pagePreviewFindings } from '../../src/plugins/discord-preview/check';
import { syntaxProblemsInFile } from './check-syntax';
import { extractCodeBlocks, isScriptBlock } from '../../src/lib/content/code-blocks';
import { compilePage, type PageProblem } from './compile';
import { listMarkdownFiles } from './content-files';
import { checkPageLinks } from '../../src/lib/content/links';
import { loadSiteIndex } from './site';
import { staleProblem } from '../docgen/fresh';
import { editedLine, generatedRootOf, stampProblem } from '../docgen/stamp';
import { codeWidthProblems, isWidthChecked } from './code-width';

/**
 * Code blocks of a hand-written page that do not parse (as tests/unit/code-block-syntax.test.ts),
 * and imports of CommandKit names that the import path does not export at run time (as
 * tests/unit/doc-imports.test.ts).
 */
function codeProblems(file: string, text: string, siteDir: string): PageProblem[] {
  const blocks = extractCodeBlocks(file, text).filter(isScriptBlock);
  const problems: PageProblem[] = [];
  if (!generatedRootOf(file, siteDir))
    for (const block of blocks.filter((b) => !b.partial))
      problems.push(...syntaxProblemsInFile(block).map((p) => ({ file, ...p })));
  for (const v0 of [false, true]) {
    const mine = blocks.filter((block) => isV0Block(block) === v0);
    if (mine.length === 0) continue;
    const facts = v0 ? lazyFacts.v0(siteDir) : lazyFacts.v1(siteDir);
    for (const p of checkImports(mine, facts))
      problems.push({ file, line: p.line, column: p.column, message: p.message });
  }
  return problems;
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
  };
})();

/** Stale or missing preview payloads; a missing one the compilation already reported is left out. */
function previewFindings(file: string, text: string, compiled: PageProblem[]): PageProblem[] {
  return pagePreviewFindings(file, text)
    .filter((p) => !(p.missingPayload && compiled.some((c) => c.line === p.line)))
    .map(({ file: where, line, column, message }) => ({ file: where, line, column, message }));
}

/**
 * Checks pages; `sources` gives the text of a file instead of reading it (tests use it to check
 * an edited page without writing into the docs folders).
 */
export async function checkPages(
  files: string[],
  { siteDir = process.cwd(), sources = new Map<string, string>() } = {},
): Promise<{ problems: PageProblem[]; ms: number }> {
  const started = Date.now();
  const site = await loadSiteIndex(siteDir);
  const problems: PageProblem[] = [];
  const failedToCompile = new Set<string>();
  for (const file of files) {
    const text = sources.get(file) ?? readFileSync(file, 'utf8');
    const compileProblems = await compilePage(path.resolve(file), site.loaderOptions, text);
    if (compileProblems.length) failedToCompile.add(file);
    problems.push(...compileProblems.map((p) => ({ ...p, file })));
    problems.push(...codeProblems(file, text, siteDir));
    problems.push(...previewFindings(file, text, compileProblems));
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
  }
  problems.push(...(await checkPageLinks(files, site, sources, failedToCompile)));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, ms: Date.now() - started };
}

/** The pages named by files and folders, or one line per argument that names no page. */
export function pagesToCheck(roots: string[]): { files: string[]; errors: string[] } {
  const errors: string[] = [];
  const files: string[] = [];
  for (const root of roots) {
    if (!existsSync(root)) errors.push(`no such file or folder: ${root}`);
    else if (statSync(root).isDirectory()) files.push(...listMarkdownFiles(root));
    else if (!/\.mdx?$/.test(root)) errors.push(`not a Markdown page (.md, .mdx): ${root}`);
    else files.push(root);
  }
  return { files, errors };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const roots = args.length > 0 ? args : ['docs', 'versioned_docs'];
  const { files, errors } = pagesToCheck(roots);
  if (errors.length > 0) {
    for (const error of errors) console.error(`check:mdx: ${error}`);
    process.exitCode = 2;
    return;
  }
  const { problems, ms } = await checkPages(files);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.message}`);
  // A page fails with its own problems or its payload file's (`<page>.previews.json`).
  const pageOf = (file: string) => file.replace(/\.previews\.json$/, '');
  const failed = new Set(problems.map((p) => pageOf(p.file)));
  const failedFiles = files.filter(
    (f) => failed.has(f.replace(/\.mdx?$/, '')) || failed.has(f),
  ).length;
  console.log(
    `${files.length - failedFiles} passed, ${failedFiles} failed (${problems.length} problem(s)) in ${(ms / 1000).toFixed(1)} s`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  void main();
