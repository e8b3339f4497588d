/**
 * Remark plugin: after every code block whose meta names a preview (`preview="<id>"`), inserts
 * `<DiscordPreview kind=… payload={…} caption=…/>` with the payload from the page's
 * `<page>.previews.json` (see /work/briefs/preview-contract.md). A block that names a missing file
 * or id fails the build; stale stamps are the CI test's job (tests/unit/discord-preview-stamps).
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

const COMPONENT = 'DiscordPreview';
const COMPONENT_SOURCE = '@site/src/components/DiscordPreview';

type Estree = Record<string, unknown>;

/** A JSON value as an estree expression, for an MDX attribute written `payload={…}`. */
export function jsonToEstree(value: unknown): Estree {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && value < 0) {
      return {
        type: 'UnaryExpression',
        operator: '-',
        prefix: true,
        argument: jsonToEstree(-value),
      };
    }
    return { type: 'Literal', value: value as string | number | boolean | null };
  }
  if (Array.isArray(value)) {
    return { type: 'ArrayExpression', elements: value.map(jsonToEstree) };
  }
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value).map(([key, item]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: { type: 'Literal', value: key },
      value: jsonToEstree(item),
    })),
  };
}

function expressionAttribute(name: string, value: unknown) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: jsonToEstree(value) }],
        },
      },
    },
  };
}

function importNode() {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${COMPONENT_SOURCE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } },
            ],
            source: { type: 'Literal', value: COMPONENT_SOURCE },
          },
        ],
      },
    },
  };
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

export default function remarkDiscordPreview() {
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
      const fix =
        'Run `npm run check:examples -- --source <commandkit checkout> --write-previews`.';
      const payloadFile = relative(file.cwd ?? process.cwd(), payloadPath);
      if (previews === null) throw new Error(`${where}, but ${payloadFile} does not exist. ${fix}`);
      const entry = previews[request.id];
      if (!entry) throw new Error(`${where}, which ${payloadFile} does not contain. ${fix}`);
      const element = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'kind', value: entry.kind },
          { type: 'mdxJsxAttribute', name: 'caption', value: captionFor(request, entry.kind) },
          expressionAttribute('payload', entry.payload),
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

    if (inserted > 0) tree.children.unshift(importNode() as unknown as RootContent);
  };
}
