// A node:test reporter that writes one JSON line per finished test (suites left out): where it is
// declared, how long it took and whether it passed. `npm test` reads these lines to print the
// slowest tests with their share of their timeout (scripts/test/timings.ts). Plain JavaScript:
// node loads reporters before tsx's loader is in place.

/**
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 * @returns {AsyncGenerator<string>}
 */
export default async function* timingReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details.type === 'suite' || !data.file) continue;
    const timing = {
      file: data.file,
      name: data.name,
      line: data.line ?? 0,
      column: data.column ?? 0,
      durationMs: data.details.duration_ms,
      passed: event.type === 'test:pass',
    };
    yield `${JSON.stringify(timing)}\n`;
  }
}
