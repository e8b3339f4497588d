/**
 * The playground's editor: use-editable (keyboard, selection, undo, indentation on a
 * contenteditable <pre>) with prism-react-renderer's highlighting in the site's theme. This is how
 * react-live's own editor is made; importing react-live would also bring its sucrase-based code
 * runner (11.9 kB gzip), which the playground does not use (it compiles in its worker).
 */
import React, { useRef, type KeyboardEvent } from 'react';
import { useEditable } from 'use-editable';
import { Highlight, type PrismTheme } from 'prism-react-renderer';

export interface CodeEditorProps {
  code: string;
  theme: PrismTheme;
  onChange: (code: string) => void;
  label: string;
  describedBy: string;
  onKeyDownCapture?: (event: KeyboardEvent) => void;
}

export default function CodeEditor({
  code,
  theme,
  onChange,
  label,
  describedBy,
  onKeyDownCapture,
}: CodeEditorProps): React.ReactNode {
  const pre = useRef<HTMLPreElement>(null);
  // use-editable reports the text with the trailing newline it keeps after the last line.
  useEditable(pre, (text) => onChange(text.slice(0, -1)), { indentation: 2 });
  return (
    <Highlight code={code} language="tsx" theme={theme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre
          ref={pre}
          className={className}
          style={style}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-describedby={describedBy}
          spellCheck={false}
          onKeyDownCapture={onKeyDownCapture}
        >
          {tokens.map((line, i) => (
            <span key={i} {...getLineProps({ line })}>
              {line
                .filter((token) => !token.empty)
                .map((token, j) => (
                  <span key={j} {...getTokenProps({ token })} />
                ))}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
