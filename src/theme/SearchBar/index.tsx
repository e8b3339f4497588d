/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/*
 * Swizzled (ejected) from @docusaurus/theme-search-algolia 3.8.1,
 * src/theme/SearchBar/index.tsx, used with @docsearch/react 3.9.0.
 *
 * Local changes, each marked "LOCAL CHANGE":
 *  - the built-in search backend: unless the site was built with Algolia credentials
 *    (plugin `search-index`, global data `backend: 'local'`), `transformSearchClient` hands
 *    DocSearch a client that answers from the site's own static index files;
 *  - the engine and the index of the version being read start loading when the modal opens;
 *  - the Algolia preconnect hint is only rendered for the Algolia backend;
 *  - the search client is wrapped so DocSearch's own error screen ("Unable to fetch results")
 *    actually shows when the backend is unreachable (./keepErrorStatus.ts explains the bug).
 */

import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
// LOCAL CHANGE: @types/react-dom is not installed in this project
// @ts-ignore
import { createPortal } from 'react-dom';
import { DocSearchButton, useDocSearchKeyboardEvents } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// LOCAL CHANGE: built-in backend
import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { createLazyLocalSearchClient, warmUpLocalSearch } from '@site/src/search/lazyClient';
import type { SearchIndexGlobalData } from '@site/src/plugins/search-index';
import { keepErrorStatus } from './keepErrorStatus';
// END LOCAL CHANGE
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';

import type { AutocompleteState } from '@algolia/autocomplete-core';
import type { FacetFilters } from 'algoliasearch/lite';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{ DocSearchModal: Modal }]) => {
    DocSearchModal = Modal;
  });
}

function useNavigator({ externalUrlRegex }: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// LOCAL CHANGE: which backend answers the modal, and the options of the built-in one.
function useSearchBackend() {
  const data = usePluginData('search-index') as SearchIndexGlobalData | undefined;
  const baseUrl = useBaseUrl('/');
  return useMemo(
    () => ({
      backend: data?.backend ?? 'local',
      localOptions: { baseUrl, indexes: data?.indexes ?? {} },
    }),
    [data, baseUrl],
  );
}
// END LOCAL CHANGE

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  // LOCAL CHANGE: swap in the built-in client unless the site uses Algolia
  const { backend, localOptions } = useSearchBackend();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      const client: DocSearchTransformClient =
        backend === 'algolia'
          ? searchClient
          : (createLazyLocalSearchClient(localOptions) as unknown as DocSearchTransformClient);
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // Both backends: make the "Unable to fetch results" screen appear (see file).
      return keepErrorStatus(client);
    },
    [docusaurusVersion, backend, localOptions],
  );
  // END LOCAL CHANGE
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({ state }) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({ state, onClose }: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

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

function DocSearch({ externalUrlRegex, ...props }: DocSearchProps) {
  const navigator = useNavigator({ externalUrlRegex });
  const searchParameters = useSearchParameters({ ...props });
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  // LOCAL CHANGE: start loading the engine + index of the version being read on open
  const { backend, localOptions } = useSearchBackend();
  const warmUp = useCallback(() => {
    if (backend === 'local') {
      warmUpLocalSearch(localOptions, searchParameters?.facetFilters as never);
    }
  }, [backend, localOptions, searchParameters]);
  // END LOCAL CHANGE

  const searchContainer = useRef<HTMLDivElement | null>(null);
  // TODO remove "as any" after React 19 upgrade
  const searchButtonRef = useRef<HTMLButtonElement>(null as any);
  const [isOpen, setIsOpen] = useState(false);
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
    warmUp(); // LOCAL CHANGE
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, warmUp]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

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

  const resultsFooterComponent = useResultsFooterComponent({ closeModal });

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

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

      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        // TODO need to fix this React Compiler lint error
        // eslint-disable-next-line react-compiler/react-compiler
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={translations.placeholder}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          // TODO need to fix this React Compiler lint error
          // eslint-disable-next-line react-compiler/react-compiler
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
