// Same declarations as @docusaurus/theme-search-algolia/src/deps.d.ts (untyped entry points).
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
