import { useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { markdownTwinPath } from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Copies the page as Markdown (for pasting into an issue, a chat or an LLM). */
export default function CopyPageButton(): ReactNode {
  const { metadata } = useDoc();
  const [status, setStatus] = useState<Status>('idle');
  const twin = markdownTwinPath(metadata.permalink);

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
    <div className={styles.actions}>
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
  );
}
