// The playground's worker (static/playground/runtime.js), one per page, inside a sandboxed frame
// (static/playground/sandbox.js): code from a shared `#code=` link runs in an opaque origin, with
// no access to the site's URLs, cookies or storage. Kept apart from ./runtime.ts so that the
// "Edit" button can start fetching it on pointer/focus intent, in parallel with the editor chunk,
// for a few bytes in the preview's code.
import { cachedPromise } from '../../lib/cachedPromise';
import { isFromSandbox, type FromSandbox, type RunRequest, type ToSandbox } from './protocol';
import stamp from './runtime.json';

/** How long the worker may take to start once its source is in the frame. */
const START_TIMEOUT_MS = 15_000;

export interface RuntimeChannel {
  run(request: RunRequest): void;
  /** Calls `listener` with each message of the worker until the returned function is called. */
  subscribe(listener: (message: FromSandbox) => void): () => void;
}

let baseUrl = '/';
let frame: HTMLIFrameElement | undefined;
const listeners = new Set<(message: FromSandbox) => void>();

const version = (sha256: string) => sha256.slice(0, 12);

function post(message: ToSandbox) {
  // The frame's origin is opaque ("null"): no target origin can name it.
  frame?.contentWindow?.postMessage(message, '*');
}

function onMessage(event: MessageEvent) {
  if (!frame || event.source !== frame.contentWindow || !isFromSandbox(event.data)) return;
  for (const listener of listeners) listener(event.data);
}

function subscribe(listener: (message: FromSandbox) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sandboxed frame, kept for the page's life (made anew only after a start that got no answer);
 * resolves once its script has run and listens.
 */
const sandbox = cachedPromise(
  () =>
    new Promise<void>((resolve) => {
      const script = new URL(
        `${baseUrl}playground/sandbox.js?v=${version(stamp.sandboxSha256)}`,
        location.href,
      );
      const created = document.createElement('iframe');
      created.sandbox.add('allow-scripts');
      created.srcdoc = `<!doctype html><script src="${script.href}"></script>`;
      created.hidden = true;
      created.title = 'Playground sandbox';
      created.tabIndex = -1;
      created.setAttribute('aria-hidden', 'true');
      created.setAttribute('data-playground-sandbox', '');
      created.addEventListener('load', () => resolve(), { once: true });
      window.addEventListener('message', onMessage);
      frame = created;
      document.body.append(created);
    }),
);

/** The text of runtime.js: fetched by the page (same-origin, cached), run by the frame as a blob. */
const runtimeSource = cachedPromise(async () => {
  const response = await fetch(`${baseUrl}playground/runtime.js?v=${version(stamp.bodySha256)}`);
  if (!response.ok) throw new Error(`the playground runtime did not load (${response.status})`);
  return response.text();
});

const channel: RuntimeChannel = { run: post, subscribe };

const worker = cachedPromise(async () => {
  const [source] = await Promise.all([runtimeSource.get(), sandbox.get()]);
  return new Promise<RuntimeChannel>((resolve, reject) => {
    const stop = subscribe((message) => {
      if (message.type === 'result') return;
      stop();
      clearTimeout(timer);
      if (message.type === 'ready') resolve(channel);
      else reject(new Error(message.message));
    });
    const timer = setTimeout(() => {
      stop();
      // No answer at all: the frame's script may not have loaded. Make a new frame next time.
      frame?.remove();
      frame = undefined;
      sandbox.reset();
      reject(new Error('the playground runtime did not start'));
    }, START_TIMEOUT_MS);
    post({ type: 'start', source });
  });
});

/** The worker, once it has said it is ready (started on the first call). */
export function startWorker(base: string): Promise<RuntimeChannel> {
  baseUrl = base;
  return worker.get();
}

/** Ends the worker (a run that does not finish); the next `startWorker` starts a new one. */
export function restartWorker() {
  post({ type: 'stop' });
  worker.reset();
}

/** Loads the runtime ahead of the first run (on intent to "Edit", on "Edit", on /playground). */
export function preloadRuntime(base: string): Promise<unknown> {
  return startWorker(base).catch(() => restartWorker());
}
