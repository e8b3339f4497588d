// @docusaurus/router for the docs plugin's client code, with one change: matchPath answers exact
// matches of plain paths (no parameters, groups or wildcards) by comparing strings. The docs hooks
// look the current page up among every doc of the version this way, in each navbar item, sidebar
// and banner that asks, and react-router compiles a regular expression per doc for that.
// Invariant: for every call, the answer is react-router's own (anything but an exact match of a
// plain path goes to react-router's matchPath); tests/unit/fast-match-path.test.ts compares the two
// on the site's paths. Guard: ../patches/PATCHES.md (`fast-match-path`).
import { matchPath as reactRouterMatchPath } from 'react-router-dom';

export * from '@docusaurus/core/lib/client/exports/router.js';

type MatchPath = typeof reactRouterMatchPath;
type Match = ReturnType<MatchPath>;

/** ASCII, without what path-to-regexp 1.x reads as syntax: escapes, parameters, groups, wildcards. */
const PLAIN_PATH = /^[^\\:(*\u0080-\uffff]*$/;
const NON_ASCII = /[\u0080-\uffff]/;

/** Path → its lower-case stem (no trailing slash), or null when it is not plain. */
const stems = new Map<string, string | null>();
function stemOf(path: string): string | null {
  let stem = stems.get(path);
  if (stem === undefined) {
    stem = PLAIN_PATH.test(path)
      ? (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase()
      : null;
    stems.set(path, stem);
  }
  return stem;
}

// The docs hooks compare one location with hundreds of paths in a row.
let lastPathname = '';
let lastLowerCase: string | null = '';
function lowerCaseOf(pathname: string): string | null {
  if (pathname !== lastPathname) {
    lastPathname = pathname;
    lastLowerCase = NON_ASCII.test(pathname) ? null : pathname.toLowerCase();
  }
  return lastLowerCase;
}

/**
 * react-router's answer for `{path, exact: true}` (not strict, not case-sensitive) with a plain
 * `path` and an ASCII `pathname`: they are equal, ignoring ASCII case and one trailing slash on
 * either. `undefined` for every other call.
 */
export function fastAnswer(pathname: unknown, options: unknown): Match | undefined {
  if (typeof pathname !== 'string' || options === null || typeof options !== 'object') return;
  const { path, exact, strict, sensitive } = options as Record<string, unknown>;
  if (typeof path !== 'string' || exact !== true || strict || sensitive) return;
  const stem = stemOf(path);
  const candidate = stem === null ? null : lowerCaseOf(pathname);
  if (stem === null || candidate === null) return;
  const matches =
    candidate === stem ||
    (candidate.length === stem.length + 1 && candidate.endsWith('/') && candidate.startsWith(stem));
  if (!matches) return null;
  return { path, url: path === '/' && pathname === '' ? '/' : pathname, isExact: true, params: {} };
}

export const matchPath = ((pathname, options) => {
  const answer = Array.isArray(options) ? undefined : fastAnswer(pathname, options);
  return answer === undefined ? reactRouterMatchPath(pathname, options) : answer;
}) as MatchPath;
