// The page's side of the playground runtime (static/playground/runtime.js, a worker built
// by `npm run playground:bundle`, in a sandboxed frame): one worker per page, one run at a time,
// restarted when a run does not finish (an endless loop in the edited code).
import type { RunResult } from './protocol';
import {
  restartWorker as restart,
  startWorker as start,
  type RuntimeChannel,
} from './runtimeWorker';

export { preloadRuntime } from './runtimeWorker';

export type { RunError, RunResult } from './protocol';

const RUN_TIMEOUT_MS = 3000;

let nextId = 1;

const failure = (id: number, message: string): RunResult => ({
  type: 'result',
  id,
  ok: false,
  error: { name: 'Error', message, stage: 'runtime' },
});

/** Compiles and runs `code` in the worker: the payload of its first reply/modal, or its error. */
export async function runCommand(baseUrl: string, code: string): Promise<RunResult> {
  const id = nextId++;
  let running: RuntimeChannel;
  try {
    running = await start(baseUrl);
  } catch (error) {
    restart();
    return failure(id, error instanceof Error ? error.message : String(error));
  }
  return new Promise<RunResult>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      restart();
      resolve(failure(id, `The command did not finish within ${RUN_TIMEOUT_MS / 1000} s.`));
    }, RUN_TIMEOUT_MS);
    const stop = running.subscribe((message) => {
      if (message.type !== 'result' || message.id !== id) return;
      clearTimeout(timer);
      stop();
      resolve(message);
    });
    running.run({ type: 'run', id, code });
  });
}
