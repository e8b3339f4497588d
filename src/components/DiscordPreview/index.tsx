/**
 * A Discord message preview on a page. The remark plugin (src/plugins/discord-preview) draws it at
 * build time with ./Preview; the browser only gets the markup, this click handler, which opens
 * and closes select menus (the preview's one live control), and an "Edit" button that loads the
 * playground (src/components/Playground) only when pressed.
 */
import React, { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { preloadRuntime } from '../Playground/runtimeWorker';
import './styles.css';

const loadEditMode = () => import('../Playground/EditMode');
const EditMode = lazy(loadEditMode);

export interface DiscordPreviewHtmlProps {
  /** Markup drawn by ./Preview at build time. */
  html: string;
}

export function toggleSelectMenu(event: MouseEvent<HTMLElement>) {
  const toggle = (event.target as Element).closest('button[aria-controls]');
  if (!toggle || !event.currentTarget.contains(toggle)) return;
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  list?.toggleAttribute('hidden', !open);
}

export default function DiscordPreview({ html }: DiscordPreviewHtmlProps) {
  const [codeBlock, setCodeBlock] = useState<HTMLElement | null>(null);
  const self = useRef<HTMLDivElement>(null);
  const edit = () => {
    const block = self.current?.previousElementSibling;
    if (block instanceof HTMLElement) setCodeBlock(block);
  };
  const baseUrl = useBaseUrl('/');
  // On intent to press: fetch the editor chunk and the worker's script at the same time.
  const prepare = () => {
    void loadEditMode();
    void preloadRuntime(baseUrl);
  };
  const caption = () => self.current?.querySelector('figcaption')?.textContent ?? '';
  return (
    <div ref={self} className="dp-example">
      {codeBlock ? (
        <Suspense fallback={<p className="dp-loading">Loading the editor…</p>}>
          <EditMode codeBlock={codeBlock} caption={caption()} />
        </Suspense>
      ) : (
        <>
          <div className="dp-toolbar">
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={edit}
              onPointerEnter={prepare}
              onFocus={prepare}
            >
              Edit
            </button>
          </div>
          <div
            className="dp-host"
            onClick={toggleSelectMenu}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      )}
    </div>
  );
}
