// The modules a page's MDX imports (`@theme/Tabs`, `@site/src/components/…`), bundled for Node with
// the aliases Docusaurus' webpack config gives them: `@theme/*` (the site's src/theme first, then
// theme-classic), `@site/*`, `@docusaurus/<client export>`, `@generated/*` (the site config; the
// rest empty), CSS and images as stubs. React stays external, so the page and its components
// share one React. One bundle per set of specifiers, built by esbuild (as scripts/playground-runtime).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const EXTENSIONS = [
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

function firstExisting(base: string): string | undefined {
  if (existsSync(base) && !base.endsWith('/') && path.extname(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
}

function aliases(siteDir: string, siteConfig: unknown): Plugin {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const coreExports = path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/client/exports',
  );
  return {
    name: 'docusaurus-aliases',
    setup(b) {
      b.onResolve({ filter: /^@theme(-original)?\// }, ({ path: spec }) => {
        const name = spec.replace(/^@theme(-original)?\//, '');
        const own = spec.startsWith('@theme/')
          ? firstExisting(path.join(siteDir, 'src/theme', name))
          : undefined;
        const found = own ?? firstExisting(path.join(themeClassic, 'lib/theme', name));
        return found ? { path: found } : { path: spec, namespace: 'missing' };
      });
      b.onResolve({ filter: /^@site\// }, ({ path: spec }) => {
        const found = firstExisting(path.join(siteDir, spec.slice('@site/'.length)));
        return found ? { path: found } : { path: spec, namespace: 'missing' };
      });
      b.onResolve({ filter: /^@docusaurus\/[^/]+$/ }, ({ path: spec }) => {
        const found = firstExisting(path.join(coreExports, spec.slice('@docusaurus/'.length)));
        return found ? { path: found } : undefined;
      });
      b.onResolve({ filter: /^@generated\// }, ({ path: spec }) => ({
        path: spec,
        namespace: 'generated',
      }));
      b.onLoad({ filter: /.*/, namespace: 'generated' }, ({ path: spec }) => ({
        contents:
          spec === '@generated/docusaurus.config'
            ? `export default ${JSON.stringify(siteConfig)};`
            : spec === '@generated/i18n'
              ? 'export default { defaultLocale: "en", locales: ["en"], currentLocale: "en", localeConfigs: { en: { label: "English", direction: "ltr", htmlLang: "en", path: "en" } } };'
              : 'export default {};',
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'missing' }, ({ path: spec }) => ({
        contents: `throw new Error(${JSON.stringify(`cannot resolve ${spec}`)});`,
        loader: 'js',
      }));
      // Class names of CSS modules are their own names; plain CSS and images are nothing.
      b.onLoad({ filter: /\.css$/ }, () => ({
        contents:
          'module.exports = new Proxy({}, { get: (_, key) => (key === "__esModule" ? false : String(key)) });',
        loader: 'js',
      }));
      b.onLoad({ filter: /\.(svg|png|jpe?g|gif|webp)$/ }, () => ({
        contents: 'module.exports = { default: () => null };',
        loader: 'js',
      }));
    },
  };
}

/** CommonJS source of a module exporting each specifier's namespace under its own name. */
export async function bundleImports(
  specifiers: string[],
  siteDir: string,
  siteConfig: unknown,
): Promise<string> {
  const entry = [
    ...specifiers.map((spec, i) => `export * as m${i} from ${JSON.stringify(spec)};`),
    // What the render wraps the page in (./render.ts).
    "export { ColorModeProvider, ScrollControllerProvider } from '@docusaurus/theme-common/internal';",
    "export { StaticRouter } from 'react-router-dom';",
    "export { HelmetProvider } from 'react-helmet-async';",
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: siteDir, loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [aliases(siteDir, siteConfig)],
  });
  return result.outputFiles[0]!.text;
}
