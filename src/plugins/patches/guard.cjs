// @ts-check
// How a patch of a Docusaurus internal says that it no longer applies: one line naming the patch,
// what it expected and where, and the installed Docusaurus version. Every patch listed in
// ./PATCHES.md fails the build through here instead of falling through to the stock behaviour.
const { readFileSync } = require('node:fs');

const DOCUSAURUS_VERSION = /** @type {{ version: string }} */ (
  require('@docusaurus/core/package.json')
).version;

/**
 * @param {string} patch the patch's name in PATCHES.md
 * @param {string} expected what it looked for, and in which module
 */
function patchError(patch, expected) {
  const error = new Error(
    `[patch ${patch}] no longer applies: expected ${expected} (Docusaurus ${DOCUSAURUS_VERSION}); see src/plugins/patches/PATCHES.md`,
  );
  error.stack = error.message;
  return error;
}

/**
 * The installed source of `specifier` (resolved from this site), which must match `pattern`.
 * @param {string} patch
 * @param {string} specifier e.g. `@docusaurus/core/lib/client/clientEntry.js`
 * @param {RegExp} pattern
 * @param {string} what a few words for the error, e.g. "`window.docusaurus = docusaurus`"
 */
function expectSource(patch, specifier, pattern, what) {
  let source;
  try {
    source = readFileSync(require.resolve(specifier), 'utf8');
  } catch {
    throw patchError(patch, `the module ${specifier}`);
  }
  if (!pattern.test(source)) throw patchError(patch, `${what} in ${specifier}`);
}

module.exports = { DOCUSAURUS_VERSION, patchError, expectSource };
