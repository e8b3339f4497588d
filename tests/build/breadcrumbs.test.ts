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

const BUILD_DIR = process.env.BREADCRUMBS_BUILD_DIR ?? 'build';
const SITE_URL = 'https://commandkit.dev';

export interface Crumb {
  label: string;
  /** The link's target; undefined when the item is not a link. */
  href?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
    .trim();

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The element of `html` that starts with `open` up to its matching `</tag>` (no nesting of tag). */
function element(html: string, open: RegExp, tag: string): string | undefined {
  const start = html.search(open);
  if (start < 0) return undefined;
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** The page and the categories above it in the desktop sidebar, top to bottom. */
export function sidebarTrail(html: string): Crumb[] | undefined {
  const nav = element(html, /<nav aria-label="Docs sidebar"/, 'nav');
  if (nav === undefined) return undefined;
  const trail: Crumb[] = [];
  for (const [, tag, inner] of nav.matchAll(/(<a\b[^>]*>)(.*?)<\/a>/g)) {
    const classes = (attribute(tag!, 'class') ?? '').split(/\s+/);
    if (!classes.includes('menu__link--active')) continue;
    // A category with no page of its own shows a caret and links to its first page.
    const ownLink = !classes.includes('menu__link--sublist-caret');
    trail.push({ label: text(inner!), ...(ownLink && { href: attribute(tag!, 'href') }) });
  }
  return trail;
}

/** The visible breadcrumbs after the Home link. */
export function visibleBreadcrumbs(html: string): Crumb[] {
  const nav = element(html, /<nav\b[^>]*aria-label="?Breadcrumbs/, 'nav') ?? '';
  return [...nav.matchAll(/<li\b[^>]*>(.*?)(?=<li\b|<\/ul>|$)/g)]
    .map(([, item]) => item!)
    .filter((item) => !/aria-label="?Home page/.test(item))
    .map((item) => {
      const link = /<a\b[^>]*>/.exec(item)?.[0];
      return { label: text(item), ...(link && { href: attribute(link, 'href') }) };
    });
}

/** The page's BreadcrumbList structured data, as [name, item URL]. */
export function structuredBreadcrumbs(html: string): [string, string | undefined][] | undefined {
  for (const [, json] of html.matchAll(/<script\b[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/g)) {
    const data = JSON.parse(json!) as {
      '@type'?: string;
      itemListElement?: { position: number; name: string; item?: string }[];
    };
    if (data['@type'] !== 'BreadcrumbList') continue;
    const items = data.itemListElement ?? [];
    items.forEach((entry, i) => assert.equal(entry.position, i + 1, 'positions count from 1'));
    return items.map((entry) => [entry.name, entry.item]);
  }
  return undefined;
}

/** What a page's breadcrumbs should be, from its sidebar trail. */
export function expectedBreadcrumbs(trail: Crumb[]): {
  visible: Crumb[];
  structured: [string, string | undefined][];
} {
  return {
    // The last item is the page itself: shown, not linked.
    visible: trail.map((crumb, i) => (i === trail.length - 1 ? { label: crumb.label } : crumb)),
    structured: trail
      .filter((crumb) => crumb.href !== undefined)
      .map((crumb) => [crumb.label, SITE_URL + crumb.href]),
  };
}

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
