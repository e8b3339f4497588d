import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import {
  commonPathPrefix,
  isUnderPrefix,
  splitDocsRootRoute,
  splitVersionRoute,
} from '../../src/plugins/docs-per-sidebar/split';
import { withLinkDocIds } from '../../src/plugins/docs-per-sidebar/linkDocIds';

/** Split options whose version `current` has a doc at each path, with the path as its id. */
const withDocs = (paths: string[]) => ({
  docIdsByPath: new Map([['current', new Map(paths.map((path) => [path, path]))]]),
});
const NO_LINKS = withDocs([]);

const doc = (path: string, sidebar?: string) => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  ...(sidebar && { sidebar }),
});

// Shaped like the route the docs plugin builds for one version (see its lib/routes.js).
function versionRoute(docs: RouteConfig[], extraRoutes: RouteConfig[] = []): RouteConfig {
  const sidebars = new Set(docs.map((d) => (d as { sidebar?: string }).sidebar).filter(Boolean));
  return {
    path: '/docs',
    exact: false,
    component: '@theme/DocVersionRoot',
    priority: -1,
    props: {
      version: {
        version: 'current',
        label: '1.x',
        docsSidebars: Object.fromEntries([...sidebars].map((name) => [name, [{ label: name }]])),
        docs: Object.fromEntries(
          docs.map((d) => [d.path, { id: d.path, sidebar: (d as { sidebar?: string }).sidebar }]),
        ),
      },
    },
    routes: [
      { path: '/docs', exact: false, component: '@theme/DocRoot', routes: docs },
      ...extraRoutes,
    ],
  };
}

/** Adds the generated index page of the "Cards" category to a version route's docs. */
function addCardsIndexPage(route: RouteConfig): void {
  route.routes![0]!.routes!.push({
    path: '/docs/guide/category/cards',
    component: '@theme/DocCategoryGeneratedIndexPage',
    exact: true,
    props: { categoryGeneratedIndex: { title: 'Cards' } },
    sidebar: 'guide',
  } as RouteConfig);
}

type Version = { docsSidebars: Record<string, unknown>; docs: Record<string, unknown> };
const versionOf = (route: RouteConfig) => (route.props as { version: Version }).version;
const leafPaths = (route: RouteConfig): string[] =>
  (route.routes ?? []).flatMap((r) => (r.routes ? leafPaths(r) : [r.path]));

test('common prefix is taken by whole path segments', () => {
  assert.equal(commonPathPrefix(['/docs/api/a/b', '/docs/api/a/c', '/docs/api/']), '/docs/api');
  assert.equal(commonPathPrefix(['/docs/guide/x', '/docs/guides/y']), '/docs');
  assert.equal(commonPathPrefix(['/docs/only/page']), '/docs/only/page');
});

test('prefix matching follows path segments, not characters', () => {
  assert.ok(isUnderPrefix('/docs/guide/a', '/docs/guide'));
  assert.ok(isUnderPrefix('/docs/guide/', '/docs/guide'));
  assert.ok(!isUnderPrefix('/docs/guides/a', '/docs/guide'));
  assert.ok(!isUnderPrefix('/docs', '/docs/guide'));
});

test('each sidebar gets a route under its prefix that carries only its own sidebar and docs', () => {
  const guide = [doc('/docs/guide/intro', 'guide'), doc('/docs/guide/setup/install', 'guide')];
  const api = [doc('/docs/api-reference/pkg/', 'api'), doc('/docs/api-reference/other/b', 'api')];
  const routes = splitVersionRoute(versionRoute([...guide, ...api]), NO_LINKS);

  const byPath = new Map(routes.map((r) => [r.path, r]));
  assert.deepEqual([...byPath.keys()], ['/docs/guide', '/docs/api-reference', '/docs']);
  const guideRoute = byPath.get('/docs/guide')!;
  assert.deepEqual(Object.keys(versionOf(guideRoute).docsSidebars), ['guide']);
  // No generated index page here, so no doc entries (see the test on cards below).
  assert.deepEqual(versionOf(guideRoute).docs, {});
  assert.deepEqual(
    leafPaths(guideRoute),
    guide.map((d) => d.path),
  );
  assert.equal(guideRoute.routes![0]!.component, '@theme/DocRoot');
  assert.equal(guideRoute.routes![0]!.path, '/docs/guide');
  assert.equal(guideRoute.component, '@theme/DocVersionRoot');
  assert.equal(guideRoute.priority, -1);
  const apiRoute = byPath.get('/docs/api-reference')!;
  assert.deepEqual(Object.keys(versionOf(apiRoute).docsSidebars), ['api']);
  assert.deepEqual(
    leafPaths(apiRoute),
    api.map((d) => d.path),
  );
  // The remaining route still answers unknown /docs URLs with the docs 404.
  const rest = byPath.get('/docs')!;
  assert.deepEqual(leafPaths(rest), []);
  assert.deepEqual(versionOf(rest).docsSidebars, {});
});

