// The quick check of pages, without a site build (a few seconds for a handful of pages):
//  1. compiles each page exactly as `docusaurus build` does: Docusaurus' MDX loader with the docs
//     plugin's options, so Docusaurus' own remark plugins and the site's (src/mdx/plugins.ts:
//     npm2yarn, discord-preview, prerender-code) all run;
//  2. checks the page's internal links and #anchors against the routes the docs plugin creates
//     and the headings/ids of the target pages (./links.ts);
//  3. for generated API pages, checks the content stamp docgen wrote (scripts/docgen/stamp.ts).
// Every problem is printed as `file:line:col message`.
// Usage: npm run check:mdx [-- file-or-folder ...]   (default: every docs folder)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compilePage, type PageProblem } from './compile';
import { listMarkdownFiles } from './content-files';
import { checkPageLinks } from './links';
import { loadSiteIndex } from './site';
import { editedLine, generatedRootOf, stampProblem } from '../docgen/stamp';
import { codeWidthProblems, isWidthChecked } from './code-width';

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
    if (isWidthChecked(file, siteDir)) problems.push(...codeWidthProblems(file, text));
    const root = generatedRootOf(file, siteDir);
    if (root) {
      const rel = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
      const problem = stampProblem(text, rel, root.version);
      if (problem)
        problems.push({ file, line: editedLine(text, rel, siteDir), column: 1, message: problem });
    }
  }
  problems.push(...(await checkPageLinks(files, site, sources, failedToCompile)));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, ms: Date.now() - started };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const roots = args.length > 0 ? args : ['docs', 'versioned_docs'];
  const files = roots.flatMap((p) => (statSync(p).isDirectory() ? listMarkdownFiles(p) : [p]));
  const { problems, ms } = await checkPages(files);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.message}`);
  const failedFiles = new Set(problems.map((p) => p.file)).size;
  console.log(
    `${files.length - failedFiles} passed, ${failedFiles} failed (${problems.length} problem(s)) in ${(ms / 1000).toFixed(1)} s`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  void main();
