// Trims what every page downloads before it can hydrate. Each item is a patch of a Docusaurus
// internal, listed with its invariant and the guard that fails the build when it stops applying in
// ../patches/PATCHES.md; the measures behind them are in bench-results/ (`npm run bench`).
//
// Client production build only, except where noted:
// - theme-classic's Prism client module is an empty module (both builds): code blocks are
//   highlighted at build time (src/plugins/prerender-code), so Prism is not in the browser;
// - lazy chunks are named `[id].[fullhash:8].js` with natural module and chunk ids: the runtime
//   then carries no chunk-name or per-chunk hash table, and ids are two- or three-digit numbers;
// - the generated registry, route table, site config and global data are rewritten smaller by
//   loaders that rebuild the same objects in the browser (./client-*-loader.cjs,
//   ./global-data-loader.cjs);
// - @docusaurus/utils-common gets only the tslib helper it calls; the docs plugin's client code
//   gets a matchPath that compares plain paths as strings (./fast-match-path.ts);
// - a page's HTML lists its route chunks before main.js (./route-scripts.ts, ./ssr-template.ts),
//   and the route prefetch asks for each chunk once (./chunk-asset-filter.ts);
// - `process.env.SSR_BUILD` lets a component render on the server what the client bundle leaves
//   out (src/components/HomeSample), in both builds.
// The browser runs React DOM: no framework stands in for it (tests/browser/page-weight.test.ts).
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ChunkAssetFilterPlugin } from './chunk-asset-filter';
import { RouteScriptsPlugin } from './route-scripts';
import { PatchGuardsPlugin, type RequiredModule } from './patch-guards';
import { expectSource, patchError } from '../patches/guard.cjs';

const PRISM_CLIENT_SPECIFIER = '@docusaurus/theme-classic/lib/prism-include-languages';
function resolvePrismClientModule(): string {
  try {
    return require.resolve(PRISM_CLIENT_SPECIFIER);
  } catch {
    throw patchError('prism-client-module', `the module ${PRISM_CLIENT_SPECIFIER}`);
  }
}
const PRISM_CLIENT_MODULE = resolvePrismClientModule();
const EMPTY_CLIENT_MODULE = require.resolve('./empty-client-module');
const FAST_MATCH_PATH = require.resolve('./fast-match-path');
const TSLIB_IMPORT_DEFAULT = require.resolve('./tslib-import-default.mjs');

/** `@docusaurus/router` with a faster `matchPath`, for the docs plugin's client code. */
const FAST_MATCH_PATH_ROUTER: Record<string, string> = { '@docusaurus/router': FAST_MATCH_PATH };

/** The installed Docusaurus code that the client-side patches rely on (../patches/PATCHES.md). */
function checkClientRuntimeSources(): void {
  expectSource(
    'chunk-asset-filter',
    '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    /__webpack_require__\.gca/,
    'the runtime function `__webpack_require__.gca`',
  );
  expectSource(
    'chunk-asset-filter',
    '@docusaurus/core/lib/client/docusaurus.js',
    /__webpack_require__\.gca\(/,
    'prefetch calling `__webpack_require__.gca(chunkName)`',
  );
  expectSource(
    'fast-match-path',
    '@docusaurus/core/lib/client/exports/router.js',
    /export \{[^}]*\bmatchPath\b/,
    "the re-export of react-router-dom's matchPath",
  );
  expectSource(
    'route-chunk-retry',
    '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    /return Loadable\.Map\(\{/,
    "route components made by react-loadable's `Loadable.Map`",
  );
  expectSource(
    'route-chunk-retry',
    'react-loadable',
    /^(?=[\s\S]*LoadableComponent\.preload = function)(?=[\s\S]*"retry", function)/,
    'a static `preload` and an instance `retry` on loadable components',
  );
  expectSource(
    'idle-prefetch',
    '@docusaurus/core/lib/client/clientEntry.js',
    /window\.docusaurus = docusaurus/,
    '`window.docusaurus = docusaurus`',
  );
  expectSource(
    'idle-prefetch',
    '@docusaurus/core/lib/client/docusaurus.js',
    /^\s*prefetch,$/m,
    'a `prefetch` member of the `docusaurus` object',
  );
}

export default function pageWeightPlugin(context: LoadContext): Plugin {
  checkClientRuntimeSources();
  const generated = (file: string) => join(context.generatedFilesDir, file);
  const required: RequiredModule[] = [
    {
      patch: 'prism-client-module',
      file: EMPTY_CLIENT_MODULE,
      expected: `theme-classic's client module ${PRISM_CLIENT_SPECIFIER} in the client bundle`,
    },
    {
      patch: 'fast-match-path',
      file: FAST_MATCH_PATH,
      expected: '@docusaurus/router imported by @docusaurus/plugin-content-docs/lib/client/',
    },
    {
      patch: 'tslib-import-default',
      file: TSLIB_IMPORT_DEFAULT,
      expected: 'tslib required by @docusaurus/utils-common/lib/index.js',
    },
    ...['registry.js', 'routesChunkNames.json'].map((file) => ({
      patch: 'client-registry',
      file: generated(file),
      expected: `the generated ${file} in the client bundle`,
    })),
    ...(
      [
        ['client-config', 'docusaurus.config.mjs'],
        ['client-routes', 'routes.js'],
        ['global-data', 'globalData.json'],
      ] as const
    ).map(([patch, file]) => ({
      patch,
      file: generated(file),
      expected: `the generated ${file} in the client bundle`,
    })),
  ];
  return {
    name: 'page-weight',
    configureWebpack(_config, isServer, { currentBundler }) {
      const everyBuild = {
        resolve: {
          alias: { [`${PRISM_CLIENT_MODULE}$`]: EMPTY_CLIENT_MODULE },
        },
        // Lets a component leave code out of the client bundle (src/components/HomeSample).
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.SSR_BUILD': JSON.stringify(String(isServer)),
          }),
        ],
      };
      if (isServer || process.env.NODE_ENV !== 'production') return everyBuild;
      return {
        ...everyBuild,
        output: { chunkFilename: 'assets/js/[id].[fullhash:8].js' },
        optimization: { moduleIds: 'natural', chunkIds: 'natural' },
        plugins: [
          ...everyBuild.plugins,
          new PatchGuardsPlugin(required),
          new ChunkAssetFilterPlugin(),
          new RouteScriptsPlugin(generated('client-manifest.json')),
        ],
        module: {
          rules: [
            {
              test: [generated('registry.js'), generated('routesChunkNames.json')],
              use: [{ loader: require.resolve('./client-registry-loader.cjs') }],
            },
            {
              test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/,
              resolve: { alias: FAST_MATCH_PATH_ROUTER },
            },
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: { alias: { tslib$: TSLIB_IMPORT_DEFAULT } },
            },
            {
              test: generated('docusaurus.config.mjs'),
              use: [{ loader: require.resolve('./client-config-loader.cjs') }],
            },
            {
              test: generated('routes.js'),
              use: [{ loader: require.resolve('./client-routes-loader.cjs') }],
            },
            {
              test: generated('globalData.json'),
              type: 'javascript/auto',
              use: [{ loader: require.resolve('./global-data-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
