// The playground's worker (static/playground/runtime.js), one per page. Kept apart from
// ./runtime.ts so that the "Edit" button can start fetching it on pointer/focus intent, in
// parallel with the editor chunk, for a few bytes in the preview's code.
import stamp from './runtime.json';

let worker: Worker | undefined;
let ready: Promise<Worker> | undefined;

export function startWorker(baseUrl: string): Promise<Worker> {
  ready ??= new Promise<Worker>((resolve, reject) => {
    const url = `${baseUrl}playground/runtime.js?v=${stamp.bodySha256.slice(0, 12)}`;
    const created = new Worker(url, { type: 'module', name: 'commandkit-playground' });
    created.addEventListener(
      'error',
      (event) => reject(new Error(event.message || 'the playground runtime did not load')),
      { once: true },
    );
    created.addEventListener('message', () => resolve(created), { once: true });
    worker = created;
  });
  return ready;
}

export function restartWorker() {
  worker?.terminate();
  worker = undefined;
  ready = undefined;
}

/** Loads the runtime ahead of the first run (on intent to "Edit", on "Edit", on /playground). */
export function preloadRuntime(baseUrl: string): Promise<unknown> {
  return startWorker(baseUrl).catch(() => restartWorker());
}
