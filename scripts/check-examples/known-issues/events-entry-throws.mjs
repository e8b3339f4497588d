// commandkit/events (useEvents) does not load: events.cjs is written in ESM syntax.
// Source: packages/commandkit/events.cjs:3 (`export function useEvents()` in a .cjs file).
export default async function reproduce(ctx) {
  let entryError;
  try {
    await ctx.import('commandkit/events');
  } catch (error) {
    entryError = error;
  }
  // The workaround: the instance's `events` channel from the main entry.
  const { commandkit, CommandKitEventsChannel } = await ctx.import('commandkit');
  const workaroundWorks = typeof commandkit === 'object' && 'events' in commandkit;
  return {
    reproduced: entryError instanceof SyntaxError,
    evidence: `import('commandkit/events'): ${entryError ? String(entryError) : 'loaded'}; commandkit.events is declared on the instance: ${workaroundWorks}; CommandKitEventsChannel exported: ${typeof CommandKitEventsChannel === 'function'}`,
    workaroundWorks,
  };
}
