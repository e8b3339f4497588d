import { readFileSync } from 'node:fs';

/** Site paths listed in the built sitemap.xml, in order. */
export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = readFileSync(`${buildDir}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * An even spread of `count` paths that always includes the first page of every section
 * (the path's first three segments), so each part of the site is represented.
 */
export function samplePaths(paths: string[], count: number): string[] {
  const bySection = new Map<string, string>();
  for (const path of paths) {
    const section = path.split('/').slice(0, 4).join('/');
    if (!bySection.has(section)) bySection.set(section, path);
  }
  const picked = new Set(bySection.values());
  const step = Math.max(1, Math.floor(paths.length / count));
  for (let i = 0; picked.size < count && i < paths.length; i += step) picked.add(paths[i]!);
  return [...picked];
}
