// A scratch CommandKit project for reproductions that run the real CLI, laid out like a project
// made from the template: an ES module package.json, a `write(path, text)` for its files, and a
// node_modules folder of its own.
//
// Why not a symlink to the workspace's node_modules: the workspace links `commandkit` and
// `@commandkit/*` to its packages/ folder, so their real paths lie outside any node_modules folder,
// and the build (tsdown's skipNodeModulesBundle) bundles them into the output. The bot then runs a
// second copy of the library next to the one the generated index.js imports. Here those packages
// and discord.js (the one their code and the bot's share) are hard-linked copies inside the
// project's node_modules; every other package is a symlink into the workspace's node_modules
// (a real path inside node_modules, so it stays external). `commandkit-types` is left out: it is
// the project's own folder, which `commandkit dev` writes.
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** Packages whose code must come from inside the project's node_modules. */
const isLibrary = (name) =>
  name === 'commandkit' || name === 'discord.js' || name.startsWith('@commandkit/');
/** Workspace entries a real project does not have. */
const LEFT_OUT = new Set(['.package-lock.json', 'commandkit-types']);

export function cliProject(ctx) {
  const project = ctx.scratch;
  const write = (path, text) => {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  };
  projectNodeModules(join(ctx.root, 'node_modules'), join(project, 'node_modules'));
  write('package.json', '{ "type": "module" }\n');
  return {
    project,
    cli: join(project, 'node_modules', 'commandkit', 'bin', 'index.mjs'),
    write,
    /** Throws when a build output folder (`dist`, `.commandkit`) holds code from outside src. */
    assertNothingBundled: (outDir) => assertNothingBundled(project, join(project, outDir)),
  };
}

/** Fills `target` from the workspace's node_modules as described at the top of this file. */
export function projectNodeModules(workspace, target) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(workspace)) {
    if (LEFT_OUT.has(entry)) continue;
    if (
      entry.startsWith('@') &&
      readdirSync(join(workspace, entry)).some((n) => isLibrary(`${entry}/${n}`))
    ) {
      mkdirSync(join(target, entry));
      for (const name of readdirSync(join(workspace, entry)))
        place(
          join(workspace, entry, name),
          join(target, entry, name),
          isLibrary(`${entry}/${name}`),
        );
    } else place(join(workspace, entry), join(target, entry), isLibrary(entry));
  }
}

function place(from, to, copy) {
  if (copy) hardLinkTree(realpathSync(from), to);
  else symlinkSync(from, to);
}

/** Copies a folder as hard links (a plain copy across file systems); symlinks stay symlinks. */
function hardLinkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const destination = join(to, entry.name);
    if (entry.isDirectory()) hardLinkTree(source, destination);
    else if (entry.isSymbolicLink()) {
      const link = readlinkSync(source);
      symlinkSync(isAbsolute(link) ? link : resolve(from, link), destination);
    } else {
      try {
        linkSync(source, destination);
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        copyFileSync(source, destination);
      }
    }
  }
}

/**
 * Where the output's code came from: the `//#region <path>` comments the bundler writes before
 * each module (paths relative to the project) and the `sources` of the source maps. Any module
 * outside the project, or in its node_modules, was bundled in.
 */
export function assertNothingBundled(project, outDir) {
  const outside = new Set();
  const check = (base, source) => {
    if (/^(\0|rolldown:)/.test(source)) return; // the bundler's own helpers
    const path = resolve(base, source);
    const within = relative(project, path);
    if (
      within.startsWith('..') ||
      isAbsolute(within) ||
      within.split(/[\\/]/).includes('node_modules')
    )
      outside.add(relative(project, path));
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.[cm]?js$/.test(entry.name)) {
        for (const [, path] of readFileSync(file, 'utf8').matchAll(/^\/\/#region (.+)$/gm))
          check(project, path.trim());
      } else if (entry.name.endsWith('.js.map')) {
        const { sources = [], sourceRoot = '' } = JSON.parse(readFileSync(file, 'utf8'));
        for (const source of sources) check(resolve(dir, sourceRoot), source);
      }
    }
  };
  walk(outDir);
  if (outside.size > 0)
    throw new Error(
      `the build in ${relative(project, outDir)} bundled code from outside the project: ${[...outside].slice(0, 5).join(', ')}${outside.size > 5 ? ` and ${outside.size - 5} more` : ''}`,
    );
}
