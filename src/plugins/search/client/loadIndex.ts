import type {IndexPart, SearchEngine} from './engine';
import {unpackIndex, type EmbeddedIndexFile} from './records';
import {asksForRelease} from './terms';
import {whenIdle} from '../../lib/whenIdle';

/** The meta tag through which the build tells pages where the index file is. */
export const indexMetaName = 'meshstack:search-index';

/**
 * The index comes in two files: the docs and API pages, which answer the first search, and the release notes
 * (about half the bytes), fetched once the first search is answered. Their name is the first file's with this
 * ending.
 */
export const laterPart = '.release-notes.json';
export const laterIndexUrl = (url: string): string => url.replace(/\.json$/, laterPart);

let pending: Promise<SearchEngine> | null = null;
/** What the first engine was built from, to build the complete one from it and the release notes. */
let first: {url: string; part: IndexPart; Engine: typeof SearchEngine} | null = null;
let later: Promise<SearchEngine> | null = null;
let complete: SearchEngine | null = null;

/** The name of the performance measures of the engine's builds (the search benchmark reads them). */
export const engineMeasureName = 'meshstack-search-engine';

async function fetchPart(url: string): Promise<IndexPart> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search: fetching ${url} failed with HTTP ${response.status}`);
  return unpackIndex((await response.json()) as EmbeddedIndexFile);
}

function build(Engine: typeof SearchEngine, parts: IndexPart[]): SearchEngine {
  const started = performance.now();
  const engine = Engine.fromParts(parts);
  performance.measure(engineMeasureName, {start: started, end: performance.now()});
  // What the first search would do on the way, done while the reader moves from the button to the first letter.
  whenIdle((more) => engine.warmUp(more));
  return engine;
}

/**
 * Fetches the release notes after `delay` ms (the first results come first) and builds the complete engine, which
 * every later search uses. If that fails, searches go on without release notes, and the next search tries again.
 */
function loadComplete(delay: number): Promise<SearchEngine> {
  if (!later) {
    const {url, part, Engine} = first!;
    later = new Promise((resolve) => setTimeout(resolve, delay))
      .then(() => fetchPart(laterIndexUrl(url)))
      .then((notes) => (complete = build(Engine, [part, notes])));
    later.catch((error: Error) => {
      console.warn(`${error.message}; searching without release notes for now`);
      later = null;
    });
  }
  return later;
}

/**
 * The search engine: built from the first index file when the reader first hovers, focuses or touches the search
 * button (no `query`) or searches, then, once a search was answered, completed with the release notes. A query
 * that asks for a release (a version, "release", "changelog") waits for them; others do not. A failure is not
 * kept: the next call (the next keystroke) tries again.
 */
export function loadSearchEngine(query?: string): Promise<SearchEngine> {
  if (complete) return Promise.resolve(complete);
  if (!pending) {
    pending = (async () => {
      const url = document.querySelector(`meta[name="${indexMetaName}"]`)?.getAttribute('content');
      if (!url) throw new Error('search: this page names no search index (the dev server builds none; use a production build)');
      const [part, {SearchEngine: Engine}] = await Promise.all([fetchPart(url), import('./engine')]);
      first = {url, part, Engine};
      return build(Engine, [part]);
    })();
    pending.catch(() => {
      pending = null;
    });
  }
  if (query === undefined) return pending;
  if (asksForRelease(query)) return pending.then((docs) => loadComplete(0).catch(() => docs));
  void pending.then(() => loadComplete(100)).catch(() => {});
  return pending;
}
