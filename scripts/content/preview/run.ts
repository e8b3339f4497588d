// Runs `preview=` blocks with the committed playground runtime in a Node worker thread
// (./worker.mjs): the payload of the command's first reply or modal, or the library's own error
// at its line in the block, as the playground shows it. One worker per process, started on first
// use; a run that does not finish in RUN_TIMEOUT_MS (an endless loop) ends the worker.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RunRequest, RunResult } from '../../../src/components/Playground/protocol';

export type { RunResult } from '../../../src/components/Playground/protocol';

const RUN_TIMEOUT_MS = 10_000;

let worker: Promise<Worker> | undefined;
let nextId = 1;

function startWorker(siteDir: string): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const started = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { runtime: path.join(siteDir, 'static', 'playground', 'runtime.js') },
    });
    started.unref();
    const onError = (error: Error) => {
      worker = undefined;
      reject(error);
    };
    started.once('error', onError);
    started.once('message', () => {
      started.off('error', onError);
      resolve(started);
    });
  });
}

/** Runs one block's code; the worker is shared by the calls of a process. */
export async function runPreview(code: string, siteDir = process.cwd()): Promise<RunResult> {
  worker ??= startWorker(siteDir);
  const running = await worker;
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      running.off('message', onMessage);
      worker = undefined;
      void running.terminate();
      resolve({
        type: 'result',
        id,
        ok: false,
        error: {
          name: 'Error',
          message: `the command did not finish within ${RUN_TIMEOUT_MS / 1000} s`,
          stage: 'runtime',
        },
      });
    }, RUN_TIMEOUT_MS);
    function onMessage(result: RunResult) {
      if (result.id !== id) return;
      clearTimeout(timer);
      running.off('message', onMessage);
      resolve(result);
    }
    running.on('message', onMessage);
    const request: RunRequest = { type: 'run', id, code };
    running.postMessage(request);
  });
}

/** Ends the shared worker (the process can then exit at once). */
export async function stopPreviews(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await (await running).terminate();
}
