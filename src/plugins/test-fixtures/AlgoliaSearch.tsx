import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SearchBar from '@site/src/plugins/search/theme/SearchBar';

/** Test-only Algolia credentials: the end-to-end test intercepts this application's host. */
const algoliaFixture = {appId: 'TESTAPP123', apiKey: 'test-search-key', indexName: 'meshstack-test'};

/**
 * The search bar in the Algolia mode, inside a build that uses the embedded index, so that one build tests both
 * back ends. The page's own search bar (navbar) stays embedded; this one talks to the fixture's Algolia host.
 */
export default function AlgoliaSearch(): ReactNode {
  return (
    <Layout title="Algolia search fixture" description="The search bar in the Algolia mode.">
      <main className="container margin-vert--lg">
        <h1>Algolia search fixture</h1>
        <div data-testid="algolia-search">
          <SearchBar {...algoliaFixture} backend="algolia" />
        </div>
      </main>
    </Layout>
  );
}
