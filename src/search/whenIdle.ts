/**
 * Runs a background task (prefetching code or data) once the page has loaded and the browser is
 * idle, a few seconds later, so it never competes with the page's own first load. Skipped on
 * slow 2g connections and with data-saver on, like Docusaurus' own route prefetch.
 */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function isConstrainedConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** Schedules `task`; returns a function that cancels it if it has not run yet. */
export function whenIdleAfterLoad(task: () => void, delayMs = 3000): () => void {
  if (isConstrainedConnection()) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const runWhenIdle = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 2000 });
    else task();
  };
  const afterLoad = () => {
    timer = setTimeout(runWhenIdle, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
