/**
 * Which index folders a request needs (by its docusaurus_tag facet filters). Small and free of
 * the engine, so the first-load code can start those downloads on intent.
 */
export type FacetFilters = string | (string | string[])[];

/** The split index's document table and file list (src/search/splitIndex.ts), loaded on intent. */
export const metaFile = () => 'meta.json';
export const filesFile = () => 'files.json';

/** docusaurus_tag values named by facetFilters (to know which index files to load). */
export function tagsFromFacetFilters(filters: FacetFilters | undefined): string[] | null {
  if (filters === undefined) return null;
  const flat = (typeof filters === 'string' ? [filters] : filters).flat();
  const tags = flat
    .filter((f) => f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length ? tags : null;
}

function resolve(baseUrl: string, folder: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const path = folder.replace(/^\/+/, '');
  return `${base}${path.endsWith('/') ? path : `${path}/`}`;
}

/**
 * Index folder URLs for these facet filters: those of the docusaurus_tags they name (all if none).
 * `indexes`: docusaurus_tag → folder relative to `baseUrl` (the plugin's global data).
 */
export function indexUrlsFor(
  baseUrl: string,
  indexes: Record<string, string>,
  facetFilters: FacetFilters | undefined,
): string[] {
  const known = Object.keys(indexes);
  const wanted = tagsFromFacetFilters(facetFilters);
  const tags = wanted ? known.filter((t) => wanted.includes(t)) : known;
  return tags.map((t) => resolve(baseUrl, indexes[t]!));
}
