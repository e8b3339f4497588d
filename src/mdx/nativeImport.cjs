// A native `import()`: Docusaurus loads plugins through jiti, which runs TypeScript files in a
// context without dynamic-import support; it requires `.cjs` files natively, so this one can.
module.exports = (url) => import(url);
