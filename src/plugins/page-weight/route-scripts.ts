// Docusaurus lists a page's scripts from the lazy modules its server render used (react-loadable
// reports the route registry's module paths) looked up in .docusaurus/client-manifest.json. That
// manifest knows chunks by name or id, never by module path, so no route chunk is found: the HTML
// would list the runtime and main.js only, and the browser would ask for the page's own chunks
// after main.js has run, one round trip later. This plugin (client build) adds each lazy import's
// request to the manifest's origins, with the chunks that import loads; ./ssr-template.ts puts the
// scripts found that way before main.js. Invariant: every script a first load needs before
// hydration is in the page's HTML (tests/browser/page-weight.test.ts), which is what lets
// tests/build/first-load-budget.test.ts weigh a page from its HTML alone.
// The price: main.js runs only once every listed chunk has loaded or failed, so a stalled chunk
// holds it back as a stalled main.js would (src/clientModules/chunkLoadRecovery.ts removes a
// failed one). A 404 page lists the chunk of the not-found route, which an unknown /docs/… path
// does not use.
// Guard: ../patches/PATCHES.md (`route-scripts`).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Compiler } from 'webpack';
import { patchError } from '../patches/guard.cjs';

const NAME = 'page-weight-route-scripts';

interface Manifest {
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

interface ChunkGroupLike {
  origins?: readonly { request?: string | null }[];
  chunks: readonly { id?: string | number | null }[];
}

/** The manifest with `request → chunk ids` for every lazy import that is not in it yet. */
export function addImportOrigins(manifest: Manifest, groups: Iterable<ChunkGroupLike>): Manifest {
  const origins = { ...manifest.origins };
  for (const group of groups) {
    const ids = group.chunks
      .map((chunk) => (chunk.id === null || chunk.id === undefined ? '' : String(chunk.id)))
      .filter((id) => id && Object.hasOwn(manifest.assets, id));
    if (ids.length === 0) continue;
    for (const { request } of group.origins ?? []) {
      if (request && !Object.hasOwn(origins, request)) origins[request] = ids;
    }
  }
  return { ...manifest, origins };
}

export class RouteScriptsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    // After react-loadable-ssr-addon has written the manifest (at `emit`).
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      let manifest: Manifest;
      try {
        manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as Manifest;
      } catch {
        throw patchError('route-scripts', `${this.manifestPath} written before afterEmit`);
      }
      const groups = compilation.chunkGroups as unknown as Iterable<ChunkGroupLike>;
      const updated = addImportOrigins(manifest, groups);
      if (Object.keys(updated.origins).length === Object.keys(manifest.origins ?? {}).length) {
        throw patchError('route-scripts', 'lazy imports missing from client-manifest.json origins');
      }
      writeFileSync(this.manifestPath, JSON.stringify(updated, null, 2));
    });
  }
}
