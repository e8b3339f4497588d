/**
 * Draws a preview to static HTML at build time, so pages ship the markup and not the renderer.
 * The renderer is TSX, which Docusaurus's config loader cannot compile, so it is loaded through
 * tsx's require hook (a dev dependency, present wherever the site is built).
 */
import { join } from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import type { createElement as CreateElement } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';
import type { PreviewKind } from './previews';

type Renderer = typeof import('../../components/DiscordPreview/Preview');

let renderer: Renderer | undefined;

function loadRenderer(): Renderer {
  renderer ??= tsxRequire(
    join(__dirname, '../../components/DiscordPreview/Preview.tsx'),
    __filename,
  ) as Renderer;
  return renderer;
}

/**
 * The preview's HTML. `idPrefix` keeps the ids of separately rendered previews on one page apart
 * (each render numbers its ids from the start).
 */
export function renderPreviewHtml(
  kind: PreviewKind,
  payload: Record<string, unknown>,
  caption: string,
  idPrefix: string,
): string {
  const { DiscordPreview } = loadRenderer();
  const { createElement } = require('react') as { createElement: typeof CreateElement };
  const { renderToStaticMarkup } = require('react-dom/server') as {
    renderToStaticMarkup: typeof RenderToStaticMarkup;
  };
  return renderToStaticMarkup(createElement(DiscordPreview, { kind, payload, caption }), {
    identifierPrefix: idPrefix,
  });
}
