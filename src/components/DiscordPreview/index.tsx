/**
 * A Discord message preview on a page. The remark plugin (src/plugins/discord-preview) draws it at
 * build time with ./Preview; the browser only gets the markup and this click handler, which opens
 * and closes select menus (the preview's one live control).
 */
import React, { type MouseEvent } from 'react';
import './styles.css';

export interface DiscordPreviewHtmlProps {
  /** Markup drawn by ./Preview at build time. */
  html: string;
}

function toggleSelectMenu(event: MouseEvent<HTMLDivElement>) {
  const toggle = (event.target as Element).closest('button[aria-controls]');
  if (!toggle || !event.currentTarget.contains(toggle)) return;
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  list?.toggleAttribute('hidden', !open);
}

export default function DiscordPreview({ html }: DiscordPreviewHtmlProps) {
  return (
    <div
      className="dp-host"
      onClick={toggleSelectMenu}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
