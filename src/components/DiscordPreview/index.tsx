/**
 * A Discord message preview on a page. The remark plugin (src/plugins/discord-preview) draws it at
 * build time with ./PayloadPreview; the browser only gets the markup, the click handler that opens
 * and closes select menus (./selectMenu), and an "Edit" button that loads the playground
 * (src/components/Playground) only when pressed.
 */
import React, { lazy, Suspense, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { preloadRuntime } from '../Playground/runtimeWorker';
import { toggleSelectMenu } from './selectMenu';
import './styles.css';

const loadEditMode = () => import('../Playground/EditMode');
const EditMode = lazy(loadEditMode);

export interface PrerenderedPreviewProps {
  /** Markup drawn by ./PayloadPreview at build time. */
  html: string;
}

interface Editing {
  codeBlock: HTMLElement;
  caption: string;
}

export default function PrerenderedPreview({ html }: PrerenderedPreviewProps) {
  const [editing, setEditing] = useState<Editing>();
  const self = useRef<HTMLDivElement>(null);
  const edit = () => {
    const block = self.current?.previousElementSibling;
    const caption = self.current?.querySelector('figcaption')?.textContent ?? '';
    if (block instanceof HTMLElement) setEditing({ codeBlock: block, caption });
  };
  const baseUrl = useBaseUrl('/');
  // On intent to press: fetch the editor chunk and the worker's script at the same time.
  const prepare = () => {
    void loadEditMode();
    void preloadRuntime(baseUrl);
  };
  return (
    <div ref={self} className="dp-example">
      {editing ? (
        <Suspense fallback={<p className="dp-loading">Loading the editor…</p>}>
          <EditMode codeBlock={editing.codeBlock} caption={editing.caption} />
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
