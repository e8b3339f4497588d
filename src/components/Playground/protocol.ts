// The messages of the playground runtime, one module for both ends. The page (./runtimeWorker.ts,
// ./runtime.ts) talks to a sandboxed frame (scripts/playground-runtime/browser/sandbox.ts), which
// starts the runtime worker (scripts/playground-runtime/browser/worker.ts) and relays its messages
// both ways unchanged. Every message carries `type`, so each end can tell them apart.

/** Page → worker: compile and run `code`; the answer is the `RunResult` with the same `id`. */
export interface RunRequest {
  type: 'run';
  id: number;
  code: string;
}

export interface RunError {
  name: string;
  message: string;
  /** 1-based line in the edited code, when the error can be traced to it. */
  line?: number;
  column?: number;
  /** `syntax`: the code did not compile; `import`: an import failed; `runtime`: it threw. */
  stage: 'syntax' | 'import' | 'runtime';
}

/** Worker → page: the payload of the first reply or modal, or the error. */
export type RunResult =
  | {
      type: 'result';
      id: number;
      ok: true;
      kind: 'message' | 'modal';
      payload: unknown;
      method: string;
    }
  | { type: 'result'; id: number; ok: false; error: RunError };

/** Worker → page, once, when its modules have loaded and it listens for runs. */
export interface RuntimeReady {
  type: 'ready';
  /** The CommandKit commit the runtime was built from. */
  commit: string;
}

/** Frame → page: the worker could not start (its script failed to load or to evaluate). */
export interface RuntimeFailed {
  type: 'failed';
  message: string;
}

/**
 * Page → frame: start the worker from this source (the text of static/playground/runtime.js),
 * ending the one running. The frame keeps the first source it gets, so a restart needs no network.
 */
export interface StartRuntime {
  type: 'start';
  source: string;
}

/** Page → frame: end the worker (a run that does not finish); a later `start` makes a new one. */
export interface StopRuntime {
  type: 'stop';
}

export type ToSandbox = StartRuntime | StopRuntime | RunRequest;
export type FromWorker = RuntimeReady | RunResult;
export type FromSandbox = FromWorker | RuntimeFailed;

const TYPES: ReadonlySet<string> = new Set<FromSandbox['type']>(['ready', 'result', 'failed']);

/** Narrows what arrived from the frame to a message of this protocol. */
export function isFromSandbox(data: unknown): data is FromSandbox {
  return (
    typeof data === 'object' &&
    data !== null &&
    TYPES.has(String((data as { type?: unknown }).type))
  );
}
