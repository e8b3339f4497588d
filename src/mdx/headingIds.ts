// Docusaurus' own heading ids (slugs, numbered duplicates, explicit `{#id}`), for tools that parse
// pages outside the build: the quick page check (scripts/content) and the dev search index.
import * as headingsModule from '@docusaurus/mdx-loader/lib/remark/headings';

/** `## Title {#id}` is not valid MDX until escaped, as Docusaurus' preprocessor does first. */
export { escapeMarkdownHeadingIds } from '@docusaurus/utils';

type HeadingsPlugin = (o: { anchorsMaintainCase: boolean }) => (tree: unknown) => Promise<void>;
// A CommonJS module with `exports.default`, seen through tsx's and jiti's ESM interop.
const headingsExports = headingsModule as unknown as {
  default: HeadingsPlugin | { default: HeadingsPlugin };
};
const headingsPlugin: HeadingsPlugin =
  typeof headingsExports.default === 'function'
    ? headingsExports.default
    : headingsExports.default.default;

/** Sets `data.id` (and the hProperties Docusaurus uses) on every heading of an mdast tree. */
export function addHeadingIds(tree: unknown): Promise<void> {
  return headingsPlugin({ anchorsMaintainCase: false })(tree);
}
