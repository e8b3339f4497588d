// npm run bench:long-tasks -- <name>=<build folder> [<name>=<build folder> …] [--page <path>]
//   [--rounds <n>] [--cpu-slowdown <n>]
// Total blocking time measured in the browser rather than simulated: each build is served
// (gzipped), the page opened in Chromium at a phone's size with the CPU slowed down by CDP (8× by
// default, for the slower machines of this kind), and the long tasks that the page's own
// PerformanceObserver reports in the first 9 s are summed (each task's time over 50 ms). Builds
// alternate round by round so that machine load falls on all of them alike; medians are printed.
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer, type StaticServer } from '../../tests/browser/helpers/server';
import { median } from './lighthouse';

const WINDOW_MS = 9000;

type Task = [start: number, duration: number];

async function blockingTime(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  cpuSlowdown: number,
): Promise<{ tbt: number; tasks: Task[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS);
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: Task[] }).longTasks);
  await context.close();
  return { tbt: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0), tasks };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      page: { type: 'string', default: '/' },
      rounds: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string', default: '8' },
    },
  });
  const builds = positionals.map((arg) => {
    const [name, dir] = arg.split('=');
    if (!name || !dir) throw new Error(`expected <name>=<build folder>, got ${arg}`);
    return { name, dir };
  });
  if (builds.length === 0) throw new Error('name at least one <name>=<build folder>');
  const servers = new Map<string, StaticServer>();
  for (const b of builds) servers.set(b.name, await startServer(b.dir, { compress: true }));
  const browser = await launchBrowser();
  const tbts = new Map<string, number[]>(builds.map((b) => [b.name, []]));
  try {
    for (let round = 0; round < Number(values.rounds); round++) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const { name } of order) {
        const url = servers.get(name)!.url + values.page;
        const { tbt, tasks } = await blockingTime(browser, url, Number(values['cpu-slowdown']));
        tbts.get(name)!.push(tbt);
        console.log(
          `  ${name} round ${round + 1}: ${tbt} ms (long tasks ${JSON.stringify(tasks)})`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers.values()) await server.close();
  }
  console.log(`\nBlocking time on ${values.page}, CPU ${values['cpu-slowdown']}× slower, median:`);
  for (const [name, runs] of tbts)
    console.log(`  ${name.padEnd(12)} ${median(runs)} ms  (${runs.join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
