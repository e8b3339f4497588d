// A project whose package.json does not say "type": "module" does not start. Without "type", the
// bundler writes ES modules with the .mjs extension (dist/app.mjs, dist/app/commands/*.mjs) while
// the generated entry imports './app.js', so `commandkit start` (and `commandkit dev`) fails with
// ERR_MODULE_NOT_FOUND; with "type": "commonjs" (what `npm init -y` writes with npm 11) Node loads
// commandkit.config.ts as CommonJS and the build stops at its first `import`.
// Source: packages/commandkit/src/cli/build.ts:96 (format ['esm']: tsdown picks .mjs outside an
// ES module package) and :226 (the generated index.js imports './app.js').
// Reproduced by running the real CLI (`commandkit build`, then `commandkit start`) three times:
// no "type", "type": "commonjs", and the workaround "type": "module".
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cliProject } from '../known-issues-lib/cli-project.mjs';

export default async function reproduce(ctx) {
  const { project, cli, write, assertNothingBundled } = cliProject(ctx);
  write(
    'commandkit.config.ts',
    "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n",
  );
  write(
    'src/app.ts',
    "import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n",
  );
  write('src/app/events/clientReady/log.ts', 'export default () => {};\n');
  const run = (command) => {
    const result = spawnSync(process.execPath, [cli, command], {
      cwd: project,
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
    });
    return `${result.stdout}\n${result.stderr}`;
  };
  const attempt = (packageJson) => {
    rmSync(join(project, 'dist'), { recursive: true, force: true });
    write('package.json', packageJson);
    const build = run('build');
    if (existsSync(join(project, 'dist'))) assertNothingBundled('dist');
    const start = run('start');
    return {
      build,
      start,
      appJs: existsSync(join(project, 'dist', 'app.js')),
      appMjs: existsSync(join(project, 'dist', 'app.mjs')),
      notFound: /ERR_MODULE_NOT_FOUND[^\n]*dist\/app\.js/.test(start),
      // Without a token the bot gets as far as logging in: the modules loaded.
      loaded: /TokenInvalid|An invalid token|ENOTFOUND|getaddrinfo|NEEDS_DISCORD/.test(start),
    };
  };
  const untyped = attempt('{ "name": "bot" }\n');
  const commonjs = attempt('{ "name": "bot", "type": "commonjs" }\n');
  const module = attempt('{ "name": "bot", "type": "module" }\n');
  const importError = /Cannot use import statement outside a module/.test(commonjs.build);
  const firstLine = (text, pattern) => text.match(pattern)?.[0] ?? text.trim().split('\n')[0];
  return {
    reproduced: untyped.appMjs && !untyped.appJs && untyped.notFound && importError,
    workaroundWorks: module.appJs && !module.notFound && module.loaded,
    evidence: `no "type": dist/app.mjs ${untyped.appMjs ? 'written' : 'missing'}, start: ${firstLine(
      untyped.start,
      /Error \[ERR_MODULE_NOT_FOUND\][^\n]*/,
    )}; "type": "commonjs": build ${importError ? 'fails with "Cannot use import statement outside a module"' : 'did not fail'}; "type": "module": dist/app.js ${module.appJs ? 'written' : 'missing'}, start ${module.loaded ? 'reached the login' : 'failed: ' + module.start.trim().split('\n')[0]}`,
  };
}
