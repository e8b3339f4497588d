// Docusaurus' own code-block helpers (@docusaurus/theme-common/lib/utils/codeBlockUtils.js), run
// at build time: the file is browser code (ES module, one JSX element, webpack aliases), so it is
// compiled with Docusaurus' Babel and evaluated with its few imports supplied here. The remark
// plugin then strips magic comments exactly as the theme does in the browser, and a new Docusaurus
// version brings its own rules without a change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

export interface StockCodeBlockUtils {
  parseLines(
    code: string,
    params: {
      metastring: string | undefined;
      language: string;
      magicComments: MagicCommentConfig[];
    },
  ): { code: string; lineClassNames: Record<number, string[]> };
  parseCodeBlockTitle(metastring: string | undefined): string;
  getLineNumbersStart(params: {
    showLineNumbers: boolean | number | undefined;
    metastring: string | undefined;
  }): number | undefined;
}

const requireHere = createRequire(__filename);
// lib/index.js → lib/utils/codeBlockUtils.js (the package exports no deeper path).
const SOURCE = join(
  dirname(requireHere.resolve('@docusaurus/theme-common')),
  'utils/codeBlockUtils.js',
);
// Babel comes with Docusaurus (@docusaurus/core → @docusaurus/babel).
const requireFromBabel = createRequire(
  requireHere.resolve('@docusaurus/babel', {
    paths: [dirname(requireHere.resolve('@docusaurus/core/package.json'))],
  }),
);

let loaded: StockCodeBlockUtils | undefined;

/** The exports of theme-common's codeBlockUtils.js (compiled and evaluated once). */
export function stockCodeBlockUtils(): StockCodeBlockUtils {
  if (loaded) return loaded;
  const babel = requireFromBabel('@babel/core') as {
    transformSync(code: string, options: object): { code?: string | null } | null;
  };
  const compiled = babel.transformSync(readFileSync(SOURCE, 'utf8'), {
    filename: SOURCE,
    babelrc: false,
    configFile: false,
    plugins: [
      requireFromBabel.resolve('@babel/plugin-transform-modules-commonjs'),
      requireFromBabel.resolve('@babel/plugin-transform-react-jsx'),
    ],
  });
  if (!compiled?.code) throw new Error(`could not compile ${SOURCE}`);
  const requireFromSource = createRequire(SOURCE);
  const module = { exports: {} as Record<string, unknown> };
  const imports = (id: string): unknown => {
    // Only the context error class is used from here; the rest of the file needs React hooks.
    if (id === './reactUtils') return { ReactContextError: Error };
    return requireFromSource(id);
  };
  vm.runInThisContext(`(function (exports, require, module) {${compiled.code}\n})`, {
    filename: SOURCE,
  })(module.exports, imports, module);
  loaded = module.exports as unknown as StockCodeBlockUtils;
  return loaded;
}

/** theme-classic's default `themeConfig.prism.magicComments`. */
export function defaultMagicComments(): MagicCommentConfig[] {
  const { DEFAULT_CONFIG } = requireHere('@docusaurus/theme-classic/lib/options.js') as {
    DEFAULT_CONFIG: { prism: { magicComments: MagicCommentConfig[] } };
  };
  return DEFAULT_CONFIG.prism.magicComments;
}
