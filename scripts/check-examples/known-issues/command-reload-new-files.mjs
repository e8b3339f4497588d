// Reloading commands (what `commandkit dev` does when a file under src/app/commands changes:
// packages/commandkit/src/utils/dev-hooks.ts:91 calls commandHandler.reloadCommands()) loads the
// files of the start-up scan again: reloadCommands() (AppCommandHandler.ts:669) clears the loaded
// commands and calls loadCommands(), which takes the router's stored data (:736) without scanning;
// only start-up scans (packages/commandkit/src/commandkit.ts:412). A command or middleware file
// added during the session is therefore not loaded. Reproduced by starting CommandKit without
// logging in, adding the files and calling the same reloadCommands(); a fresh start (the `r`
// restart of `commandkit dev`) is run in a second process.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export default async function reproduce(ctx) {
  const write = (path, text) => {
    mkdirSync(dirname(join(ctx.scratch, path)), { recursive: true });
    writeFileSync(join(ctx.scratch, path), text);
  };
  const command = (name) =>
    `export const command = { name: '${name}', description: '${name}' };\nexport const chatInput = async () => {};\n`;
  write('app/events/clientReady/log.mjs', 'export default () => {};\n');
  write('app/commands/ping.mjs', command('ping'));

  // Prints what a CommandKit started in this folder has loaded, optionally after adding files
  // and reloading the commands.
  const lister = `import { commandkit } from 'commandkit';
import { Client } from 'discord.js';
import { writeFileSync } from 'node:fs';
commandkit.setClient(new Client({ intents: [] }));
await commandkit.start(false);
if (process.argv[2] === 'add-then-reload') {
  writeFileSync('app/commands/hello.mjs', ${JSON.stringify(command('hello'))});
  writeFileSync('app/commands/+middleware.mjs', 'export function beforeExecute() {}\\n');
  await commandkit.commandHandler.reloadCommands();
}
const handler = commandkit.commandHandler;
const names = handler.getCommandsArray().map((c) => c.command.name).sort();
console.log('@@' + JSON.stringify({ commands: names, middlewares: handler.loadedMiddlewares.size }));
process.exit(0);
`;
  write('list.mjs', lister);
  symlinkSync(join(ctx.root, 'node_modules'), join(ctx.scratch, 'node_modules'));
  write('package.json', '{ "type": "module" }\n');

  const loaded = async (args) => {
    const { stdout, stderr } = await ctx.node(['list.mjs', ...args]);
    const line = /@@(\{.*\})/.exec(stdout);
    if (!line) throw new Error(`no result: ${stdout}\n${stderr}`);
    return JSON.parse(line[1]);
  };
  const afterReload = await loaded(['add-then-reload']);
  const afterRestart = await loaded([]);

  return {
    reproduced: afterReload.commands.join() === 'ping' && afterReload.middlewares === 0,
    workaroundWorks:
      afterRestart.commands.join() === 'hello,ping' && afterRestart.middlewares === 1,
    evidence: `after adding hello.mjs and +middleware.mjs, reloadCommands() loaded commands [${afterReload.commands}] and ${afterReload.middlewares} middleware(s); a fresh start loaded [${afterRestart.commands}] and ${afterRestart.middlewares}`,
  };
}
