// The playground's sandbox frame (static/playground/sandbox.js): the page creates it as an
// `<iframe sandbox="allow-scripts">`, so it has an opaque origin, and the code it runs cannot read
// the site's URLs, cookies or storage, whatever a shared `#code=` link holds. An opaque-origin
// document can start a worker only from a blob: URL it made itself, so the page posts the text of
// runtime.js (which it fetched, same-origin and cached) and this frame makes the worker
// from it. It then relays messages both ways unchanged, and ends the worker when asked (a run that
// does not finish); the blob stays, so the next start needs no network.
import type { FromSandbox, ToSandbox } from '../../../src/components/Playground/protocol';

let source: string | undefined;
let worker: Worker | undefined;

const toPage = (message: FromSandbox) => parent.postMessage(message, '*');

function startWorker(from: string) {
  worker?.terminate();
  // Classic, not `type: 'module'`: Chromium does not start a module worker from a blob: URL of an
  // opaque origin (the error event carries no message). The runtime is a classic script anyway.
  const started = new Worker(from, { name: 'commandkit-playground' });
  started.addEventListener('message', (event: MessageEvent<FromSandbox>) => toPage(event.data));
  started.addEventListener('error', (event) =>
    toPage({ type: 'failed', message: event.message || 'the playground runtime did not load' }),
  );
  worker = started;
}

addEventListener('message', (event: MessageEvent<ToSandbox>) => {
  if (event.source !== parent) return;
  const message = event.data;
  if (message.type === 'start') {
    source ??= URL.createObjectURL(new Blob([message.source], { type: 'text/javascript' }));
    startWorker(source);
  } else if (message.type === 'stop') {
    worker?.terminate();
    worker = undefined;
  } else worker?.postMessage(message);
});
