/** An MDX `import Name from 'source';` node, for remark plugins that add a component to a page. */
export function defaultImportNode(name: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: source },
          },
        ],
      },
    },
  };
}
