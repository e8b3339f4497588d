/**
 * Remark plugin: after every code block whose meta names a preview (`preview="<id>"`), draws the
 * payload from the page's `<page>.previews.json` (kind, payload and a caption) with the
 * DiscordPreview renderer and inserts the result as `<DiscordPreview html="…"/>`: the page gets
 * static markup and a few lines of script, not the renderer. A block that names a missing file or
 * id fails the build; stale stamps are the CI test's job (tests/unit/discord-preview-stamps).
 */
import { relative } from 'node:path';
import type { Code, Parent, Root, RootContent } from 'mdast';
import {
  captionFor,
  previewRequest,
  previewsFileFor,
  readPreviewFile,
  type PreviewFile,
} from './previews';
import { renderPreviewHtml } from './render';
import { defaultImportNode } from '../../mdx/esmImport';

const COMPONENT = 'DiscordPreview';
const COMPONENT_SOURCE = '@site/src/components/DiscordPreview';

interface VFileLike {
  path?: string;
  cwd?: string;
}

export function remarkDiscordPreview() {
  return (tree: Root, file: VFileLike) => {
    const pagePath = file.path;
    if (!pagePath) return;
    const shown = relative(file.cwd ?? process.cwd(), pagePath);
    let previews: PreviewFile | null | undefined;
    let inserted = 0;

    const previewFor = (node: Code): RootContent | null => {
      const request = previewRequest(node.meta);
      if (!request) return null;
      const payloadPath = previewsFileFor(pagePath);
      if (previews === undefined) previews = readPreviewFile(payloadPath);
      const where = `[discord-preview] ${shown}:${node.position?.start.line ?? '?'} asks for preview "${request.id}"`;
      const fix = `Run \`npm run check:mdx -- --write-previews ${shown}\` (no CommandKit checkout needed).`;
      const payloadFile = relative(file.cwd ?? process.cwd(), payloadPath);
      if (previews === null) throw new Error(`${where}, but ${payloadFile} does not exist. ${fix}`);
      const entry = previews[request.id];
      if (!entry) throw new Error(`${where}, which ${payloadFile} does not contain. ${fix}`);
      const element = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'html',
            value: renderPreviewHtml(
              entry.kind,
              entry.payload,
              captionFor(request, entry.kind),
              `dp-${request.id}-`,
            ),
          },
        ],
        children: [],
      };
      return element as unknown as RootContent;
    };

    // Code blocks can sit inside tabs, admonitions or lists, so walk every parent.
    const walk = (parent: Parent) => {
      for (let index = 0; index < parent.children.length; index++) {
        const child = parent.children[index]!;
        if (child.type === 'code') {
          const preview = previewFor(child);
          if (preview) {
            parent.children.splice(index + 1, 0, preview);
            index++;
            inserted++;
          }
        } else if ('children' in child) {
          walk(child as Parent);
        }
      }
    };
    walk(tree);

    if (inserted > 0) {
      tree.children.unshift(
        defaultImportNode(COMPONENT, COMPONENT_SOURCE) as unknown as RootContent,
      );
    }
  };
}

export default remarkDiscordPreview;
