// What site search costs, measured in Chromium on served builds under Lighthouse's mobile profile
// (4× CPU slowdown, mobile latency and bandwidth; MOBILE in ./playground.ts), each run with a cold
// cache (a new browser context), the builds alternated run by run:
//  1. a reader who never searches: search data (/search-index/) downloaded in the first 15 s of a
//     page, without any interaction;
//  2. then the reader taps the search button and types "modal" at 80 ms a key: the time from the
//     first key to the first hit painted, and the search data downloaded from the tap to then;
//  3. later queries: once the network is quiet again, a new query is typed (pasted at once) into
//     the open modal: the time from its input to its first hit painted.
// Sizes are gzip (the body as served, compressed again at the default level).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { emulateMobileNetwork, MOBILE } from './playground';

export const SEARCH_PAGE = '/docs/guide/getting-started/introduction';
export const FIRST_QUERY = 'modal';
export const LATER_QUERIES = ['button', 'rate limit', 'useStore', 'select menu', 'cache'];
export const SEARCH_TARGETS = {
  neverSearchedGzipBytes: 10_000,
  firstHitMs: 1500,
  queryGzipBytes: 80_000,
  laterQueryMs: 100,
};
const IDLE_WINDOW_MS = 15_000;
const KEY_DELAY_MS = 80;

export interface SearchBenchRecord {
  page: string;
  /** Median over the runs. */
  neverSearchedGzipBytes: number;
  /** From the first key of FIRST_QUERY to the first hit painted; median, and each run. */
  firstHitMs: number;
  firstHitRunsMs: number[];
  /** Search data downloaded from the tap on the button to the first hit; median. */
  queryGzipBytes: number;
  /** The part of it downloaded after the first key; median. */
  afterFirstKeyGzipBytes: number;
  /** From the input of a later query to its first hit painted: median over every later query of every run. */
  laterQueryMs: number;
  laterRunsMs: number[];
  /** Search data files of the last run, in order, with the phase they were downloaded in. */
  files: { url: string; gzipBytes: number; phase: 'idle' | 'intent' | 'typing' | 'later' }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Page script: notes each keydown and input (the events' own times) and when a frame showing a
 * search hit after the latest of them has been painted.
 */
const RECORD_SEARCH_TIMES = `(() => {
  const t = (window.__searchTimes = { keys: [], inputs: [], hits: [] });
  addEventListener('keydown', (e) => t.keys.push(e.timeStamp), true);
  addEventListener('input', (e) => t.inputs.push(e.timeStamp), true);
  let waiting = false;
  new MutationObserver(() => {
    if (waiting || !document.querySelector('.DocSearch-Dropdown .DocSearch-Hit')) return;
    waiting = true;
    requestAnimationFrame(() => setTimeout(() => {
      waiting = false;
      t.hits.push(performance.now());
    }));
  }).observe(document, { subtree: true, childList: true });
})()`;

interface SearchTimes {
  keys: number[];
  inputs: number[];
  hits: number[];
}

async function times(page: Page): Promise<SearchTimes> {
  return (await page.evaluate('window.__searchTimes')) as SearchTimes;
}

async function waitFor(page: Page, test: (t: SearchTimes) => boolean, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const t = await times(page);
    if (test(t)) return t;
    if (Date.now() > until) throw new Error(`search bench: no hit in time (${JSON.stringify(t)})`);
    await page.waitForTimeout(50);
  }
}

async function oneRun(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  await emulateMobileNetwork(cdp);
  type Phase = SearchBenchRecord['files'][number]['phase'];
  let phase = 'idle' as Phase;
  const bodies: Promise<SearchBenchRecord['files'][number] & { at: number }>[] = [];
  // A file counts in the phase it was requested in; requests in flight, to wait for quiet.
  const requestedIn = new Map<string, Phase>();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight++;
    lastActivity = Date.now();
    if (!requestedIn.has(request.url())) requestedIn.set(request.url(), phase);
  });
  const settled = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || !url.includes('/search-index/')) return;
    const at = Date.now();
    const inPhase = requestedIn.get(url) ?? phase;
    bodies.push(
      response.body().then((body) => ({
        url: url.slice(origin.length),
        gzipBytes: gzipSync(body).length,
        phase: inPhase,
        at,
      })),
    );
  });
  await page.addInitScript(RECORD_SEARCH_TIMES);
  await page.goto(origin + SEARCH_PAGE, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForTimeout(IDLE_WINDOW_MS);
  const neverSearched = (await Promise.all(bodies)).reduce((sum, f) => sum + f.gzipBytes, 0);

  phase = 'intent';
  await page.click('.DocSearch-Button');
  await page.waitForSelector('.DocSearch-Input');
  const keysBefore = (await times(page)).keys.length;
  let firstKeyAt = 0;
  for (const [i, key] of [...FIRST_QUERY].entries()) {
    await page.keyboard.type(key);
    if (i === 0) {
      firstKeyAt = Date.now();
      phase = 'typing';
    }
    await page.waitForTimeout(KEY_DELAY_MS);
  }
  const typed = await waitFor(page, (t) => {
    const firstKey = t.keys[keysBefore];
    return firstKey !== undefined && t.hits.some((h) => h > firstKey);
  });
  const firstKey = typed.keys[keysBefore]!;
  const firstHitMs = typed.hits.find((h) => h > firstKey)! - firstKey;
  // The files whose response came before the first hit was painted (the driver's clock).
  const hitPainted = firstKeyAt + firstHitMs;
  const beforeHit = (await Promise.all(bodies)).filter(
    (f) => f.phase !== 'idle' && f.at <= hitPainted,
  );
  const queryGzipBytes = beforeHit.reduce((sum, f) => sum + f.gzipBytes, 0);
  const afterFirstKey = beforeHit
    .filter((f) => f.phase === 'typing')
    .reduce((sum, f) => sum + f.gzipBytes, 0);

  // What follows the first search (the rest of the index, with the built-in engine) lands first:
  // 5 s without a request in flight.
  while (inFlight > 0 || Date.now() - lastActivity < 5000) await page.waitForTimeout(200);
  phase = 'later';
  const later: number[] = [];
  for (const query of LATER_QUERIES) {
    await page.fill('.DocSearch-Input', '');
    await page.waitForSelector('.DocSearch-Dropdown .DocSearch-Hit', { state: 'detached' });
    const before = await times(page);
    await page.fill('.DocSearch-Input', query);
    const after = await waitFor(page, (t) => {
      const input = t.inputs[before.inputs.length];
      return input !== undefined && t.hits.some((h) => h > input);
    });
    const input = after.inputs[before.inputs.length]!;
    later.push(after.hits.find((h) => h > input)! - input);
  }
  const files = (await Promise.all(bodies)).map(({ url, gzipBytes, phase: p }) => ({
    url,
    gzipBytes,
    phase: p,
  }));
  await context.close();
  return { neverSearched, firstHitMs, queryGzipBytes, afterFirstKey, later, files };
}

