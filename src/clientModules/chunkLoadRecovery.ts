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

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const hydrated = document.documentElement.dataset.hasHydrated === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) {
      showFirstLoadBanner(event.reason, () => window.location.reload());
    }
  });
  installRouteChunkRetry();
}
