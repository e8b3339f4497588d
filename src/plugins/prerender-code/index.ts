// Build-time tokens for code that React pages render with <CodeBlock> (MDX pages get theirs from
// ./remark.ts). Each sample becomes `@generated/prerender-code/default/<name>.json`, the JSON
// string that <CodeBlock data-tokens={...}> takes, so such a page ships no Prism either.
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prerenderTokens } from './remark';
import { registerLanguages } from './tokenize';
import type { MagicCommentConfig } from './stock';

export interface CodeSample {
  code: string;
  language: string;
  /** The meta string a fenced block would have (ranges such as `{2,4-5}`, `showLineNumbers`). */
  metastring?: string;
}

export interface PrerenderCodePluginOptions {
  samples: Record<string, CodeSample>;
  additionalLanguages: readonly string[];
  magicComments?: MagicCommentConfig[];
}

export default function prerenderCodePlugin(
  _context: LoadContext,
  options: PrerenderCodePluginOptions,
): Plugin {
  return {
    name: 'prerender-code',
    async contentLoaded({ actions }) {
      registerLanguages(options.additionalLanguages);
      for (const [name, sample] of Object.entries(options.samples)) {
        const tokens = prerenderTokens(sample.code, {
          language: sample.language,
          metastring: sample.metastring,
          magicComments: options.magicComments,
        });
        await actions.createData(`${name}.json`, JSON.stringify(tokens));
      }
    },
  };
}
