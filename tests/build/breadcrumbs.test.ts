// The breadcrumbs of every docs page, in the built HTML: the visible trail and the BreadcrumbList
// structured data follow the page's path in its sidebar, which the same HTML shows (the sidebar
// marks the page and each category above it `menu__link--active`). Docusaurus 3.10 lists a sidebar
// link in the breadcrumbs only when it has a docId, which src/plugins/docs-per-sidebar must keep.
// The client renders the breadcrumbs from the same route props, so hydration keeps them.
// BREADCRUMBS_BUILD_DIR points the test at another build folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { builtHtmlFile, siteSection } from '../browser/helpers/templates';
import { sitemapPaths } from '../browser/helpers/sitemap';
import {
  SITE_URL,
  expectedBreadcrumbs,
  sidebarTrail,
  structuredBreadcrumbs,
  visibleBreadcrumbs,
} from './helpers/breadcrumbs';

const BUILD_DIR = process.env.BREADCRUMBS_BUILD_DIR ?? 'build';
test('every docs page shows its sidebar path as breadcrumbs and as BreadcrumbList data', () => {
  const problems: string[] = [];
  const sections = new Map<string, number>();
  for (const path of sitemapPaths(BUILD_DIR).filter((p) => p.startsWith('/docs/'))) {
    const html = readFileSync(builtHtmlFile(BUILD_DIR, path)!, 'utf8');
    const trail = sidebarTrail(html);
    if (!trail?.length) {
      problems.push(`${path}: no sidebar entry marked as the current page`);
      continue;
    }
    const expected = expectedBreadcrumbs(trail);
    const visible = visibleBreadcrumbs(html);
    const structured = structuredBreadcrumbs(html);
    const show = (crumbs: unknown) => JSON.stringify(crumbs);
    if (show(visible) !== show(expected.visible))
      problems.push(`${path}: breadcrumbs ${show(visible)}, sidebar ${show(expected.visible)}`);
    if (show(structured) !== show(expected.structured))
      problems.push(`${path}: BreadcrumbList ${show(structured)}, sidebar ${show(expected.structured)}`);
    const section = siteSection(path);
    sections.set(section, (sections.get(section) ?? 0) + 1);
  }
  assert.deepEqual(problems, []);
  // Each template: guide, package and kind indexes, each API kind, and the same for 0.1.10.
  for (const section of [
    '/docs/guide',
    '/docs/api-reference/index',
    '/docs/api-reference/classes',
    '/docs/api-reference/functions',
    '/docs/api-reference/interfaces',
    '/docs/api-reference/types',
    '/docs/api-reference/variables',
    '/docs/api-reference/enums',
    '/docs/v0/guide',
    '/docs/v0/api-reference/classes',
    '/docs/v0/api-reference/enums',
    '/docs/v0/api-reference/functions',
    '/docs/v0/api-reference/types',
  ]) {
    assert.ok(sections.get(section), `no page of ${section} checked`);
  }
});

test('the trail of an API class page, read from the built HTML pieces', () => {
  const sidebar =
    '<nav aria-label="Docs sidebar" class="menu"><ul>' +
    '<li><a class="menu__link menu__link--sublist menu__link--active" href=/docs/api/pkg/>Pkg</a>' +
    '<li><a class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" role=button href=/docs/api/pkg/classes/a>Classes</a>' +
    '<li><a class="menu__link" href=/docs/api/pkg/classes/b>B</a>' +
    '<li><a class="menu__link menu__link--active" aria-current=page href=/docs/api/pkg/classes/a>A&amp;B</a>' +
    '</ul></nav>';
  const trail = sidebarTrail(sidebar)!;
  assert.deepEqual(trail, [
    { label: 'Pkg', href: '/docs/api/pkg/' },
    { label: 'Classes' },
    { label: 'A&B', href: '/docs/api/pkg/classes/a' },
  ]);
  const crumbs =
    '<nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs>' +
    '<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg></svg></a>' +
    '<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/api/pkg/><span>Pkg</span></a>' +
    '<li class=breadcrumbs__item><span class=breadcrumbs__link>Classes</span>' +
    '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>A&amp;B</span></ul></nav>';
  assert.deepEqual(visibleBreadcrumbs(crumbs), expectedBreadcrumbs(trail).visible);
  // What Docusaurus 3.10 rendered when the sidebar links had no docId: the Home link alone.
  const homeOnly = crumbs.replace(/<li class=breadcrumbs__item><a class.*<\/ul>/, '</ul>');
  assert.deepEqual(visibleBreadcrumbs(homeOnly), []);
  assert.deepEqual(expectedBreadcrumbs(trail).structured, [
    ['Pkg', `${SITE_URL}/docs/api/pkg/`],
    ['A&B', `${SITE_URL}/docs/api/pkg/classes/a`],
  ]);
});
