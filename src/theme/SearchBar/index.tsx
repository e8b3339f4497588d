/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/*
 * Swizzled (ejected) from @docusaurus/theme-search-algolia src/theme/SearchBar/index.tsx
 * (reviewed at 3.8.1, 3.10.2), used with @docsearch/react 3.9.0. The modal part is ./Modal.tsx.
 *
 * Not taken from 3.10 (the copy builds and runs on 3.8.1 and 3.10.2 alike):
 *  - Ask AI (`useAlgoliaAskAi`, `askAi` props, the placeholder and keyboard toggle it drives) and
 *    the `@docsearch/react/button` and `/useDocSearchKeyboardEvents` entry points: DocSearch 4
 *    features; the site has no `askAi` config, uses DocSearch 3.9.0, and 3.8.1 has no such hook;
 *  - `mergeFacetFilters` imported from the theme's client: 3.8.1 does not export it, so the copy
 *    keeps the same function inline;
 *  - props that override `themeConfig.algolia` (facebook/docusaurus#11581): theme-classic renders
 *    `<SearchBar />` without props in both versions, and so does this site.
 *
 * Local changes, each marked "LOCAL CHANGE":
 *  - the first load holds only the button and the shortcuts (./SearchButton.tsx,
 *    ./useSearchKeyboardEvents.ts): @docsearch/react is one module holding the button, the
 *    modal and the Algolia client, so nothing here imports it; the modal part of the stock file
 *    is ./Modal.tsx, a chunk loaded on demand (./loadModal.ts);
 *  - nothing of search is fetched until the reader shows intent (hover, focus or touch of the
 *    button, Ctrl/Cmd+K, '/'): then the modal's code, the engine and the document table of the
 *    version being read; each query loads only its part of the index (src/search/splitIndex.ts);
 *  - if the modal's code cannot be fetched when search opens, DocSearch's error screen is shown
 *    (./SearchUnavailable.tsx) instead of nothing and an uncaught error;
 *  - the Algolia preconnect hint is only rendered for the Algolia backend;
 *  - the button's words come from ./firstLoadTranslations.ts, not @theme/SearchTranslations (the
 *    whole modal's words, which only ./Modal.tsx needs).
 */

import React, { useCallback, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Head from '@docusaurus/Head';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { FacetFilters } from 'algoliasearch/lite';
// LOCAL CHANGE
import { warmUpLocalSearch } from '@site/src/search/lazyClient';
import { buttonTranslations } from './firstLoadTranslations';
import { loadSearchModal, loadedSearchModal, prefetchSearchModal } from './loadModal';
import type { DocSearchProps } from './Modal';
import { SearchButton } from './SearchButton';
import { SearchUnavailable } from './SearchUnavailable';
import { useSearchBackend } from './useSearchBackend';
import { useSearchKeyboardEvents } from './useSearchKeyboardEvents';
// END LOCAL CHANGE

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters => (typeof f === 'string' ? [f] : f);
    return [...normalize(f1), ...normalize(f2)];
  }

  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

// LOCAL CHANGE: on intent, fetch what search needs (modal code; engine + document table when local).
function usePrefetchSearch(searchParameters: DocSearchProps['searchParameters']) {
  const { backend, localOptions } = useSearchBackend();
  const prefetch = useCallback(() => {
    prefetchSearchModal();
    if (backend === 'local') {
      warmUpLocalSearch(localOptions, searchParameters?.facetFilters as never);
    }
  }, [backend, localOptions, searchParameters]);
  return { backend, prefetch };
}

type ModalState = 'closed' | 'open' | 'unavailable';
// END LOCAL CHANGE

function DocSearch(props: DocSearchProps) {
  const searchParameters = useSearchParameters({ ...props });
  const { backend, prefetch } = usePrefetchSearch(searchParameters); // LOCAL CHANGE

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  // LOCAL CHANGE: the modal may also be the "unavailable" screen; an open request made while
  // the code loads is dropped if search was closed meanwhile.
  const [state, setState] = useState<ModalState>('closed');
  const openRequest = useRef(0);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    prefetch();
    const request = ++openRequest.current;
    const openIfStillWanted = (next: ModalState) => {
      if (openRequest.current === request) setState(next);
    };
    // A second try: the attempt in flight may be a background prefetch that began while offline.
    loadSearchModal()
      .catch(() => loadSearchModal())
      .then(
        () => openIfStillWanted('open'),
        () => openIfStillWanted('unavailable'),
      );
  }, [prepareSearchContainer, prefetch]);

  const closeModal = useCallback(() => {
    openRequest.current++;
    setState('closed');
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  // END LOCAL CHANGE

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchKeyboardEvents({
    isOpen: state !== 'closed',
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  const Modal = loadedSearchModal()?.default; // LOCAL CHANGE
  // Read in render as stock does: the portal needs the element, which exists once the modal opens
  // (opening re-renders); no render depends on the ref changing by itself.
  // eslint-disable-next-line react-hooks/refs
  const container = searchContainer.current;

  return (
    <>
      {/* LOCAL CHANGE: preconnect only when Algolia answers */}
      {backend === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations}
      />

      {/* LOCAL CHANGE: the modal comes from the on-demand chunk, or the unavailable screen */}
      {state !== 'closed' &&
        container &&
        createPortal(
          state === 'open' && Modal ? (
            <Modal
              config={props}
              searchParameters={searchParameters}
              initialQuery={initialQuery}
              onClose={closeModal}
              container={container}
            />
          ) : (
            <SearchUnavailable onClose={closeModal} />
          ),
          container,
        )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
