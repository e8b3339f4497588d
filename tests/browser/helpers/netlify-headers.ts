import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** The headers netlify.toml gives every path (`for = "/*"`): the CSP and the other security headers. */
export function siteHeaders(): Record<string, string> {
  const netlify = parse(readFileSync('netlify.toml', 'utf8')) as {
    headers: { for: string; values: Record<string, string> }[];
  };
  const all = netlify.headers.find((h) => h.for === '/*');
  if (!all) throw new Error('netlify.toml has no headers for "/*"');
  return all.values;
}
