// Splits each docs version route so that a page downloads only its own sidebar.
//
// The docs plugin gives every version one layout route whose props (the "version metadata")
// carry all of the version's sidebars and a title/description entry for every doc. Each route of
// a guide page would therefore load the whole API sidebar. Here each sidebar whose pages share a
// URL prefix gets its own version route under that prefix, whose props hold only that sidebar and
// its docs. The theme reads the props exactly as before; URLs and components do not change.
//
// The props also list every doc's id, title and description, which the stock theme reads only for
// the cards of a category's generated index page (`DocCard` via `useDocById`). Docs that no
// generated index lists are left out of that list (on the API sidebar it was most of the weight).
// Sidebar links drop `docId` too, except the cards' (Docusaurus 3.10's breadcrumbs list a link
// only when it has one): the browser puts it back from the docs' global data before any component
// reads the sidebars (./linkDocIds.ts, src/theme/DocVersionRoot), and the split checks here that
// it comes back exactly. About 2 kB gzip on the API sidebar's links.
// Links also drop `unlisted: false`, which the theme reads as `!item.unlisted`.
// tests/build/breadcrumbs.test.ts checks the built breadcrumbs of every page.
import type { RouteConfig } from '@docusaurus/types';
import { patchError } from '../patches/guard.cjs';
import { withLinkDocIds, type SidebarItemProp } from './linkDocIds';

interface VersionDocProp {
  sidebar?: string;
  description?: string;
}
interface VersionMetadataProp {
  version: string;
  docsSidebars: Record<string, unknown>;
  docs: Record<string, VersionDocProp>;
}
type SidebarRoute = RouteConfig & { sidebar?: string };

const segments = (path: string) => path.split('/').filter(Boolean);

/** Longest path (whole segments) that every path starts with, e.g. `/docs/api-reference`. */
export function commonPathPrefix(paths: string[]): string {
  const [first = [], ...rest] = paths.map(segments);
  let length = first.length;
  for (const other of rest) {
    let same = 0;
    while (same < length && same < other.length && other[same] === first[same]) same++;
    length = same;
  }
  return '/' + first.slice(0, length).join('/');
}

/** Whether a non-exact route at `prefix` would match `path` (react-router prefix matching). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  const p = segments(prefix);
  const s = segments(path);
  return p.length <= s.length && p.every((segment, i) => s[i] === segment);
}

function groupBySidebar(routes: SidebarRoute[]): Map<string, SidebarRoute[]> {
  const groups = new Map<string, SidebarRoute[]>();
  for (const route of routes) {
    if (!route.sidebar) continue;
    groups.set(route.sidebar, [...(groups.get(route.sidebar) ?? []), route]);
  }
  return groups;
}

/** Doc ids shown as cards on a generated index page: the direct children of its category. */
export function docsOnGeneratedIndexPages(
  sidebars: Record<string, unknown>,
  generatedIndexPaths: Set<string>,
): Set<string> {
  const ids = new Set<string>();
  const visit = (items: SidebarItemProp[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && generatedIndexPaths.has(item.href)) {
        for (const child of item.items ?? []) if (child.docId) ids.add(child.docId);
      }
      visit(item.items ?? []);
    }
  };
  for (const items of Object.values(sidebars)) visit(items as SidebarItemProp[]);
  return ids;
}

