// Code blocks of the 1.x guide fit the content column at 1280 px without scrolling sideways: at
// the theme's code size (src/css/custom.css) the column holds 82 characters, so lines stop at 80.
// `npm run check:mdx` and tests/unit/code-width.test.ts report each longer line as file:line;
// `npm run format:code -- <files>` reformats the TS/JS blocks that have one (scripts/content/
// format-code-blocks.ts).
import path from 'node:path';
import { extractCodeBlocks } from './code-blocks';
import type { PageProblem } from './compile';

export const MAX_CODE_LINE = 80;

/** The hand-written 1.x guide; the frozen 0.1.10 guide and generated pages are left as they are. */
export function isWidthChecked(file: string, siteDir = process.cwd()): boolean {
  const rel = path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/');
  return rel.startsWith('docs/guide/');
}

/** One problem per code line longer than {@link MAX_CODE_LINE}, at its line in the file. */
export function codeWidthProblems(file: string, source: string): PageProblem[] {
  const lines = source.split('\n');
  return extractCodeBlocks(file, source).flatMap((block) => {
    const problems: PageProblem[] = [];
    // The block's lines follow its opening fence; a block inside a list is indented in the file,
    // so the length is measured on the code as shown, and the line found from the fence.
    block.value.split('\n').forEach((code, index) => {
      const length = [...code].length;
      if (length <= MAX_CODE_LINE) return;
      const line = block.line + 1 + index;
      const indent = (lines[line - 1] ?? '').length - code.length;
      problems.push({
        file,
        line,
        column: Math.max(indent, 0) + MAX_CODE_LINE + 1,
        message: `code line is ${length} characters, over ${MAX_CODE_LINE}: it scrolls sideways at 1280 px (npm run format:code -- ${file})`,
      });
    });
    return problems;
  });
}
