// commandkit/events (useEvents) does not load: events.cjs is written in ESM syntax.
// Source: packages/commandkit/events.cjs:3 (`export function useEvents()` in a .cjs file).
export default async function reproduce(ctx) {
  let entryError;
  try {
    await ctx.import('commandkit/events');
  } catch (error) {
    entryError = error;
  }
  // The workaround: the instance's `events` channel (set up by start()) reaches the event files of
  // a namespace folder, as useEvents().to(...).emit(...) would.
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(ctx.scratch, 'app', 'events', '(leveling)', 'levelUp');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'announce.mjs'),
    'export default (userId) => { globalThis.levelUps.push(userId); };\n',
  );
  globalThis.levelUps = [];
  const { commandkit } = await ctx.import('commandkit');
  const { Client } = ctx.require('discord.js');
  commandkit.setClient(new Client({ intents: [] }));
  await commandkit.start(false);
  commandkit.events.to('leveling').emit('levelUp', 'user-1');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const workaroundWorks = globalThis.levelUps.length === 1 && globalThis.levelUps[0] === 'user-1';
  return {
    reproduced: entryError instanceof SyntaxError,
    evidence: `import('commandkit/events'): ${entryError ? String(entryError) : 'loaded'}; commandkit.events.to('leveling').emit('levelUp', 'user-1') after start ran (leveling)/levelUp/announce.mjs ${globalThis.levelUps.length} time(s)`,
    workaroundWorks,
  };
}
