// Trims what every page downloads before it can hydrate (issue 15). Each change is measured by
// `npm run bench`; see scripts/bench and bench-results/.
//
// 1. No Prism in the browser: code blocks are highlighted at build time (src/plugins/prerender-code)
//    and theme-classic's client module that registers Prism's extra languages is replaced by an
//    empty one (it put Prism, ~15 kB gzip, in the main bundle of every page).
// 2. Lazy chunks are named by id only: with `[name]` in the file name, the runtime carries a
//    chunk-name table for all ~1,100 chunks (random hashes, which gzip cannot shrink).
// 3. The client copy of the chunk registry drops the module paths, which only server-side
//    rendering reads (react-loadable reports them while collecting a page's chunks), and its
//    8-character chunk names become short ones, in routesChunkNames.json too
//    (./client-registry-loader.cjs).
// 4. The client copy of globalData.json lists the docs by id only where the path follows from
//    the id (./global-data-loader.cjs); the object the site reads is the same.
// 5. The client copy of routes.js is a compact table that rebuilds the same route objects
//    (./client-routes-loader.cjs): each path written once, relative to its parent's.
// 6. The client copy of the site config leaves out the plugin, preset and theme options
//    (./client-config-loader.cjs), which only the build reads.
// 7. @docusaurus/utils-common gets only the tslib helper it calls (./tslib-import-default.mjs)
//    instead of all of tslib.
// 8. `process.env.SSR_BUILD` ("true" in the server build, "false" in the client's) lets a component
//    render something on the server that the client bundle does not carry (src/components/HomeSample).
// 9. Lazy chunk URLs carry the build's hash, not each chunk's: with `[contenthash]` the runtime
//    holds an id → hash table for all ~600 chunks (5 kB gzip on every page). The price: a new
//    deploy changes every chunk URL, so returning visitors fetch the chunks of the pages they open
//    again (the main bundle changes with every deploy anyway). ./chunk-asset-filter.ts keeps
//    Docusaurus' prefetch from asking for chunks that were merged into others.
// 10. Module and chunk ids are numbered in order ("natural") rather than hashed: the registry,
//    the route table and every module reference carry two- or three-digit numbers instead of five-
//    digit ones (3.2 to 3.5 kB gzip less on every page). Since chunk URLs change with every deploy
//    anyway (9.), stable ids would buy no caching.
// 11. The docs plugin's client code gets a matchPath that compares plain paths as strings
//    (./fast-match-path.ts): it looks the current page up among every doc, several times per render.
// 12. A page's HTML lists its route chunks before main.js (./route-scripts.ts, ./ssr-template.ts):
//    they download with main.js instead of after it, and main.js finds them in place.
// 13. Docusaurus' route prefetch asks for each chunk once, and never for one the page already has
//    (./chunk-asset-filter.ts): every link's prefetch names its parent routes' chunks too, so an
//    API page appended more than ten times as many `<link rel="prefetch">` elements as it had
//    chunks to fetch.
// The browser runs React DOM, as in development: no framework stands in for it (issue 22; a
// test in tests/browser/page-weight.test.ts fails otherwise).
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ChunkAssetFilterPlugin } from './chunk-asset-filter';
import { RouteScriptsPlugin } from './route-scripts';

const PRISM_CLIENT_MODULE =
  require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/** `@docusaurus/router` with a faster `matchPath`, for the docs plugin's client code (item 11). */
const FAST_MATCH_PATH_ROUTER: Record<string, string> = {
  '@docusaurus/router': require.resolve('./fast-match-path'),
};

export default function pageWeightPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(_config, isServer, { currentBundler }) {
      const everyBuild = {
        resolve: {
          alias: { [`${PRISM_CLIENT_MODULE}$`]: require.resolve('./empty-client-module') },
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
          new ChunkAssetFilterPlugin(),
          new RouteScriptsPlugin(join(context.generatedFilesDir, 'client-manifest.json')),
        ],
        module: {
          rules: [
            {
              test: [
                join(context.generatedFilesDir, 'registry.js'),
                join(context.generatedFilesDir, 'routesChunkNames.json'),
              ],
              use: [{ loader: require.resolve('./client-registry-loader.cjs') }],
            },
            {
              test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/,
              resolve: { alias: FAST_MATCH_PATH_ROUTER },
            },
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: { alias: { tslib$: require.resolve('./tslib-import-default.mjs') } },
            },
            {
              test: join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              use: [{ loader: require.resolve('./client-config-loader.cjs') }],
            },
            {
              test: join(context.generatedFilesDir, 'routes.js'),
              use: [{ loader: require.resolve('./client-routes-loader.cjs') }],
            },
            {
              test: join(context.generatedFilesDir, 'globalData.json'),
              type: 'javascript/auto',
              use: [{ loader: require.resolve('./global-data-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
