// Input discovery: which files are a package's public entry points, and how imports between the
// packages of the source tree resolve (built `dist/...` paths map back to `src/...`). Third-party
// imports are not resolved: they are not installed next to the source, and the reference only needs
// their names.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DocgenError } from './model';

export interface EntryPoint {
  /** Import specifier, e.g. `commandkit/kv` or `@commandkit/tasks/bullmq`. */
  specifier: string;
  /** Absolute path of the TypeScript file that declares this entry's exports. */
  file: string;
}

export interface SourcePackage {
  dir: string;
  npmName: string;
  entries: EntryPoint[];
}

const STRIP_EXT = /\.(d\.[mc]?ts|[mc]?js|[mc]?tsx?)$/;

function isFile(p: string): boolean {
  return existsSync(p) && statSync(p).isFile();
}

/** Finds the TypeScript file for a path without extension (or with a build extension). */
export function findTsFile(base: string): string | undefined {
  const stem = base.replace(STRIP_EXT, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.d.ts`,
    `${stem}/index.ts`,
    `${stem}/index.tsx`,
    `${stem}/index.d.ts`,
  ];
  if (/\.d\.ts$|\.tsx?$/.test(base)) candidates.unshift(base);
  return candidates.find(isFile);
}

/** Maps a path inside a package (as written in package.json or an import) to its source file. */
export function mapToSource(pkgDir: string, absPath: string): string | undefined {
  const rel = path.relative(pkgDir, absPath).split(path.sep).join('/');
  if (rel === 'dist' || rel.startsWith('dist/')) {
    return findTsFile(path.join(pkgDir, 'src', rel.slice('dist'.length)));
  }
  return findTsFile(absPath);
}

/** The `types` target of one `exports` condition object (or string). */
function typesTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of ['types', 'typings', 'import', 'require', 'default', 'node']) {
      if (key in obj) {
        const found = typesTarget(obj[key]);
        if (found) return found;
      }
    }
  }
  return undefined;
}

export function readPackageJson(pkgDir: string): Record<string, unknown> {
  const file = path.join(pkgDir, 'package.json');
  if (!isFile(file)) throw new DocgenError(`No package.json in ${pkgDir}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new DocgenError(`Cannot parse ${file}: ${(error as Error).message}`);
  }
}

/** Reads a package's public entry points from its package.json (`exports`, else `types`/`main`). */
export function readEntryPoints(pkgDir: string): SourcePackage {
  const pkg = readPackageJson(pkgDir);
  const npmName = typeof pkg.name === 'string' ? pkg.name : path.basename(pkgDir);
  const targets: [string, string][] = [];
  const exportsField = pkg.exports;
  if (typeof exportsField === 'string') {
    targets.push(['.', exportsField]);
  } else if (exportsField && typeof exportsField === 'object') {
    const keys = Object.keys(exportsField);
    if (keys.length > 0 && keys.every((k) => !k.startsWith('.'))) {
      const t = typesTarget(exportsField);
      if (t) targets.push(['.', t]);
    } else {
      for (const key of keys) {
        if (key.includes('*') || key === './package.json') continue;
        const t = typesTarget((exportsField as Record<string, unknown>)[key]);
        if (t) targets.push([key, t]);
      }
    }
  } else {
    const t = [pkg.types, pkg.typings, pkg.main].find((v) => typeof v === 'string') as
      string | undefined;
    if (t) targets.push(['.', t]);
  }
  if (targets.length === 0) {
    throw new DocgenError(
      `Package ${npmName} (${pkgDir}) has no entry points: package.json declares no "exports", "types" or "main".`,
    );
  }
  const entries: EntryPoint[] = [];
  for (const [key, target] of targets) {
    const file = mapToSource(pkgDir, path.resolve(pkgDir, target));
    if (!file) {
      throw new DocgenError(
        `Package ${npmName}: entry "${key}" -> ${target} maps to no source file (looked for it under ${path.join(pkgDir, 'src')}).`,
      );
    }
    const specifier = key === '.' ? npmName : `${npmName}/${key.replace(/^\.\//, '')}`;
    entries.push({ specifier, file });
  }
  return { dir: pkgDir, npmName, entries };
}

/** All packages under `<root>/packages` by npm name, for resolving imports between them. */
export function indexWorkspace(root: string): Map<string, SourcePackage> {
  const byName = new Map<string, SourcePackage>();
  const packagesDir = path.join(root, 'packages');
  if (!existsSync(packagesDir)) return byName;
  for (const dir of readdirSync(packagesDir).sort()) {
    const pkgDir = path.join(packagesDir, dir);
    if (!isFile(path.join(pkgDir, 'package.json'))) continue;
    try {
      const sp = readEntryPoints(pkgDir);
      byName.set(sp.npmName, sp);
    } catch {
      // Packages without usable entry points cannot be imported; ignore them here.
    }
  }
  return byName;
}

export interface Resolution {
  host: ts.CompilerHost;
  unresolved: Map<string, Set<string>>;
}

/** discord.js and the packages it re-exports: resolved from the site's node_modules. */
export function isDiscordJsFamily(spec: string): boolean {
  return (
    spec === 'discord.js' || spec.startsWith('@discordjs/') || spec.startsWith('discord-api-types')
  );
}

/**
 * A compiler host whose module resolution maps the workspace's `dist` paths and package names to
 * sources. With `nodeModules`, discord.js (which the site installs) resolves there, so inferred
 * types that involve discord.js are real types instead of `any`.
 */
export function createHost(
  options: ts.CompilerOptions,
  workspace: Map<string, SourcePackage>,
  nodeModules?: string,
): Resolution {
  const host = ts.createCompilerHost(options, true);
  const unresolved = new Map<string, Set<string>>();
  const pkgDirs = [...workspace.values()].map((p) => p.dir);
  const toResolved = (file: string): ts.ResolvedModuleFull => ({
    resolvedFileName: file,
    extension: file.endsWith('.d.ts')
      ? ts.Extension.Dts
      : file.endsWith('.tsx')
        ? ts.Extension.Tsx
        : ts.Extension.Ts,
    isExternalLibraryImport: false,
  });
  const resolveOne = (spec: string, containing: string): string | undefined => {
    if (spec.startsWith('.')) {
      const abs = path.resolve(path.dirname(containing), spec);
      const pkgDir = pkgDirs.find((d) => abs === d || abs.startsWith(d + path.sep));
      return pkgDir ? mapToSource(pkgDir, abs) : findTsFile(abs);
    }
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const pkg = workspace.get(name);
    if (!pkg) return undefined;
    return pkg.entries.find((e) => e.specifier === spec)?.file;
  };
  const installed = (spec: string, containing: string): ts.ResolvedModuleFull | undefined => {
    if (!nodeModules) return undefined;
    const inside = containing.startsWith(nodeModules + path.sep);
    if (!inside && !isDiscordJsFamily(spec)) return undefined;
    const from = inside ? containing : path.join(nodeModules, '..', 'index.ts');
    return ts.resolveModuleName(spec, from, options, ts.sys).resolvedModule;
  };
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((lit) => {
      const file = resolveOne(lit.text, containingFile);
      if (file) return { resolvedModule: toResolved(file) };
      const found = installed(lit.text, containingFile);
      if (found) return { resolvedModule: found };
      let set = unresolved.get(lit.text);
      if (!set) unresolved.set(lit.text, (set = new Set()));
      set.add(containingFile);
      return { resolvedModule: undefined };
    });
  return { host, unresolved };
}
