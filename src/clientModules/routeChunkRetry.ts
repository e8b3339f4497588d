// Loading a route's chunks again after they failed, on the first load and on client navigations.
//
// Each route's component is a react-loadable component (Docusaurus' ComponentCreator). When a load
// fails, react-loadable keeps the failed result in its closure and hands it to every later
// `preload()` and render: the bundler's runtime forgets a failed chunk (its installedChunks entry
// is reset), but the route never asks for it again. The only thing that starts a load over is an
// instance's `retry()`, and the stock Loading screen's Retry resets only the one component that
// rendered it, not the other routes of the branch (a docs page is four nested routes, with nine
// chunks between them). So here:
//
//  - every route component's `preload()` first forgets a failed load (through a throwaway,
//    never-mounted instance's `retry()`), then loads; a failed chunk never stays failed;
//  - `reloadRoute(pathname)` loads again every route of the branch (what @theme/Loading's Retry
//    runs before re-rendering);
//  - during a client navigation, a failed preload resolves, so the navigation completes and the
//    route's Loading screen shows the error with Retry (Docusaurus' PendingNavigation would reload
//    the window: offline, that is the browser's error page);
//  - on the first load, a failed preload waits: the page's static HTML stays, a banner says what
//    failed with Retry (and retries by itself when the browser comes back online), and once every
//    chunk has loaded the page hydrates, without a reload.
import routes from '@generated/routes';
import { matchPath } from '@docusaurus/router';
import { showFirstLoadBanner, whenRetryWanted, hideFirstLoadBanner } from './retryBanner';

interface LoadableInstance {
  retry(): void;
  setState(state: unknown): void;
}
interface LoadableComponent {
  preload?: () => Promise<unknown>;
  new (props: object): LoadableInstance;
}
interface RouteLike {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  component?: unknown;
  routes?: RouteLike[];
}

const originalPreload = new WeakMap<LoadableComponent, () => Promise<unknown>>();
/** Components whose last load failed (react-loadable still holds that failure). */
const failed = new WeakSet<LoadableComponent>();

function isHydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

/** Makes react-loadable drop a failed load: its next preload or render loads the chunks again. */
function forgetFailure(component: LoadableComponent): void {
  const instance = new component({});
  instance.setState = () => {}; // never mounted: nothing to update
  instance.retry();
  failed.delete(component);
}

/** Loads the component's chunks (again, if they failed before); rejects when one fails. */
function load(component: LoadableComponent): Promise<unknown> {
  const preload = originalPreload.get(component);
  if (!preload) return Promise.resolve(component.preload?.());
  if (failed.has(component)) forgetFailure(component);
  return preload.call(component).catch((error: unknown) => {
    failed.add(component);
    throw error;
  });
}

let firstLoadsInFlight = 0;
let firstLoadFailure: unknown;

/** One first-load attempt ended: once none is in flight, show what failed, or nothing. */
function firstLoadSettled(): void {
  if (--firstLoadsInFlight > 0) return;
  if (firstLoadFailure === undefined) {
    hideFirstLoadBanner();
    return;
  }
  showFirstLoadBanner(firstLoadFailure);
  firstLoadFailure = undefined;
}

/**
 * First load: on failure, wait for Retry (or the network) and load again, as often as needed.
 * The banner appears once every load of the attempt has ended, so one Retry asks for all of them.
 */
function loadBeforeHydration(component: LoadableComponent): Promise<unknown> {
  firstLoadsInFlight++;
  return load(component).then(
    (loaded) => {
      firstLoadSettled();
      return loaded;
    },
    (error: unknown) => {
      firstLoadFailure ??= error;
      const again = whenRetryWanted().then(() => loadBeforeHydration(component));
      firstLoadSettled();
      return again;
    },
  );
}

function patch(component: LoadableComponent): void {
  if (typeof component.preload !== 'function' || originalPreload.has(component)) return;
  originalPreload.set(component, component.preload);
  component.preload = () => {
    if (!isHydrated()) return loadBeforeHydration(component);
    return load(component).catch((error: unknown) => {
      console.warn('A page chunk failed to load; the page shows the error with Retry.', error);
      return undefined;
    });
  };
}

/** Patches the route's component, or, where the route table creates it on first read, then. */
function patchWhenRead(route: RouteLike): void {
  const descriptor = Object.getOwnPropertyDescriptor(route, 'component');
  const read = descriptor?.get;
  if (!descriptor || !read) {
    if (route.component) patch(route.component as LoadableComponent);
    return;
  }
  Object.defineProperty(route, 'component', {
    ...descriptor,
    get() {
      const component: unknown = read.call(route);
      if (component) patch(component as LoadableComponent);
      return component;
    },
  });
}

function patchRoutes(list: RouteLike[]): void {
  for (const route of list) {
    patchWhenRead(route);
    if (route.routes) patchRoutes(route.routes);
  }
}

/** The branch of routes a path renders, outermost first (react-router-config's matchRoutes). */
function matchBranch(list: RouteLike[], pathname: string, branch: RouteLike[] = []): RouteLike[] {
  for (const route of list) {
    const matched = route.path
      ? matchPath(pathname, { path: route.path, exact: route.exact, strict: route.strict })
      : true;
    if (matched) {
      branch.push(route);
      if (route.routes) matchBranch(route.routes, pathname, branch);
      break;
    }
  }
  return branch;
}

/**
 * Loads every chunk of the routes that render `pathname` (again where a load failed); rejects
 * with the first failure once all have ended. Used by @theme/Loading's Retry.
 */
export function reloadRoute(pathname: string = window.location.pathname): Promise<void> {
  const components = new Set<LoadableComponent>();
  for (const path of new Set([pathname, decodeURI(pathname)])) {
    for (const route of matchBranch(routes as RouteLike[], path)) {
      if (route.component) components.add(route.component as LoadableComponent);
    }
  }
  // Every load ends before the answer, so the next Retry finds none still in flight.
  return Promise.allSettled([...components].map(load)).then((results) => {
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
  });
}

export function installRouteChunkRetry(): void {
  patchRoutes(routes as RouteLike[]);
}
