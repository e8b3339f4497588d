// The banner shown while a first load cannot finish (the page's chunks failed before hydration):
// what failed, whether the browser is offline, and a Retry button. A retry is wanted when the
// reader clicks Retry or the browser comes back online; ./routeChunkRetry.ts waits for that.
const BANNER_ID = 'chunk-load-error';

let wanted: { promise: Promise<void>; resolve: () => void } | null = null;
let retryAction: () => void = requestRetry;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Resolves at the next Retry click or when the browser comes back online. */
export function whenRetryWanted(): Promise<void> {
  if (!wanted) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    wanted = { promise, resolve };
  }
  return wanted.promise;
}

function requestRetry(): void {
  const current = wanted;
  wanted = null;
  const button = document.querySelector<HTMLButtonElement>(`#${BANNER_ID} button`);
  if (button) {
    button.disabled = true;
    button.textContent = 'Loading…';
  }
  current?.resolve();
}

function message(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return isOffline()
    ? `You are offline, so this page did not finish loading (${detail}). It finishes by itself when the connection is back.`
    : `This page did not finish loading: ${detail}`;
}

/**
 * Shows (or updates) the banner. `onRetry` defaults to waking {@link whenRetryWanted}; pass
 * another action (a full reload) for failures nothing here can load again.
 */
export function showFirstLoadBanner(error: unknown, onRetry: () => void = requestRetry): void {
  retryAction = onRetry;
  let banner = document.getElementById(BANNER_ID);
  if (!banner) {
    banner = document.createElement('div');
    banner.id = BANNER_ID;
    banner.setAttribute('role', 'alert');
    banner.className = 'chunk-load-error';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'button button--primary button--sm';
    retry.addEventListener('click', () => retryAction());
    banner.append(document.createElement('p'), retry);
    document.body.prepend(banner);
  }
  banner.querySelector('p')!.textContent = message(error);
  const button = banner.querySelector('button')!;
  button.disabled = false;
  button.textContent = 'Retry';
  button.focus();
}

export function hideFirstLoadBanner(): void {
  document.getElementById(BANNER_ID)?.remove();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (wanted && retryAction === requestRetry) requestRetry();
  });
}
