// llms.txt, llms-full.txt and the Markdown twin of every doc page, plus the "Copy page" button.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { useServedSite } from './helpers/fixture';
import { watchPage } from './helpers/browser';
import { sitemapPaths } from './helpers/sitemap';
import { markdownTwinPath } from '../../src/utils/markdownTwin';

const SITE = 'https://commandkit.dev';
const guidePaths = () => sitemapPaths().filter((p) => p.startsWith('/docs/guide/'));

function pageTitle(path: string): string {
  const html = readFileSync(`build${path.replace(/\/$/, '')}/index.html`, 'utf8');
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

describe('llms.txt and Markdown twins', () => {
  test('llms.txt links the Markdown twin of every 1.x guide page', () => {
    const index = readFileSync('build/llms.txt', 'utf8');
    assert.match(index, /^# CommandKit\n\n> /);
    const paths = guidePaths();
    assert.ok(paths.length > 40);
    for (const path of paths) assert.ok(index.includes(`(${SITE}${markdownTwinPath(path)})`), path);
  });

  test('every doc page has a Markdown twin headed by the page title, without MDX syntax', () => {
    const docs = sitemapPaths().filter((p) => p.startsWith('/docs/'));
    for (const path of docs) {
      const file = `build${markdownTwinPath(path)}`;
      assert.ok(existsSync(file), `missing ${file}`);
      const markdown = readFileSync(file, 'utf8');
      assert.equal(markdown.split('\n')[0], `# ${pageTitle(path)}`, file);
      const prose = markdown.replace(/```[\s\S]*?```/g, '');
      assert.doesNotMatch(prose, /^(import|export) /m, `${file} keeps ESM lines`);
      assert.doesNotMatch(prose, /\{"|<\/?(code|Tabs|TabItem)\b/, `${file} keeps JSX`);
      assert.doesNotMatch(markdown, /^---\ntitle:/, `${file} keeps front matter`);
    }
  });

  test('llms-full.txt holds the whole 1.x guide in sidebar order', () => {
    const full = readFileSync('build/llms-full.txt', 'utf8');
    const titles = guidePaths().map(pageTitle);
    for (const title of titles) assert.ok(full.includes(`# ${title}\n`), title);
    assert.ok(full.indexOf('# Introduction\n') < full.indexOf('# Set up CommandKit\n'));
  });
});

describe('Copy page button', () => {
  const site = useServedSite();

  test('copies the page as Markdown', async () => {
    const context = await site.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    const problems = await watchPage(page, site.url);
    await page.goto(`${site.url}/docs/guide/commands/middlewares`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, readFileSync('build/docs/guide/commands/middlewares.md', 'utf8'));
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });
});
