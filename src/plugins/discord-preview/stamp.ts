import { createHash } from 'node:crypto';

/**
 * Stamp of a preview payload: the sha256 hex digest of the code block's exact text
 * (the mdast `code` node's `value`, UTF-8). The example harness writes it and the site
 * build and the CI test compare it, so a payload can never outlive the code it came from.
 */
export function previewStamp(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
