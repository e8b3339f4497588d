// A worker thread that hosts the committed playground runtime (static/playground/runtime.js, a
// browser worker script) in Node, so check:mdx runs a `preview=` block with the library's own code
// and no CommandKit checkout. It gives the runtime what a browser worker gives it: `addEventListener`
// / `postMessage`, and `Blob` + `URL.createObjectURL` for the modules it builds at run time (here
// files in a scratch folder, which Node imports; their stack lines name them as the runtime expects).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const scratch = mkdtempSync(path.join(tmpdir(), 'check-mdx-preview-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let modules = 0;

class SourceBlob {
  constructor(parts) {
    this.source = parts.join('');
  }
}
globalThis.Blob = SourceBlob;
URL.createObjectURL = (blob) => {
  const file = path.join(scratch, `module-${modules++}.mjs`);
  writeFileSync(file, blob.source);
  return pathToFileURL(file).href;
};

let onMessage;
globalThis.addEventListener = (type, listener) => {
  if (type === 'message') onMessage = listener;
};
let ready;
const started = new Promise((resolve) => (ready = resolve));
globalThis.postMessage = (message) => {
  if (message?.type === 'ready') ready(message);
  else parentPort.postMessage(message);
};

await import(pathToFileURL(workerData.runtime).href);
const hello = await started;
parentPort.postMessage({ type: 'ready', commit: hello.commit });
parentPort.on('message', (request) => onMessage({ data: request }));
