/**
 * A page's code block and preview in edit mode: the block above the preview is hidden and its
 * code goes into the editor; "Reset" brings the original code back.
 */
import React, { useEffect, useMemo, useState } from 'react';
import LiveExample from './LiveExample';
import styles from './styles.module.css';

/** The code of a built code block: one `.token-line` per line. */
function codeOf(block: HTMLElement): string {
  const lines = block.querySelectorAll('pre code .token-line');
  if (lines.length === 0) return block.querySelector('pre code')?.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

export default function EditMode({
  codeBlock,
  caption,
}: {
  codeBlock: HTMLElement;
  caption: string;
}): React.ReactNode {
  const original = useMemo(() => codeOf(codeBlock), [codeBlock]);
  const title = useMemo(
    () => codeBlock.querySelector('[class*="codeBlockTitle"]')?.textContent ?? 'the example',
    [codeBlock],
  );
  const [resets, setResets] = useState(0);
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    codeBlock.toggleAttribute('hidden', true);
    return () => {
      codeBlock.toggleAttribute('hidden', false);
    };
  }, [codeBlock]);

  return (
    <div className={styles.editMode}>
      <div className={styles.toolbar}>
        <span className={styles.title}>{title}</span>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={!edited}
          onClick={() => {
            setResets((n) => n + 1);
            setEdited(false);
          }}
        >
          Reset
        </button>
      </div>
      <LiveExample
        key={resets}
        code={original}
        caption={caption}
        label={`Code of ${title}`}
        autoFocus
        onChange={(code) => setEdited(code !== original)}
      />
    </div>
  );
}
