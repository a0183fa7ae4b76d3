import type {SearchEngine, EngineHit, RecordFilter} from './engine';
import {hierarchyLevels, type SearchRecord} from './records';
import {normalizeTerm, tokenize, wordsOf} from './terms';

/**
 * An Algolia-shaped search client answered from the embedded index: what DocSearch's `transformSearchClient` and
 * our search page hand their multi-index queries to. It honours the parameters DocSearch sends (hitsPerPage,
 * page, attributesToSnippet, the highlight tags, the snippet ellipsis, facetFilters) and answers in Algolia's
 * response shape. Page text is escaped before highlight tags are added: nothing from a page is ever HTML.
 */

export type FacetFilters = string | (string | string[])[];

export type SearchRequest = {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  /** Older clients send the parameters as one URL-encoded string. */
  params?: string | Record<string, unknown>;
  [parameter: string]: unknown;
};

type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]; fullyHighlighted?: boolean};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type Hit = SearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, SnippetResult>; content?: SnippetResult};
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
};

/** Algolia's limits: a query is cut at 512 characters, and a page holds at most 1,000 hits. */
export const maxQueryLength = 512;
const maxHitsPerPage = 1000;
const defaultHitsPerPage = 20;
const defaultSnippetWords = 10;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

function normalizeRequest(request: SearchRequest): SearchRequest {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return {...parsed, ...rest};
  }
  return {...(params ?? {}), ...rest};
}

function attributeValue(record: SearchRecord, attribute: string): string | null {
  if (attribute.startsWith('hierarchy.')) return record.hierarchy[attribute.slice(10) as keyof SearchRecord['hierarchy']] ?? null;
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : null;
}

/**
 * Turns facet filters into a test of a record, once per request: `"language:en"`, `"docusaurus_tag:-default"`
 * (negated); an inner array means any of its filters.
 */
export function compileFacetFilters(filters: FacetFilters | undefined): RecordFilter {
  if (!filters) return Object.assign(() => true, {attributes: new Set<string>()});
  const attributes = new Set<string>();
  const one = (filter: string) => {
    const colon = filter.indexOf(':');
    if (colon < 0) return () => true;
    const attribute = filter.slice(0, colon);
    attributes.add(attribute);
    let value = filter.slice(colon + 1);
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    return (record: SearchRecord) => (attributeValue(record, attribute) === value) !== negated;
  };
  const all = (typeof filters === 'string' ? [filters] : filters).map((entry) => {
    if (!Array.isArray(entry)) return one(entry);
    const any = entry.map(one);
    return (record: SearchRecord) => any.some((test) => test(record));
  });
  // The attributes it reads: the engine asks a filter of page attributes once per page.
  return Object.assign((record: SearchRecord) => all.every((test) => test(record)), {attributes});
}

type Word = {start: number; end: number; matched: boolean};

const camelCase = /[a-z][A-Z]/;

function words(text: string, matchedTerms: ReadonlySet<string>): Word[] {
  const result: Word[] = [];
  for (const {word, start, end} of wordsOf(text)) {
    const term = normalizeTerm(word);
    // A camel-case word also matches through its parts ("meshWorkspace" through "workspace"), as in the index.
    const matched =
      (term !== null && matchedTerms.has(term)) ||
      (camelCase.test(word) &&
        tokenize(word).some((part, index) => {
          const partTerm = index > 0 ? normalizeTerm(part) : null;
          return partTerm !== null && matchedTerms.has(partTerm);
        }));
    result.push({start, end, matched});
  }
  return result;
}

/** `words`, remembered per text for one request: the hits of a page share their area, title and headings. */
function memoizedWords(): (text: string, terms: ReadonlySet<string>) => Word[] {
  const seen = new Map<string, Word[]>();
  return (text, terms) => {
    let list = seen.get(text);
    if (!list) seen.set(text, (list = words(text, terms)));
    return list;
  };
}

/** Escapes `text` and wraps the words in `list` that matched, from character `from` to `to`. */
function render(text: string, list: Word[], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let position = from;
  for (const word of list) {
    if (word.end <= from || word.start >= to || !word.matched) continue;
    out += escapeHtml(text.slice(position, word.start)) + pre + escapeHtml(text.slice(word.start, word.end)) + post;
    position = word.end;
  }
  return out + escapeHtml(text.slice(position, to));
}

function matchLevel(list: Word[]): MatchLevel {
  const matched = list.filter((w) => w.matched).length;
  return matched === 0 ? 'none' : matched === list.length ? 'full' : 'partial';
}

function highlight(text: string, list: Word[], pre: string, post: string): HighlightResult {
  const level = matchLevel(list);
  const value = render(text, list, 0, text.length, pre, post);
  // The words of this text that matched (Algolia lists the query's words; with prefixes and typos these are the
  // closest we know).
  const matchedWords = [...new Set(list.filter((w) => w.matched).map((w) => text.slice(w.start, w.end).toLowerCase()))];
  return {value, matchLevel: level, matchedWords, ...(level === 'full' ? {fullyHighlighted: true} : {})};
}

