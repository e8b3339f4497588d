/** Build-time half of the previews: one preview as static HTML (loaded by ./render.ts). */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PayloadPreview } from '../../components/DiscordPreview/PayloadPreview';
import type { ApiMessage, ApiModal } from '../../components/DiscordPreview/api';
import type { PreviewKind } from './previews';

/**
 * `idPrefix` keeps the ids of separately drawn previews on one page apart (each render numbers
 * its ids from the start).
 */
export function drawPreview(
  kind: PreviewKind,
  payload: ApiMessage | ApiModal,
  caption: string,
  idPrefix: string,
): string {
  return renderToStaticMarkup(<PayloadPreview kind={kind} payload={payload} caption={caption} />, {
    identifierPrefix: idPrefix,
  });
}
