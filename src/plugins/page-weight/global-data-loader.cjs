// @ts-check
// Client build only (see ./index.ts): globalData.json, which every page downloads, lists each doc
// of each docs version as {"id", "path", "sidebar"}; the path is nearly always the version path
// plus the id, and the sidebar one of a few names. This loader turns the file into a module that
// builds the very same object from the ids alone (a path is kept only where it differs from the
// derived one), which is about a third smaller after gzip. A doc of any other shape, or a file
// without the docs plugin's versions, fails the build (../patches/PATCHES.md): nothing falls through.
const { patchError } = require('../patches/guard.cjs');

/**
 * The path Docusaurus gives a doc by default: `<version path>/<id>`, `…/index` → `…/`.
 * @param {string} versionPath @param {string} id
 */
function derivedPath(versionPath, id) {
  const path = `${versionPath}/${id}`;
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/**
 * @param {string} source globalData.json
 * @returns {string} an ES module whose default export equals JSON.parse(source)
 */
function compactGlobalData(source) {
  const data = JSON.parse(source);
  /** @type {string[]} */
  const lists = [];
  for (const plugin of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of plugin.versions ?? []) {
      const docs = version.docs;
      if (!Array.isArray(docs)) {
        throw patchError('global-data', `a \`docs\` array in each docs version of globalData.json`);
      }
      const sidebars = [
        ...new Set(docs.filter((doc) => 'sidebar' in doc).map((doc) => doc.sidebar)),
      ];
      const rows = docs.map((doc) => {
        const keys = Object.keys(doc).join();
        if (keys !== 'id,path,sidebar' && keys !== 'id,path') {
          throw patchError(
            'global-data',
            `docs of globalData.json as {id, path, sidebar?}, got {${keys}}`,
          );
        }
        const row = [doc.id, 'sidebar' in doc ? sidebars.indexOf(doc.sidebar) : -1];
        if (doc.path !== derivedPath(version.path, doc.id)) row.push(doc.path);
        return row;
      });
      lists.push(JSON.stringify([version.path, sidebars, rows]));
      version.docs = `\0${lists.length - 1}\0`;
    }
  }
  if (lists.length === 0) {
    throw patchError(
      'global-data',
      'docs versions under "docusaurus-plugin-content-docs" in globalData.json',
    );
  }
  const body = JSON.stringify(data).replace(/"\\u0000(\d+)\\u0000"/g, (_, i) => `d(...L[${i}])`);
  return `${derivedPath.toString()}
function d(versionPath, sidebars, rows) {
  return rows.map((row) => {
    const [id, sidebar, path = derivedPath(versionPath, id)] = row;
    const doc = { id, path };
    if (sidebar >= 0) doc.sidebar = sidebars[sidebar];
    return doc;
  });
}
const L = [${lists.join(',\n')}];
export default ${body};
`;
}

/** @param {string} source */
module.exports = function globalDataLoader(source) {
  return compactGlobalData(source);
};
module.exports.compactGlobalData = compactGlobalData;
