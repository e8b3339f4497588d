// A task file whose `schedule` is a Date or timestamp gets one more job at every start of the bot.
// Source: packages/tasks/src/plugin.ts:197 calls createTask() for every task file with a schedule
// each time the tasks are loaded; packages/tasks/src/drivers/sqlite.ts:142 replaces an existing
// job only for cron schedules, so a date schedule is inserted again (:151). The BullMQ driver
// (packages/tasks/src/drivers/bullmq.ts:83) adds a job with a new ID each time as well.
import { join } from 'node:path';

export default async function reproduce(ctx) {
  const { setDriver, createTask } = await ctx.import('@commandkit/tasks');
  const { SQLiteDriver } = await ctx.import('@commandkit/tasks/sqlite');
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // One "start" of the bot: a driver on the same database file, optionally registering the task
  // as the plugin does for a task file with `schedule`, then polling for due jobs.
  const start = async (db, registerAt, runs) => {
    const driver = new SQLiteDriver(db, 50);
    setDriver(driver);
    if (registerAt) await createTask({ name: 'new-year', data: {}, schedule: registerAt });
    await driver.setTaskRunner(async (task) => void runs.push(task.name));
    return driver;
  };

  const at = Date.now() + 600;
  const runs = [];
  const db = join(ctx.scratch, 'tasks.db');
  // Three starts before the date, each loading the task file.
  for (let i = 0; i < 3; i++) (await start(db, at, runs)).destroy();
  const last = await start(db, at, runs);
  await wait(1_000);
  last.destroy();
  const atTheDate = runs.length;
  // A fifth start after the date: the job it adds is already due and runs at once.
  const late = await start(db, at, runs);
  await wait(300);
  late.destroy();
  const afterTheDate = runs.length - atTheDate;

  // The workaround: no schedule in the file; the job is created once (from a command, for
  // example), and later starts only poll.
  const once = [];
  const dbOnce = join(ctx.scratch, 'tasks-once.db');
  const atOnce = Date.now() + 600;
  (await start(dbOnce, atOnce, once)).destroy();
  for (let i = 0; i < 2; i++) (await start(dbOnce, null, once)).destroy();
  const lastOnce = await start(dbOnce, null, once);
  await wait(1_000);
  lastOnce.destroy();

  return {
    reproduced: atTheDate === 4 && afterTheDate === 1,
    evidence: `a task with a date schedule registered at each of 4 starts ran ${atTheDate} time(s) at that date, and ${afterTheDate} more time(s) after a start past the date; created once with createTask(): ${once.length} time(s)`,
    workaroundWorks: once.length === 1,
  };
}
