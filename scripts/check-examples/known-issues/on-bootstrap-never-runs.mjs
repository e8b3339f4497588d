// A function given to onBootstrap() from application code never runs.
// Source: packages/commandkit/src/commandkit.ts:496 creates the instance when the module is first
// imported; its constructor (:203) runs the onBootstrap functions registered until then, which
// is none, and nothing runs the ones registered later (:71 only stores them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  // A bot project with one event file; start(false) loads it all without logging in.
  mkdirSync(join(ctx.scratch, 'app', 'events', 'clientReady'), { recursive: true });
  writeFileSync(
    join(ctx.scratch, 'app', 'events', 'clientReady', 'log.mjs'),
    'export default () => {};\n',
  );
  const { onBootstrap, onApplicationBootstrap, commandkit } = await ctx.import('commandkit');
  const { Client } = ctx.require('discord.js');
  const calls = { onBootstrap: 0, onApplicationBootstrap: 0 };
  onBootstrap(() => void calls.onBootstrap++);
  onApplicationBootstrap(() => void calls.onApplicationBootstrap++);
  commandkit.setClient(new Client({ intents: [] }));
  await commandkit.start(false);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    reproduced: calls.onBootstrap === 0,
    evidence: `after commandkit.start(false): onBootstrap function ran ${calls.onBootstrap} time(s), onApplicationBootstrap function ${calls.onApplicationBootstrap} time(s)`,
    workaroundWorks: calls.onApplicationBootstrap === 1,
  };
}
