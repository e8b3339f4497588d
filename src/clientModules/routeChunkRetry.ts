// When a page's chunks fail to load during a client-side navigation, Docusaurus' navigation
// (PendingNavigation) reloads the whole window; offline, that leaves the reader on a page without
// JavaScript or on the browser's error page. Here a failed route preload resolves instead, so the
// navigation completes and the route's loader renders @theme/Loading with the error and a Retry
// button, which loads the chunks again. Before hydration failures are left alone: the first-load
// recovery (./chunkLoadRecovery.ts) handles those.
import routes from '@generated/routes';

type Preloadable = { preload?: () => Promise<unknown> };
type RouteLike = { component?: unknown; routes?: RouteLike[] };

const patched = new WeakSet<object>();

function isHydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

function keepNavigationOnFailure(component: Preloadable): void {
  const preload = component.preload;
  if (typeof preload !== 'function' || patched.has(component)) return;
  patched.add(component);
  component.preload = () =>
    preload.call(component).catch((error: unknown) => {
      if (!isHydrated()) throw error;
      console.warn('A page chunk failed to load; the page shows the error with Retry.', error);
      return undefined;
    });
}

function patchRoutes(list: RouteLike[]): void {
  for (const route of list) {
    if (route.component) keepNavigationOnFailure(route.component as Preloadable);
    if (route.routes) patchRoutes(route.routes);
  }
}

export function installRouteChunkRetry(): void {
  patchRoutes(routes as RouteLike[]);
}
