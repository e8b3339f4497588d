// react-dom ships no types and @types/react-dom is not installed; the site uses this one function.
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToStaticMarkup(
    node: ReactNode,
    options?: { identifierPrefix?: string },
  ): string;
}
