// Reloading events (what `commandkit dev` does when a file under src/app/events changes:
// packages/commandkit/src/utils/dev-hooks.ts:95 calls eventHandler.reloadEvents() without awaiting
// it) goes wrong in five cases. Reproduced by starting CommandKit without logging in and calling
// the same reloadEvents() on the real events handler.
// Source: packages/commandkit/src/app/handlers/AppEventsHandler.ts:99 (the router keeps deleted
// files: scan() without clear()), :360 (removeAllListeners for an event without regular
// listeners; :296 forgets an all-once event only when every once file finished, and a file that
// calls stopEvents() throws before it is counted at :269), :354 (only the regular listener is
// detached; a pending `once` handler stays),
// :105 (only the listener file's URL gets a fresh timestamp, so modules it imports stay cached:
// packages/commandkit/src/utils/resolve-file-url.ts:11; saving such a helper inside src/app/events
// triggers this reload, not a restart: packages/commandkit/src/cli/development.ts:48) and
// packages/commandkit/src/app/router/EventsRouter.ts:172 (new files are appended after the
// listeners of the previous scan, since the router's list is never cleared).
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
  // The listener files push to this array through `globalThis`.
  const calls = (globalThis.calls = []);
  file('clientReady/log.mjs', false);
  file('guildCreate/welcome.mjs', true); // only `once` files, emitted before the reload
  file('guildUpdate/audit.mjs', true); // only `once` files, not emitted before the reload
  file('interactionCreate/first.mjs', true); // only `once` files, next to CommandKit's own listener
  file('threadCreate/a-regular.mjs', false);
  file('threadCreate/b-once.mjs', true); // `once` next to a regular listener
  file('guildDelete/gone.mjs', false); // deleted before the second reload
  file('guildDelete/stays.mjs', false);
  // only a `once` file, which calls stopEvents(); emitted before the reload
  mkdirSync(join(events, 'guildBanAdd'), { recursive: true });
  writeFileSync(
    join(events, 'guildBanAdd', 'stopper.mjs'),
    "export const once = true;\nexport default () => { globalThis.calls.push('guildBanAdd/stopper.mjs'); globalThis.stopEvents(); };\n",
  );
  file('messageUpdate/b.mjs', false); // a.mjs is added before the reload
  file('messageUpdate/c.mjs', false);
  // A listener that imports a helper from its folder; the helper changes before the reload.
  const helper = (text) =>
    writeFileSync(
      join(events, 'guildMemberAdd', '_text.mjs'),
      `export default ${JSON.stringify(text)};\n`,
    );
  mkdirSync(join(events, 'guildMemberAdd'), { recursive: true });
  helper('old helper');
  writeFileSync(
    join(events, 'guildMemberAdd', 'greet.mjs'),
    "import text from './_text.mjs';\nexport default () => { globalThis.calls.push(text); };\n",
  );

  const { commandkit, stopEvents } = await ctx.import('commandkit');
  globalThis.stopEvents = stopEvents; // the scratch folder has no node_modules to import it from
  const { Client } = ctx.require('discord.js');
  const client = new Client({ intents: [] });
  commandkit.setClient(client);
  await commandkit.start(false);

  // Listeners a library (or CommandKit itself) attached.
  const library = { guildCreate: 0, guildUpdate: 0, guildBanAdd: 0 };
  client.on('guildCreate', () => void library.guildCreate++);
  client.on('guildUpdate', () => void library.guildUpdate++);
  client.on('guildBanAdd', () => void library.guildBanAdd++);
  const interactionListenersBefore = client.listenerCount('interactionCreate');
  client.emit('guildCreate', {});
  client.emit('guildBanAdd', {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  const stopperRan = calls.includes('guildBanAdd/stopper.mjs');
  const stopperStillLoaded = commandkit.eventHandler
    .getEvents()
    .some((e) => e.name === 'guildBanAdd');

  file('messageUpdate/a.mjs', false); // added during the session
  helper('new helper');
  await commandkit.reloadEvents();
  const interactionListenersAfter = client.listenerCount('interactionCreate');
  client.emit('guildCreate', {});
  client.emit('guildUpdate', {});
  client.emit('guildBanAdd', {});
  calls.length = 0;
  client.emit('threadCreate', {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  const onceRuns = calls.filter((c) => c === 'threadCreate/b-once.mjs').length;
  calls.length = 0;
  client.emit('messageUpdate', {}, {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  const order = calls.join(', ');
  calls.length = 0;
  client.emit('guildMemberAdd', {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  const helperText = calls.join(', ');

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
  // A `once` file that called stopEvents() counts as not finished: the event stays loaded and the
  // reload removes the library's listener as for an event that never fired.
  const stoppedOnce = stopperRan && stopperStillLoaded && library.guildBanAdd === 1;
  const twice = onceRuns === 2;
  const appended = order === 'messageUpdate/b.mjs, messageUpdate/c.mjs, messageUpdate/a.mjs';
  const staleImport = helperText === 'old helper';
  return {
    reproduced:
      deleted && allOnce && twice && allOnceAfterFiring && stoppedOnce && appended && staleImport,
    evidence: [
      `deleted file: reloadEvents() rejected with ${String(reloadError).split('\n')[0]}; listeners left on guildDelete/threadCreate/clientReady: ${leftAttached.join('/')}`,
      `all-once event not yet emitted: the library's guildUpdate listener ran ${library.guildUpdate} time(s) after the reload (removed), interactionCreate listeners ${interactionListenersBefore} → ${interactionListenersAfter}`,
      `all-once event emitted before the reload: the library's guildCreate listener ran ${library.guildCreate} time(s) (kept)`,
      `all-once event whose file called stopEvents(), emitted before the reload: still loaded after firing: ${stopperStillLoaded}; the library's guildBanAdd listener ran ${library.guildBanAdd} time(s) in all (not after the reload)`,
      `once next to a regular listener: it ran ${onceRuns} time(s) on one threadCreate after the reload`,
      `a.mjs added next to b.mjs and c.mjs: after the reload they run in the order ${order}`,
      `a helper imported by a listener, changed before the reload: the listener uses "${helperText}"`,
    ].join('; '),
  };
}
