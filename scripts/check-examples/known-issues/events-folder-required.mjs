// Without an app/events folder (with at least one file in the build) the bot does not start.
// Source: packages/commandkit/src/app/handlers/AppEventsHandler.ts:99 scans the events folder
// unconditionally (CommandKit#initEvents checks it exists, commandkit.ts:428, but loadEvents()
// scans again without the check).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  // A bot project with a command and no events folder.
  mkdirSync(join(ctx.scratch, 'app', 'commands'), { recursive: true });
  writeFileSync(
    join(ctx.scratch, 'app', 'commands', 'ping.mjs'),
    "export const command = { name: 'ping', description: 'Pong' };\nexport const chatInput = async (ctx) => { await ctx.interaction.reply('Pong'); };\n",
  );
  const { commandkit } = await ctx.import('commandkit');
  const { Client } = ctx.require('discord.js');
  commandkit.setClient(new Client({ intents: [] }));
  let startError;
  try {
    await commandkit.start(false);
  } catch (error) {
    startError = error;
  }
  // The workaround (one event file) is checked in a second project.
  const second = join(ctx.scratch, 'with-event');
  mkdirSync(join(second, 'app', 'events', 'clientReady'), { recursive: true });
  writeFileSync(
    join(second, 'app', 'events', 'clientReady', 'log.mjs'),
    'export default () => {};\n',
  );
  const child = await ctx.node(
    [
      '--input-type=module',
      '-e',
      `const { commandkit } = await import(${JSON.stringify(ctx.require.resolve('commandkit'))});
       const { Client } = await import(${JSON.stringify(ctx.require.resolve('discord.js'))});
       commandkit.setClient(new Client({ intents: [] }));
       await commandkit.start(false);
       console.log('STARTED', commandkit.started);`,
    ],
    { cwd: second },
  );
  return {
    reproduced: startError?.code === 'ENOENT' && /scandir .*events/.test(startError.message),
    evidence: `start(false) without app/events: ${startError ? String(startError) : 'started'}; with one event file: ${/STARTED true/.test(child.stdout) ? 'started' : `did not start (${child.stderr.slice(-300)})`}`,
    workaroundWorks: /STARTED true/.test(child.stdout),
  };
}
