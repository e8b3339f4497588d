// Every URL of the built sitemap is served with a heading and every file it loads (over HTTP, no
// browser), and its route's code loads in Chromium; one page of each template (tests/browser/helpers/templates.ts) renders, hydrates, logs
// no console error and has no failed same-origin request in Chromium. Pages of one template run
// the same client code, so a browser per page would only repeat the same check ~600 times.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useServedSite } from './helpers/fixture';
import { watchPage } from './helpers/browser';
import { sitemapPaths } from './helpers/sitemap';
import { pagePerTemplate } from './helpers/templates';
import { crawlOverHttp } from './helpers/http-crawl';
import { startServer } from './helpers/server';

const HYDRATION_TIMEOUT_MS = 30_000;

const site = useServedSite();

describe('crawl', () => {
  test('every sitemap URL is served with an h1 and all the files it loads', async () => {
    const paths = sitemapPaths();
    assert.ok(paths.length > 500, `sitemap lists only ${paths.length} pages`);
    const { problems, pages, assets } = await crawlOverHttp(site.url, paths);
    console.log(`${pages} pages, ${assets} distinct assets`);
    assert.ok(assets >= 5, `only ${assets} assets referenced: is the HTML parsed right?`);
    assert.deepEqual(problems, []);
  });

  test('every sitemap route loads its code in Chromium', async () => {
    const paths = sitemapPaths();
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page, site.url);
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Docusaurus' own preloader fetches and evaluates each route's chunks, as a navigation would.
    const failed = await page.evaluate(async (routes) => {
      const errors: string[] = [];
      for (const route of routes) {
        try {
          await (
            window as unknown as { docusaurus: { preload(path: string): Promise<unknown> } }
          ).docusaurus.preload(route);
        } catch (error) {
          errors.push(`${route}: ${String(error)}`);
        }
      }
      return errors;
    }, paths);
    await context.close();
    assert.deepEqual(
      [...failed, ...problems.pageErrors, ...problems.consoleErrors, ...problems.failedRequests],
      [],
    );
  });

  test('one page of each template renders and hydrates cleanly in Chromium', async () => {
    const templates = pagePerTemplate(sitemapPaths());
    assert.ok(templates.size >= 15, `only ${templates.size} templates found`);
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page, site.url);
    const failures: string[] = [];
    for (const [template, path] of templates) {
      problems.pageErrors.length = 0;
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
      try {
        const response = await page.goto(site.url + path, { waitUntil: 'load' });
        if (!response?.ok()) failures.push(`${path}: HTTP ${response?.status()}`);
        await page.waitForSelector('html[data-has-hydrated="true"]', {
          timeout: HYDRATION_TIMEOUT_MS,
        });
        const heading = await page.locator('h1').first().textContent();
        if (!heading?.trim()) failures.push(`${path}: no h1`);
      } catch (error) {
        failures.push(`${path} (${template}): ${(error as Error).message.split('\n')[0]}`);
      }
      for (const list of [problems.pageErrors, problems.consoleErrors, problems.failedRequests]) {
        for (const problem of list) failures.push(`${path} (${template}): ${problem}`);
      }
    }
    await context.close();
    console.log(`${templates.size} templates: ${[...templates.keys()].join('; ')}`);
    assert.deepEqual(failures, []);
  });
});

describe('the crawl itself', () => {
  test('a missing page, heading or asset is reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crawl-'));
    const write = (rel: string, body: string) => {
      mkdirSync(join(dir, rel, '..'), { recursive: true });
      writeFileSync(join(dir, rel), body);
    };
    write('assets/js/main.js', '');
    write('good/index.html', '<script src=/assets/js/main.js defer></script><h1>Good</h1>');
    write('blank/index.html', '<h1> </h1>');
    write('broken/index.html', '<link rel=stylesheet href="/assets/css/gone.css"><h1>B</h1>');
    write('img/index.html', '<img src="/img/gone.svg"><a href="/not-an-asset">x</a><h1>I</h1>');
    const server = await startServer(dir);
    try {
      const paths = ['/good', '/blank', '/broken', '/img', '/none'];
      const { problems, assets } = await crawlOverHttp(server.url, paths);
      assert.equal(assets, 3);
      assert.deepEqual(problems.sort(), [
        '/blank: no h1',
        '/broken: /assets/css/gone.css HTTP 404',
        '/img: /img/gone.svg HTTP 404',
        '/none: HTTP 404',
        '/none: no h1',
      ]);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