test('every page keeps exactly one route, with its version and sidebar attribute', () => {
  const docs = [
    doc('/docs/guide/intro', 'guide'),
    doc('/docs/api-reference/x', 'api'),
    doc('/docs/standalone'),
  ];
  const tags = { path: '/docs/tags', component: '@theme/DocTagsListPage', exact: true };
  const routes = splitVersionRoute(versionRoute(docs, [tags]), NO_LINKS);
  assert.deepEqual(
    routes.flatMap(leafPaths).sort(),
    [...docs.map((d) => d.path), tags.path].sort(),
  );
  const rest = routes.at(-1)!;
  assert.deepEqual(leafPaths(rest).sort(), ['/docs/standalone', '/docs/tags']);
  assert.deepEqual(versionOf(rest).docs, {});
});

test('a sidebar whose prefix also covers another page stays in the shared route', () => {
  // Sidebar "one" sits directly under /docs (no longer prefix); "two" owns its single page.
  const docs = [doc('/docs/a', 'one'), doc('/docs/b', 'one'), doc('/docs/c', 'two')];
  assert.deepEqual(
    splitVersionRoute(versionRoute(docs), NO_LINKS).map((r) => r.path),
    ['/docs/c', '/docs'],
  );
  const mixed = [
    doc('/docs/g/a', 'one'),
    doc('/docs/g/b', 'two'),
    doc('/docs/g/c', 'one'),
    doc('/docs/h/d', 'two'),
  ];
  const [unsplit, ...none] = splitVersionRoute(versionRoute(mixed), NO_LINKS);
  assert.deepEqual(none, []);
  assert.deepEqual(unsplit!.routes, versionRoute(mixed).routes);
  assert.deepEqual(versionOf(unsplit!).docsSidebars, versionOf(versionRoute(mixed)).docsSidebars);
});

test('the root docs route splits every version below it', () => {
  const v0 = {
    ...versionRoute([
      doc('/docs/v0/guide/a', 'guide'),
      doc('/docs/v0/guide/b', 'guide'),
      doc('/docs/v0/api/c', 'api'),
      doc('/docs/v0/api/d', 'api'),
    ]),
    path: '/docs/v0',
  };
  v0.routes![0]!.path = '/docs/v0';
  const root = {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    routes: [v0, versionRoute([doc('/docs/guide/a', 'guide'), doc('/docs/guide/b', 'guide')])],
  };
  assert.deepEqual(
    splitDocsRootRoute(root, NO_LINKS).routes!.map((r) => r.path),
    ['/docs/v0/guide', '/docs/v0/api', '/docs/v0', '/docs/guide', '/docs'],
  );
});

test('doc entries stay only for docs a generated index page shows as cards', () => {
  const docs = [
    doc('/docs/guide/a', 'guide'),
    doc('/docs/guide/cards/b', 'guide'),
    doc('/docs/guide/cards/c', 'guide'),
  ];
  const route = versionRoute(docs);
  const version = versionOf(route) as Version & { docs: Record<string, object> };
  for (const [id, entry] of Object.entries(version.docs)) {
    version.docs[id] = { ...entry, title: id, description: `About ${id}` };
  }
  version.docsSidebars.guide = [
    { type: 'link', href: '/docs/guide/a', docId: '/docs/guide/a' },
    {
      type: 'category',
      href: '/docs/guide/category/cards',
      items: [
        { type: 'link', href: '/docs/guide/cards/b', docId: '/docs/guide/cards/b' },
        {
          type: 'category',
          items: [{ type: 'link', href: '/docs/guide/cards/c', docId: '/docs/guide/cards/c' }],
        },
      ],
    },
  ];
  addCardsIndexPage(route);

  const [guideRoute] = splitVersionRoute(route, withDocs(docs.map((d) => d.path)));
  assert.deepEqual(versionOf(guideRoute!).docs, {
    '/docs/guide/cards/b': {
      id: '/docs/guide/cards/b',
      sidebar: 'guide',
      title: '/docs/guide/cards/b',
      description: 'About /docs/guide/cards/b',
    },
  });
});

