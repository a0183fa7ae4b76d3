import MiniSearch, {type SearchResult} from 'minisearch';
import {type PageEntry, type SearchRecord, pageToRecords} from './records';
import {normalizeTerm, tokenize} from './terms';

/**
 * The embedded search engine: MiniSearch over the records of the index file, built in the browser when the index
 * arrives. Headings weigh more than the path of headings above a record, which weighs more than body text; the
 * last word of a query matches as a prefix (the reader is still typing) and words of five letters or more
 * tolerate a typo.
 */

type Document = {id: number; heading: string; path: string; content: string};

const levelBoost: Record<SearchRecord['type'], number> = {lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, lvl4: 1, lvl5: 1, lvl6: 1, content: 1};

export type EngineHit = {record: SearchRecord; score: number; terms: string[]};

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly index: MiniSearch<Document>;

  constructor(pages: PageEntry[]) {
    this.records = pages.flatMap(pageToRecords);
    this.index = new MiniSearch<Document>({
      fields: ['heading', 'path', 'content'],
      storeFields: [],
      tokenize,
      processTerm: normalizeTerm,
    });
    this.index.addAll(
      this.records.map((record, id) => {
        const levels = [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter(Boolean);
        const own = record.type === 'content' ? null : record.hierarchy[record.type];
        return {
          id,
          heading: own ?? '',
          path: (record.type === 'content' ? levels : levels.slice(0, -1)).join(' '),
          content: record.content ?? '',
        };
      }),
    );
  }

  /** Records holding every word of the query, best first; below them, when those are fewer than 20, records with any. */
  search(query: string, filter?: (record: SearchRecord) => boolean): EngineHit[] {
    const options = {
      boost: {heading: 4, path: 1.5, content: 1},
      prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
      fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 1,
      boostDocument: (id: number) => levelBoost[this.records[id]!.type],
      filter: filter ? (result: SearchResult) => filter(this.records[result.id as number]!) : undefined,
    };
    // Records with every word first; then, since a page may spread the words over its sections, records with any.
    const all = this.index.search(query, {...options, combineWith: 'AND'});
    const seen = new Set(all.map((result) => result.id));
    if (all.length < 20) for (const result of this.index.search(query, {...options, combineWith: 'OR'})) if (!seen.has(result.id)) all.push(result);
    return all.map((result) => ({record: this.records[result.id as number]!, score: result.score, terms: result.terms}));
  }
}
