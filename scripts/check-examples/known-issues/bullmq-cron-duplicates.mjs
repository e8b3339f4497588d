// With the BullMQ driver every start registers each cron task as one more repeatable job, and
// deleteTask() cannot remove a cron job. Source: packages/tasks/src/drivers/bullmq.ts:83 (a new
// random jobId for each create()), :102 (the returned ID is the next run's job) and :113
// (queue.remove() of that ID). Reproduced against a local redis-server (Debian package
// redis-server); without one the reproduction is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function reproduce(ctx) {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    return { skipped: 'needs redis-server (apt-get install redis-server)' };
  const port = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { BullMQDriver } = await ctx.import('@commandkit/tasks/bullmq');
    const connection = { host: '127.0.0.1', port, maxRetriesPerRequest: null };
    const task = { name: 'daily-report', schedule: '0 9 * * *', data: {}, timezone: 'UTC' };
    // Three starts of the bot, each registering the same cron task.
    const ids = [];
    for (let start = 0; start < 3; start++) {
      const driver = new BullMQDriver(connection, 'known-issue');
      ids.push(await driver.create(task));
      await driver.worker.close();
      await driver.queue.close();
    }
    const driver = new BullMQDriver(connection, 'known-issue');
    const repeatable = await driver.queue.getRepeatableJobs();
    let deleteError;
    try {
      await driver.delete(ids[0]);
    } catch (error) {
      deleteError = error;
    }
    // The workaround: remove the repeatable jobs by key before registering again.
    for (const job of await driver.queue.getRepeatableJobs())
      await driver.queue.removeRepeatableByKey(job.key);
    const left = (await driver.queue.getRepeatableJobs()).length;
    await driver.worker.close();
    await driver.queue.close();
    return {
      // Either half is the bug: later commits stop the piling up but deleteTask() still fails.
      reproduced: repeatable.length === 3 || !!deleteError,
      evidence: `after three starts: ${repeatable.length} repeatable jobs for one cron task; deleteTask('${ids[0]}'): ${deleteError ? String(deleteError) : 'removed it'}; after removeRepeatableByKey for each: ${left} left`,
      workaroundWorks: left === 0,
    };
  } finally {
    redis.kill();
  }
}
