import type { MouseEvent } from 'react';

/**
 * Opens and closes a drawn select menu (the preview's one live control): the click handler of
 * every element that holds previews, on pages (./index.tsx) and in the playground.
 */
export function toggleSelectMenu(event: MouseEvent<HTMLElement>) {
  const toggle = (event.target as Element).closest('button[aria-controls]');
  if (!toggle || !event.currentTarget.contains(toggle)) return;
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  list?.toggleAttribute('hidden', !open);
}
