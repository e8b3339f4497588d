/**
 * An editable command and its Discord preview: the code is run by CommandKit's own JSX runtime in
 * the playground worker (./runtime.ts) 150 ms after typing pauses. Loaded only on "Edit" and on
 * /playground, so no page pays for the editor, the compiler or the runtime up front.
 */
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePrismTheme } from '@docusaurus/theme-common';
import { PayloadPreview } from '../DiscordPreview/PayloadPreview';
import { toggleSelectMenu } from '../DiscordPreview/selectMenu';
import type { ApiMessage, ApiModal, PreviewKind } from '../DiscordPreview/api';
import CodeEditor from './CodeEditor';
import { preloadRuntime, runCommand, type RunError } from './runtime';
import '../DiscordPreview/styles.css';
import styles from './styles.module.css';

const DEBOUNCE_MS = 150;

interface Shown {
  kind: PreviewKind;
  payload: ApiMessage | ApiModal;
}

export interface LiveExampleProps {
  /** The code to start from. Read once: to start over, remount with a new `key`. */
  code: string;
  /** The preview's caption (as on the page). */
  caption: string;
  /** What the editor is, for assistive technology ("Code of src/app/commands/purge.tsx"). */
  label: string;
  onChange?: (code: string) => void;
  /** Focus the editor once it is there (after "Edit"). */
  autoFocus?: boolean;
  /** Side by side on wide screens (the playground page). */
  layout?: 'stacked' | 'split';
}

function where(error: RunError): string {
  if (!error.line) return '';
  return error.column ? `line ${error.line}:${error.column}` : `line ${error.line}`;
}

/** Escape, then Tab, leaves the editor (Tab alone indents, as in a code editor). */
function useEscapeThenTab() {
  const escaped = useRef(false);
  return useCallback((event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key === 'Tab' && escaped.current) {
      // Keep the editor's own Tab handler (indentation) from seeing it: focus moves on. Its key-up
      // handler refocuses the editor unless the key-up is marked handled.
      event.stopPropagation();
      const markHandled = (up: KeyboardEvent) => {
        if (up.key === 'Tab') up.preventDefault();
      };
      window.addEventListener('keyup', markHandled, { capture: true, once: true });
    }
    if (event.key !== 'Shift') escaped.current = false;
  }, []);
}

export default function LiveExample({
  code: initialCode,
  caption,
  label,
  onChange,
  autoFocus,
  layout = 'stacked',
}: LiveExampleProps): React.ReactNode {
  const baseUrl = useBaseUrl('/');
  const theme = usePrismTheme();
  const [code, setCode] = useState(initialCode);
  const [shown, setShown] = useState<Shown>();
  const [error, setError] = useState<RunError>();
  // The code whose run the preview shows: the code is running while the two differ.
  const [ranCode, setRanCode] = useState<string>();
  const running = ranCode !== code;
  const editorHost = useRef<HTMLDivElement>(null);
  const latest = useRef(0);
  const helpId = useId();
  const errorId = useId();
  const onKeyDownCapture = useEscapeThenTab();

  // Start the worker now, not after the first debounce.
  useEffect(() => {
    void preloadRuntime(baseUrl);
  }, [baseUrl]);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      void runCommand(baseUrl, code).then((result) => {
        if (ticket !== latest.current) return;
        setRanCode(code);
        if (result.ok) {
          setShown({ kind: result.kind, payload: result.payload as ApiMessage | ApiModal });
          setError(undefined);
        } else {
          setError(result.error);
        }
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [baseUrl, code]);

  // After "Edit": focus the editor. use-editable makes the <pre> editable again after the second
  // render (it loses focus then), so keep focus there for a few frames unless the reader has put it
  // somewhere else.
  useEffect(() => {
    const pre = editorHost.current?.querySelector('pre');
    if (!autoFocus || !pre) return;
    let frame = 0;
    let frames = 10;
    const keepFocus = () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (pre.isContentEditable && (lost || frames === 10)) pre.focus();
      if (frames-- > 0) frame = requestAnimationFrame(keepFocus);
    };
    keepFocus();
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: later renders must not pull focus back
  }, []);

  const change = (next: string) => {
    setCode(next);
    onChange?.(next);
  };

  return (
    <div className={layout === 'split' ? styles.split : styles.stacked}>
      <div className={styles.editorColumn}>
        <div
          ref={editorHost}
          className={styles.editor}
          onKeyDownCapture={onKeyDownCapture}
          data-playground-editor=""
        >
          <CodeEditor
            code={code}
            theme={theme}
            onChange={change}
            label={label}
            describedBy={error ? `${helpId} ${errorId}` : helpId}
          />
        </div>
        <p id={helpId} className={styles.help}>
          Tab indents; Escape, then Tab, leaves the editor.
        </p>
        <div id={errorId} role="status" aria-live="polite" className={styles.errorSlot}>
          {error && (
            <div className={styles.error} data-playground-error={error.name}>
              <strong>
                {error.name}
                {where(error) && <span className={styles.where}> at {where(error)}</span>}
              </strong>
              <pre className={styles.errorMessage}>{error.message}</pre>
            </div>
          )}
        </div>
      </div>
      <div
        className={styles.previewColumn}
        data-playground-preview={running ? 'running' : error ? 'stale' : 'current'}
        onClick={toggleSelectMenu}
      >
        {error && shown && (
          <p className={styles.stale}>Out of date: the last code that ran showed this.</p>
        )}
        {shown ? (
          <div className={error ? styles.staleFrame : undefined}>
            <PayloadPreview kind={shown.kind} payload={shown.payload} caption={caption} />
          </div>
        ) : (
          !error && <p className={styles.loading}>Running the command…</p>
        )}
      </div>
    </div>
  );
}
