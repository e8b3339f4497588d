/**
 * The playground's editor: use-editable (keyboard, selection, undo, indentation on a
 * contenteditable <pre>) with Prism's TSX highlighting in the site's theme, drawn with the same
 * class names and styles as prism-react-renderer's <Highlight> (whose bundle brings twenty
 * languages: see ./tsxPrism.ts). This is how react-live's own editor is made; importing react-live
 * would also bring its sucrase-based code runner, which the playground does not use (sizes:
 * bench-results/playground.md).
 */
import React, { useMemo, useRef, type KeyboardEvent } from 'react';
import { useEditable } from 'use-editable';
import type { PrismTheme } from 'prism-react-renderer';
import { themeToDict, tokenStyle } from '../../utils/prismTokens';
import { tsxLines } from './tsxPrism';

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
  const dict = useMemo(() => themeToDict(theme, 'tsx'), [theme]);
  const lines = useMemo(() => tsxLines(code), [code]);
  return (
    <pre
      ref={pre}
      className="prism-code language-tsx"
      style={dict.root}
      role="textbox"
      aria-multiline="true"
      aria-label={label}
      aria-describedby={describedBy}
      spellCheck={false}
      onKeyDownCapture={onKeyDownCapture}
    >
      {lines.map((line, i) => (
        <span key={i} className="token-line" style={dict.plain}>
          {line
            .filter((token) => !token.empty)
            .map((token, j) => (
              <span
                key={j}
                className={['token', ...token.types].join(' ')}
                style={tokenStyle(dict, token)}
              >
                {token.content}
              </span>
            ))}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
