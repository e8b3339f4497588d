/**
 * The remark and rehype plugins of the site's Markdown/MDX pages, in one place: the docs plugin
 * (docusaurus.config.ts) and the quick page check (`npm run check:mdx`, scripts/content) both
 * import this list, so a page that passes the check compiles the same way in the build.
 */
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkDiscordPreview from '../plugins/discord-preview/remark';
import { remarkCheckCodeBlocks } from '../plugins/prerender-code/check';
import { remarkPrerenderCode } from '../plugins/prerender-code/remark';
import { defaultMagicComments } from '../plugins/prerender-code/stock';
import { remarkOnMainLabel } from './onMainLabel';
import { remarkPageRules } from './pageRules';
import { rehypeTableCards } from './tableCards';

/** Prism languages beyond prism-react-renderer's own (highlighted at build time). */
export const PRISM_LANGUAGES = ['bash', 'json', 'diff', 'toml', 'yaml'] as const;

/**
 * Magic comments (`// highlight-next-line`...): theme-classic's default list. The build-time
 * highlighter strips them exactly as the theme does, so both get this same list.
 */
export const MAGIC_COMMENTS = defaultMagicComments();

/** Options of the build-time highlighter, for pages and for code rendered by React pages. */
export const prerenderCodeOptions = {
  additionalLanguages: PRISM_LANGUAGES,
  magicComments: MAGIC_COMMENTS,
};

/** `remarkPlugins` of the docs plugin (after Docusaurus' own, which its MDX loader adds). */
export const remarkPlugins = [
  [npm2yarn, { sync: true }],
  remarkDiscordPreview,
  // Fails a page on an unused directive, a duplicate heading id, an unknown front-matter key.
  remarkPageRules,
  // The "On main" label of a page whose front matter has `on_main`.
  remarkOnMainLabel,
  // Fails a page on a code block whose language or meta the highlighter would ignore.
  [remarkCheckCodeBlocks, prerenderCodeOptions],
  // Last: highlights every code block the plugins above produced (see the plugin).
  [remarkPrerenderCode, prerenderCodeOptions],
] as const;

/** `rehypePlugins` of the docs plugin. */
export const rehypePlugins = [rehypeTableCards] as const;
