import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { SITE_SOURCE, editUrlFor } from '../../src/siteSource';

// Reads the production build (`npm run build` runs before this stage).
const BUILD_DIR = 'build';
// The build minifies HTML, so attribute quotes are optional.
const EDIT_LINK = /<a[^>]*\bhref="?([^"\s>]+)"?[^>]*\bclass="?[^">]*\btheme-edit-this-page\b/;
const EDIT_BASE = editUrlFor('');

function htmlPagesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => join(dir, file));
}

function editLinkOf(htmlFile: string): string | undefined {
  return EDIT_LINK.exec(readFileSync(htmlFile, 'utf8'))?.[1];
}

describe('edit links', () => {
  test('editUrlFor opens a file on the deployed branch of the site repository', () => {
    assert.equal(
      editUrlFor('docs/guide/events/custom-events.mdx'),
      `${SITE_SOURCE.repository}/edit/${SITE_SOURCE.branch}/docs/guide/events/custom-events.mdx`,
    );
  });

  test('every hand-written page links to its own source file in this repository', () => {
    const guidePages = [
      ...htmlPagesUnder(join(BUILD_DIR, 'docs', 'guide')),
      ...htmlPagesUnder(join(BUILD_DIR, 'docs', 'v0', 'guide')),
    ];
    assert.ok(guidePages.length > 40, `expected the guide pages in ${BUILD_DIR}/`);
    for (const page of guidePages) {
      const href = editLinkOf(page);
      const where = relative(BUILD_DIR, page);
      assert.ok(href, `${where} has no "Edit this page" link`);
      assert.ok(
        href.startsWith(EDIT_BASE),
        `${where}: ${href} is not in ${SITE_SOURCE.repository}`,
      );
      const sourceFile = href.slice(EDIT_BASE.length);
      assert.ok(
        existsSync(sourceFile),
        `${where}: ${sourceFile} does not exist in this repository`,
      );
      const slug = where.replace(/^docs\/(v0\/)?/, '').replace(/\/index\.html$/, '');
      assert.match(sourceFile, new RegExp(`${slug}\\.mdx?$`), `${where} opens ${sourceFile}`);
    }
  });

  test('generated API pages carry no edit link', () => {
    const apiPages = [
      ...htmlPagesUnder(join(BUILD_DIR, 'docs', 'api-reference')),
      ...htmlPagesUnder(join(BUILD_DIR, 'docs', 'v0', 'api-reference')),
    ];
    assert.ok(apiPages.length > 100, `expected the API pages in ${BUILD_DIR}/`);
    const withLink = apiPages.filter((page) => editLinkOf(page));
    assert.deepEqual(withLink, []);
  });
});
