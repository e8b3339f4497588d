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

/**
 * `/`, `/search`, `/docs/guide`, `/docs/v0/guide`; API pages by kind (`/docs/api-reference/classes`,
 * `/docs/v0/api-reference/functions` …), with package and kind indexes as `…/api-reference/index`.
 */
export function siteSection(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const versionDepth = parts[1] === 'v0' ? 1 : 0;
  const area = parts.slice(0, 2 + versionDepth);
  if (area.at(-1) !== 'api-reference') return `/${area.join('/')}`;
  const rest = parts.slice(area.length);
  // 1.x: <package>/<kind>/<item>; 0.1.10: <kind>/<item>. Fewer parts is an index page.
  const itemDepth = versionDepth ? 2 : 3;
  const kind = rest.length >= itemDepth ? rest[itemDepth - 2] : 'index';
  return `/${[...area, kind].join('/')}`;
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

/**
 * A few pages that together show every section and every component at least once (a greedy set
 * cover over the templates): enough for checks that look at each part of a page on its own, such as
 * axe's rules, where the full template list would only repeat them.
 */
export function pagesCoveringEveryPart(paths: string[], buildDir = 'build'): string[] {
  const uncovered = new Set<string>();
  const parts = new Map<string, string[]>();
  for (const [template, path] of pagePerTemplate(paths, buildDir)) {
    const [section, ...components] = template.split(' ');
    const own = [`section:${section}`, ...components];
    parts.set(path, own);
    for (const part of own) uncovered.add(part);
  }
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best = '';
    let bestGain = 0;
    for (const [path, own] of parts) {
      const gain = own.filter((part) => uncovered.has(part)).length;
      if (gain > bestGain) [best, bestGain] = [path, gain];
    }
    chosen.push(best);
    for (const part of parts.get(best)!) uncovered.delete(part);
  }
  return chosen;
}
