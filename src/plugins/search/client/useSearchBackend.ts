import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type SearchBackend = 'embedded' | 'algolia';

/** The site's search back end, chosen at build time (see `docusaurus.config.ts`). */
export function useSearchBackend(): SearchBackend {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchBackend === 'algolia' ? 'algolia' : 'embedded';
}
