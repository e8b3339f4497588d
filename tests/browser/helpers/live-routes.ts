// Resolves the URLs of the live site against a production build folder and netlify.toml's 301s.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Netlify301 {
  from: string;
  to: string;
  status: number;
}

export type RouteOutcome =
  | { url: string; ok: true; page: string; via?: string }
  | { url: string; ok: false; problem: string };

const trimSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The HTML file the static server answers a path with, if any. */
export function builtFile(buildDir: string, urlPath: string): string | undefined {
  const rel = decodeURI(urlPath).replace(/^\/+/, '');
  const candidates =
    rel === '' ? ['index.html'] : [path.join(rel, 'index.html'), `${trimSlash(rel)}.html`];
  return candidates.map((c) => path.join(buildDir, c)).find((f) => existsSync(f));
}

/** The target of a client-side redirect page, or undefined for a real page. */
export function redirectTarget(html: string): string | undefined {
  const m = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
  return m ? decodeURI(m[1]) : undefined;
}

/** What a visitor of `url` ends on: a page of the build, directly or through one redirect. */
export function resolveLiveRoute(
  buildDir: string,
  url: string,
  netlify: Netlify301[],
): RouteOutcome {
  const file = builtFile(buildDir, url);
  if (!file) return { url, ok: false, problem: 'no page and no redirect in the build' };
  const to = redirectTarget(readFileSync(file, 'utf8'));
  if (to === undefined) return { url, ok: true, page: url };
  const rule = netlify.find((r) => trimSlash(r.from) === trimSlash(url));
  if (!rule) return { url, ok: false, problem: `client redirect to ${to} but no netlify.toml 301` };
  if (rule.status !== 301 || trimSlash(rule.to) !== trimSlash(to))
    return {
      url,
      ok: false,
      problem: `netlify.toml says ${rule.status} ${rule.to}, the page ${to}`,
    };
  const target = builtFile(buildDir, to);
  if (!target) return { url, ok: false, problem: `redirect target ${to} is not in the build` };
  if (redirectTarget(readFileSync(target, 'utf8')) !== undefined)
    return { url, ok: false, problem: `redirect target ${to} is itself a redirect` };
  return { url, ok: true, page: to, via: 'redirect' };
}
