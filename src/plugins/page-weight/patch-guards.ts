// Build-time proof that the page-weight patches of the client build applied (see
// ../patches/PATCHES.md): each alias or loader target is in the module graph, and every lazy chunk
// file is named `<natural id>.<build hash>.js`, which ./chunk-asset-filter.ts and
// src/clientModules/chunkLoadRecovery.ts read chunk ids from.
import type { Compiler } from 'webpack';
import { patchError } from '../patches/guard.cjs';

const NAME = 'page-weight-patch-guards';

export interface RequiredModule {
  patch: string;
  /** Absolute path of the module that is in the graph only when the patch applied. */
  file: string;
  /** What the patch hooks, for the error. */
  expected: string;
}

interface ModuleLike {
  nameForCondition?: () => string | null | undefined;
  resource?: string;
}

/** The required modules that are not among `resources`. */
export function missingModules(
  required: readonly RequiredModule[],
  resources: ReadonlySet<string>,
): RequiredModule[] {
  return required.filter(({ file }) => !resources.has(file));
}

const LAZY_CHUNK = /^assets\/js\/\d+\.[0-9a-f]{8}\.js$/;
const ENTRY_CHUNK = /^assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js$/;

/** Why the emitted JS files do not follow the naming the patches need, or undefined. */
export function chunkNamingProblem(assetNames: readonly string[]): string | undefined {
  const lazy = assetNames.filter(
    (name) => /^assets\/js\/.*\.js$/.test(name) && !ENTRY_CHUNK.test(name),
  );
  if (lazy.length === 0) return 'lazy chunks in assets/js/';
  const odd = lazy.find((name) => !LAZY_CHUNK.test(name));
  if (odd) return `lazy chunks named assets/js/<numeric id>.<8-hex build hash>.js, got ${odd}`;
  const hashes = new Set(lazy.map((name) => name.split('.')[1]));
  if (hashes.size !== 1) return `one build hash in every lazy chunk name, got ${hashes.size}`;
  return undefined;
}

export class PatchGuardsPlugin {
  constructor(private readonly required: readonly RequiredModule[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const resources = new Set<string>();
        for (const module of modules as Iterable<ModuleLike>) {
          const resource = module.nameForCondition?.() ?? module.resource;
          if (resource) resources.add(resource);
        }
        const [missing] = missingModules(this.required, resources);
        if (missing) throw patchError(missing.patch, missing.expected);
      });
    });
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const problem = chunkNamingProblem(compilation.getAssets().map((asset) => asset.name));
      if (problem) throw patchError('chunk-names', problem);
    });
  }
}
