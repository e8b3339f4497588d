/**
 * The search modal (DocSearch, the search clients and our glue) is a separate chunk, fetched
 * when the reader shows intent (hover or focus of the search button), when the browser is idle
 * after load, or at the latest when search opens. A failed fetch is forgotten so the next
 * attempt fetches again.
 */
type ModalModule = typeof import('./Modal');

let loaded: ModalModule | null = null;
let pending: Promise<ModalModule> | null = null;

export function loadedSearchModal(): ModalModule | null {
  return loaded;
}

export function loadSearchModal(): Promise<ModalModule> {
  if (loaded) return Promise.resolve(loaded);
  // The stylesheets are imported here, as in the stock SearchBar: @docsearch/react declares
  // `sideEffects: false`, so a static `import '@docsearch/react/style'` would be dropped.
  // Docusaurus bundles all CSS into the site's one stylesheet, so these cost no request.
  pending ??= Promise.all([
    import(/* webpackChunkName: "search-modal" */ './Modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(
    ([module]) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Fire and forget: opening search reports the failure if the network is still down then. */
export function prefetchSearchModal(): void {
  loadSearchModal().catch(() => {});
}
