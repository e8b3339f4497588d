// Wraps the stock loader only for its error state: the stock box is white on #fa383e (3.6:1, below
// WCAG AA) and half the screen wide on phones. Same text and Retry; the spinner stays stock.
import React, { type ReactNode } from 'react';
import OriginalLoading from '@theme-original/Loading';
import type { LoadingComponentProps as Props } from 'react-loadable';

export default function Loading(props: Props): ReactNode {
  if (!props.error) return <OriginalLoading {...props} />;
  return (
    <div role="alert" className="chunk-load-error page-load-error">
      <p>This page could not be loaded: {String(props.error)}</p>
      <button type="button" className="button button--primary button--sm" onClick={props.retry}>
        Retry
      </button>
    </div>
  );
}
