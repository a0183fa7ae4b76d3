import SearchableMap from 'minisearch/SearchableMap';
import {type PageEntry, type SearchRecord, apiAreas, pageToRecords, releaseNotesArea} from './records';
import {normalizeTerm, partialStems, queryWords, tokenize} from './terms';

/**
 * The embedded search engine, built in the browser when the index file arrives: an inverted index from terms to
 * records, kept in MiniSearch's radix tree (which finds a term's prefixes and its one-typo neighbours fast), and a
 * ranking of our own on top of it.
 *
 * Readers ask for pages, and a page spreads the words of a question over its title, headings and sections. So
 * pages are ranked first, like documents in BM25F: for each query word, the page's evidence in its headings and
 * text (summed over the page's records and weighed down a little on long pages) is saturated, so that no single
 * word can dominate, and weighted by how rare the word is across pages; the words' scores add up. The page's title
 * and its place in the sidebar (its categories and the folders of its route: "Integrations", "GCP") count on
 * their own, unsaturated: a page titled for what the reader typed ("Delete workspace", "Metering" under GCP) comes
 * before pages that merely mention it often, and a title that the query covers whole gets a bonus. Release notes
 * mention almost everything once; unless the query asks for a release, they yield to the docs.
 *
 * Within a page, records that hold more of the rarer words come first, at most two per page so that the first
 * hits show several pages. The last word matches as a prefix while the reader is still typing it. A word that is
 * not in the index is taken for a typo: one edit away (two for words of eight letters or more), or two neighbouring
 * letters swapped ("wrokspace"), also when it is the only word. A few verbs of API actions find their synonyms
 * ("remove" finds "delete"). Prefix, typo and synonym matches count less than exact ones.
 */

/** Which parts of a record a term occurs in, as bits; the category and link bits only on a page's title record. */
const inHeading = 1;
const inContent = 2;
const inCategory = 4;
const inLinks = 8;
const bits = 16;

/** How much a match counts, by where it is. */
const titleWeight = 5;
const headingWeight = 3;
const contentWeight = 1;
const typoQuality = 0.6;
const farTypoQuality = 0.4;
const synonymQuality = 0.8;
const partialStemQuality = 0.8;
/** BM25's saturation and length normalisation, applied to a page's headings and text. */
const saturation = 2;
const lengthNormalisation = 0.3;
/**
 * Unsaturated weights of a query word in the page's title and in its categories, of a title covered whole, and
 * the share of their score release notes keep unless the query asks for releases. Exported for the benchmark's
 * tuning runs; the site never changes them.
 */
export const ranking = {titleBoost: 3, categoryBoost: 2, linkBoost: 1, wholeTitleBonus: 1.5, headingBonus: 1, releaseNotePrior: 0.8};
const releaseWords = /^(release|releases|version|changelog|v?\d[\d.]*)$/i;
/** A page shows at most this many of its records among the hits, so that the first hits show several pages. */
const recordsPerPage = 2;

