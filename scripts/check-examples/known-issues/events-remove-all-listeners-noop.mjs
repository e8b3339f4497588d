// `commandkit.events.to(namespace).removeAllListeners()` without an event name removes nothing.
// Source: packages/commandkit/src/events/CommandKitEventsChannel.ts:91-96 stores every listener
// under `${namespace}:${event}` but, without an event, calls
// `emitter.removeAllListeners(namespace)`: a key no listener is ever stored under (:49, :70
// store them under `${namespace}:${event}`).
// Reproduced on the events channel of a started CommandKit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  mkdirSync(join(ctx.scratch, 'app', 'events', 'clientReady'), { recursive: true });
  writeFileSync(
    join(ctx.scratch, 'app', 'events', 'clientReady', 'log.mjs'),
    'export default () => {};\n',
  );
  const { commandkit } = await ctx.import('commandkit');
  const { Client } = ctx.require('discord.js');
  commandkit.setClient(new Client({ intents: [] }));
  await commandkit.start(false);

  const tickets = commandkit.events.to('tickets');
  let calls = 0;
  tickets.on('closed', () => calls++);
  tickets.removeAllListeners();
  const stillListening = tickets.emit('closed');
  // The workaround: name the event.
  tickets.removeAllListeners('closed');
  const afterNamed = tickets.emit('closed');
  return {
    reproduced: stillListening === true && calls === 1,
    evidence: `after to('tickets').removeAllListeners(), emit('closed') returned ${stillListening} and the listener ran ${calls} time(s); after removeAllListeners('closed') emit returned ${afterNamed}`,
    workaroundWorks: afterNamed === false && calls === 1,
  };
}
