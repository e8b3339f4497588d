// The page's side of the playground runtime (static/playground/runtime.js, a module worker built
// by `npm run playground:bundle`): one worker per page, one run at a time, restarted when a run
// does not finish (an endless loop in the edited code).
import type { RunResult } from '../../../scripts/playground-runtime/browser/worker';
import { restartWorker as restart, startWorker as start } from './runtimeWorker';

export { preloadRuntime } from './runtimeWorker';

export type { RunError, RunResult } from '../../../scripts/playground-runtime/browser/worker';

const RUN_TIMEOUT_MS = 3000;

let nextId = 1;

/** Compiles and runs `code` in the worker: the payload of its first reply/modal, or its error. */
export async function runCommand(baseUrl: string, code: string): Promise<RunResult> {
  const id = nextId++;
  let running: Worker;
  try {
    running = await start(baseUrl);
  } catch (error) {
    restart();
    const message = error instanceof Error ? error.message : String(error);
    return { id, ok: false, error: { name: 'Error', message, stage: 'runtime' } };
  }
  return new Promise<RunResult>((resolve) => {
    const timer = setTimeout(() => {
      running.removeEventListener('message', onMessage);
      restart();
      resolve({
        id,
        ok: false,
        error: {
          name: 'Error',
          message: `The command did not finish within ${RUN_TIMEOUT_MS / 1000} s.`,
          stage: 'runtime',
        },
      });
    }, RUN_TIMEOUT_MS);
    function onMessage(event: MessageEvent<RunResult>) {
      if (event.data?.id !== id) return;
      clearTimeout(timer);
      running.removeEventListener('message', onMessage);
      resolve(event.data);
    }
    running.addEventListener('message', onMessage);
    running.postMessage({ id, code });
  });
}
