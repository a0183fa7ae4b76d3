import SearchableMap from 'minisearch/SearchableMap';
import {type PageEntry, type SearchRecord, pageToRecords} from './records';
import {normalizeTerm, partialStems, queryWords, tokenize} from './terms';

/**
 * The embedded search engine, built in the browser when the index file arrives: an inverted index from terms to
 * records, kept in MiniSearch's radix tree (which finds a term's prefixes and its one-typo neighbours fast), and a
 * ranking of our own on top of it.
 *
 * Readers ask for pages, and a page spreads the words of a question over its title, headings and sections. So
 * pages are ranked first, like documents in BM25F: for each query word, the page's evidence (a title match
 * counts most, then a heading, then body text, summed over the page's records and weighed down a little on long
 * pages) is saturated, so that no single word can dominate, and weighted by how rare the word is across pages;
 * the words' scores add up. Within a page, records that hold more of the rarer words come first. The last word
 * matches as a prefix while the reader is still typing it; a word of five letters or more that is not in the
 * index tolerates one typo. Prefix and typo matches count less than exact ones.
 */

/** Which parts of a record a term occurs in, as bits. */
const inHeading = 1;
const inContent = 2;

/** How much a match counts, by where it is. */
const titleWeight = 5;
const headingWeight = 3;
const contentWeight = 1;
const typoQuality = 0.6;
const partialStemQuality = 0.8;
/** BM25's saturation and length normalisation, applied to pages. */
const saturation = 2;
const lengthNormalisation = 0.3;
/** A page shows at most this many of its records among the hits, so that one long page cannot fill the modal. */
const recordsPerPage = 5;

/** `terms` are the indexed terms the query matched (the same set for every hit), for highlighting. */
export type EngineHit = {record: SearchRecord; score: number; terms: ReadonlySet<string>};

