import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useSearchClient} from '@site/src/plugins/search/client/useSearchClient';
import type {Hit, SearchResponse} from '@site/src/plugins/search/client/client';
import {hierarchyLevels} from '@site/src/plugins/search/client/records';
import styles from './styles.module.css';

const hitsPerPage = 20;

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; hits: Hit[]; nbHits: number; page: number; nbPages: number};

function pageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** A hit's title, path and snippet, from the client's escaped, highlighted values only. */
function Result({hit}: {hit: Hit}) {
  const processUrl = useSearchResultUrlProcessor();
  const levels = hierarchyLevels.filter((level) => hit._highlightResult.hierarchy[level]);
  const own = hit.type === 'content' ? levels[levels.length - 1]! : hit.type;
  const breadcrumbs = levels.filter((level) => level !== own);
  const snippet = hit._snippetResult.content?.value;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={processUrl(hit.url)} dangerouslySetInnerHTML={{__html: hit._highlightResult.hierarchy[own]!.value}} />
      </Heading>
      <nav aria-label={translate({id: 'search.page.resultPath', message: 'Result location'})}>
        <ul className={clsx('breadcrumbs', styles.resultPath)}>
          {breadcrumbs.map((level) => (
            <li key={level} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: hit._highlightResult.hierarchy[level]!.value}} />
          ))}
        </ul>
      </nav>
      {snippet && <p className={styles.resultSnippet} dangerouslySetInnerHTML={{__html: snippet}} />}
    </article>
  );
}

/**
 * The search page of the embedded mode: reads and updates `q`, asks the same client as the modal (with the same
 * contextual facet filters), shows 20 results at a time with "Show more results".
 */
export default function EmbeddedSearchPage(): ReactNode {
  // The contextual filters read the docs plugins' context, which the layout provides.
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [state, setState] = useState<State>({status: 'idle'});
  const [pages, setPages] = useState(1);
  const client = useSearchClient();
  const {algolia} = useAlgoliaThemeConfig();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const title = pageTitle(query);
  const filterKey = JSON.stringify(facetFilters);

  useEffect(() => setPages(1), [query]);
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' && previous.query === trimmed ? previous : {status: 'loading', query: trimmed}));
    client
      .search({
        requests: [
          {
            indexName: algolia.indexName,
            query: trimmed,
            hitsPerPage: hitsPerPage * pages,
            attributesToSnippet: ['content:30'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            snippetEllipsisText: '…',
            ...(algolia.contextualSearch ? {facetFilters: JSON.parse(filterKey)} : {}),
          },
        ],
      })
      .then(({results}) => {
        const result = results[0] as SearchResponse;
        if (current) setState({status: 'done', query: trimmed, hits: result.hits, nbHits: result.nbHits, page: pages, nbPages: Math.ceil(result.nbHits / hitsPerPage)});
      })
      .catch(() => current && setState({status: 'error', query: trimmed}));
    return () => {
      current = false;
    };
  }, [query, pages, client, algolia.indexName, algolia.contextualSearch, filterKey]);

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not content: keep them out of search engines. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            onChange={(e) => setQuery(e.target.value)}
            value={query}
            maxLength={512}
            autoComplete="off"
            autoFocus
          />
        </form>
        <div aria-live="polite">
          {state.status === 'loading' && (
            <p className={styles.status}>
              <Translate id="search.page.loading">Searching…</Translate>
            </p>
          )}
          {state.status === 'error' && (
            <div className={styles.status}>
              <p className={styles.errorTitle}>
                <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
              </p>
              <p>
                <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
              </p>
            </div>
          )}
          {state.status === 'done' && state.nbHits === 0 && (
            <p className={styles.status}>
              <Translate id="theme.SearchModal.noResultsScreen.noResultsText">No results for</Translate> "<strong>{state.query}</strong>"
            </p>
          )}
          {state.status === 'done' && state.nbHits > 0 && (
            <p className={styles.status}>
              <Translate id="search.page.resultCount" values={{count: state.nbHits, query: state.query}}>
                {'{count} results for "{query}"'}
              </Translate>
            </p>
          )}
        </div>
        {state.status === 'done' && state.hits.length > 0 && (
          <section>
            {state.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
            {state.page < state.nbPages && (
              <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + 1)}>
                <Translate id="search.page.showMore">Show more results</Translate>
              </button>
            )}
          </section>
        )}
      </main>
    </>
  );
}
