import { readFileSync } from 'node:fs';

/** Site paths listed in the built sitemap.xml, in order. */
export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = readFileSync(`${buildDir}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
