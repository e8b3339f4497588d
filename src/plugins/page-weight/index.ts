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
// The browser runs React DOM, as in development: no framework stands in for it (issue 22; a
// test in tests/browser/page-weight.test.ts fails otherwise).
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const PRISM_CLIENT_MODULE =
  require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

export default function pageWeightPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(_config, isServer) {
      const prismOnDemand = {
        resolve: {
          alias: { [`${PRISM_CLIENT_MODULE}$`]: require.resolve('./empty-client-module') },
        },
      };
      if (isServer || process.env.NODE_ENV !== 'production') return prismOnDemand;
      return {
        ...prismOnDemand,
        resolve: {
          alias: {
            ...prismOnDemand.resolve.alias,
          },
        },
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
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
