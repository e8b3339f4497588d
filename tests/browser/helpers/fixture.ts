import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type ServerOptions, type StaticServer } from './server';

export interface SiteFixture {
  /** Origin of the served build, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * Serves the production build and launches Chromium once for the enclosing test file or suite,
 * and closes both afterwards.
 */
export function useServedSite(buildDir = 'build', options: ServerOptions = {}): SiteFixture {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer(buildDir, options);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the site is not served yet');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}
