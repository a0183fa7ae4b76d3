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
export const recordsPerPage = 5;

export type EngineHit = {record: SearchRecord; score: number; terms: string[]};

/** A record's postings: record id times 4 plus the bits of where the term occurs. */
type Postings = number[];
type WordMatch = {strength: number; terms: string[]};
type RecordMatch = {strengths: number[]; words: number; terms: Set<string>};
type PageMatch = {evidence: Float64Array; records: number[]};

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
   * The records holding one query word: for each, how strongly (where the word occurs; an exact match counts
   * fully, a prefix or a typo less) and the indexed terms that matched, for highlighting.
   */
  private lookUp(word: string, asPrefix: boolean): Map<number, WordMatch> {
    const found = new Map<number, WordMatch>();
    const add = (term: string, list: Postings, quality: number) => {
      for (const posting of list) {
        const id = posting >> 2;
        const bits = posting & 3;
        const where = bits & inHeading ? (this.records[id]!.type === 'lvl1' ? titleWeight : headingWeight) : contentWeight;
        const strength = quality * where;
        const match = found.get(id);
        if (!match) found.set(id, {strength, terms: [term]});
        else {
          if (strength > match.strength) match.strength = strength;
          if (!match.terms.includes(term)) match.terms.push(term);
        }
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
    return found;
  }

  /** Records matching any word of the query, grouped by page, best page first (see the class comment). */
  search(query: string, filter?: (record: SearchRecord) => boolean): EngineHit[] {
    const words = queryWords(query);
    if (words.length === 0) return [];
    // The last word is still being typed unless a space follows it; one or two letters after other words are too
    // short to guess from.
    const typing = !/\s$/.test(query);
    const allowed = new Map<number, boolean>();
    const passes = (id: number) => {
      let ok = allowed.get(id);
      if (ok === undefined) allowed.set(id, (ok = !filter || filter(this.records[id]!)));
      return ok;
    };
    const records = new Map<number, RecordMatch>();
    const pages = new Map<number, PageMatch>();
    const weights: number[] = [];
    words.forEach((word, position) => {
      const asPrefix = typing && position === words.length - 1 && (word.length >= 3 || words.length === 1);
      const pagesWithWord = new Set<number>();
      for (const [id, match] of this.lookUp(word, asPrefix)) {
        if (!passes(id)) continue;
        const number = this.pageOf[id]!;
        pagesWithWord.add(number);
        let record = records.get(id);
        if (!record) records.set(id, (record = {strengths: [], words: 0, terms: new Set()}));
        record.strengths[position] = match.strength;
        record.words += 1;
        for (const term of match.terms) record.terms.add(term);
        let page = pages.get(number);
        if (!page) pages.set(number, (page = {evidence: new Float64Array(words.length), records: []}));
        page.evidence[position]! += match.strength;
        if (record.words === 1) page.records.push(id);
      }
      // A word on few pages says more about what the reader wants than a word found everywhere.
      weights[position] = Math.log(1 + (this.pageCount - pagesWithWord.size + 0.5) / (pagesWithWord.size + 0.5));
    });

    const recordScore = new Map<number, number>();
    for (const [id, record] of records) {
      let score = 0;
      record.strengths.forEach((strength, position) => (score += weights[position]! * strength));
      recordScore.set(id, score);
    }
    const ranked = [...pages].map(([number, page]) => {
      const norm = 1 - lengthNormalisation + (lengthNormalisation * this.pageLength[number]!) / this.averagePageLength;
      let score = 0;
      page.evidence.forEach((evidence, position) => {
        const tf = evidence / norm;
        score += (weights[position]! * tf * (saturation + 1)) / (tf + saturation);
      });
      return {score, records: page.records.sort((a, b) => recordScore.get(b)! - recordScore.get(a)!)};
    });
    ranked.sort((a, b) => b.score - a.score);
    return ranked.flatMap((page) =>
      page.records.slice(0, recordsPerPage).map((id) => ({record: this.records[id]!, score: page.score, terms: [...records.get(id)!.terms]})),
    );
  }
}
