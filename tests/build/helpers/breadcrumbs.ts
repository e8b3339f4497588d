// Reading a built docs page's breadcrumbs, BreadcrumbList data and sidebar path from its HTML
// (Docusaurus' minified output: attributes quoted or not). tests/build/breadcrumbs.test.ts.
import assert from 'node:assert/strict';

export const SITE_URL = 'https://commandkit.dev';

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

