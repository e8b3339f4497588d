/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/*
 * The search modal, loaded on demand (./loadModal.ts). Taken from the swizzled
 * @docusaurus/theme-search-algolia src/theme/SearchBar/index.tsx (the part that renders
 * DocSearchModal; reviewed at 3.8.1, 3.10.2: ./index.tsx says what 3.10 changed that is not
 * taken), used with @docsearch/react 3.9.0.
 *
 * Local changes, each marked "LOCAL CHANGE":
 *  - the built-in search backend: unless the site was built with Algolia credentials
 *    (plugin `search-index`, global data `backend: 'local'`), `transformSearchClient` hands
 *    DocSearch a client that answers from the site's own static index files;
 *  - the search client is wrapped so DocSearch's own error screen ("Unable to fetch results")
 *    actually shows when the backend is unreachable (./keepErrorStatus.ts explains the bug);
 *  - DocSearch's ARIA is repaired after each render (./repairAria.ts);
 *  - the footer credits what answers: with the built-in engine, DocSearch's "Search by Algolia"
 *    link is hidden (styles.css) and ./LocalFooter.tsx says the site's own index answers.
 */

import React, { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
// LOCAL CHANGE
import { createLazyLocalSearchClient } from '@site/src/search/lazyClient';
import { keepErrorStatus } from './keepErrorStatus';
import { observeDocSearchAria } from './repairAria';
import { useSearchBackend } from './useSearchBackend';
import { LocalFooter, useFooterSlot } from './LocalFooter';
// END LOCAL CHANGE

export type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

export interface SearchModalProps {
  /** The site's `themeConfig.algolia`. */
  config: DocSearchProps;
  searchParameters: DocSearchProps['searchParameters'];
  initialQuery: string | undefined;
  onClose: () => void;
  /** The element the modal is rendered into (its ARIA is repaired there). */
  container: HTMLElement;
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

export default function SearchModal({
  config: { externalUrlRegex, ...props },
  searchParameters,
  initialQuery,
  onClose,
  container,
}: SearchModalProps): ReactNode {
  const navigator = useNavigator({ externalUrlRegex });
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  const resultsFooterComponent = useResultsFooterComponent({ closeModal: onClose });
  useEffect(() => observeDocSearchAria(container), [container]); // LOCAL CHANGE
  // LOCAL CHANGE: credit the engine that answers
  const { backend } = useSearchBackend();
  const footerSlot = useFooterSlot(container, backend);

  return (
    <>
      {footerSlot && createPortal(<LocalFooter />, footerSlot)}
      <DocSearchModal
        onClose={onClose}
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
      />
    </>
  );
  // END LOCAL CHANGE
}
