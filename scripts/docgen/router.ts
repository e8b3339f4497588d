// Routing of generated pages: file names and site routes. Every cross-link goes through here.
import type { Kind } from './model';

/**
 * Kebab-cases an export name the way the site's URLs do: a `-` goes only where a lowercase letter
 * or a digit is followed by an uppercase letter, then everything is lowercased.
 * `getChannelById` -> `get-channel-by-id`, `getAIConfig` -> `get-aiconfig`, `KV` -> `kv`.
 */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export interface Layout {
  /** Route prefix of the reference, e.g. `/docs/api-reference` or `/docs/v0/api-reference`. */
  routeBase: string;
  /** true: `<package>/<kind>/...`; false: `<kind>/...` directly (0.1.10). */
  perPackage: boolean;
  /** true: kebab-case file names; false: the export name as is (0.1.10). */
  kebab: boolean;
  /** Kind folder used for a kind (0.1.10 puts interfaces under `types`). */
  kindFolder: (kind: Kind) => Kind;
  /** Whether index pages (package index, kind index) are generated. */
  indexPages: boolean;
}

export function itemSlug(layout: Layout, name: string): string {
  return layout.kebab ? kebabCase(name) : name;
}

/** Output path of an item page, relative to the reference root folder. */
export function itemFile(layout: Layout, pkg: string, kind: Kind, name: string): string {
  const rel = `${layout.kindFolder(kind)}/${itemSlug(layout, name)}.mdx`;
  return layout.perPackage ? `${pkg}/${rel}` : rel;
}

/** Site route of an item page. */
export function itemUrl(layout: Layout, pkg: string, kind: Kind, name: string): string {
  const rel = `${layout.kindFolder(kind)}/${itemSlug(layout, name)}`;
  return layout.perPackage ? `${layout.routeBase}/${pkg}/${rel}` : `${layout.routeBase}/${rel}`;
}

/** Site route of a package index page (trailing slash). */
export function packageUrl(layout: Layout, pkg: string): string {
  return `${layout.routeBase}/${pkg}/`;
}

/** Site route of a kind index page (trailing slash). */
export function kindUrl(layout: Layout, pkg: string, kind: Kind): string {
  return layout.perPackage ? `${layout.routeBase}/${pkg}/${kind}/` : `${layout.routeBase}/${kind}/`;
}
