/**
 * Remark plugin: gives every fenced code block its Prism tokens, worked out now, as a
 * `data-tokens` prop (JSON) that @theme/CodeBlock/Content renders; the browser never loads Prism
 * (about 23 kB gzip and most of the main-thread time of a page full of code).
 * Magic comments work as in stock Docusaurus: the theme's own parser (./stock.ts) removes the
 * comment lines here exactly as it does in the browser, and the tokens are those of what remains;
 * the line classes are still added by the stock code block when it renders.
 * It must run after the plugins that add code blocks (npm2yarn): list it last.
 */
import type { Code, Root } from 'mdast';
import { registerLanguages, tokenizeCode } from './tokenize';
import { defaultMagicComments, stockCodeBlockUtils, type MagicCommentConfig } from './stock';

export interface PrerenderCodeOptions {
  /** themeConfig.prism.additionalLanguages */
  additionalLanguages: readonly string[];
  /** themeConfig.prism.magicComments (theme-classic's default when not set) */
  magicComments?: MagicCommentConfig[];
  /** themeConfig.prism.defaultLanguage */
  defaultLanguage?: string;
}

function visitCode(node: Root | Root['children'][number], visit: (code: Code) => void): void {
  if (node.type === 'code') visit(node);
  if ('children' in node) for (const child of node.children) visitCode(child, visit);
}

/**
 * The tokens of a code block as the stock CodeBlock will show it: `code` is the block's text,
 * `language` its fence language (or undefined), `metastring` the rest of the fence line.
 */
export function prerenderTokens(
  code: string,
  {
    language,
    metastring,
    magicComments = defaultMagicComments(),
    defaultLanguage,
  }: {
    language: string | null | undefined;
    metastring: string | null | undefined;
    magicComments?: MagicCommentConfig[];
    defaultLanguage?: string;
  },
): string {
  // As theme-common's createCodeBlockMetadata: the fence language, else the default, else text.
  const lang = (language || defaultLanguage || 'text').toLowerCase();
  const shown = stockCodeBlockUtils().parseLines(code, {
    metastring: metastring ?? undefined,
    language: lang,
    magicComments,
  }).code;
  return JSON.stringify(tokenizeCode(shown, lang));
}

export function remarkPrerenderCode(options: PrerenderCodeOptions) {
  registerLanguages(options.additionalLanguages);
  return (tree: Root) => {
    visitCode(tree, (node) => {
      const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = {
        ...data.hProperties,
        dataTokens: prerenderTokens(node.value, {
          language: node.lang,
          metastring: node.meta,
          magicComments: options.magicComments,
          defaultLanguage: options.defaultLanguage,
        }),
      };
    });
  };
}
