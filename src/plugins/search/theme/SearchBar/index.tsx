/**
 * The navbar search: DocSearch's button and modal, as in @docusaurus/theme-search-algolia's SearchBar (ejected from
 * 3.10.2, Ask AI left out; DocSearch 3, whose limits are the spec's), with two back ends. In the embedded mode (the default) the modal's search client is
 * replaced, through `transformSearchClient`, by one that answers from the index the build embeds; that index is
 * fetched together with the modal's code when the reader first hovers, focuses or touches the button. In the Algolia
 * mode (`customFields.searchBackend`, set from the ALGOLIA_* variables) it is the stock DocSearch behaviour.
 * Why ejected rather than wrapped: the stock component always preconnects to the Algolia host, which an offline,
 * account-free site must not do, and it offers no hook to prefetch our index.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor, mergeFacetFilters} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {links} from '@site/src/data/site';
import {useSearchBackend, type SearchBackend} from '@site/src/plugins/search/client/useSearchBackend';
import {createEmbeddedSearchClient} from '@site/src/plugins/search/client/client';
import {loadSearchEngine} from '@site/src/plugins/search/client/loadIndex';
import {SearchButton} from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';

type Props = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  searchParameters?: DocSearchModalProps['searchParameters'];
  /** Overrides the site's back end (the test fixtures render the Algolia mode in an embedded build). */
  backend?: SearchBackend;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

// Docusaurus' default says "No results found for"; the site's wording is "No results for".
const modalTranslations = {
  ...translations.modal!,
  noResultsScreen: {
    ...translations.modal!.noResultsScreen,
    noResultsText: translate({id: 'search.modal.noResultsText', message: 'No results for'}),
  },
};

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css'), import('./modal.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

/** Fetches what the first search needs: the modal's code and, in the embedded mode, the index. */
function prefetch(backend: SearchBackend) {
  void importDocSearchModalIfNeeded();
  if (backend === 'embedded') loadSearchEngine().catch(() => {});
}

/** "Let us know." in the no-results screen opens a new issue on the source repository with the query filled in. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  const body = `I searched the docs for "${query}" and expected to find:\n\n`;
  return `${links.sourceRepository}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      // Hits on other domains cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) window.location.href = params.itemUrl;
      else history.push(params.itemUrl);
    },
  }));
  return navigator;
}

/**
 * The modal's search client: ours in the embedded mode, Algolia's otherwise; either way it reports whether the
 * last search failed. DocSearch marks a failed search as an error, but its autocomplete core resets the status to
 * idle right after, so its error screen never stays; we show that screen ourselves (see SearchErrorScreen).
 */
function useTransformSearchClient(backend: SearchBackend, onFailure: (failed: boolean) => void): DocSearchModalProps['transformSearchClient'] {
  const {siteMetadata} = useDocusaurusContext();
  return useCallback(
    (algoliaClient: DocSearchTransformClient) => {
      const client = backend === 'embedded' ? (createEmbeddedSearchClient(loadSearchEngine) as unknown as DocSearchTransformClient) : algoliaClient;
      if (backend === 'algolia') client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as {search: unknown}).search = async (...args: unknown[]) => {
        try {
          const response = await search(...args);
          onFailure(false);
          return response;
        } catch (error) {
          onFailure(true);
          throw error;
        }
      };
      return client;
    },
    [backend, siteMetadata.docusaurusVersion, onFailure],
  );
}

/** DocSearch's own error screen, same markup and texts, shown in the modal while searches fail. */
function SearchErrorScreen({container}: {container: HTMLElement}) {
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) return null;
  const {errorScreen} = modalTranslations;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{errorScreen?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{errorScreen?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}

function useTransformItems() {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  return transformItems;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, searchParameters}: Props): DocSearchModalProps['searchParameters'] {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (searchParameters?.facetFilters ?? []) as FacetFilters;
  const facetFilters = contextualSearch ? mergeFacetFilters(contextualFacetFilters, configFacetFilters) : configFacetFilters;
  // Kept identical across renders: DocSearch builds a new autocomplete (and loses the typed query) when it changes.
  const key = JSON.stringify({...searchParameters, facetFilters});
  return useMemo(() => JSON.parse(key), [key]);
}

function DocSearch({externalUrlRegex, backend, ...props}: Props & {backend: SearchBackend}) {
  const navigator = useNavigator(externalUrlRegex);
  const searchParameters = useSearchParameters(props);
  const transformItems = useTransformItems();
  const [searchFailed, setSearchFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(backend, setSearchFailed);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    searchContainer.current?.classList.toggle('search-failed', searchFailed);
  }, [searchFailed, isOpen]);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // What the reader types from "/" (or the first letter on the focused button) until the modal's input has focus:
  // what came before the modal's code becomes its first query, what came while it rendered is added to its input.
  const opening = useRef<{typed: string; given: string | null; keep: (event: KeyboardEvent) => void} | null>(null);

  const handOver = useCallback(() => {
    const state = opening.current;
    const input = searchContainer.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!state || state.given === null || !input) return;
    window.removeEventListener('keydown', state.keep, {capture: true});
    opening.current = null;
    if (state.typed !== state.given) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, state.typed);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    input.focus();
  }, []);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      // The embedded mode hides DocSearch's "Powered by Algolia": no Algolia service answers.
      if (backend === 'embedded') searchContainer.current.classList.add('search-embedded');
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    prefetch(backend);
    if (opening.current) return;
    const state = {
      typed: '',
      given: null as string | null,
      keep(event: KeyboardEvent) {
        if (event.metaKey || event.ctrlKey || event.altKey) return;
        if (state.given !== null && searchContainer.current?.querySelector('.DocSearch-Input')) {
          handOver(); // the modal is there: this key and the next go to its input
          return;
        }
        if (event.key === 'Backspace') state.typed = state.typed.slice(0, -1);
        else if (event.key.length === 1) state.typed += event.key;
        else return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
    };
    opening.current = state;
    window.addEventListener('keydown', state.keep, {capture: true});
    importDocSearchModalIfNeeded().then(
      () => {
        state.given = state.typed;
        if (state.typed) setInitialQuery(state.typed);
        setIsOpen(true);
      },
      () => {
        window.removeEventListener('keydown', state.keep, {capture: true});
        opening.current = null;
      },
    );
  }, [backend, handOver]);

  useEffect(() => {
    if (isOpen) handOver();
  }, [isOpen, handOver]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setSearchFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the modal's input would get the key twice
      openModal();
      if (opening.current) opening.current.typed += event.key;
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});
  const onReach = useCallback(() => prefetch(backend), [backend]);

  return (
    <>
      {backend === 'algolia' && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster early: the first query is faster. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        onTouchStart={onReach}
        onFocus={onReach}
        onMouseOver={onReach}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen && searchFailed && searchContainer.current && <SearchErrorScreen container={searchContainer.current} />}
      {isOpen &&
        DocSearchModal &&
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
            {...(props.searchPagePath && {resultsFooterComponent})}
            getMissingResultsUrl={missingResultsUrl}
            appId={props.appId}
            apiKey={props.apiKey}
            indexName={props.indexName}
            placeholder={translations.placeholder}
            translations={modalTranslations}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const siteBackend = useSearchBackend();
  const config = {...(siteConfig.themeConfig.algolia as Props), ...props};
  return <DocSearch {...config} backend={props.backend ?? siteBackend} />;
}
