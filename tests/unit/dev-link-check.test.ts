// `npm start` reports a broken link or anchor of a saved page with file:line:col (Docusaurus checks
// links only when building). The dev checker works from the docs plugin's loaded content.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { linkIndexOf, loadSiteIndex, searchPagePathOf } from '../../scripts/content/site';
import { devLinkChecker } from '../../src/plugins/dev-link-check';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');

test('the dev link index has the routes the docs plugin creates', async () => {
  const site = await loadSiteIndex(siteRoot);
  const index = linkIndexOf(siteRoot, site.docs, {
    staticDirs: site.context.siteConfig.staticDirectories,
    searchPagePath: searchPagePathOf(site.context.siteConfig),
  });
  assert.deepEqual([...index.routes].sort(), [...site.routes].sort());
});

test('the dev checker reports the links of pages saved since its last run, once', async () => {
  const site = await loadSiteIndex(siteRoot);
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-links-'));
  const page = path.join(dir, 'broken-link.mdx');
  copyFileSync(path.join(siteRoot, 'tests/fixtures/check-mdx/broken-link.mdx'), page);
  const docs = [...site.docs, { file: page, permalink: '/docs/guide/zz-fixture' }];
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [{ docs: docs.map((d) => ({ source: d.file, permalink: d.permalink })) }],
      },
    },
  };
  try {
    const check = devLinkChecker(siteRoot, { staticDirs: ['static'] });
    // The server's start: nothing is checked (pages are only recorded).
    assert.deepEqual(await check(allContent), { pages: 0, problems: [] });
    const later = new Date(Date.now() + 5_000);
    utimesSync(page, later, later);
    const { pages, problems } = await check(allContent);
    assert.equal(pages, 1);
    assert.deepEqual(
      problems.map(
        (p) => `${path.basename(p.file)}:${p.line}:${p.column} ${p.message.split(':')[0]}`,
      ),
      [
        'broken-link.mdx:7:18 broken link /docs/guide/no-such-page',
        'broken-link.mdx:9:8 broken anchor /docs/guide/getting-started/introduction#no-such-heading',
        'broken-link.mdx:12:3 broken Markdown link ./no-such-page.mdx',
      ],
    );
    // Unchanged since: not checked again.
    assert.deepEqual(await check(allContent), { pages: 0, problems: [] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
