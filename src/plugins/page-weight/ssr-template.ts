// Docusaurus' own page template, with the page's scripts in an order where the route chunks that
// ./route-scripts.ts adds run before main.js: their `defer` scripts then run in document order,
// runtime, route chunks, main, and main.js finds the page's chunks already in place. A Docusaurus
// upgrade that changes the scripts loop fails the build here, to be looked at.
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { patchError } from '../patches/guard.cjs';

const SCRIPTS_LOOP = '<% it.scripts.forEach((script) => { %>';
const MAIN_LAST =
  '<% [...it.scripts.filter((s) => !/(^|\\/)main\\.[^/]*\\.js$/.test(s)), ...it.scripts.filter((s) => /(^|\\/)main\\.[^/]*\\.js$/.test(s))].forEach((script) => { %>';

export function mainScriptLast(template: string): string {
  if (template.split(SCRIPTS_LOOP).length !== 2)
    throw patchError(
      'ssr-template',
      `one "${SCRIPTS_LOOP}" in @docusaurus/core/lib/ssg/ssgTemplate.html`,
    );
  return template.replace(SCRIPTS_LOOP, MAIN_LAST);
}

export const ssrTemplate = mainScriptLast(defaultTemplate);
