// A KV namespace name is pasted into SQL unquoted: a name that starts with a digit, is an SQL keyword
// or holds a `-` throws a syntax error, and one with a `;` runs its own statements.
// Source: packages/commandkit/src/kv/kv.ts:75-81 (CREATE TABLE through db.exec, which runs every
// statement of the string) and :83-123 (the prepared statements), :649-654 (namespace()).
import { join } from 'node:path';

export default async function reproduce(ctx) {
  const { openKV } = await ctx.import('commandkit/kv');
  const db = openKV(join(ctx.scratch, 'kv.sqlite'));
  const failures = [];
  for (const name of ['123456789012345678', 'group', 'order', 'a-b']) {
    try {
      db.namespace(name).set('k', 1);
    } catch (error) {
      failures.push(`${name}: ${error.message}`);
    }
  }
  db.namespace('xp').set('u1', 100);
  try {
    db.namespace('t (key TEXT); DROP TABLE xp; CREATE TABLE IF NOT EXISTS t2');
  } catch {
    // the statements before the failing one have run
  }
  const xpDropped = !db.namespaces().includes('xp');
  // The workaround: a letter prefix before the ID.
  const guild = db.namespace('guild_123456789012345678');
  guild.set('welcome', 'c1');
  const workaroundWorks = guild.get('welcome') === 'c1';
  db.close();
  return {
    reproduced: failures.length === 4 && xpDropped,
    evidence: `${failures.join('; ')}; a name with '; DROP TABLE xp;' dropped xp: ${xpDropped}; 'guild_<id>' works: ${workaroundWorks}`,
    workaroundWorks,
  };
}
