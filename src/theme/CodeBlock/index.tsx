// Copy of @docusaurus/theme-classic src/theme/CodeBlock/index.tsx (reviewed at 3.8.1, 3.10.2;
// tests/unit/ejected-copies.test.ts fails when the installed stock file is another one).
// Ejected from theme-classic to hand the block's build-time Prism tokens (the `data-tokens` prop
// that src/plugins/prerender-code adds) to @theme/CodeBlock/Content, and to drop stock's rebuild of
// every block after hydration (`key={String(isBrowser)}`): since Docusaurus 3.8 the colour mode
// changes only in an effect after hydration, so a reader's own mode arrives as an ordinary update.
// (A block inside stock Tabs is still rebuilt: Tabs remounts its panels the same way.)
import React, { isValidElement } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { PrerenderedTokens } from './prerendered';

/** The children as one string when they are only text (so the block can be copied). */
function maybeStringifyChildren(children: React.ReactNode): React.ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  'data-tokens': tokens,
  children: rawChildren,
  ...props
}: Props & { 'data-tokens'?: string }): React.ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <PrerenderedTokens.Provider value={tokens}>
      <Content {...props}>{children as string}</Content>
    </PrerenderedTokens.Provider>
  );
}
