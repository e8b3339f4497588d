import { readFileSync } from 'node:fs';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';

export { SCRIPT_LANGS, isScriptBlock } from './script-blocks';

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based column of the opening fence (its indentation is stripped from every line). */
  column?: number;
  lang: string;
  meta: string;
  value: string;
  /** Marked `partial` in the meta string: a fragment that is not a whole module. */
  partial: boolean;
  title?: string;
}

/** Every fenced code block of a Markdown/MDX file, as the page shows it. */
export function extractCodeBlocks(file: string, source = readFileSync(file, 'utf8')): CodeBlock[] {
  const tree = fromMarkdown(source);
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    const meta = node.meta ?? '';
    blocks.push({
      file,
      line: node.position?.start.line ?? 0,
      column: node.position?.start.column ?? 1,
      lang: (node.lang ?? '').toLowerCase(),
      meta,
      value: node.value,
      partial: /(^|\s)partial(\s|$)/.test(meta),
      title: /title="([^"]*)"/.exec(meta)?.[1],
    });
  });
  return blocks;
}
