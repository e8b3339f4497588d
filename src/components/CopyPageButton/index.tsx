import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { markdownTwinPath } from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};

/**
 * Copies the page as Markdown (for pasting into an issue, a chat or an LLM), or opens it. On a
 * wide screen both actions sit beside the breadcrumbs; on a narrow one (styles.module.css) they
 * fold into one small "Page" menu button, so the breadcrumbs keep the row.
 */
export default function CopyPageButton(): ReactNode {
  const { metadata } = useDoc();
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const twin = markdownTwinPath(metadata.permalink);

  // An open menu closes on Escape (focus back on its button) and on a click elsewhere.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  async function copy(): Promise<void> {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2000);
  }

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        ref={toggle}
        className={styles.toggle}
        aria-label="Page actions"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        Page <span aria-hidden="true">▾</span>
      </button>
      <div id={menuId} className={styles.actions} data-open={open}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void copy()}
          aria-live="polite"
        >
          {LABELS[status]}
        </button>
        <a className={styles.link} href={twin} target="_blank" rel="noopener">
          Markdown
        </a>
      </div>
    </div>
  );
}
