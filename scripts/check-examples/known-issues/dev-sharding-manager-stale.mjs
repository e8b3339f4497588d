// `commandkit dev` decides between sharding-manager.js and index.js by looking in .commandkit
// before it rebuilds, so it follows the previous build: the first dev run after adding
// src/sharding-manager.ts starts the bot unsharded, and the first one after renaming the file to
// _sharding-manager.ts stops with "Could not locate the entrypoint file".
// Source: packages/commandkit/src/cli/development.ts:21 (findEntrypoint before buildApplication at
// :23), packages/commandkit/src/cli/build.ts:87 (the build empties .commandkit) and
// packages/commandkit/src/cli/app-process.ts:28 (the missing file). Reproduced by running the
// real `commandkit dev` four times and stopping it once it has shown what it started.
import { spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cliProject } from '../known-issues-lib/cli-project.mjs';

export default async function reproduce(ctx) {
  const { project, cli, write, assertNothingBundled } = cliProject(ctx);
  write(
    'commandkit.config.mjs',
    "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n",
  );
  write(
    'src/app.ts',
    "import { Client } from 'discord.js';\nconsole.log('@@started:index.js');\nexport default new Client({ intents: [] });\n",
  );
  // A listener that imports the library, as real ones do: the build must keep it external.
  write(
    'src/app/events/clientReady/log.ts',
    "import { Logger } from 'commandkit';\nexport default () => Logger.info('ready');\n",
  );
  write('src/sharding-manager.ts', "console.log('@@started:sharding-manager.js');\n");

  // One `commandkit dev` run, stopped as soon as it started a file or gave up.
  const dev = () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [cli, 'dev'], {
        cwd: project,
        detached: true,
        env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
      });
      let output = '';
      const stop = (what) => {
        clearTimeout(timer);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The process group has already exited.
        }
        resolve(what);
      };
      const timer = setTimeout(() => stop('nothing within 30 s'), 30_000);
      const read = (chunk) => {
        output += chunk;
        const started = /@@started:(\S+)/.exec(output);
        if (started) stop(started[1]);
        // eslint-disable-next-line no-control-regex -- the path ends at an ANSI colour code (ESC)
        const missing = /Could not locate the entrypoint file: [^\s\x1b]+/.exec(output);
        if (missing) stop(missing[0]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', () =>
        setTimeout(() => stop(`exited: ${output.trim().split('\n').pop()}`), 200),
      );
    });

  const afterAdding = await dev();
  assertNothingBundled('.commandkit');
  const secondRun = await dev();
  assertNothingBundled('.commandkit');
  renameSync(
    join(project, 'src', 'sharding-manager.ts'),
    join(project, 'src', '_sharding-manager.ts'),
  );
  const afterRenaming = await dev();
  const runAgain = await dev();

  return {
    reproduced:
      afterAdding === 'index.js' &&
      secondRun === 'sharding-manager.js' &&
      afterRenaming.startsWith('Could not locate the entrypoint file'),
    workaroundWorks: runAgain === 'index.js',
    evidence: `first dev after adding src/sharding-manager.ts started ${afterAdding}; the next started ${secondRun}; first dev after renaming it to _sharding-manager.ts: ${afterRenaming}; the next started ${runAgain}`,
  };
}
