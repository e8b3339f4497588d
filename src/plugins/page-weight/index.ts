// Trims what every page downloads before it can hydrate (issue 15). Each change is measured by
// `npm run bench`; see scripts/bench and bench-results/.
//
// 1. Prism's extra languages are registered by @theme/CodeBlock (src/theme/CodeBlock) when a
//    page with code loads, not by theme-classic's client module, which put Prism (~15 kB gzip)
//    in the main bundle of every page, the home page included.
// 2. Lazy chunks are named by id only: with `[name]` in the file name, the runtime carries a
//    chunk-name table for all ~1,100 chunks (random hashes, which gzip cannot shrink).
// 3. The client copy of the chunk registry drops the module paths, which only server-side
//    rendering reads (react-loadable reports them while collecting a page's chunks).
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
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        module: {
          rules: [
            {
              test: join(context.generatedFilesDir, 'registry.js'),
              use: [{ loader: require.resolve('./client-registry-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
