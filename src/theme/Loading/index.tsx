// Wraps the stock loader for its error state:
//  - the stock box is white on #fa383e (3.6:1, below WCAG AA) and half the screen wide on phones;
//  - the stock Retry loads again only the one route component that rendered this screen, while
//    the other routes of the page keep their failed chunks: here Retry loads every chunk of the
//    page's routes again (src/clientModules/routeChunkRetry.ts), then renders;
//  - offline, it says so and retries by itself when the browser is back online.
// The spinner stays stock.
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import OriginalLoading from '@theme-original/Loading';
import type { LoadingComponentProps as Props } from 'react-loadable';
import { reloadRoute } from '@site/src/clientModules/routeChunkRetry';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }): ReactNode {
  const online = useOnline();
  const [shown, setShown] = useState(error);
  const [busy, setBusy] = useState(false);
  const attempt = useRef(0);
  const reload = useCallback(() => {
    const current = ++attempt.current;
    setBusy(true);
    reloadRoute().then(retry, (failure: unknown) => {
      if (attempt.current !== current) return;
      setShown(failure);
      setBusy(false);
    });
  }, [retry]);
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);
  return (
    <div role="alert" className="chunk-load-error page-load-error">
      {!online && <p>You are offline. This page loads as soon as the connection is back.</p>}
      <p>This page could not be loaded: {String(shown)}</p>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={reload}
        disabled={busy}
      >
        {busy ? 'Loading…' : 'Retry'}
      </button>
    </div>
  );
}

export default function Loading(props: Props): ReactNode {
  if (!props.error) return <OriginalLoading {...props} />;
  return <LoadError error={props.error} retry={props.retry} />;
}
