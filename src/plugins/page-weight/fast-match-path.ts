// @docusaurus/router for the docs plugin's client code, with one change: matchPath answers exact
// matches of plain paths (no parameters, groups or wildcards) by comparing strings. The docs hooks
// look the current page up among every doc of the version this way, in each navbar item, sidebar
// and banner that asks; react-router compiled a regular expression per doc for that (~150 ms of a
// docs page's hydration at 4× CPU slowdown). Anything else goes to react-router's own matchPath.
// tests/unit/fast-match-path.test.ts checks the answers against react-router's on the site's paths.
import { matchPath as reactRouterMatchPath } from 'react-router-dom';

export * from '@docusaurus/core/lib/client/exports/router.js';

type MatchPath = typeof reactRouterMatchPath;

/** Characters path-to-regexp 1.x reads as syntax (escapes, parameters, groups, wildcards). */
const PATTERN_SYNTAX = /[\\:(*]/;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * react-router's answer for `{path, exact: true}` (not strict, not case-sensitive) when `path` is
 * plain: the pathname equals the path, ignoring ASCII case and one trailing slash on either.
 */
export function matchPlainPathExactly(pathname: string, path: string) {
  const stem = (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  const candidate = pathname.toLowerCase();
  if (candidate !== stem && candidate !== `${stem}/`) return null;
  return {
    path,
    url: path === '/' && pathname === '' ? '/' : pathname,
    isExact: true,
    params: {},
  };
}

export const matchPath = ((pathname, options) => {
  if (
    typeof pathname === 'string' &&
    options !== null &&
    typeof options === 'object' &&
    !Array.isArray(options) &&
    typeof options.path === 'string' &&
    options.exact === true &&
    !options.strict &&
    !options.sensitive &&
    !PATTERN_SYNTAX.test(options.path) &&
    ASCII_ONLY.test(options.path) &&
    ASCII_ONLY.test(pathname)
  ) {
    return matchPlainPathExactly(pathname, options.path);
  }
  return reactRouterMatchPath(pathname, options);
}) as MatchPath;
