/**
 * Remark plugin: fails the page on a code block whose language or meta string the highlighter
 * would silently ignore (the rules: ./meta.ts), naming every such block with file:line:col.
 * Listed before the highlighter in src/mdx/plugins.ts, so `docusaurus build` and
 * `npm run check:mdx` (which compiles with that same list) reject the same blocks.
 */
import type { Code, Root } from 'mdast';
import { relative } from 'node:path';
import { codeBlockProblems, type CodeBlockProblem, type CodeBlockRules } from './meta';

/** The error the plugin throws; `check:mdx` reports each of `problems` on its own line. */
export class CodeBlockError extends Error {
  constructor(
    readonly file: string,
    readonly problems: CodeBlockProblem[],
  ) {
    super(
      `[code blocks] ${problems.length} problem(s):\n` +
        problems.map((p) => `${file}:${p.line}:${p.column} ${p.message}`).join('\n'),
    );
    this.name = 'CodeBlockError';
  }
}

interface VFileLike {
  path?: string;
  cwd?: string;
  value?: unknown;
}

function visitCode(node: Root | Root['children'][number], visit: (code: Code) => void): void {
  if (node.type === 'code') visit(node);
  if ('children' in node) for (const child of node.children) visitCode(child, visit);
}

export function remarkCheckCodeBlocks(rules: CodeBlockRules) {
  return (tree: Root, file?: VFileLike) => {
    const lines = typeof file?.value === 'string' ? file.value.split(/\r?\n/) : [];
    const problems: CodeBlockProblem[] = [];
    visitCode(tree, (node) => {
      // Blocks that other plugins generate (npm2yarn's tabs) have no place in the file.
      const start = node.position?.start;
      if (!start) return;
      problems.push(
        ...codeBlockProblems(
          {
            lang: node.lang,
            meta: node.meta,
            value: node.value,
            line: start.line,
            column: start.column,
            fenceLine: lines[start.line - 1],
          },
          rules,
        ),
      );
    });
    if (problems.length === 0) return;
    const shown = file?.path ? relative(file.cwd ?? process.cwd(), file.path) : '<page>';
    throw new CodeBlockError(shown, problems);
  };
}
