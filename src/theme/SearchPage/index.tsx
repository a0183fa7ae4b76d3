import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import EmbeddedSearchPage from '@site/src/components/SearchPage';
import {useSearchBackend} from '@site/src/search/useSearchBackend';

/** The stock Algolia search page in the Algolia mode; ours, on the same embedded client as the modal, otherwise. */
export default function SearchPageWrapper(): ReactNode {
  return useSearchBackend() === 'algolia' ? <SearchPage /> : <EmbeddedSearchPage />;
}
