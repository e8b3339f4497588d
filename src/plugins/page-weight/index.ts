// Trims what every page downloads before it can hydrate (issue 15). Each change is measured by
// `npm run bench`; see scripts/bench and bench-results/.
//
// 1. No Prism in the browser: code blocks are highlighted at build time (src/plugins/prerender-code)
//    and theme-classic's client module that registers Prism's extra languages is replaced by an
//    empty one (it put Prism, ~15 kB gzip, in the main bundle of every page).
// 2. Lazy chunks are named by id only: with `[name]` in the file name, the runtime carries a
//    chunk-name table for all ~1,100 chunks (random hashes, which gzip cannot shrink).
// 3. The client copy of the chunk registry drops the module paths, which only server-side
//    rendering reads (react-loadable reports them while collecting a page's chunks).
// 4. The browser runs Preact (`preact/compat`) in place of React DOM: ~60 kB gzip less on every
//    page. Pages are still rendered to HTML by React at build time and Preact hydrates them; the
//    dev server keeps React (and its warnings). tests/browser exercise every interactive part on
//    the production build.
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const PRISM_CLIENT_MODULE =
  require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

// `react`, `react-dom` and their subpaths (`react/jsx-runtime`, `react-dom/client`): Docusaurus
// aliases both names to folders, so the same keys are replaced here.
const PREACT_COMPAT = dirname(require.resolve('preact/compat/package.json'));

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
            react: PREACT_COMPAT,
            'react-dom': PREACT_COMPAT,
          },
        },
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
