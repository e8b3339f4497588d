/**
 * The payload files of the preview contract: `<page>.previews.json` beside each guide page, read by
 * the remark plugin and by the CI stamp test.
 */
import { existsSync, readFileSync } from 'node:fs';

export type PreviewKind = 'message' | 'modal';

export interface PreviewEntry {
  stamp: string;
  kind: PreviewKind;
  payload: Record<string, unknown>;
}

export type PreviewFile = Record<string, PreviewEntry>;

/** `docs/guide/x/poll.mdx` → `docs/guide/x/poll.previews.json`. */
export function previewsFileFor(pagePath: string): string {
  return pagePath.replace(/\.mdx?$/, '') + '.previews.json';
}

/** The entries of a payload file, or `null` when the file does not exist. */
export function readPreviewFile(path: string): PreviewFile | null {
  if (!existsSync(path)) return null;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${path}: expected an object of previews keyed by id`);
  }
  for (const [id, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const { stamp, kind, payload } = (entry ?? {}) as Partial<PreviewEntry>;
    if (typeof stamp !== 'string' || (kind !== 'message' && kind !== 'modal')) {
      throw new Error(
        `${path}: preview "${id}" needs a string "stamp" and a "kind" of message|modal`,
      );
    }
    if (typeof payload !== 'object' || payload === null) {
      throw new Error(`${path}: preview "${id}" has no "payload" object`);
    }
  }
  return parsed as PreviewFile;
}

/** `key="value"` pairs of a code block's meta string (`title="…" preview="poll"`). */
export function metaAttributes(meta: string | null | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of (meta ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes[match[1]!] = match[2]!;
  }
  return attributes;
}

export interface PreviewRequest {
  id: string;
  /** The `preview-caption="…"` value, when the block sets one. */
  caption?: string;
  title?: string;
}

/** The preview a code block asks for (`preview="<id>"`), or `null`. */
export function previewRequest(meta: string | null | undefined): PreviewRequest | null {
  const attributes = metaAttributes(meta);
  const id = attributes.preview;
  if (!id) return null;
  return { id, caption: attributes['preview-caption'], title: attributes.title };
}

/** The block's own caption, else one derived from its title. */
export function captionFor(request: PreviewRequest, kind: PreviewKind): string {
  if (request.caption) return request.caption;
  const what = kind === 'modal' ? 'The modal opened by' : 'The reply sent by';
  return request.title ? `${what} ${request.title}` : `${what} this example`;
}
