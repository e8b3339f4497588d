/**
 * The search modal (DocSearch, the search clients and our glue) is a separate chunk, fetched
 * when the reader shows intent (hover, focus or touch of the search button, the shortcuts) or
 * at the latest when search opens. A failed fetch is forgotten so the next attempt fetches again.
 */
import { cachedPromise } from '@site/src/lib/cachedPromise';

type ModalModule = typeof import('./Modal');

const modalChunk = cachedPromise(async (): Promise<ModalModule> => {
  // The stylesheets are imported here, as in the stock SearchBar: @docsearch/react declares
  // `sideEffects: false`, so a static `import '@docsearch/react/style'` would be dropped.
  // Docusaurus bundles all CSS into the site's one stylesheet, so these cost no request.
  const [module] = await Promise.all([
    import(/* webpackChunkName: "search-modal" */ './Modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]);
  return module;
});

export function loadedSearchModal(): ModalModule | null {
  return modalChunk.peek() ?? null;
}

export function loadSearchModal(): Promise<ModalModule> {
  return modalChunk.get();
}

/** Fire and forget: opening search reports the failure if the network is still down then. */
export function prefetchSearchModal(): void {
  loadSearchModal().catch(() => {});
}
