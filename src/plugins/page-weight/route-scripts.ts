// Docusaurus lists a page's scripts from the lazy modules its server render used (react-loadable
// reports the route registry's module paths) looked up in .docusaurus/client-manifest.json. That
// manifest knows chunks by name or id, never by module path, so no route chunk is ever found: a
// page's HTML lists the runtime and main.js only, and the browser asks for the page's own chunks
// after main.js has downloaded and run, one more round trip before the page hydrates. This plugin
// (client build) adds each lazy import's request to the manifest's origins, with the chunks that
// import loads; ./ssr-template.ts puts the scripts found that way before main.js.
// The price: main.js runs only once every listed chunk has loaded or failed. A chunk whose request
// stalls (neither) holds it back as long as the browser waits, as a stalled main.js would; before,
// the bundler gave up on a chunk after 2 minutes and the page showed its Retry banner. A 404 page
// lists the chunk of the not-found route, which an unknown /docs/… path does not use (1.6 kB).
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
