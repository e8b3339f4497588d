// npm run bench:long-tasks -- <name>=<build folder> [<name>=<build folder> …] [--page <path>]
//   [--rounds <n>] [--cpu-slowdown <n>] [--mobile-network]
// Total blocking time measured in the browser rather than simulated: each build is served
// (gzipped), the page opened in Chromium at a phone's size with the CPU slowed down by CDP (8× by
// default, for the slower machines of this kind), and the long tasks that the page's own
// PerformanceObserver reports in the first 9 s are summed (each task's time over 50 ms). Builds
// alternate round by round so that machine load falls on all of them alike; medians are printed.
// Each run also notes when the page hydrated; with --mobile-network the requests get Lighthouse's
// mobile latency and bandwidth (emulateMobileNetwork in ./playground.ts), which is where listing a
// page's chunks in its HTML (src/plugins/page-weight/route-scripts.ts) shows.
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../tests/browser/helpers/browser';
import { startServer, type StaticServer } from '../../tests/browser/helpers/server';
import { median } from './lighthouse';
import { emulateMobileNetwork } from './playground';

const WINDOW_MS = 9000;

type Task = [start: number, duration: number];

/** Page script (a string: tsx's helpers do not exist in the page): when the page hydrated. */
const RECORD_HYDRATION = `new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.hasHydrated !== 'true') return;
  window.hydratedAt = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, attributeFilter: ['data-has-hydrated'] })`;

async function blockingTime(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  cpuSlowdown: number,
  mobileNetwork: boolean,
): Promise<{ tbt: number; tasks: Task[]; hydratedMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (mobileNetwork) await emulateMobileNetwork(cdp);
  await page.addInitScript(RECORD_HYDRATION);
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(WINDOW_MS);
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: Task[] }).longTasks);
  const hydratedMs = Math.round((await page.evaluate('window.hydratedAt')) as number);
  await context.close();
  return { tbt: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0), tasks, hydratedMs };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      page: { type: 'string', default: '/' },
      rounds: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string', default: '8' },
      'mobile-network': { type: 'boolean', default: false },
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
  const hydrations = new Map<string, number[]>(builds.map((b) => [b.name, []]));
  try {
    for (let round = 0; round < Number(values.rounds); round++) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const { name } of order) {
        const url = servers.get(name)!.url + values.page;
        const { tbt, tasks, hydratedMs } = await blockingTime(
          browser,
          url,
          Number(values['cpu-slowdown']),
          values['mobile-network'],
        );
        tbts.get(name)!.push(tbt);
        hydrations.get(name)!.push(hydratedMs);
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
  const network = values['mobile-network'] ? ', mobile network' : '';
  console.log(
    `\nHydrated at, ${values.page}, CPU ${values['cpu-slowdown']}× slower${network}, median:`,
  );
  for (const [name, runs] of hydrations)
    console.log(`  ${name.padEnd(12)} ${median(runs)} ms  (${runs.join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
