// A pattern in `entrypoints` that matches a file outside `src` makes the build keep the `src`
// folder in its output (dist/src/app.js), while the generated entry still imports `./app.js`, so
// `commandkit start` (and `commandkit dev`) fails with ERR_MODULE_NOT_FOUND.
// Source: packages/commandkit/src/cli/build.ts:134 (the entry list: src/** plus config.entrypoints;
// tsdown writes paths relative to the common folder of all entries) and :226 (the generated
// index.js imports './app.js'). Reproduced by running the real CLI: `commandkit build`, then
// `commandkit start`; the workaround (the extra file inside src, no `entrypoints`) is built the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cliProject } from '../known-issues-lib/cli-project.mjs';

export default async function reproduce(ctx) {
  const { project, cli, write, assertNothingBundled } = cliProject(ctx);
  write(
    'src/app.ts',
    "import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n",
  );
  // A listener that imports the library, as real ones do: the build must keep it external.
  write(
    'src/app/events/clientReady/log.ts',
    "import { Logger } from 'commandkit';\nexport default () => Logger.info('ready');\n",
  );
  const config = (entrypoints) =>
    write(
      'commandkit.config.mjs',
      `import { defineConfig } from 'commandkit/config';
export default defineConfig({ entrypoints: ${JSON.stringify(entrypoints)}, typescript: { ignoreBuildErrors: true } });
`,
    );
  const run = (command) =>
    spawnSync(process.execPath, [cli, command], {
      cwd: project,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
    });

  // The bug: an extra entry file outside src.
  write('scripts/seed.ts', "console.log('seed');\n");
  config(['scripts/seed.ts']);
  run('build');
  assertNothingBundled('dist');
  const nested = existsSync(join(project, 'dist', 'src', 'app.js'));
  const started = run('start');
  const output = `${started.stdout}\n${started.stderr}`;
  const notFound = /ERR_MODULE_NOT_FOUND[^\n]*dist\/app\.js/.test(output);

  // The workaround: the file inside src, no `entrypoints`.
  rmSync(join(project, 'scripts'), { recursive: true });
  rmSync(join(project, 'dist'), { recursive: true });
  write('src/scripts/seed.ts', "console.log('seed');\n");
  config([]);
  run('build');
  assertNothingBundled('dist');
  const workaroundWorks =
    existsSync(join(project, 'dist', 'app.js')) &&
    existsSync(join(project, 'dist', 'scripts', 'seed.js'));

  return {
    reproduced: nested && notFound,
    workaroundWorks,
    evidence: `entrypoints ['scripts/seed.ts']: dist/src/app.js ${nested ? 'written' : 'not written'}; commandkit start: ${
      output.match(/Error \[ERR_MODULE_NOT_FOUND\][^\n]*/)?.[0] ?? output.trim().split('\n')[0]
    }; with src/scripts/seed.ts instead: dist/app.js and dist/scripts/seed.js ${workaroundWorks ? 'written' : 'missing'}`,
  };
}
