// @ts-check
// Client build only (see ./index.ts): the site config every page downloads, without the plugin,
// preset and theme option lists. Those configure the build (sidebars, redirects, remark plugins…);
// no client code reads them from `siteConfig`, and they are half of the file.
const SERVER_ONLY_KEYS = ['plugins', 'presets', 'themes'];

/** @param {string} source docusaurus.config.mjs, written by Docusaurus as `export default <JSON>;` */
function clientSiteConfig(source) {
  const json = source.slice(source.indexOf('export default ') + 'export default '.length);
  const config = JSON.parse(json.trim().replace(/;$/, ''));
  for (const key of SERVER_ONLY_KEYS) config[key] = [];
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(config))});\n`;
}

module.exports = clientSiteConfig;
module.exports.clientSiteConfig = clientSiteConfig;
