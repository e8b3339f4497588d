// An async function given to after() can run twice.
// Source: packages/commandkit/src/context/async-context.ts:81 schedules a finalizer with
// setImmediate, and packages/commandkit/src/app/commands/AppCommandRunner.ts:280 runs another
// one; both walk env.runDeferredFunctions() (packages/commandkit/src/context/environment.ts:178),
// which deletes a function from the list only after it has finished (:184).
// With a run-once flag on each callback, the second walk starts the next callback while the first is
// still awaiting, so callbacks that await overlap.
// Reproduced by running a command through CommandKit's real command runner.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  mkdirSync(join(ctx.scratch, 'app', 'events', 'clientReady'), { recursive: true });
  writeFileSync(
    join(ctx.scratch, 'app', 'events', 'clientReady', 'log.mjs'),
    'export default () => {};\n',
  );
  const { commandkit, unstable_after: after } = await ctx.import('commandkit');
  const { Client } = ctx.require('discord.js');
  commandkit.setClient(new Client({ intents: [] }));
  await commandkit.start(false);

  const run = async (handler) => {
    const prepared = {
      command: {
        command: { id: 'feedback', name: 'feedback' },
        data: { command: { name: 'feedback' }, chatInput: handler },
      },
      middlewares: [],
    };
    const interaction = {
      isChatInputCommand: () => true,
      isAutocomplete: () => false,
      isContextMenuCommand: () => false,
      isUserContextMenuCommand: () => false,
      isMessageContextMenuCommand: () => false,
      commandName: 'feedback',
    };
    await commandkit.commandHandler.commandRunner.runCommand(prepared, interaction);
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  let plain = 0;
  await run(async () =>
    after(async () => {
      plain++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }),
  );
  // The workaround: a flag set before the first await.
  let guarded = 0;
  let done = false;
  await run(async () =>
    after(async () => {
      if (done) return;
      done = true;
      guarded++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }),
  );
  // Two guarded callbacks: the second walk skips the first and starts the second while the first
  // is still awaiting; one guarded callback doing both steps keeps them in order.
  const events = [];
  const step = async (name) => {
    events.push(`${name}-start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.push(`${name}-end`);
  };
  const guardedOnce = (fn) => {
    let started = false;
    return async () => {
      if (started) return;
      started = true;
      await fn();
    };
  };
  await run(async () => {
    after(guardedOnce(() => step('A')));
    after(guardedOnce(() => step('B')));
  });
  const overlapped = events.indexOf('B-start') < events.indexOf('A-end');
  const ordered = [];
  events.length = 0;
  await run(async () => {
    after(
      guardedOnce(async () => {
        await step('A');
        await step('B');
      }),
    );
  });
  ordered.push(...events);
  return {
    reproduced: plain === 2 && overlapped,
    evidence: `an async after() callback that awaits 100 ms ran ${plain} time(s) for one command run; with a flag set before its first await it did its work ${guarded} time(s); two such guarded callbacks ran as ${JSON.stringify(overlapped ? 'overlapping' : 'in order')}; both steps in one guarded callback ran ${ordered.join(' ')}`,
    workaroundWorks: guarded === 1 && ordered.join(' ') === 'A-start A-end B-start B-end',
  };
}
