import React, {type ReactNode} from 'react';
import SearchPage from '@theme-init/SearchPage';
import EmbeddedSearchPage from '@site/src/plugins/search/SearchPage';
import {useSearchBackend} from '@site/src/plugins/search/client/useSearchBackend';

/** The stock Algolia search page in the Algolia mode; ours, on the same embedded client as the modal, otherwise. */
export default function SearchPageWrapper(): ReactNode {
  return useSearchBackend() === 'algolia' ? <SearchPage /> : <EmbeddedSearchPage />;
}
