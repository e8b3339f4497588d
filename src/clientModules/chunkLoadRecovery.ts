// Docusaurus hydrates a page only once all of its chunks have loaded. When one fails on the first
// load (a flaky network, or a deploy that replaced the files), the page would stay static and
// silent. ./routeChunkRetry.ts (installed from here, so the site config lists one module) makes
// every route chunk loadable again and, on the first load, shows the error with a Retry button
// that loads the failed chunks again without a reload (./retryBanner.ts). Any other chunk that
// fails before hydration gets the same banner, whose Retry reloads the page.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { installRouteChunkRetry } from './routeChunkRetry';
import { showFirstLoadBanner } from './retryBanner';

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(reason.message))
  );
}

/** Chunk ids the page's scripts have delivered to the bundler's runtime so far. */
function deliveredChunkIds(): Set<string> {
  const ids = new Set<string>();
  const scope = self as unknown as Record<string, unknown>;
  for (const key of Object.keys(scope)) {
    const pushed = key.startsWith('webpackChunk') ? scope[key] : undefined;
    if (!Array.isArray(pushed)) continue;
    for (const [chunkIds] of pushed as [unknown[]][])
      for (const id of chunkIds) ids.add(String(id));
  }
  return ids;
}

/**
 * The page's HTML lists its route chunks (src/plugins/page-weight/route-scripts.ts). One that
 * failed to load must go: the bundler would reuse its element, whose error has already fired, and
 * wait two minutes for it; without it, the bundler fetches the chunk again.
 */
function removeFailedChunkScripts(): void {
  const delivered = deliveredChunkIds();
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[defer][src]')) {
    const id = /\/(\d+)\.[^/]*\.js$/.exec(script.getAttribute('src') ?? '')?.[1];
    if (id !== undefined && !delivered.has(id)) script.remove();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  removeFailedChunkScripts();
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const hydrated = document.documentElement.dataset.hasHydrated === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) {
      showFirstLoadBanner(event.reason, () => window.location.reload());
    }
  });
  installRouteChunkRetry();
}
