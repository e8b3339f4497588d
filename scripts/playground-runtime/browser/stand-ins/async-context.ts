// Stand-in for CommandKit's `context/async-context`: the components only ask it for the running
// CommandKit's event interceptor. There is no bot (and no AsyncLocalStorage) in the browser, so
// there is never a context and the "instance" is one object holding the stand-in interceptor.
import { eventInterceptor } from './event-interceptor';

const commandkit = { eventInterceptor };

export function getContext(): undefined {
  return undefined;
}

export function exitContext<T>(fn: () => T): T {
  return fn();
}

export function getCommandKit(): typeof commandkit {
  return commandkit;
}