/** The four numbers of each build, runs alternated between the builds. */
export async function measureSearch(
  browser: Browser,
  origins: Record<string, string>,
  runs = 3,
): Promise<Record<string, SearchBenchRecord>> {
  const results: Record<string, Awaited<ReturnType<typeof oneRun>>[]> = {};
  for (let i = 0; i < runs; i++) {
    for (const [name, origin] of Object.entries(origins)) {
      (results[name] ??= []).push(await oneRun(browser, origin));
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => {
      const laterRunsMs = list.flatMap((r) => r.later.map(Math.round));
      const record: SearchBenchRecord = {
        page: SEARCH_PAGE,
        neverSearchedGzipBytes: median(list.map((r) => r.neverSearched)),
        firstHitMs: Math.round(median(list.map((r) => r.firstHitMs))),
        firstHitRunsMs: list.map((r) => Math.round(r.firstHitMs)),
        queryGzipBytes: median(list.map((r) => r.queryGzipBytes)),
        afterFirstKeyGzipBytes: median(list.map((r) => r.afterFirstKey)),
        laterQueryMs: Math.round(median(laterRunsMs)),
        laterRunsMs,
        files: list.at(-1)!.files,
      };
      return [name, record];
    }),
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function reportSearch(current: SearchBenchRecord, baseline?: SearchBenchRecord): void {
  const ok = (good: boolean) => (good ? 'ok  ' : 'MISS');
  const side = (value: (r: SearchBenchRecord) => string) =>
    baseline ? `baseline ${value(baseline)} → ` : '';
  const t = SEARCH_TARGETS;
  console.log(
    `\nSearch (${current.page}, mobile throttling, cold cache; "${FIRST_QUERY}" typed at ${KEY_DELAY_MS} ms a key)`,
  );
  console.log(
    `  search data for a reader who never searches (first ${IDLE_WINDOW_MS / 1000} s): ${side((b) => kB(b.neverSearchedGzipBytes))}${kB(current.neverSearchedGzipBytes)} gzip ${ok(current.neverSearchedGzipBytes <= t.neverSearchedGzipBytes)} ≤ ${kB(t.neverSearchedGzipBytes)}`,
  );
  console.log(
    `  first key to first hit painted: ${side((b) => `${b.firstHitMs} ms`)}${current.firstHitMs} ms (runs ${current.firstHitRunsMs.join(', ')}) ${ok(current.firstHitMs <= t.firstHitMs)} ≤ ${t.firstHitMs} ms`,
  );
  console.log(
    `  search data from the tap to the first hit: ${side((b) => kB(b.queryGzipBytes))}${kB(current.queryGzipBytes)} gzip (after the first key: ${side((b) => kB(b.afterFirstKeyGzipBytes))}${kB(current.afterFirstKeyGzipBytes)}) ${ok(current.queryGzipBytes <= t.queryGzipBytes)} ≤ ${kB(t.queryGzipBytes)}`,
  );
  console.log(
    `  later query (${LATER_QUERIES.join(', ')}), input to first hit painted: ${side((b) => `${b.laterQueryMs} ms`)}${current.laterQueryMs} ms median (${current.laterRunsMs.join(', ')}) ${ok(current.laterQueryMs <= t.laterQueryMs)} ≤ ${t.laterQueryMs} ms`,
  );
  const byPhase = (r: SearchBenchRecord) =>
    (['idle', 'intent', 'typing', 'later'] as const)
      .map((p) => {
        const files = r.files.filter((f) => f.phase === p);
        return `${p} ${files.length} files ${kB(files.reduce((s, f) => s + f.gzipBytes, 0))}`;
      })
      .join(', ');
  console.log(`  search data by phase (last run): ${byPhase(current)}`);
  if (baseline) console.log(`    baseline: ${byPhase(baseline)}`);
}
