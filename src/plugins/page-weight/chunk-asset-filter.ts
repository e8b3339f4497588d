// With one build hash in every lazy chunk's URL (see ./index.ts), Docusaurus' `__webpack_require__.gca`
// no longer marks a chunk name that has no chunk of its own (its module was merged into another
// chunk) with an `undefined` in the URL, which is how its route prefetch skips such names
// (@docusaurus/core/lib/client/docusaurus.js). This runtime code, run after Docusaurus' own,
// restores that mark: every real chunk is named by its numeric id.
import type { Compiler } from 'webpack';

const NAME = 'page-weight-chunk-asset-filter';

export const FILTER_CODE = `var getChunkAsset = __webpack_require__.gca;
__webpack_require__.gca = function (chunkName) {
  var url = getChunkAsset(chunkName);
  return /\\/\\d+\\.[0-9a-f]+\\.js$/.test(url) ? url : 'undefined';
};`;

export class ChunkAssetFilterPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeModule } = compiler.webpack;
    class ChunkAssetFilterModule extends RuntimeModule {
      constructor() {
        // After Docusaurus' ChunkAssetRuntimeModule (STAGE_ATTACH) has defined `gca`.
        super('ChunkAssetFilter', RuntimeModule.STAGE_TRIGGER);
      }
      override generate(): string {
        return FILTER_CODE;
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetFilterModule());
      });
    });
  }
}
