// Which modules and packages a page's first-load scripts carry, from the client bundle stats that
// src/plugins/bundle-stats writes when BUNDLE_STATS_FILE is set during the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface StatsModule {
  name?: string;
  identifier?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  files?: string[];
  modules?: StatsModule[];
}
export interface BundleStats {
  chunks?: StatsChunk[];
}

export interface Contributor {
  name: string;
  /** Module source size after loaders, before minification. */
  rawBytes: number;
  /** Share of the files' real gzip size, in proportion to `rawBytes` within each file. */
  estimatedGzipBytes: number;
}
export interface BundleSummary {
  files: string[];
  gzipBytes: number;
  packages: Contributor[];
  modules: Contributor[];
}

/** Flattens concatenated (scope-hoisted) modules into the modules they were made of. */
function leafModules(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((m) => (m.modules?.length ? leafModules(m.modules) : [m]));
}

/** `builtin:swc-loader??ref!./node_modules/a/b.js` → `./node_modules/a/b.js`. */
export function modulePath(module: StatsModule): string {
  const name = module.name ?? module.identifier ?? '?';
  return name.slice(name.lastIndexOf('!') + 1).replace(/ \+ \d+ modules?$/, '');
}

/** The npm package a module belongs to, or the project folder for the site's own code. */
export function packageOf(path: string): string {
  const inNodeModules = path.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const [scope, name] = path.slice(inNodeModules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const [first, second] = path.replace(/^\.\//, '').split('/');
  if (first === '.docusaurus') return '(generated: .docusaurus)';
  if (first === 'src' && second) return `(site: src/${second})`;
  return `(site: ${first})`;
}

function addTo(totals: Map<string, Contributor>, name: string, raw: number, gzip: number): void {
  const entry = totals.get(name) ?? { name, rawBytes: 0, estimatedGzipBytes: 0 };
  entry.rawBytes += raw;
  entry.estimatedGzipBytes += gzip;
  totals.set(name, entry);
}

const top = (totals: Map<string, Contributor>, count: number) =>
  [...totals.values()]
    .map((c) => ({ ...c, estimatedGzipBytes: Math.round(c.estimatedGzipBytes) }))
    .sort((a, b) => b.estimatedGzipBytes - a.estimatedGzipBytes)
    .slice(0, count);

/**
 * Summarises the given built files (paths like `/assets/js/main.1234.js`): their gzip size and
 * the packages and modules that make it up, biggest first.
 */
export function summariseFiles(
  stats: BundleStats,
  buildDir: string,
  files: string[],
  count = 15,
): BundleSummary {
  const packages = new Map<string, Contributor>();
  const modules = new Map<string, Contributor>();
  let gzipBytes = 0;
  for (const file of files) {
    const relative = file.replace(/^\//, '');
    const fileGzip = gzipSync(readFileSync(join(buildDir, relative)), { level: 9 }).length;
    gzipBytes += fileGzip;
    const chunk = stats.chunks?.find((c) => c.files?.includes(relative));
    const leaves = leafModules(chunk?.modules);
    const raw = leaves.reduce((total, m) => total + (m.size ?? 0), 0);
    if (!chunk || raw === 0) {
      addTo(packages, `(unattributed: ${relative})`, 0, fileGzip);
      continue;
    }
    for (const m of leaves) {
      const gzip = ((m.size ?? 0) / raw) * fileGzip;
      const path = modulePath(m);
      addTo(packages, packageOf(path), m.size ?? 0, gzip);
      addTo(modules, path, m.size ?? 0, gzip);
    }
  }
  return { files, gzipBytes, packages: top(packages, count), modules: top(modules, count) };
}

export function readStats(file: string): BundleStats {
  return JSON.parse(readFileSync(file, 'utf8')) as BundleStats;
}
