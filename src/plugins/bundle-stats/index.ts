// Writes the client bundle's chunk/module stats to $BUNDLE_STATS_FILE (set by `npm run bench`)
// so scripts/bench can say which modules and packages each page's first-load chunks carry.
// Off unless that variable is set; works with Rspack and webpack (both expose `stats.toJson`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from '@docusaurus/types';

interface StatsLike {
  toJson(options: Record<string, unknown>): unknown;
}
interface CompilerLike {
  hooks: { done: { tap(name: string, callback: (stats: StatsLike) => void): void } };
}

const STATS_OPTIONS = {
  all: false,
  ids: true,
  chunks: true,
  chunkModules: true,
  nestedModules: true,
  // Without these, concatenated modules hide what they were made of, and long lists are cut.
  orphanModules: true,
  dependentModules: true,
  // Modules restored from the persistent cache are hidden otherwise (a warm build lost ~40%).
  cachedModules: true,
  chunkModulesSpace: Infinity,
  nestedModulesSpace: Infinity,
};

interface StatsModule {
  type?: string;
  name?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  names?: string[];
  files?: string[];
  initial?: boolean;
  modules?: StatsModule[];
}

/**
 * Concatenated modules stand for the modules they were made of; a group the stats still hide
 * keeps its size under its parent's name, so that every byte of a chunk is counted.
 */
function leafModules(modules: StatsModule[] = [], parent = '?'): { name: string; size: number }[] {
  return modules.flatMap((m) => {
    if (m.type !== undefined && m.type !== 'module') {
      return m.size ? [{ name: `${parent} (${m.type})`, size: m.size }] : [];
    }
    const name = m.name ?? parent;
    return m.modules?.length ? leafModules(m.modules, name) : [{ name, size: m.size ?? 0 }];
  });
}

/** Only what the bench needs: each chunk's files and its modules' names and sizes. */
function compact(json: { chunks?: StatsChunk[] }) {
  return {
    chunks: (json.chunks ?? []).map((chunk) => ({
      id: chunk.id,
      names: chunk.names,
      files: chunk.files,
      initial: chunk.initial,
      modules: leafModules(chunk.modules),
    })),
  };
}

function writeStatsPlugin(file: string) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.done.tap('bundle-stats', (stats) => {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(compact(stats.toJson(STATS_OPTIONS) as never)));
      });
    },
  };
}

export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      const file = process.env.BUNDLE_STATS_FILE;
      if (!file || isServer) return {};
      return { plugins: [writeStatsPlugin(file)] } as never;
    },
  };
}
