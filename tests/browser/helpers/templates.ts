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
 * The parts of the site a page shows, each of which a check may need to see once: its section
 * (API pages by kind), and each component it carries, per version (`1.x tabs`, `0.1.10 tabs` …).
 */
export function partsOf(html: string, path: string): string[] {
  const [section, ...components] = templateOf(html, path).split(' ');
  const version = path.startsWith('/docs/v0/') ? '0.1.10' : '1.x';
  return [`section ${section}`, ...components.map((component) => `${version} ${component}`)];
}

export interface Candidate {
  path: string;
  parts: string[];
  /** What checking the page costs; its HTML size stands for the size of its DOM. */
  cost: number;
}

/**
 * A greedy weighted set cover: repeatedly the candidate with the most uncovered parts per unit of
 * cost, until every part of every candidate is covered. Small pages win over large ones that show
 * the same parts. In the candidates' order when nothing else decides.
 */
export function cheapCover(candidates: Candidate[]): string[] {
  const uncovered = new Set(candidates.flatMap((c) => c.parts));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best: Candidate | undefined;
    let bestValue = 0;
    for (const candidate of candidates) {
      const gain = candidate.parts.filter((part) => uncovered.has(part)).length;
      const value = gain / Math.max(candidate.cost, 1);
      if (value > bestValue) [best, bestValue] = [candidate, value];
    }
    chosen.push(best!.path);
    for (const part of best!.parts) uncovered.delete(part);
  }
  return chosen;
}

/** The parts shown by some candidate but by none of the chosen pages. */
export function uncoveredParts(candidates: Candidate[], chosen: string[]): string[] {
  const shown = new Set(candidates.filter((c) => chosen.includes(c.path)).flatMap((c) => c.parts));
  return [...new Set(candidates.flatMap((c) => c.parts))].filter((part) => !shown.has(part));
}

/** Every built page among `paths` with its parts and cost. */
export function candidatePages(paths: string[], buildDir = 'build'): Candidate[] {
  return paths.flatMap((path) => {
    const file = builtHtmlFile(buildDir, path);
    if (!file) return [];
    const html = readFileSync(file, 'utf8');
    return [{ path, parts: partsOf(html, path), cost: html.length }];
  });
}

/**
 * A few small pages that together show every part of the site (section, API kind, component of
 * each version) at least once: enough for checks that look at each part of a page on its own,
 * such as axe's rules, where one page per template would only repeat them.
 */
export function pagesCoveringEveryPart(paths: string[], buildDir = 'build'): string[] {
  return cheapCover(candidatePages(paths, buildDir));
}
