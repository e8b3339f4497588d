// Docusaurus hydrates a page only once all of its chunks have loaded. When one fails on the first
// load (a flaky network, or a deploy that replaced the files), the page stays static and silent.
// This shows the error and a Retry button instead. Failures during client-side navigations are
// handled by ./routeChunkRetry.ts (installed from here, so the site config lists one module).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { installRouteChunkRetry } from './routeChunkRetry';

const BANNER_ID = 'chunk-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(reason.message))
  );
}

function showRetryBanner(error: Error): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'alert');
  banner.className = 'chunk-load-error';
  const text = document.createElement('p');
  text.textContent = `This page did not finish loading: ${error.message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  banner.append(text, retry);
  document.body.prepend(banner);
  retry.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const hydrated = document.documentElement.dataset.hasHydrated === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) showRetryBanner(event.reason);
  });
  installRouteChunkRetry();
}
