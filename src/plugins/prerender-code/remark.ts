/**
 * Remark plugin: gives every fenced code block its Prism tokens, worked out now, as a
 * `data-tokens` prop (JSON) that @theme/CodeBlock/Content renders; the browser never loads Prism
 * (about 23 kB gzip and most of the main-thread time of a page full of code).
 * It must run after the plugins that add code blocks (npm2yarn): list it last.
 */
import type { Code, Root } from 'mdast';
import { registerLanguages, tokenizeCode } from './tokenize';

export interface PrerenderCodeOptions {
  /** themeConfig.prism.additionalLanguages */
  additionalLanguages: readonly string[];
}

// Docusaurus removes these comment lines in the browser before highlighting, which these tokens
// would not match; a block that needs line highlights can use a `{1,3-4}` range in its meta.
const MAGIC_COMMENT = /\b(highlight-next-line|highlight-start|highlight-end)\b/;

function visitCode(node: Root | Root['children'][number], visit: (code: Code) => void): void {
  if (node.type === 'code') visit(node);
  if ('children' in node) for (const child of node.children) visitCode(child, visit);
}

export function remarkPrerenderCode(options: PrerenderCodeOptions) {
  registerLanguages(options.additionalLanguages);
  return (tree: Root, file: { path?: string }) => {
    visitCode(tree, (node) => {
      if (MAGIC_COMMENT.test(node.value)) {
        throw new Error(
          `${file.path ?? 'a page'}: line ${node.position?.start.line}: magic comments ` +
            '(highlight-next-line, highlight-start/end) are not supported; ' +
            'mark the lines with a range in the meta string instead, e.g. ```ts {2,4-5}',
        );
      }
      const language = (node.lang ?? 'text').toLowerCase();
      const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = {
        ...data.hProperties,
        dataTokens: JSON.stringify(tokenizeCode(node.value, language)),
      };
    });
  };
}