/** Verbs of API actions and the words the operations' titles use for them. */
const synonyms: Record<string, string[]> = {
  remove: ['delete'],
  add: ['create'],
  new: ['create'],
  assign: ['create', 'binding'],
  upload: ['put', 'create'],
  fetch: ['get', 'list'],
  show: ['get', 'list'],
  change: ['update'],
  edit: ['update'],
};

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
  /** The terms of each page's title, and whether it is a release note. */
  private readonly titleTerms: Set<string>[];
  /** The initials of each page's title of three words or more ("Identity and Access Management": "iam"). */
  private readonly acronyms: string[];
  private readonly releaseNote: Uint8Array;
  /** The terms of each text other pages link to the page with, by page. */
  private readonly linkTerms: string[][][];
  /** The terms of each heading below the title (h2-h6), by record; undefined for other records. */
  private readonly headingTerms: (string[] | undefined)[] = [];
  /** The API objects the API pages' routes name ("meshplatform" for /api/mesh-platform-list/), as terms. */
  private readonly apiObjects = new Set<string>();

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

    const termsOf = (text: string) => tokenize(text).map(normalizeTerm).filter((term): term is string => term !== null);
    this.titleTerms = pages.map((page) => new Set(termsOf(page.title)));
    this.acronyms = pages.map((page) => {
      const initials = tokenize(page.title.replace(/[A-Z][a-z]+(?=[A-Z])/g, '$& '))
        .filter((word) => normalizeTerm(word) !== null && !/\d/.test(word))
        .map((word) => word[0]!.toLowerCase())
        .join('');
      return initials.length >= 3 ? initials : '';
    });
    this.releaseNote = Uint8Array.from(pages, (page) => (page.area === releaseNotesArea ? 1 : 0));
    this.linkTerms = pages.map((page) => (page.linkedAs ? page.linkedAs.split(' · ').map((text) => [...new Set(termsOf(text))]) : []));
    // A page's categories: its breadcrumbs and the folders of its route (not for release notes, whose folders are dates).
    const categoryText = pages.map((page) =>
      page.area === releaseNotesArea ? '' : `${page.category ?? ''} ${page.path.split('/').slice(1, -2).join(' ')}`,
    );

    const postings = new Map<string, Postings>();
    const where = new Map<string, number>();
    const titleRecord = new Int32Array(pages.length);
    this.records.forEach((record, id) => {
      if (record.type === 'lvl1') titleRecord[pageOf[id]!] = id;
      else if (record.type !== 'content') this.headingTerms[id] = [...new Set(termsOf(record.hierarchy[record.type]!))];
      where.clear();
      const note = (text: string | null, bit: number) => {
        if (!text) return;
        for (const term of termsOf(text)) where.set(term, (where.get(term) ?? 0) | bit);
      };
      note(record.type === 'content' ? null : record.hierarchy[record.type], inHeading);
      note(record.content, inContent);
      if (record.type === 'lvl1') {
        note(categoryText[pageOf[id]!]!, inCategory);
        note(pages[pageOf[id]!]!.linkedAs ?? '', inLinks);
        note(this.acronyms[pageOf[id]!]!, inHeading);
      }
      for (const [term, found] of where) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(id * bits + found);
      }
    });
    // An API page is about the object its route names: the longest start of the route's last part ("mesh-platform"
    // of "mesh-platform-list") that the pages use as one word ("meshPlatform", "meshplatform"). That object counts
    // as one of the page's categories, so that the object's name finds its operations first.
    pages.forEach((page, number) => {
      if (!apiAreas.has(page.area)) return;
      const parts = page.path.split('/').at(-2)!.split('-');
      for (let end = parts.length; end >= 2; end--) {
        const object = normalizeTerm(parts.slice(0, end).join(''));
        const list = object ? postings.get(object) : undefined;
        if (!list) continue;
        this.apiObjects.add(object!);
        const id = titleRecord[number]!;
        const existing = list.findIndex((posting) => Math.floor(posting / bits) === id);
        if (existing >= 0) list[existing] |= inCategory;
        else list.push(id * bits + inCategory);
        break;
      }
    });
    this.terms = SearchableMap.from(postings);
  }

  /**
   * The object that "… api" asks for: the words before "api", joined after "mesh", when they name an object of the
   * API pages ("building block definition api": meshbuildingblockdefinition). Only when they are all the query
   * asks for besides the API: "add user to workspace api" asks for more than the workspace object.
   */
  private askedObject(words: string[]): string | null {
    if (words.length < 2 || !/^apis?$/i.test(words.at(-1)!)) return null;
    const object = normalizeTerm(`mesh${words.slice(0, -1).join('')}`.toLowerCase());
    return object && this.apiObjects.has(object) ? object : null;
  }

  /**
   * Calls `found` for each record holding one query word, with the quality of the match (an exact match counts
   * fully; a prefix, typo or synonym less), where in the record the term occurs (bits) and the indexed term that
   * matched. A record may be reported more than once, through different terms.
   */
  private lookUp(word: string, asPrefix: boolean, found: (id: number, quality: number, where: number, term: string) => void): void {
    const add = (term: string, list: Postings, quality: number) => {
      for (const posting of list) found(Math.floor(posting / bits), quality, posting % bits, term);
    };
    const lower = word.toLowerCase();
    const term = normalizeTerm(word);
    const exact = term ? this.terms.get(term) : undefined;
    if (exact) add(term!, exact, 1);
    if (asPrefix && term) {
      for (const [longer, list] of this.terms.atPrefix(term)) {
        if (longer !== term) add(longer, list, term.length / (term.length + 0.3 * (longer.length - term.length)));
      }
      // "configurat" should reach "configuration", whose indexed stem is "configur".
      for (const stem of partialStems(lower)) {
        const list = this.terms.get(stem);
        if (list) add(stem, list, partialStemQuality);
      }
    }
    for (const synonym of synonyms[lower] ?? []) {
      const stem = normalizeTerm(synonym)!;
      const list = this.terms.get(stem);
      if (list) add(stem, list, synonymQuality);
    }
    // A word the index does not hold is probably misspelt, even when it could still be the start of a longer one.
    // A number (a version) is never a typo for another.
    if (exact || !term || term.length < 5 || /\d/.test(term) || (asPrefix && this.hasPrefix(term))) return;
    const seen = new Set<string>();
    let matched = 0;
    const near = (candidate: string, quality: number) => {
      if (seen.has(candidate)) return;
      seen.add(candidate);
      const list = this.terms.get(candidate);
      if (!list) return;
      matched += 1;
      add(candidate, list, quality);
    };
    for (const [candidate] of this.terms.fuzzyGet(term, 1)) near(candidate, typoQuality);
    // Two letters swapped: one slip of the fingers, though two edits apart.
    for (let i = 0; i + 1 < lower.length; i++) {
      const swapped = lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2);
      const candidate = normalizeTerm(swapped);
      if (candidate) near(candidate, typoQuality);
    }
    if (term.length >= 8 && matched === 0) for (const [candidate] of this.terms.fuzzyGet(term, 2)) near(candidate, farTypoQuality);
  }

  /** Whether an indexed term longer than `term` starts with it (the reader may still be typing it). */
  private hasPrefix(term: string): boolean {
    for (const [longer] of this.terms.atPrefix(term)) if (longer !== term) return true;
    return false;
  }

  /** Records matching any word of the query, grouped by page, best page first (see the class comment). */
  search(query: string, filter?: (record: SearchRecord) => boolean): EngineHit[] {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const typed = words.length;
    const object = this.askedObject(words);
    if (object && !words.some((word) => normalizeTerm(word) === object)) words.push(object);
    // The last word is still being typed unless a space follows it; one or two letters after other words are too
    // short to guess from.
    const typing = !/\s$/.test(query);
    const count = words.length;
    const asksForReleases = words.some((word) => releaseWords.test(word));
    // Per query, in arrays indexed by record or page (a few kilobytes): this runs on every keystroke.
    const allowed = new Int8Array(this.records.length); // 0 not asked yet, 1 passes the filter, -1 does not
    const strength = new Float64Array(this.records.length); // of the current word
    const recordScore = new Float64Array(this.records.length);
    const matchedRecords: number[] = [];
    const evidence = new Float64Array(this.pageCount * count); // page by word: headings and text
    const inTitle = new Float64Array(this.pageCount * count); // page by word: best match quality in the title
    const inCategories = new Float64Array(this.pageCount * count); // the same in the categories
    const inLinkTexts = new Float64Array(this.pageCount * count); // the same in other pages' links to the page
    const pageSeen = new Int32Array(this.pageCount).fill(-1); // the last word position that reached the page
    const weights = new Float64Array(count);
    const terms = new Set<string>();
    const titleMatches: Set<string>[] = Array.from({length: count}, () => new Set());
    const headingWords = new Map<number, number>(); // heading record: the query words (bits) found in it

    words.forEach((word, position) => {
      const asPrefix = typing && position === typed - 1 && (word.length >= 3 || typed === 1);
      const ids: number[] = [];
      this.lookUp(word, asPrefix, (id, quality, where, term) => {
        if (allowed[id] === 0) allowed[id] = !filter || filter(this.records[id]!) ? 1 : -1;
        if (allowed[id] < 0) return;
        terms.add(term);
        const page = this.pageOf[id]!;
        const cell = page * count + position;
        const title = this.records[id]!.type === 'lvl1';
        if (where & inHeading && title && quality > inTitle[cell]!) inTitle[cell] = quality;
        if (where & inCategory && quality > inCategories[cell]!) inCategories[cell] = quality;
        if (where & inLinks && quality > inLinkTexts[cell]!) inLinkTexts[cell] = quality;
        if (title && where & inHeading) titleMatches[position]!.add(term);
        else if (where & inHeading && position < 31) headingWords.set(id, (headingWords.get(id) ?? 0) | (1 << position));
        const weight = where & inHeading ? (title ? titleWeight : headingWeight) : where & inContent ? contentWeight : 0;
        if (weight === 0 && !(where & (inCategory | inLinks))) return;
        if (strength[id] === 0) ids.push(id);
        // Headings and text feed the saturated evidence; the title only through its own term below.
        const found = quality * Math.max(weight, 0.01);
        if (found > strength[id]!) strength[id] = found;
      });
      let pagesWithWord = 0;
      for (const id of ids) {
        const page = this.pageOf[id]!;
        if (this.records[id]!.type !== 'lvl1') evidence[page * count + position] += strength[id]!;
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
      let covered = 0;
      let linked = 0;
      for (let position = 0; position < count; position++) {
        const cell = page * count + position;
        const tf = evidence[cell]! / norm;
        const weight = weights[position]!;
        score += (weight * tf * (saturation + 1)) / (tf + saturation);
        score += weight * (ranking.titleBoost * inTitle[cell]! + ranking.categoryBoost * inCategories[cell]!);
        if (inTitle[cell]! > 0 || inCategories[cell]! > 0) covered += 1;
        linked += weight * inLinkTexts[cell]!;
      }
      // Other pages link to this one with a text the query names whole ("Paging"): the page is where the site sends
      // readers for it.
      if (linked > 0 && this.linkTerms[page]!.some((text) => text.length > 0 && text.every((term) => terms.has(term)))) score += ranking.linkBoost * linked;
      // Every query word in the title or categories, and every title word asked for: the page is titled for the query.
      const titleTerms = this.titleTerms[page]!;
      const asked = (term: string) => titleMatches.some((set) => set.has(term));
      if (covered === count && titleTerms.size > 0 && ([...titleTerms].every(asked) || asked(this.acronyms[page]!))) {
        score += ranking.wholeTitleBonus * weights.reduce((sum, weight) => sum + weight, 0);
      }
      // A section headed by what the query asks (every word of the heading asked: "Paging", "Rate Limiting"): the
      // page specifies it, where others merely use it.
      let named = 0;
      for (const id of ids) {
        const found = headingWords.get(id);
        if (!found || !this.headingTerms[id]!.every((term) => terms.has(term))) continue;
        let sum = 0;
        for (let position = 0; position < count; position++) if (found & (1 << position)) sum += weights[position]!;
        named = Math.max(named, sum);
      }
      score += ranking.headingBonus * named;
      if (this.releaseNote[page] && !asksForReleases) score *= ranking.releaseNotePrior;
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
