/**
 * LOCAL ADDITION (see index.tsx): makes DocSearch's "Unable to fetch results" screen work.
 *
 * With @docsearch/react 3.9.0 + @algolia/autocomplete-core 1.17.9 + React 18/19, the screen
 * never shows: DocSearch's `.catch` sets status 'error' when the client rejects with a
 * `RetryError`, but autocomplete's `.finally` sets 'idle' a few microtasks later, React batches
 * both, and the modal renders "No results" instead; the rejection then escapes as an uncaught
 * error. This wrapper lets DocSearch's own handler see the error, then keeps the request
 * pending (so nothing resets the status and nothing is left unhandled), and re-asserts the
 * error after autocomplete's stall timer. The next keystroke starts a fresh request as usual.
 * Other errors resolve as "no hits" (logged), again without an uncaught rejection.
 */

/** autocomplete-core's default stallThreshold (ms). */
const STALL_THRESHOLD = 300;

type SearchFn = (...args: never[]) => Promise<unknown>;

interface ClientLike {
  search: SearchFn;
}

const EMPTY = {
  results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query: '', params: '' }],
};

export function keepErrorStatus<T extends ClientLike>(client: T): T {
  let generation = 0;
  const search = (...args: never[]) => {
    const mine = ++generation;
    const promise = client.search(...args);
    return {
      then: (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) =>
        promise.then(onFulfilled, onRejected),
      finally: (onFinally?: () => void) => promise.finally(onFinally),
      catch: (onRejected: (error: unknown) => unknown) =>
        new Promise((resolve) => {
          promise.then(resolve, (error: unknown) => {
            if ((error as Error | null)?.name !== 'RetryError') {
              console.error('Search failed', error);
              resolve(EMPTY);
              return;
            }
            const report = () => {
              try {
                onRejected(error); // DocSearch: setStatus('error'), then rethrows
              } catch {
                /* expected: handled here */
              }
            };
            report();
            // The stall timer of this (never settled) request fires later: keep 'error'.
            setTimeout(() => {
              if (generation === mine) report();
            }, STALL_THRESHOLD + 20);
            // Never settle: settling would let autocomplete reset the status to 'idle'.
          });
        }),
    };
  };
  return { ...client, search: search as unknown as T['search'] };
}
