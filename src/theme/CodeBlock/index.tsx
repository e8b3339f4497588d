// Wraps the stock CodeBlock only to hand the block's build-time Prism tokens (the `data-tokens`
// prop that src/plugins/prerender-code adds) to @theme/CodeBlock/Content, which renders them.
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { PrerenderedTokens } from './prerendered';

export default function CodeBlockWithTokens({
  'data-tokens': tokens,
  ...props
}: Props & { 'data-tokens'?: string }): React.ReactNode {
  return (
    <PrerenderedTokens.Provider value={tokens}>
      <CodeBlock {...props} />
    </PrerenderedTokens.Provider>
  );
}