// The split leaves out the doc entries that only DocCard (generated index pages) reads. A page that
// renders cards itself would break (useDocById throws); then the split must keep those docs.
test('no page or component renders doc cards outside a generated index page', () => {
  const files = ['docs', 'versioned_docs', 'src'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(mdx?|tsx?|jsx?)$/.test(file))
      .map((file) => join(dir, file)),
  );
  assert.ok(files.length > 100);
  const usesCards = files.filter((file) =>
    /['"]@theme\/DocCard|useDocById\(|useCurrentSidebarCategory\(/.test(readFileSync(file, 'utf8')),
  );
  assert.deepEqual(usesCards, []);
});

test('a docs route of another shape fails naming the patch', () => {
  assert.throws(
    () => splitVersionRoute({ path: '/docs', component: 'x', routes: [] } as RouteConfig, NO_LINKS),
    /^Error: \[patch docs-per-sidebar\] no longer applies: .* \(Docusaurus 3\.\d+\.\d+\)/,
  );
  assert.throws(
    () => splitDocsRootRoute({ path: '/docs', component: 'x' } as RouteConfig, NO_LINKS),
    /\[patch docs-per-sidebar\]/,
  );
});

// The browser puts the docIds back (src/theme/DocVersionRoot): Docusaurus 3.10's breadcrumbs
// list a sidebar link only when it has one.
function sidebarWithCards() {
  const docs = [doc('/docs/guide/a', 'guide'), doc('/docs/guide/cards/b', 'guide')];
  const route = versionRoute(docs);
  const sidebar = [
    { type: 'link', label: 'A', href: '/docs/guide/a', docId: '/docs/guide/a', unlisted: false },
    { type: 'link', label: 'Elsewhere', href: 'https://example.com/' },
    {
      type: 'category',
      label: 'Cards',
      href: '/docs/guide/category/cards',
      items: [
        { type: 'link', href: '/docs/guide/cards/b', docId: '/docs/guide/cards/b', unlisted: true },
      ],
    },
  ];
  versionOf(route).docsSidebars.guide = sidebar;
  addCardsIndexPage(route);
  return { docs, route, sidebar };
}

test("sidebar links drop docId except the cards', and unlisted unless true", () => {
  const { docs, route } = sidebarWithCards();
  const [guideRoute] = splitVersionRoute(route, withDocs(docs.map((d) => d.path)));
  assert.deepEqual(versionOf(guideRoute!).docsSidebars.guide, [
    { type: 'link', label: 'A', href: '/docs/guide/a' },
    { type: 'link', label: 'Elsewhere', href: 'https://example.com/' },
    {
      type: 'category',
      label: 'Cards',
      href: '/docs/guide/category/cards',
      items: [
        { type: 'link', href: '/docs/guide/cards/b', docId: '/docs/guide/cards/b', unlisted: true },
      ],
    },
  ]);
});

test('the browser gives each trimmed link its docId back from the docs of its version', () => {
  const { docs, route, sidebar } = sidebarWithCards();
  const options = withDocs(docs.map((d) => d.path));
  const [guideRoute] = splitVersionRoute(route, options);
  const trimmed = versionOf(guideRoute!).docsSidebars.guide as typeof sidebar;
  const restored = withLinkDocIds(trimmed, options.docIdsByPath.get('current')!);
  const docIds = (items: { docId?: string; items?: unknown[] }[]): unknown[] =>
    items.map((item) => (item.items ? docIds(item.items as typeof items) : item.docId));
  assert.deepEqual(docIds(restored), docIds(sidebar));
  assert.deepEqual(docIds(restored), ['/docs/guide/a', undefined, ['/docs/guide/cards/b']]);
});

test('a link whose docId would not come back exactly fails the split naming the patch', () => {
  const { docs, route, sidebar } = sidebarWithCards();
  // /docs/guide/a is not a doc of the version: its docId could not be put back.
  assert.throws(
    () => splitVersionRoute(route, withDocs(docs.map((d) => d.path).slice(1))),
    /\[patch docs-per-sidebar\] no longer applies: expected the sidebar link to \/docs\/guide\/a to get its docId \(\/docs\/guide\/a\) back/,
  );
  // A plain link to a doc's page would gain a docId that stock does not give it.
  sidebar[1] = { type: 'link', label: 'Again', href: '/docs/guide/a' };
  assert.throws(
    () => splitVersionRoute(route, withDocs(docs.map((d) => d.path))),
    /expected the sidebar link to \/docs\/guide\/a to get its docId \(none\) back from the docs' global data, not \/docs\/guide\/a/,
  );
});