/** A window of `size` words around the first match (or the start), with the ellipsis where text was cut. */
function snippet(text: string, list: Word[], size: number, pre: string, post: string, ellipsis: string): SnippetResult {
  if (list.length <= size) return {value: render(text, list, 0, text.length, pre, post), matchLevel: matchLevel(list)};
  const first = Math.max(0, list.findIndex((w) => w.matched));
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), list.length - size));
  const window = list.slice(start, start + size);
  const from = start === 0 ? 0 : window[0]!.start;
  const to = start + size >= list.length ? text.length : window[window.length - 1]!.end;
  const value = (start > 0 ? ellipsis : '') + render(text, list, from, to, pre, post) + (to < text.length ? ellipsis : '');
  return {value, matchLevel: matchLevel(window)};
}

function snippetSizes(attributes: string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, words] = entry.split(':');
    sizes.set(attribute!, Number(words) || defaultSnippetWords);
  }
  return sizes;
}

/** What shaping the hits of one request shares: its tags and snippet sizes, and the words of texts seen so far. */
type Shaping = {pre: string; post: string; ellipsis: string; sizes: Map<string, number>; wordsOf: (text: string, terms: ReadonlySet<string>) => Word[]};

function toHit(found: EngineHit, {pre, post, ellipsis, sizes, wordsOf}: Shaping): Hit {
  const {record, terms} = found;
  const hit: Hit = {...record, hierarchy: {...record.hierarchy}, _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}};
  // Every shown attribute gets an escaped highlight and snippet: DocSearch falls back to the raw value as HTML
  // where a snippet is missing.
  for (const level of hierarchyLevels) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    const list = wordsOf(text, terms);
    hit._highlightResult.hierarchy[level] = highlight(text, list, pre, post);
    const size = sizes.get(`hierarchy.${level}`) ?? Number.MAX_SAFE_INTEGER;
    hit._snippetResult.hierarchy[level] = snippet(text, list, size, pre, post, ellipsis);
  }
  if (record.content !== null) {
    const list = wordsOf(record.content, terms);
    hit._highlightResult.content = highlight(record.content, list, pre, post);
    hit._snippetResult.content = snippet(record.content, list, sizes.get('content') ?? defaultSnippetWords, pre, post, ellipsis);
  }
  return hit;
}

const newQueryID = () => Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');

export function answer(engine: SearchEngine, raw: SearchRequest, origin = ''): SearchResponse {
  const started = Date.now();
  const request = normalizeRequest(raw);
  const query = String(request.query ?? '').slice(0, maxQueryLength);
  const hitsPerPage = Math.min(maxHitsPerPage, Math.max(1, Number(request.hitsPerPage ?? defaultHitsPerPage)));
  const page = Math.max(0, Number(request.page ?? 0));
  const found = query.trim() ? engine.search(query, compileFacetFilters(request.facetFilters)) : [];
  const shaping: Shaping = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
    sizes: snippetSizes(request.attributesToSnippet),
    wordsOf: memoizedWords(),
  };
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => {
    const shaped = toHit(hit, shaping);
    return {...shaped, url: origin + shaped.url};
  });
  return {
    hits,
    nbHits: found.length,
    page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
    index: request.indexName,
    queryID: newQueryID(),
  };
}

export type EmbeddedSearchClient = {
  appId: string;
  search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
};

/**
 * Named like the Algolia client's error when no host answers, which is what DocSearch turns into its error screen
 * ("Unable to fetch results"); other errors it would swallow as "no results".
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** The name of the performance measure each embedded search records (engine and response shaping). */
export const queryMeasureName = 'meshstack-search-query';

/**
 * `loadEngine` fetches the index on first use (it is told the query: one that asks for a release waits for the
 * release notes); when it fails, the search fails and the next one tries again. Hit
 * URLs are absolute on `origin`, as in an Algolia index (DocSearch's URL processing expects them so).
 */
export function createEmbeddedSearchClient(loadEngine: (query: string) => Promise<SearchEngine>, origin?: string): EmbeddedSearchClient {
  return {
    appId: 'embedded',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      let engine: SearchEngine;
      try {
        engine = await loadEngine(requests.map((request) => String(normalizeRequest(request).query ?? '')).join(' '));
      } catch (error) {
        throw new RetryError(`Unable to load the search index: ${(error as Error).message}`, {cause: error});
      }
      const started = performance.now();
      const results = requests.map((request) => answer(engine, request, origin ?? window.location.origin));
      // Shows in the browser's performance timeline; the search benchmark reads it.
      performance.measure(queryMeasureName, {start: started, end: performance.now()});
      return {results};
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}
