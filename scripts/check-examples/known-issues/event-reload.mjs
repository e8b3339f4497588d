// Reloading events (what `commandkit dev` does when a file under src/app/events changes:
// packages/commandkit/src/utils/dev-hooks.ts:95 calls eventHandler.reloadEvents() without awaiting
// it) goes wrong in three cases. Reproduced by starting CommandKit without logging in and calling
// the same reloadEvents() on the real events handler.
// Source: packages/commandkit/src/app/handlers/AppEventsHandler.ts:99 (the router keeps deleted
// files: scan() without clear()), :360 (removeAllListeners for an event without regular
// listeners), :354 (only the regular listener is detached; a pending `once` handler stays).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  const events = join(ctx.scratch, 'app', 'events');
  const file = (path, once) => {
    mkdirSync(join(events, path, '..'), { recursive: true });
    writeFileSync(
      join(events, path),
      `export default () => { globalThis.calls.push(${JSON.stringify(path)}); };\n${once ? 'export const once = true;\n' : ''}`,
    );
  };
  globalThis.calls = [];
  file('clientReady/log.mjs', false);
  file('guildCreate/welcome.mjs', true); // only `once` files, emitted before the reload
  file('guildUpdate/audit.mjs', true); // only `once` files, not emitted before the reload
  file('interactionCreate/first.mjs', true); // only `once` files, next to CommandKit's own listener
  file('threadCreate/a-regular.mjs', false);
  file('threadCreate/b-once.mjs', true); // `once` next to a regular listener
  file('guildDelete/gone.mjs', false); // deleted before the second reload
  file('guildDelete/stays.mjs', false);

  const { commandkit } = await ctx.import('commandkit');
  const { Client } = ctx.require('discord.js');
  const client = new Client({ intents: [] });
  commandkit.setClient(client);
  await commandkit.start(false);

  // Listeners a library (or CommandKit itself) attached.
  const library = { guildCreate: 0, guildUpdate: 0 };
  client.on('guildCreate', () => void library.guildCreate++);
  client.on('guildUpdate', () => void library.guildUpdate++);
  const interactionListenersBefore = client.listenerCount('interactionCreate');
  client.emit('guildCreate', {});
  await new Promise((resolve) => setTimeout(resolve, 50));

  await commandkit.reloadEvents();
  const interactionListenersAfter = client.listenerCount('interactionCreate');
  client.emit('guildCreate', {});
  client.emit('guildUpdate', {});
  calls.length = 0;
  client.emit('threadCreate', {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  const onceRuns = calls.filter((c) => c === 'threadCreate/b-once.mjs').length;

  // Case 1: a deleted listener file.
  rmSync(join(events, 'guildDelete', 'gone.mjs'));
  let reloadError;
  try {
    await commandkit.reloadEvents();
  } catch (error) {
    reloadError = error;
  }
  const leftAttached = ['guildDelete', 'threadCreate', 'clientReady'].map((e) =>
    client.listenerCount(e),
  );

  const deleted = !!reloadError && leftAttached.every((n) => n === 0);
  const allOnce =
    library.guildUpdate === 0 && interactionListenersAfter < interactionListenersBefore;
  const allOnceAfterFiring = library.guildCreate === 2;
  const twice = onceRuns === 2;
  return {
    reproduced: deleted && allOnce && twice && allOnceAfterFiring,
    evidence: [
      `deleted file: reloadEvents() rejected with ${String(reloadError).split('\n')[0]}; listeners left on guildDelete/threadCreate/clientReady: ${leftAttached.join('/')}`,
      `all-once event not yet emitted: the library's guildUpdate listener ran ${library.guildUpdate} time(s) after the reload (removed), interactionCreate listeners ${interactionListenersBefore} → ${interactionListenersAfter}`,
      `all-once event emitted before the reload: the library's guildCreate listener ran ${library.guildCreate} time(s) (kept)`,
      `once next to a regular listener: it ran ${onceRuns} time(s) on one threadCreate after the reload`,
    ].join('; '),
  };
}
