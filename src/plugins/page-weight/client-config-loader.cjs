// @ts-check
// Client build only (see ./index.ts): the site config every page downloads, without the plugin,
// preset and theme option lists. Those configure the build (sidebars, redirects, remark plugins…);
// no client code reads them from `siteConfig`, and they are half of the file.
const { patchError } = require('../patches/guard.cjs');

const SERVER_ONLY_KEYS = ['plugins', 'presets', 'themes'];
const PREFIX = 'export default ';

/** @param {string} source docusaurus.config.mjs, written by Docusaurus as `export default <JSON>;` */
function clientSiteConfig(source) {
  let config;
  try {
    config = JSON.parse(
      source
        .slice(source.indexOf(PREFIX) + PREFIX.length)
        .trim()
        .replace(/;$/, ''),
    );
  } catch {
    throw patchError('client-config', 'docusaurus.config.mjs written as `export default <JSON>;`');
  }
  if (!SERVER_ONLY_KEYS.some((key) => Array.isArray(config[key]) && config[key].length > 0)) {
    throw patchError(
      'client-config',
      `a non-empty ${SERVER_ONLY_KEYS.join('/')} list in docusaurus.config.mjs`,
    );
  }
  for (const key of SERVER_ONLY_KEYS) config[key] = [];
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(config))});\n`;
}

module.exports = clientSiteConfig;
module.exports.clientSiteConfig = clientSiteConfig;
