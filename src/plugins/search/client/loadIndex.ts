import type {SearchEngine} from './engine';
import {unpackPages, type EmbeddedIndexFile} from './records';

/** The meta tag through which the build tells pages where the content-hashed index file is. */
export const indexMetaName = 'meshstack:search-index';

let pending: Promise<SearchEngine> | null = null;

/**
 * Fetches the index file and builds the engine, once. Called when the reader first hovers, focuses or touches the
 * search button, and by every search. A failure is not kept: the next call (the next keystroke) tries again.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  if (!pending) {
    pending = (async () => {
      const url = document.querySelector(`meta[name="${indexMetaName}"]`)?.getAttribute('content');
      if (!url) throw new Error('search: this page names no search index (the dev server builds none; use a production build)');
      const [response, {SearchEngine: Engine}] = await Promise.all([fetch(url), import('./engine')]);
      if (!response.ok) throw new Error(`search: fetching ${url} failed with HTTP ${response.status}`);
      const file = (await response.json()) as EmbeddedIndexFile;
      return new Engine(unpackPages(file));
    })();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
