// Compiles MDX pages the way the site does (GFM, directives for admonitions, front matter)
// in well under a second per page, so writers need not run a full site build.
// Usage: npm run check:mdx [-- file-or-folder ...]   (default: every docs folder)
import { readFileSync, statSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import { escapeMarkdownHeadingIds } from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import { listMarkdownFiles } from './content-files';

const args = process.argv.slice(2);
const roots = args.length > 0 ? args : ['docs', 'versioned_docs'];
const files = roots.flatMap((p) => (statSync(p).isDirectory() ? listMarkdownFiles(p) : [p]));

async function main(): Promise<void> {
  let failed = 0;
  for (const file of files) {
    try {
      // `## Title {#id}` headings, escaped as Docusaurus' preprocessor does (mdx1Compat.headingIds).
      await compile(escapeMarkdownHeadingIds(readFileSync(file, 'utf8')), {
        format: file.endsWith('.md') ? 'md' : 'mdx',
        remarkPlugins: [remarkGfm, remarkDirective, remarkFrontmatter],
      });
    } catch (error) {
      failed++;
      const e = error as { line?: number; column?: number; reason?: string; message: string };
      console.error(`${file}:${e.line ?? '?'}:${e.column ?? '?'} ${e.reason ?? e.message}`);
    }
  }
  console.log(`${files.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

void main();
