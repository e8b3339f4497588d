// Docusaurus prefetches the chunks of every internal link as soon as the link scrolls into view.
// On a docs page that is dozens of links at once (sidebar, table of contents, text), and each
// prefetch scans the whole route table, all while the page is starting up: on an API page it was
// most of Lighthouse's blocking time. The same prefetches run here, in order, but only after the
// page has loaded and in short idle slices. Hover/touch preloading is unchanged.

type Prefetch = (routePath: string) => unknown;
interface DocusaurusGlobal {
  prefetch: Prefetch;
}

/** Run prefetches for at most this long per idle callback (ms): far from a 50 ms long task. */
const SLICE_MS = 4;

const queue: string[] = [];
let draining = false;

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 100);
}

function drain(prefetch: Prefetch): void {
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < SLICE_MS) prefetch(queue.shift()!);
  if (queue.length > 0) whenIdle(() => drain(prefetch));
  else draining = false;
}

function startDraining(prefetch: Prefetch): void {
  if (draining) return;
  draining = true;
  const start = () => whenIdle(() => drain(prefetch));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** `window.docusaurus` with `prefetch` queued (the original object is frozen, so it is replaced). */
export function withDeferredPrefetch<T extends DocusaurusGlobal>(docusaurus: T): T {
  if ((docusaurus.prefetch as { deferred?: true }).deferred) return docusaurus;
  const prefetch = docusaurus.prefetch;
  const deferred = Object.assign(
    (routePath: string) => {
      queue.push(routePath);
      startDraining(prefetch);
      return true;
    },
    { deferred: true as const },
  );
  return Object.freeze({ ...docusaurus, prefetch: deferred });
}

// Runs before the first links can report being visible (their observers start after the render).
export function onRouteUpdate(): void {
  if (typeof window === 'undefined') return;
  const scope = window as { docusaurus?: DocusaurusGlobal };
  if (scope.docusaurus) scope.docusaurus = withDeferredPrefetch(scope.docusaurus);
}
