// Which code blocks are TypeScript/JavaScript; apart from ./code-blocks.ts, whose Markdown parser
// is an ES-module-only package that Docusaurus' config loader (jiti) cannot load.
export const SCRIPT_LANGS = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'typescript',
  'javascript',
  'mts',
  'cts',
  'mjs',
  'cjs',
]);

export function isScriptBlock(block: { lang: string }): boolean {
  return SCRIPT_LANGS.has(block.lang);
}
