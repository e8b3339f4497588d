// The JSX playground's cost, measured in Chromium on a served build: what pressing "Edit" under a
// previewed example downloads (editor, compiler and runtime, gzip) and the time from the click to
// the first preview drawn by the runtime, under mobile throttling (Lighthouse's mobile profile as
// DevTools applies it: 4× CPU slowdown, 562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up).
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';

export const PLAYGROUND_PAGE = '/docs/guide/jsx-components/interactive-components/button';
export const PLAYGROUND_TARGETS = { gzipBytes: 160_000, pointerToPreviewMs: 1000 };

export interface PlaygroundRecord {
  page: string;
  /** Every same-origin script (and the worker) fetched after the click, gzip. */
  gzipBytes: number;
  files: { url: string; gzipBytes: number }[];
  /**
   * From the pointer reaching "Edit" (where the downloads start; the click follows at once) to the
   * first runtime-drawn preview painted, both taken in the page; median of the runs. Records made
   * before a66870e have `clickToPreviewMs` instead, the driver's span (`driverMs` here).
   */
  pointerToPreviewMs: number;
  runsMs: number[];
  /**
   * The same span as seen from the test driver: from before Playwright's click() (which first waits
   * for the button to be stable, a few frames at 4× CPU slowdown) to its seeing the preview. How
   * records before a66870e measured it (as `clickToPreviewMs`).
   */
  driverMs?: number;
}

/** Lighthouse's mobile profile as DevTools applies it (also used by bench:long-tasks). */
export const MOBILE = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
};

/** Gives the page's requests MOBILE's latency and bandwidth. */
export async function emulateMobileNetwork(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
}

async function oneRun(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(origin + PLAYGROUND_PAGE, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // A first click anywhere makes the site preload its search modal: do it before measuring, and
  // let it and the idle prefetches finish, so that only what "Edit" loads counts.
  await page.locator('article h1').click();
  await page.waitForLoadState('networkidle');
  const edit = page.getByRole('button', { name: 'Edit', exact: true }).first();
  if ((await edit.count()) === 0) {
    await context.close();
    return undefined;
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  await emulateMobileNetwork(cdp);
  const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
  const collect = (response: import('playwright-core').Response) => {
    const url = response.url();
    if (url.startsWith(origin) && /\.js($|\?)/.test(url))
      bodies.push(
        response
          .body()
          .then((body) => ({ url: url.slice(origin.length), gzipBytes: gzipSync(body).length })),
      );
  };
  page.on('response', collect);
  // The sandbox frame fetches its own script, which Playwright reports on the context only.
  context.on('response', collect);
  await edit.scrollIntoViewIfNeeded();
  // Only the button clicked counts, and the pointer starts away from every button.
  await page.mouse.move(0, 0);
  await edit.evaluate((button) => button.setAttribute('data-bench-target', ''));
  await page.evaluate(RECORD_PLAYGROUND_TIMES);
  // Hover then click with no wait between: click() moves the pointer onto the button (the
  // pointerenter that starts the editor chunk and the worker) and presses at once, so the time runs
  // from that intent, not from a click made after the downloads had a head start.
  const started = await page.evaluate(() => performance.now());
  await edit.click();
  await page.waitForSelector('[data-playground-preview="current"] figure.dp', { timeout: 60_000 });
  const ended = await page.evaluate(() => performance.now());
  await page.waitForFunction('window.__playgroundTimes.painted !== undefined');
  const times = (await page.evaluate('window.__playgroundTimes')) as PlaygroundTimes;
  // A response that arrives later (a prefetch) must not read its body after the context closes.
  page.off('response', collect);
  context.off('response', collect);
  const files = await Promise.all(bodies);
  await context.close();
  if (times.pointer === undefined) throw new Error('the pointer never reached "Edit"');
  return { ms: times.painted! - times.pointer, driverMs: ended - started, files };
}

interface PlaygroundTimes {
  pointer?: number;
  painted?: number;
}

/**
 * Page script (a string: the bench runs under tsx, whose helpers do not exist in the page): notes
 * when the pointer first reached the marked "Edit" (the event's own time, not the handler's) and
 * when the frame that draws the first current preview has been painted.
 */
const RECORD_PLAYGROUND_TIMES = `(() => {
  const times = (window.__playgroundTimes = {});
  const target = document.querySelector('[data-bench-target]');
  target.addEventListener('pointerover', (event) => {
    if (times.pointer === undefined) times.pointer = event.timeStamp;
  });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-playground-preview="current"] figure.dp')) return;
    observer.disconnect();
    // After the frame that lays out and paints it.
    requestAnimationFrame(() => setTimeout(() => { times.painted = performance.now(); }));
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['data-playground-preview'],
  });
})()`;

/**
 * The scripts the page loads anyway after a first click and some pointer movement (the search
 * modal's preload): they are not the playground's, even when they arrive after "Edit".
 */
async function siteScriptsAfterInteraction(browser: Browser, origin: string): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (/\.js($|\?)/.test(response.url())) urls.add(response.url().slice(origin.length));
  });
  await page.goto(origin + PLAYGROUND_PAGE, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('article h1').click();
  await page.mouse.move(200, 600, { steps: 5 });
  await page.waitForLoadState('networkidle');
  // The preload waits for an idle moment; give it one.
  await page.waitForTimeout(3000);
  await context.close();
  return urls;
}

