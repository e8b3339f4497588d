// Copy of @docusaurus/theme-classic src/theme/CodeBlock/Content/index.tsx (reviewed at 3.8.1, 3.10.2;
// tests/unit/ejected-copies.test.ts fails when the installed stock file is another one).
// Ejected from theme-classic only to render the tokens worked out at build time
// (./../prerendered.ts) instead of running Prism in the browser; markup and styles are unchanged.
import React, { forwardRef, useContext, useMemo, type ComponentProps } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import { themeToDict, tokenStyle, type Token } from '../../../utils/prismTokens';
import { PrerenderedTokens, decodeLines, plainLines } from '../prerendered';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    // Focusable, so that a keyboard can scroll a long line (as stock Docusaurus does).
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));

function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({ className: classNameProp }: Props): React.ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const encoded = useContext(PrerenderedTokens);
  const prismTheme = usePrismTheme();
  const { code, lineNumbersStart, lineClassNames } = metadata;
  const language = metadata.language.toLowerCase();
  const lines = useMemo(() => decodeLines(encoded, code) ?? plainLines(code), [encoded, code]);
  const dict = useMemo(() => themeToDict(prismTheme, language), [prismTheme, language]);
  const getLineProps = ({ className }: { line: Token[]; className?: string }) => ({
    className: clsx('token-line', className),
    style: dict.plain,
  });
  const getTokenProps = ({ token }: { token: Token }) => ({
    className: clsx('token', ...token.types),
    children: token.content,
    style: tokenStyle(dict, token),
  });
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}
      style={dict.root}
    >
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
