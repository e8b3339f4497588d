// @ts-check
// Client build only (see ./index.ts): routes.js, the route tree every page downloads, as a compact
// table. Docusaurus writes one object literal per route, e.g.
//   { path: '/docs/api-reference/cache/functions/cache-tag',
//     component: ComponentCreator('/docs/api-reference/cache/functions/cache-tag', '1f3'),
//     exact: true, sidebar: "api" }
// and ~600 of them. The table keeps each path once, relative to its parent route's path, and the
// module rebuilds the very same objects when it loads, except that each route's component is
// created (by the same ComponentCreator call) when it is first read: only the routes that match a
// location are, a handful per page, instead of every route while the main bundle evaluates.
// A route with any other key, or a routes.js of another shape, fails the build
// (../patches/PATCHES.md, `client-routes`).
const { patchError } = require('../patches/guard.cjs');

const KNOWN_KEYS = new Set(['path', 'component', 'exact', 'sidebar', 'routes']);

/**
 * @typedef {{ path: string, component: { args: string[] }, exact?: boolean, sidebar?: string,
 *   routes?: Route[] }} Route
 * @typedef {[string, string, number, string, CompactRoute[]?]} CompactRoute
 */

/** @param {string} source routes.js @returns {Route[]} */
function evaluateRoutes(source) {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  /** @param {string[]} args */
  const componentCreator = (...args) => ({ args });
  let routes;
  try {
    routes = new Function('ComponentCreator', body)(componentCreator);
  } catch {
    routes = undefined;
  }
  if (!Array.isArray(routes) || routes.length === 0) {
    throw patchError(
      'client-routes',
      'routes.js as `export default [ …route literals ]` with ComponentCreator calls',
    );
  }
  return routes;
}

/** @param {Route[]} routes @param {string} parent @returns {CompactRoute[]} */
function compact(routes, parent) {
  return routes.map((route) => {
    for (const key of Object.keys(route)) {
      if (!KNOWN_KEYS.has(key)) {
        throw patchError(
          'client-routes',
          `route keys ${[...KNOWN_KEYS].join('/')} in routes.js, got "${key}"`,
        );
      }
    }
    const [componentPath, hash = ''] = route.component.args;
    if (componentPath !== route.path) {
      throw patchError(
        'client-routes',
        `ComponentCreator('${route.path}', …) in routes.js, got '${componentPath}'`,
      );
    }
    // Relative to the parent's path where it extends it; otherwise absolute, marked with "!".
    const relative = route.path.startsWith(parent)
      ? route.path.slice(parent.length)
      : `!${route.path}`;
    /** @type {CompactRoute} */
    const entry = [relative, hash, route.exact ? 1 : 0, route.sidebar ?? ''];
    if (route.routes) entry.push(compact(route.routes, route.path));
    return entry;
  });
}

// Runs in the browser (the bundler transpiles nothing in generated files' loader output).
const EXPAND = `function expand(list, parent) {
  return list.map(function (entry) {
    var path = entry[0].charAt(0) === '!' ? entry[0].slice(1) : parent + entry[0];
    var hash = entry[1];
    var component;
    var route = { path: path };
    Object.defineProperty(route, 'component', {
      enumerable: true,
      configurable: true,
      get: function () {
        return component || (component = hash ? ComponentCreator(path, hash) : ComponentCreator(path));
      },
      set: function (value) {
        component = value;
      },
    });
    if (entry[2]) route.exact = true;
    if (entry[3]) route.sidebar = entry[3];
    if (entry[4]) route.routes = expand(entry[4], path);
    return route;
  });
}`;

/** @param {string} source routes.js */
function compactRoutesModule(source) {
  const table = JSON.stringify(compact(evaluateRoutes(source), ''));
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    EXPAND,
    `export default expand(JSON.parse(${JSON.stringify(table)}), '');`,
  ].join('\n');
}

module.exports = compactRoutesModule;
module.exports.evaluateRoutes = evaluateRoutes;
module.exports.compactRoutesModule = compactRoutesModule;
