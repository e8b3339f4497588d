// @ts-check
// Client build only (see ./index.ts): in Docusaurus' generated registry, each entry is
//   "chunk": [() => import(/* webpackChunkName: "chunk" */ "path"), "path", require.resolveWeak("path")]
// The middle "path" is read only during server-side rendering; the browser bundle gets "".
const ENTRY_PATH = /(\*\/ "[^"]+"\)), "[^"]+", (require\.resolveWeak\()/g;

/** @param {string} source */
function stripModulePaths(source) {
  return source.replace(ENTRY_PATH, '$1, "", $2');
}

/** @this {unknown} @param {string} source */
module.exports = function clientRegistryLoader(source) {
  return stripModulePaths(source);
};
module.exports.stripModulePaths = stripModulePaths;
