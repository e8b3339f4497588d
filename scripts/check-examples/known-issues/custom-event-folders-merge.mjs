// The events scanner merges listener lists: all event folders of one namespace folder share one
// list, a loose file in a namespace folder joins it, and same-named event folders are merged
// across namespaces. Source: packages/commandkit/src/app/router/EventsRouter.ts:117 passes one
// `listeners` array per top-level folder down the recursion (:160, :165), and :170-177 merges an
// event name that exists already, whatever its namespace; the entry keeps the namespace of the
// folder scanned first (:180), and `(rewards)` sorts before `messageCreate`, so the plain
// discord.js folder's files end up in the `rewards` namespace.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export default async function reproduce(ctx) {
  const { EventsRouter } = await ctx.import('commandkit');
  const events = join(ctx.scratch, 'events');
  const file = (path) => {
    mkdirSync(join(events, path, '..'), { recursive: true });
    writeFileSync(join(events, path), 'export default () => {};\n');
  };
  file('(leveling)/levelUp/announce.mjs');
  file('(leveling)/levelDown/announce.mjs');
  file('(leveling)/helpers.mjs');
  file('(rewards)/messageCreate/log.mjs');
  file('messageCreate/reply.mjs');
  const tree = await new EventsRouter({ entrypoints: [events] }).scan();
  const list = (name) => (tree[name]?.listeners ?? []).map((p) => relative(events, p)).sort();
  const levelUp = list('levelUp');
  const messageCreate = list('messageCreate');
  const shared = levelUp.includes('(leveling)/levelDown/announce.mjs');
  const loose = levelUp.includes('(leveling)/helpers.mjs');
  const merged =
    messageCreate.includes('(rewards)/messageCreate/log.mjs') &&
    messageCreate.includes('messageCreate/reply.mjs') &&
    tree.messageCreate?.namespace === 'rewards';
  // The workaround layout: one event folder per namespace folder, helpers outside or `_`-prefixed.
  const good = join(ctx.scratch, 'good');
  for (const path of [
    '(leveling)/levelUp/announce.mjs',
    '(leveling)/_helpers.mjs',
    '(rewards)/rewardClaimed/log.mjs',
  ]) {
    mkdirSync(join(good, path, '..'), { recursive: true });
    writeFileSync(join(good, path), 'export default () => {};\n');
  }
  const goodTree = await new EventsRouter({ entrypoints: [good] }).scan();
  const workaroundWorks =
    goodTree.levelUp?.listeners.length === 1 && goodTree.rewardClaimed?.listeners.length === 1;
  return {
    reproduced: shared && loose && merged,
    evidence: `levelUp listeners: ${levelUp.join(', ')}; messageCreate listeners: ${messageCreate.join(', ')} (namespace ${tree.messageCreate?.namespace ?? 'none'})`,
    workaroundWorks,
  };
}
