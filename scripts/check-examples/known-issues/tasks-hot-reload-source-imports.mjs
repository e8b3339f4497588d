// When a task file is saved under `commandkit dev`, the tasks plugin reloads it by importing the
// source file itself (event.path, the .ts under src/app/tasks), not the compiled output:
// packages/tasks/src/plugin.ts:224 (performHMR) and :237 (import(toFileURL(event.path))). Node
// then resolves the file's imports as written, so a local import without an extension, with the
// `.js` extension TypeScript expects, or through a `paths` alias fails with ERR_MODULE_NOT_FOUND;
// the error is only logged (:240) and the task keeps its old definition. Reproduced by calling the
// plugin's real performHMR() with the event the development server sends for a saved task file.
// The workaround other than a restart: the same import written with its `.ts` extension reloads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format } from 'node:util';

export default async function reproduce(ctx) {
  const write = (path, text) => {
    mkdirSync(dirname(join(ctx.scratch, path)), { recursive: true });
    writeFileSync(join(ctx.scratch, path), text);
  };
  const taskFile = (name, importLine) =>
    `import { task } from '@commandkit/tasks';\n${importLine}\nexport default task({ name: '${name}', async execute() {} });\n`;
  write('src/app/_helpers.ts', "export const who = 'helper';\n");
  write('src/app/tasks/plain.ts', taskFile('plain', ''));
  write('src/app/tasks/extensionless.ts', taskFile('extensionless', "import '../_helpers';"));
  write('src/app/tasks/dot-js.ts', taskFile('dot-js', "import '../_helpers.js';"));
  write('src/app/tasks/alias.ts', taskFile('alias', "import '@/app/_helpers';"));
  write('src/app/tasks/dot-ts.ts', taskFile('dot-ts', "import '../_helpers.ts';"));
  // The task files import @commandkit/tasks from the project, as in a real bot.
  mkdirSync(join(ctx.scratch, 'node_modules', '@commandkit'), { recursive: true });
  const { symlinkSync } = await import('node:fs');
  symlinkSync(
    join(ctx.root, 'node_modules', '@commandkit', 'tasks'),
    join(ctx.scratch, 'node_modules', '@commandkit', 'tasks'),
  );

  const { tasks } = await ctx.import('@commandkit/tasks');
  const plugin = tasks({ initializeDefaultDriver: false });
  const logged = [];
  // CommandKit's logger prints through console or straight to the streams: capture both.
  const original = { log: console.log, error: console.error, warn: console.warn };
  const streams = { out: process.stdout.write, err: process.stderr.write };
  console.log = console.error = console.warn = (...args) => void logged.push(format(...args));
  process.stdout.write = process.stderr.write = (chunk) => (logged.push(String(chunk)), true);
  const outcome = {};
  try {
    for (const name of ['plain', 'extensionless', 'dot-js', 'alias', 'dot-ts']) {
      const before = logged.length;
      await plugin.performHMR(
        {},
        {
          event: 'unknown',
          path: join(process.cwd(), 'src', 'app', 'tasks', `${name}.ts`),
          accept() {},
          preventDefault() {},
        },
      );
      const error = logged
        .slice(before)
        .join('\n')
        .match(/ERR_MODULE_NOT_FOUND/);
      outcome[name] = plugin.tasks.has(name)
        ? 'reloaded'
        : error
          ? 'ERR_MODULE_NOT_FOUND'
          : 'not reloaded';
    }
  } finally {
    Object.assign(console, original);
    process.stdout.write = streams.out;
    process.stderr.write = streams.err;
  }

  return {
    reproduced:
      outcome.plain === 'reloaded' &&
      outcome.extensionless === 'ERR_MODULE_NOT_FOUND' &&
      outcome['dot-js'] === 'ERR_MODULE_NOT_FOUND' &&
      outcome.alias === 'ERR_MODULE_NOT_FOUND',
    workaroundWorks: outcome['dot-ts'] === 'reloaded',
    evidence: Object.entries(outcome)
      .map(([name, what]) => `${name}.ts: ${what}`)
      .join('; '),
  };
}
