import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a built page is made of, as far as a browser test cares: its section of the site and the
 * theme or site components in its HTML. Pages with the same template render with the same code, so
 * one page of each stands for all of them in the tests that need a browser.
 */
const COMPONENT_MARKERS: [name: string, pattern: RegExp][] = [
  ['tabs', /class="[^"]*tabs-container/],
  ['discord-preview', /class="[^"]*\bdp-/],
  ['admonition', /class="[^"]*theme-admonition/],
  ['code', /class="[^"]*prism-code/],
  ['table', /<table/],
  ['details', /<details/],
  ['card', /class="[^"]*\bcard\b/],
];

/** The HTML file a clean URL is served from, or undefined when the build has none. */
export function builtHtmlFile(buildDir: string, path: string): string | undefined {
  const clean = path.replace(/\/$/, '');
  const candidates = [join(buildDir, clean, 'index.html'), join(buildDir, `${clean}.html`)];
  return candidates.find((file) => existsSync(file));
}

/** `/docs/guide`, `/docs/api-reference`, `/docs/v0/guide`, `/search`, `/` … */
export function siteSection(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const depth = parts[1] === 'v0' ? 3 : 2;
  return `/${parts.slice(0, depth).join('/')}`;
}

export function templateOf(html: string, path: string): string {
  const components = COMPONENT_MARKERS.filter(([, pattern]) => pattern.test(html)).map(
    ([name]) => name,
  );
  return [siteSection(path), ...components].join(' ');
}

/** The first page (in the given order) of each template, keyed by template. */
export function pagePerTemplate(paths: string[], buildDir = 'build'): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const path of paths) {
    const file = builtHtmlFile(buildDir, path);
    if (!file) continue;
    const template = templateOf(readFileSync(file, 'utf8'), path);
    if (!chosen.has(template)) chosen.set(template, path);
  }
  return chosen;
}
