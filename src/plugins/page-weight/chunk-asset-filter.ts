// Docusaurus' route prefetch (@docusaurus/core/lib/client/docusaurus.js) asks `__webpack_require__.gca`
// for the URL of each chunk a route needs and skips a name whose URL contains `undefined`. This
// runtime code, run after Docusaurus' own `gca`, answers `undefined` for three more kinds of name,
// so that each chunk is prefetched at most once and only when the page lacks it:
// - a name that has no chunk of its own (its module was merged into another chunk): with one build
//   hash in every lazy chunk's URL (see ./index.ts) Docusaurus' `gca` no longer marks those, and
//   every real chunk is named by its numeric id;
// - a chunk the page already has (it is in the bundler's chunk-loading array);
// - a chunk already prefetched: each route's prefetch names the chunks of its parent routes too,
//   so every link in view would ask for the same chunks again.
// Two costs: a chunk still downloading for a hover's preload is not in the array yet and may be
// prefetched as well; and a prefetch that failed is not asked for again by another route's
// prefetch. Navigation loads its chunks itself, so neither can leave a page without one.
// Guards: ../patches/PATCHES.md (`chunk-asset-filter`, `chunk-names`).
import type { Compiler } from 'webpack';

const NAME = 'page-weight-chunk-asset-filter';

/** The runtime code; `chunkLoadingGlobal` is the bundler's `self[…]` array of delivered chunks. */
export function filterCode(chunkLoadingGlobal: string): string {
  return `var getChunkAsset = __webpack_require__.gca;
var prefetched = {};
function delivered(id) {
  var pushed = self[${JSON.stringify(chunkLoadingGlobal)}] || [];
  for (var i = 0; i < pushed.length; i++) {
    for (var j = 0; j < pushed[i][0].length; j++) if (String(pushed[i][0][j]) === id) return true;
  }
  return false;
}
__webpack_require__.gca = function (chunkName) {
  var url = getChunkAsset(chunkName);
  var id = /\\/(\\d+)\\.[0-9a-f]+\\.js$/.exec(url);
  if (!id || prefetched[url] || delivered(id[1])) return 'undefined';
  prefetched[url] = true;
  return url;
};`;
}

export class ChunkAssetFilterPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeModule } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const code = filterCode(String(compilation.outputOptions.chunkLoadingGlobal));
      class ChunkAssetFilterModule extends RuntimeModule {
        constructor() {
          // After Docusaurus' ChunkAssetRuntimeModule (STAGE_ATTACH) has defined `gca`.
          super('ChunkAssetFilter', RuntimeModule.STAGE_TRIGGER);
        }
        override generate(): string {
          return code;
        }
      }
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetFilterModule());
      });
    });
  }
}