/** A record's postings: record id times 4 plus the bits of where the term occurs. */
type Postings = number[];

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly terms: SearchableMap<Postings>;
  /** The page (its number) of each record. */
  private readonly pageOf: Int32Array;
  private readonly pageCount: number;
  /** Characters of text per page, to weigh evidence from long pages down a little. */
  private readonly pageLength: Float64Array;
  private readonly averagePageLength: number;

  constructor(pages: PageEntry[]) {
    this.records = [];
    const pageOf: number[] = [];
    pages.forEach((page, number) => {
      for (const record of pageToRecords(page)) {
        this.records.push(record);
        pageOf.push(number);
      }
    });
    this.pageOf = Int32Array.from(pageOf);
    this.pageCount = pages.length;
    this.pageLength = Float64Array.from(pages, (page) => page.sections.reduce((length, section) => length + section.heading.length + section.content.length, 0));
    this.averagePageLength = this.pageLength.reduce((sum, length) => sum + length, 0) / Math.max(1, pages.length);

    const postings = new Map<string, Postings>();
    const where = new Map<string, number>();
    this.records.forEach((record, id) => {
      where.clear();
      const note = (text: string | null, bit: number) => {
        if (!text) return;
        for (const word of tokenize(text)) {
          const term = normalizeTerm(word);
          if (term) where.set(term, (where.get(term) ?? 0) | bit);
        }
      };
      note(record.type === 'content' ? null : record.hierarchy[record.type], inHeading);
      note(record.content, inContent);
      for (const [term, bits] of where) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(id * 4 + bits);
      }
    });
    this.terms = SearchableMap.from(postings);
  }

  /**
   * Calls `found` for each record holding one query word, with how strongly it holds it (where the word occurs; an
   * exact match counts fully, a prefix or a typo less) and the indexed term that matched. A record may be reported
   * more than once, through different terms.
   */
  private lookUp(word: string, asPrefix: boolean, found: (id: number, strength: number, term: string) => void): void {
    const add = (term: string, list: Postings, quality: number) => {
      for (const posting of list) {
        const id = posting >> 2;
        const where = posting & inHeading ? (this.records[id]!.type === 'lvl1' ? titleWeight : headingWeight) : contentWeight;
        found(id, quality * where, term);
      }
    };
    const term = normalizeTerm(word);
    if (asPrefix) {
      if (term) {
        for (const [longer, list] of this.terms.atPrefix(term)) {
          add(longer, list, term.length / (term.length + 0.3 * (longer.length - term.length)));
        }
      }
      // "configurat" should reach "configuration", whose indexed stem is "configur".
      for (const stem of partialStems(word.toLowerCase())) {
        const list = this.terms.get(stem);
        if (list) add(stem, list, partialStemQuality);
      }
    } else if (term) {
      const list = this.terms.get(term);
      if (list) add(term, list, 1);
      else if (term.length >= 5) for (const [near, [nearList]] of this.terms.fuzzyGet(term, 1)) add(near, nearList, typoQuality);
    }
  }

  /** Records matching any word of the query, grouped by page, best page first (see the class comment). */
  search(query: string, filter?: (record: SearchRecord) => boolean): EngineHit[] {
    const words = queryWords(query);
    if (words.length === 0) return [];
    // The last word is still being typed unless a space follows it; one or two letters after other words are too
    // short to guess from.
    const typing = !/\s$/.test(query);
    const count = words.length;
    // Per query, in arrays indexed by record or page (a few kilobytes): this runs on every keystroke.
    const allowed = new Int8Array(this.records.length); // 0 not asked yet, 1 passes the filter, -1 does not
    const strength = new Float64Array(this.records.length); // of the current word
    const recordScore = new Float64Array(this.records.length);
    const matchedRecords: number[] = [];
    const evidence = new Float64Array(this.pageCount * count); // page by word
    const pageSeen = new Int32Array(this.pageCount).fill(-1); // the last word position that reached the page
    const weights = new Float64Array(count);
    const terms = new Set<string>();

    words.forEach((word, position) => {
      const asPrefix = typing && position === count - 1 && (word.length >= 3 || count === 1);
      const ids: number[] = [];
      this.lookUp(word, asPrefix, (id, found, term) => {
        if (allowed[id] === 0) allowed[id] = !filter || filter(this.records[id]!) ? 1 : -1;
        if (allowed[id] < 0) return;
        terms.add(term);
        if (strength[id] === 0) ids.push(id);
        if (found > strength[id]!) strength[id] = found;
      });
      let pagesWithWord = 0;
      for (const id of ids) {
        const page = this.pageOf[id]!;
        evidence[page * count + position] += strength[id]!;
        if (pageSeen[page] !== position) {
          pageSeen[page] = position;
          pagesWithWord += 1;
        }
      }
      // A word on few pages says more about what the reader wants than a word found everywhere.
      const weight = Math.log(1 + (this.pageCount - pagesWithWord + 0.5) / (pagesWithWord + 0.5));
      weights[position] = weight;
      for (const id of ids) {
        if (recordScore[id] === 0) matchedRecords.push(id);
        recordScore[id] += weight * strength[id]!;
        strength[id] = 0;
      }
    });

    const recordsOfPage = new Map<number, number[]>();
    for (const id of matchedRecords) {
      const page = this.pageOf[id]!;
      const list = recordsOfPage.get(page);
      if (list) list.push(id);
      else recordsOfPage.set(page, [id]);
    }
    const ranked = [...recordsOfPage].map(([page, ids]) => {
      const norm = 1 - lengthNormalisation + (lengthNormalisation * this.pageLength[page]!) / this.averagePageLength;
      let score = 0;
      for (let position = 0; position < count; position++) {
        const tf = evidence[page * count + position]! / norm;
        score += (weights[position]! * tf * (saturation + 1)) / (tf + saturation);
      }
      return {page, score, ids};
    });
    ranked.sort((a, b) => b.score - a.score || a.page - b.page);
    const hits: EngineHit[] = [];
    for (const {score, ids} of ranked) {
      ids.sort((a, b) => recordScore[b]! - recordScore[a]! || a - b);
      for (const id of ids.slice(0, recordsPerPage)) hits.push({record: this.records[id]!, score, terms});
    }
    return hits;
  }
}
