import {useMemo} from 'react';
import {liteClient} from 'algoliasearch/lite';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createEmbeddedSearchClient, type EmbeddedSearchClient} from './client';
import {loadSearchEngine} from './loadIndex';
import {useSearchBackend} from './useSearchBackend';


/** The search client of the site's back end, for the search page: the same one the modal uses. */
export function useSearchClient(): Pick<EmbeddedSearchClient, 'search'> {
  const backend = useSearchBackend();
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string};
  return useMemo(
    () =>
      backend === 'embedded'
        ? createEmbeddedSearchClient(loadSearchEngine)
        : (liteClient(appId, apiKey) as unknown as Pick<EmbeddedSearchClient, 'search'>),
    [backend, appId, apiKey],
  );
}
