// @ts-check
// Client build only (see ./index.ts), on two files Docusaurus generates, with the same renaming:
//
// registry.js — each entry is
//   "chunk": [() => import(/* webpackChunkName: "chunk" */ "path"), "path", require.resolveWeak("path")]
// 1. The middle "path" is read only during server-side rendering; the browser bundle gets "".
// 2. Chunk names are 8-character hashes, each in the registry, in routesChunkNames.json and in the
//    runtime's name → id table (for prefetching): random text that gzip cannot shrink, ~1,100 of
//    them on every page. They become short names in the registry's order ("r0", "r1", … "rzz"):
//    still one distinct name per entry, so the chunks are the same; server-side rendering keeps
//    the original names (it finds chunks by module id, not by name).
//
// routesChunkNames.json — the route → chunk names table: its names get the same short names.
const { readFileSync } = require('node:fs');
const { basename, join, dirname } = require('node:path');
const { patchError } = require('../patches/guard.cjs');

const ENTRY_PATH = /(\*\/ "[^"]+"\)), "[^"]+", (require\.resolveWeak\()/g;
const ENTRY_NAME = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//gm;

/** @param {string} source */
function stripModulePaths(source) {
  const stripped = source.replace(ENTRY_PATH, '$1, "", $2');
  if (stripped === source) {
    throw patchError(
      'client-registry',
      'entries `[() => import(…), "path", require.resolveWeak(…)]` in registry.js',
    );
  }
  return stripped;
}

/**
 * Original chunk name → short name, in the order the registry lists its entries.
 * @param {string} registrySource
 * @returns {Map<string, string>}
 */
function shortNames(registrySource) {
  const names = new Map();
  for (const [, key] of registrySource.matchAll(ENTRY_NAME)) {
    if (!names.has(key)) names.set(key, `r${names.size.toString(36)}`);
  }
  if (names.size === 0) {
    throw patchError(
      'client-registry',
      'entries `"name": [() => import(/* webpackChunkName: "name" */ …` in registry.js',
    );
  }
  return names;
}

/** @param {string} source */
function renameRegistry(source) {
  const names = shortNames(source);
  return source.replace(ENTRY_NAME, (entry, key, chunkName) => {
    const short = names.get(key);
    // A registry entry whose chunk name is not its key is left as it is (not generated so today).
    if (key !== chunkName || !short) return entry;
    return `  "${short}": [() => import(/* webpackChunkName: "${short}" */`;
  });
}

/**
 * @param {string} source routesChunkNames.json
 * @param {string} registrySource registry.js of the same build
 */
function renameRoutesChunkNames(source, registrySource) {
  const names = shortNames(registrySource);
  /** @param {unknown} value @returns {unknown} */
  const rename = (value) => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    }
    return value;
  };
  return JSON.stringify(rename(JSON.parse(source)));
}

/** @this {{ resourcePath: string, addDependency(file: string): void }} @param {string} source */
module.exports = function clientRegistryLoader(source) {
  if (basename(this.resourcePath) === 'routesChunkNames.json') {
    const registryFile = join(dirname(this.resourcePath), 'registry.js');
    this.addDependency(registryFile);
    return renameRoutesChunkNames(source, readFileSync(registryFile, 'utf8'));
  }
  return renameRegistry(stripModulePaths(source));
};
module.exports.stripModulePaths = stripModulePaths;
module.exports.renameRegistry = renameRegistry;
module.exports.renameRoutesChunkNames = renameRoutesChunkNames;
