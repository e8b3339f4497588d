// Reformats, with Prettier at the guide's code width (./code-width.ts), every TS/JS code block of
// the given pages that has a line too long. Only those blocks change; prose is left untouched.
// A block whose meta string marks lines by number (`{2,4-5}`) is skipped: its numbers would point
// at other lines. Comments and strings Prettier cannot break are left for the writer, and
// `npm run check:mdx` still names them.
// Usage: npm run format:code -- <file-or-folder> ...
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { extractCodeBlocks, type CodeBlock } from './code-blocks';
import { listMarkdownFiles } from './content-files';
import { MAX_CODE_LINE } from './code-width';

const PARSERS: Record<string, string> = {
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'babel',
  javascript: 'babel',
  jsx: 'babel',
  mjs: 'babel',
  cjs: 'babel',
};

export interface FormatResult {
  source: string;
  formatted: number;
  /** `file:line reason` for each long block left as it was. */
  skipped: string[];
}

function tooLong(block: CodeBlock): boolean {
  return block.value.split('\n').some((line) => [...line].length > MAX_CODE_LINE);
}

/** The page with its long TS/JS blocks reformatted. */
export async function formatCodeBlocks(file: string, source: string): Promise<FormatResult> {
  const options = (await prettier.resolveConfig(path.resolve(file))) ?? {};
  const lines = source.split('\n');
  const skipped: string[] = [];
  let formatted = 0;
  // Bottom up, so that the line numbers of the blocks still to do stay right.
  for (const block of extractCodeBlocks(file, source).reverse()) {
    if (!tooLong(block)) continue;
    const parser = PARSERS[block.lang];
    const where = `${file}:${block.line}`;
    if (!parser) {
      skipped.push(`${where} not TS/JS (${block.lang || 'no language'})`);
      continue;
    }
    if (/\{[\d,\s-]+\}/.test(block.meta)) {
      skipped.push(`${where} marks lines by number in its meta string`);
      continue;
    }
    let code: string;
    try {
      code = await prettier.format(block.value, { ...options, parser, printWidth: MAX_CODE_LINE });
    } catch (error) {
      skipped.push(`${where} does not parse: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    code = code.replace(/\n$/, '');
    if (code === block.value) {
      skipped.push(`${where} Prettier cannot shorten it (a long comment or string?)`);
      continue;
    }
    const fence = lines[block.line - 1] ?? '';
    const indent = /^\s*/.exec(fence)?.[0] ?? '';
    const oldLength = block.value.split('\n').length;
    const newLines = code.split('\n').map((line) => (line ? indent + line : line));
    lines.splice(block.line, oldLength, ...newLines);
    formatted += 1;
    if (code.split('\n').some((line) => [...line].length > MAX_CODE_LINE)) {
      skipped.push(`${where} still has a long line after formatting`);
    }
  }
  return { source: lines.join('\n'), formatted, skipped };
}

async function main(): Promise<void> {
  const roots = process.argv.slice(2);
  if (roots.length === 0) throw new Error('usage: npm run format:code -- <file-or-folder> ...');
  const files = roots.flatMap((p) => (statSync(p).isDirectory() ? listMarkdownFiles(p) : [p]));
  let total = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const { source, formatted, skipped } = await formatCodeBlocks(file, before);
    if (source !== before) writeFileSync(file, source);
    if (formatted) console.log(`${file}: ${formatted} block(s) reformatted`);
    for (const line of skipped) console.error(line);
    total += formatted;
  }
  console.log(`${total} block(s) reformatted in ${files.length} file(s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  void main();
