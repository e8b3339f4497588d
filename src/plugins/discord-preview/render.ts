/**
 * Draws a preview to static HTML at build time, so pages ship the markup and not the renderer.
 * The renderer is TSX, which Docusaurus's config loader cannot compile, so ./draw.tsx is loaded
 * through tsx's require hook (a dev dependency, present wherever the site is built). React and
 * react-dom/server are loaded by draw.tsx itself, so both come from the same module cache.
 */
import { join } from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import type { PreviewKind } from './previews';

type Draw = typeof import('./draw');

let draw: Draw | undefined;

export function renderPreviewHtml(
  kind: PreviewKind,
  payload: Record<string, unknown>,
  caption: string,
  idPrefix: string,
): string {
  draw ??= tsxRequire(join(__dirname, 'draw.tsx'), __filename) as Draw;
  return draw.drawPreview(kind, payload as Parameters<Draw['drawPreview']>[1], caption, idPrefix);
}
