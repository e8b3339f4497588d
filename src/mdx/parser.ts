// The MDX parser of the tools that read pages outside the build (the quick page check, the dev
// search index, the dev link check): MDX with front matter, GFM and directives, as Docusaurus
// parses pages. Docusaurus loads plugins through jiti, which cannot `require` these ES-module-only
// packages nor run `import()` in TypeScript files, so they are imported natively
// (./nativeImport.cjs), once, on first use.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface MdxParser {
  parse: (file: { value: string; path: string }) => unknown;
}

const localRequire = createRequire(__filename);
const importUrl = localRequire('./nativeImport.cjs') as (
  url: string,
) => Promise<{ default: unknown; createProcessor?: (options: object) => MdxParser }>;
const nativeImport = (specifier: string) =>
  importUrl(pathToFileURL(localRequire.resolve(specifier)).href);

let parserPromise: Promise<MdxParser> | null = null;

export function getMdxParser(): Promise<MdxParser> {
  parserPromise ??= Promise.all([
    nativeImport('@mdx-js/mdx'),
    nativeImport('remark-frontmatter'),
    nativeImport('remark-gfm'),
    nativeImport('remark-directive'),
  ]).then(([mdx, frontmatter, gfm, directive]) =>
    mdx.createProcessor!({
      format: 'mdx',
      remarkPlugins: [frontmatter.default, gfm.default, directive.default],
    }),
  );
  return parserPromise;
}