export interface SplitOptions {
  /** Each version's docs (by name, e.g. `current`): id by path, as the docs' global data has it. */
  docIdsByPath: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** Sidebar items without what no component reads: see the note at the top of this file. */
export function trimSidebarItems(
  items: SidebarItemProp[],
  keepDocId: (docId: string) => boolean,
): SidebarItemProp[] {
  return items.map((item) => {
    const { docId, unlisted, items: children, ...rest } = item;
    return {
      ...rest,
      ...(docId !== undefined && keepDocId(docId) && { docId }),
      ...(unlisted && { unlisted }),
      ...(children && { items: trimSidebarItems(children, keepDocId) }),
    };
  });
}

function metadataFor(
  metadata: VersionMetadataProp,
  keepSidebar: (sidebar: string | undefined) => boolean,
  generatedIndexPaths: Set<string>,
  options: SplitOptions,
): VersionMetadataProp {
  const kept = Object.fromEntries(
    Object.entries(metadata.docsSidebars).filter(([name]) => keepSidebar(name)),
  );
  const onCards = docsOnGeneratedIndexPages(kept, generatedIndexPaths);
  const docs = Object.entries(metadata.docs).filter(
    ([id, doc]) => keepSidebar(doc.sidebar) && onCards.has(id),
  );
  const cardDocIds = new Set(docs.map(([id]) => id));
  const docIdByPath = options.docIdsByPath.get(metadata.version) ?? new Map<string, string>();
  const docsSidebars = Object.fromEntries(
    Object.entries(kept).map(([name, items]) => {
      const trimmed = trimSidebarItems(items as SidebarItemProp[], (id) => cardDocIds.has(id));
      assertLinkDocIdsRestorable(items as SidebarItemProp[], trimmed, docIdByPath);
      return [name, trimmed];
    }),
  );
  return { ...metadata, docsSidebars, docs: Object.fromEntries(docs) };
}

/**
 * Throws unless `withLinkDocIds` (what the browser runs) gives the trimmed links their original
 * `docId`s back: a trimmed link's `href` is the path of the doc it names, and a link that has no id
 * does not point at a doc's page (it would gain one).
 */
export function assertLinkDocIdsRestorable(
  original: SidebarItemProp[],
  trimmed: SidebarItemProp[],
  docIdByPath: ReadonlyMap<string, string>,
): void {
  const walk = (a: SidebarItemProp[], b: SidebarItemProp[]) =>
    a.forEach((item, i) => {
      const back = b[i]!;
      if (item.type === 'link' && item.docId !== back.docId) {
        throw patchError(
          'docs-per-sidebar',
          `the sidebar link to ${item.href} to get its docId (${item.docId ?? 'none'}) back from the docs' global data, not ${back.docId ?? 'none'}`,
        );
      }
      walk(item.items ?? [], back.items ?? []);
    });
  walk(original, withLinkDocIds(trimmed, docIdByPath));
}

/**
 * One version route becomes one route per sidebar that owns a URL prefix (its pages and no
 * other page of the version live under it), plus the original route for everything else
 * (pages without a sidebar, tag pages, and unknown URLs, which keep showing the docs 404).
 */
export function splitVersionRoute(versionRoute: RouteConfig, options: SplitOptions): RouteConfig[] {
  const metadata = (versionRoute.props as { version?: VersionMetadataProp } | undefined)?.version;
  const docRoot = versionRoute.routes?.find((route) => route.path === versionRoute.path);
  if (!metadata?.docsSidebars || !metadata.docs || !docRoot?.routes) {
    throw patchError(
      'docs-per-sidebar',
      `a docs version route ${versionRoute.path} with props.version {docsSidebars, docs} and a doc root route at the same path`,
    );
  }

  const generatedIndexPaths = new Set(
    docRoot.routes
      .filter(
        (route) =>
          (route.props as { categoryGeneratedIndex?: unknown } | undefined)?.categoryGeneratedIndex,
      )
      .map((route) => route.path),
  );
  const allPaths = (versionRoute.routes ?? []).flatMap((route) =>
    route === docRoot ? (docRoot.routes ?? []).map((r) => r.path) : [route.path],
  );
  const split = new Map<string, { prefix: string; routes: SidebarRoute[] }>();
  for (const [sidebar, routes] of groupBySidebar(docRoot.routes)) {
    const prefix = commonPathPrefix(routes.map((route) => route.path));
    const own = new Set(routes.map((route) => route.path));
    const ownsPrefix =
      segments(prefix).length > segments(versionRoute.path).length &&
      allPaths.every((path) => own.has(path) || !isUnderPrefix(path, prefix));
    if (ownsPrefix) split.set(sidebar, { prefix, routes });
  }
  if (split.size === 0) {
    const version = metadataFor(metadata, () => true, generatedIndexPaths, options);
    return [{ ...versionRoute, props: { ...versionRoute.props, version } }];
  }

  const sidebarRoutes = [...split].map(([sidebar, { prefix, routes }]) => ({
    ...versionRoute,
    path: prefix,
    props: {
      ...versionRoute.props,
      version: metadataFor(metadata, (name) => name === sidebar, generatedIndexPaths, options),
    },
    routes: [{ ...docRoot, path: prefix, routes }],
  }));
  const rest: RouteConfig = {
    ...versionRoute,
    props: {
      ...versionRoute.props,
      version: metadataFor(
        metadata,
        (name) => name === undefined || !split.has(name),
        generatedIndexPaths,
        options,
      ),
    },
    routes: (versionRoute.routes ?? []).map((route) =>
      route === docRoot
        ? {
            ...docRoot,
            routes: docRoot.routes!.filter(
              (r) => !(r as SidebarRoute).sidebar || !split.has((r as SidebarRoute).sidebar!),
            ),
          }
        : route,
    ),
  };
  return [...sidebarRoutes, rest];
}

/** Applies {@link splitVersionRoute} to every version under the docs plugin's root route. */
export function splitDocsRootRoute(rootRoute: RouteConfig, options: SplitOptions): RouteConfig {
  if (!rootRoute.routes?.length) {
    throw patchError(
      'docs-per-sidebar',
      `the docs plugin's root route ${rootRoute.path} with one route per version`,
    );
  }
  return {
    ...rootRoute,
    routes: rootRoute.routes.flatMap((route) => splitVersionRoute(route, options)),
  };
}