/** The playground's numbers on the build served at `origin`, or null when it has no playground. */
export async function measurePlayground(
  browser: Browser,
  origin: string,
  runs = 3,
): Promise<PlaygroundRecord | null> {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await oneRun(browser, origin);
    if (!result) return null;
    results.push(result);
  }
  const runsMs = results.map((r) => Math.round(r.ms));
  const sorted = [...runsMs].sort((a, b) => a - b);
  const driverSorted = results.map((r) => Math.round(r.driverMs)).sort((a, b) => a - b);
  const site = await siteScriptsAfterInteraction(browser, origin);
  const unique = new Map(results[0]!.files.filter((f) => !site.has(f.url)).map((f) => [f.url, f]));
  const files = [...unique.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    page: PLAYGROUND_PAGE,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    files,
    pointerToPreviewMs: sorted[Math.floor(sorted.length / 2)]!,
    runsMs,
    driverMs: driverSorted[Math.floor(driverSorted.length / 2)]!,
  };
}

/**
 * The least time the first preview can take under MOBILE: one request latency plus the transfer
 * of every byte it needs (the bandwidth is shared by the parallel requests), before any CPU work.
 */
export function playgroundFloorMs(record: Pick<PlaygroundRecord, 'gzipBytes'>): number {
  return MOBILE.latencyMs + (record.gzipBytes / MOBILE.downloadBytesPerSecond) * 1000;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function reportPlayground(
  current: PlaygroundRecord | null,
  baseline?: PlaygroundRecord | null,
) {
  const ok = (good: boolean) => (good ? 'ok  ' : 'MISS');
  console.log(`\nPlayground (Edit on ${PLAYGROUND_PAGE}, mobile throttling)`);
  if (!current) {
    console.log('  this build has no playground');
    return;
  }
  const side = (b: PlaygroundRecord | null | undefined, value: (r: PlaygroundRecord) => string) =>
    baseline === undefined ? '' : `baseline ${b ? value(b) : 'none'} → `;
  console.log(
    `  editor + compiler + runtime: ${side(baseline, (b) => kB(b.gzipBytes))}${kB(current.gzipBytes)} gzip ${ok(current.gzipBytes <= PLAYGROUND_TARGETS.gzipBytes)} ≤ ${kB(PLAYGROUND_TARGETS.gzipBytes)}`,
  );
  for (const f of current.files)
    console.log(`    ${f.url.padEnd(60)} ${kB(f.gzipBytes).padStart(9)}`);
  console.log(
    `  pointer on Edit to first preview painted: ${side(baseline, (b) => `${b.pointerToPreviewMs} ms`)}${current.pointerToPreviewMs} ms (runs ${current.runsMs.join(', ')}) ${ok(current.pointerToPreviewMs <= PLAYGROUND_TARGETS.pointerToPreviewMs)} ≤ ${PLAYGROUND_TARGETS.pointerToPreviewMs} ms`,
  );
  console.log(
    `    as the test driver sees it (click() called to preview found): ${side(baseline, (b) => `${b.driverMs ?? '?'} ms`)}${current.driverMs} ms`,
  );
  console.log(
    `    floor under this throttling: ${Math.round(playgroundFloorMs(current))} ms (latency plus every byte above at the throttled rate)`,
  );
}
