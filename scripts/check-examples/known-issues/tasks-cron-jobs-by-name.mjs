// With the SQLite driver, cron jobs are handled by task name: creating a cron job deletes every
// other cron job of the same name (whatever its data), and a cron job whose task no longer exists
// is never removed, because the plugin passes the task *name* to delete(), which expects a job ID.
// Source: packages/tasks/src/drivers/sqlite.ts:142 (the existing cron jobs of that name are
// deleted before the insert), packages/tasks/src/plugin.ts:108 (deleteTask(task.name) for an
// unknown task) and packages/tasks/src/drivers/sqlite.ts:178 (delete() matches the ID column).
// Reproduced with the real SQLite driver and TasksPlugin, cron schedules every second.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  const { setDriver, createTask, TasksPlugin } = await ctx.import('@commandkit/tasks');
  const { SQLiteDriver } = await ctx.import('@commandkit/tasks/sqlite');
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // Case 1: two cron jobs of one task with different data.
  const file1 = join(ctx.scratch, 'same-name.db');
  const driver1 = new SQLiteDriver(file1, 50);
  setDriver(driver1);
  const ran = new Set();
  await driver1.setTaskRunner(async (task) => void ran.add(task.data.user));
  await createTask({ name: 'remind', data: { user: 'alice' }, schedule: '* * * * * *' });
  await createTask({ name: 'remind', data: { user: 'bob' }, schedule: '* * * * * *' });
  await wait(1_300);
  driver1.destroy();
  const ranFor = [...ran].sort().join(', ');

  // Case 2: a cron job whose task file is gone (no task of that name is loaded).
  const file2 = join(ctx.scratch, 'unknown-name.db');
  const driver2 = new SQLiteDriver(file2, 50);
  setDriver(driver2);
  const plugin = new TasksPlugin({ initializeDefaultDriver: false });
  await plugin.activate({ commandkit: {} });
  await createTask({ name: 'old-report', data: {}, schedule: '* * * * * *' });
  await wait(1_300);
  driver2.destroy();
  const db = new DatabaseSync(file2);
  const pending = () =>
    db
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE name = 'old-report' AND status = 'pending'")
      .get().n;
  const lastRun = db.prepare("SELECT last_run FROM jobs WHERE name = 'old-report'").get()?.last_run;
  const left = pending();
  // The workaround: delete the jobs of the removed task from the database yourself.
  db.prepare('DELETE FROM jobs WHERE name = ?').run('old-report');
  const workaroundWorks = pending() === 0;
  db.close();

  return {
    reproduced: ranFor === 'bob' && left === 1 && !!lastRun,
    workaroundWorks,
    evidence: `two cron jobs of task "remind" (alice, bob): ran for ${ranFor || 'nobody'}; a cron job of the unknown task "old-report" ran (last_run ${lastRun ? 'set' : 'empty'}) and ${left} job(s) stay pending; after DELETE FROM jobs WHERE name = 'old-report': ${workaroundWorks ? 'none' : 'some'} left`,
  };
}
