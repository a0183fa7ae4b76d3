import SearchableMap from 'minisearch/SearchableMap';
import {type PackedPostings, type PageEntry, type SearchRecord, apiAreas, pageToRecords, recordsIn, releaseNotesArea} from './records';
import {endings, normalizeTerm, partialStems, queryWords, tokenize} from './terms';

const termsOf = (text: string) => tokenize(text).map(normalizeTerm).filter((term): term is string => term !== null);

/**
 * The embedded search engine: an inverted index from terms to records, kept in MiniSearch's radix tree (which finds
 * a term's prefixes and its one-typo neighbours fast), and a ranking of our own on top of it. The build computes
 * the index of each index file (`packPostings`); the browser reads it (`fromParts`), unpacking a term's records
 * when a search first needs them, and makes records only for the hits a reader sees.
 *
 * Readers ask for pages, and a page spreads the words of a question over its title, headings and sections. So
 * pages are ranked first, like documents in BM25F: for each query word, the page's evidence in its headings and
 * text (summed over the page's records and weighed down a little on long pages) is saturated, so that no single
 * word can dominate, and weighted by how rare the word is across pages; the words' scores add up. The page's title
 * and its place in the sidebar (its categories and the folders of its route: "Integrations", "GCP") count on
 * their own, unsaturated: a page titled for what the reader typed ("Delete workspace", "Metering" under GCP) comes
 * before pages that merely mention it often, and a title that the query covers whole gets a bonus. So do, with
 * less weight, a section heading the query names whole ("Paging") and the texts of other pages' links to the page:
 * the page that explains or specifies something comes before the pages that use it. An API page's route names the
 * object it is about ("meshPlatform"), which counts as a category. A version ("7.35.1") is one word. Release notes
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
/** A typo's candidates rarer than this share of the most common candidate are left out. */
const commonTypoShare = 10;

/** Whether two short strings are at most one edit (insertion, deletion, substitution) apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/** How many of the words a prefix of one or two letters starts are looked up: the most common ones. */
const shortPrefixTerms = 40;
/** How common a term is: its records, or while they are packed, the length of their packing. */
const size = (entry: TermEntry): number => entry.list?.length ?? entry.packed!.reduce<number>((sum, part) => sum + (typeof part === 'string' ? part.length : 0), 0);

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

/**
 * A hit: its record (made when first read: a search finds hundreds, a reader sees twenty), the score of its page,
 * and the indexed terms the query matched (the same set for every hit), for highlighting.
 */
export class EngineHit {
  constructor(
    private readonly engine: SearchEngine,
    readonly id: number,
    readonly score: number,
    readonly terms: ReadonlySet<string>,
  ) {}

  get record(): SearchRecord {
    return this.engine.record(this.id);
  }
}

/**
 * A filter of records. When it reads only what a record shares with its page (`pageAttributes`: language and
 * docusaurus_tag, as DocSearch's facet filters do), it says so in `attributes`, and the engine asks it once per
 * page instead of making every record it found.
 */
export type RecordFilter = ((record: SearchRecord) => boolean) & {attributes?: ReadonlySet<string>};
const pageAttributes = new Set(['language', 'docusaurus_tag']);

/** A term's postings: record id times `bits` plus the bits of where in the record the term occurs. */
type Postings = number[];

/** The digits of packed postings (see PackedPostings in records.ts). */
const postingDigits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const digitValue = new Int8Array(128).fill(-1);
for (let i = 0; i < postingDigits.length; i++) digitValue[postingDigits.charCodeAt(i)] = i;

function writeNumber(value: number): string {
  let out = '';
  while (value >= 32) {
    out += postingDigits[32 + (value % 32)];
    value = Math.floor(value / 32);
  }
  return out + postingDigits[value];
}

/** What a record is: the text of a section, the page's title, or a heading below it. */
const contentRecord = 0;
const titleRecord = 1;
const headingRecord = 2;

/** One index file: its pages and, from the build, their postings. */
export type IndexPart = {pages: PageEntry[]; postings?: PackedPostings};
type PackedPart = {postings: PackedPostings; pages: number};
/** A term's postings, or until a search needs them, each file's packed postings followed by its first record's id. */
type TermEntry = {list?: Postings; packed?: (string | number)[]};

export class SearchEngine {
  private readonly pages: PageEntry[];
  private readonly terms: SearchableMap<TermEntry>;
  /** The number of records, and for each its page, its section and what it is (in the order of pageToRecords). */
  readonly recordCount: number;
  private readonly pageOf: Int32Array;
  private readonly sectionOf: Int32Array;
  private readonly kind: Uint8Array;
  /** The id of each page's first record, and its records, made when a search first needs them. */
  private readonly firstRecord: Int32Array;
  private readonly recordsOfPages: (SearchRecord[] | undefined)[];
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
  /** The terms of each heading below the title (h2-h6), by record, once a search needed them. */
  private readonly headingTerms = new Map<number, string[]>();
  /** The API objects the API pages' routes name ("meshplatform" for /api/mesh-platform-list/), as terms. */
  private readonly apiObjects = new Set<string>();

  /**
   * The engine of one or more index files, in order: from the postings they carry (what the browser does), or,
   * when one carries none, from the pages' text.
   */
  static fromParts(parts: IndexPart[]): SearchEngine {
    const pages = parts.flatMap((part) => part.pages);
    const packed = parts.every((part) => part.postings) ? parts.map((part) => ({postings: part.postings!, pages: part.pages.length})) : undefined;
    return new SearchEngine(pages, packed);
  }

  /**
   * The engine of `pages`: from `packed`, the postings of each index file the pages come from and how many pages
   * each holds, in order (see fromParts), or else from the pages' text.
   */
  constructor(pages: PageEntry[], packed?: PackedPart[]) {
    this.pages = pages;
    this.pageCount = pages.length;
    const count = pages.reduce((n, page) => n + recordsIn(page), 0);
    this.recordCount = count;
    this.pageOf = new Int32Array(count);
    this.sectionOf = new Int32Array(count);
    this.kind = new Uint8Array(count);
    this.firstRecord = new Int32Array(pages.length + 1);
    this.recordsOfPages = new Array(pages.length);
    let id = 0;
    pages.forEach((page, number) => {
      this.firstRecord[number] = id;
      page.sections.forEach((section, index) => {
        this.pageOf[id] = number;
        this.sectionOf[id] = index;
        this.kind[id++] = section.level <= 1 ? titleRecord : headingRecord;
        if (!section.content) return;
        this.pageOf[id] = number;
        this.sectionOf[id] = index;
        this.kind[id++] = contentRecord;
      });
    });
    this.firstRecord[pages.length] = id;
    this.pageLength = Float64Array.from(pages, (page) => page.sections.reduce((length, section) => length + section.heading.length + section.content.length, 0));
    this.averagePageLength = this.pageLength.reduce((sum, length) => sum + length, 0) / Math.max(1, pages.length);

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

    // An API page is about the object its route names: the longest start of the route's last part ("mesh-platform"
    // of "mesh-platform-list") that the pages use as one word ("meshPlatform", "meshplatform"). That object counts
    // as one of the page's categories, so that the object's name finds its operations first (the build's postings
    // hold that already).
    const index = packed ? this.packedEntries(packed) : this.entriesFromText();
    pages.forEach((page, number) => {
      if (!apiAreas.has(page.area)) return;
      const parts = page.path.split('/').at(-2)!.split('-');
      for (let end = parts.length; end >= 2; end--) {
        const object = normalizeTerm(parts.slice(0, end).join(''));
        const entry = object ? index.get(object) : undefined;
        if (!entry) continue;
        this.apiObjects.add(object!);
        if (!packed) {
          const list = entry.list!;
          const title = this.firstRecord[number]!;
          const existing = list.findIndex((posting) => Math.floor(posting / bits) === title);
          if (existing >= 0) list[existing] |= inCategory;
          else list.push(title * bits + inCategory);
        }
        break;
      }
    });
    this.terms = SearchableMap.from(index);
  }

  /** The inverted index of the pages' text: where each term occurs, record by record. */
  private entriesFromText(): Map<string, TermEntry> {
    const postings = new Map<string, TermEntry>();
    const where = new Map<string, number>();
    const note = (text: string | null | undefined, bit: number) => {
      if (!text) return;
      for (const term of termsOf(text)) where.set(term, (where.get(term) ?? 0) | bit);
    };
    for (let id = 0; id < this.recordCount; id++) {
      const number = this.pageOf[id]!;
      const page = this.pages[number]!;
      const section = page.sections[this.sectionOf[id]!]!;
      where.clear();
      if (this.kind[id] === contentRecord) note(section.content, inContent);
      else if (this.kind[id] === headingRecord) note(section.heading, inHeading);
      else {
        note(page.title, inHeading);
        // A page's categories: its breadcrumbs and the folders of its route (not for release notes, whose folders
        // are dates).
        if (!this.releaseNote[number]) note(`${page.category ?? ''} ${page.path.split('/').slice(1, -2).join(' ')}`, inCategory);
        note(page.linkedAs, inLinks);
        note(this.acronyms[number], inHeading);
      }
      for (const [term, found] of where) {
        let entry = postings.get(term);
        if (!entry) postings.set(term, (entry = {list: []}));
        entry.list!.push(id * bits + found);
      }
    }
    return postings;
  }

  /** The postings, packed for the index file (see PackedPostings). */
  packPostings(): PackedPostings {
    const packed: PackedPostings = {};
    for (const [term, entry] of this.terms) {
      let out = '';
      let previous = 0;
      for (const posting of [...this.postings(entry)].sort((a, b) => a - b)) {
        const id = Math.floor(posting / bits);
        out += writeNumber(id - previous);
        if (this.kind[id] === titleRecord) out += writeNumber(posting % bits);
        previous = id;
      }
      packed[term] = out;
    }
    return packed;
  }

  /**
   * The terms of the index files the pages come from, each with its packed postings and the id of its file's first
   * record (the next file's records follow the previous file's), unpacked when a search first needs them.
   */
  private packedEntries(parts: PackedPart[]): Map<string, TermEntry> {
    const entries = new Map<string, TermEntry>();
    let page = 0;
    for (const part of parts) {
      const offset = this.firstRecord[page]!;
      const terms = Object.keys(part.postings);
      for (let i = 0; i < terms.length; i++) {
        const term = terms[i]!;
        const packed = part.postings[term]!;
        const entry = entries.get(term);
        if (entry) entry.packed!.push(packed, offset);
        else entries.set(term, {packed: [packed, offset]});
      }
      page += part.pages;
    }
    return entries;
  }

  /**
   * Unpacks the postings and makes the records a search would otherwise make on first use, a step at a time while
   * `more()` says there is time (the browser calls it when idle, before the reader's first search); true when done.
   */
  warmUp(more: () => boolean): boolean {
    this.warming ??= {terms: this.terms.values(), page: 0};
    const state = this.warming;
    while (more()) {
      const next = state.terms.next();
      if (!next.done) {
        this.postings(next.value);
        continue;
      }
      if (state.page >= this.pageCount) return true;
      this.recordsOfPages[state.page] ??= pageToRecords(this.pages[state.page]!);
      state.page += 1;
    }
    return false;
  }
  private warming: {terms: Iterator<TermEntry>; page: number} | undefined;

  /** A term's postings, unpacked on first use. */
  private postings(entry: TermEntry): Postings {
    if (entry.list) return entry.list;
    const list: Postings = [];
    const packed = entry.packed!;
    for (let part = 0; part < packed.length; part += 2) {
      const text = packed[part] as string;
      let id = packed[part + 1] as number;
      let bitsNext = false;
      let value = 0;
      let scale = 1;
      for (let i = 0; i < text.length; i++) {
        const digit = digitValue[text.charCodeAt(i)] ?? -1;
        if (digit < 0) throw new Error('search index: damaged postings');
        if (digit >= 32) {
          value += (digit - 32) * scale;
          scale *= 32;
          continue;
        }
        value += digit * scale;
        if (bitsNext) {
          list.push(id * bits + value);
          bitsNext = false;
        } else {
          id += value;
          if (id >= this.recordCount) throw new Error('search index: damaged postings');
          if (this.kind[id] === titleRecord) bitsNext = true;
          else list.push(id * bits + (this.kind[id] === contentRecord ? inContent : inHeading));
        }
        value = 0;
        scale = 1;
      }
      if (bitsNext) throw new Error('search index: damaged postings');
    }
    entry.list = list;
    entry.packed = undefined;
    return list;
  }

  /** Record `id`, made with the other records of its page when first asked for. */
  record(id: number): SearchRecord {
    const page = this.pageOf[id]!;
    const records = (this.recordsOfPages[page] ??= pageToRecords(this.pages[page]!));
    return records[id - this.firstRecord[page]!]!;
  }

  /** Every record, in id order (for the benchmarks). */
  get records(): SearchRecord[] {
    return Array.from({length: this.recordCount}, (_, id) => this.record(id));
  }

  /** The terms of heading record `id`. */
  private headingTermsOf(id: number): string[] {
    let terms = this.headingTerms.get(id);
    if (!terms) {
      terms = [...new Set(termsOf(this.pages[this.pageOf[id]!]!.sections[this.sectionOf[id]!]!.heading))];
      this.headingTerms.set(id, terms);
    }
    return terms;
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
    const add = (term: string, entry: TermEntry, quality: number) => {
      for (const posting of this.postings(entry)) found(Math.floor(posting / bits), quality, posting % bits, term);
    };
    const lower = word.toLowerCase();
    const term = normalizeTerm(word);
    const exact = term ? this.terms.get(term) : undefined;
    if (exact) add(term!, exact, 1);
    if (asPrefix && term) {
      let longer = [...this.terms.atPrefix(term)].filter(([found]) => found !== term);
      // One or two letters start a large share of all words: only the most common of them are worth a look.
      if (term.length <= 2) longer = longer.sort((a, b) => size(b[1]) - size(a[1])).slice(0, shortPrefixTerms);
      for (const [found, entry] of longer) add(found, entry, term.length / (term.length + 0.3 * (found.length - term.length)));
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
    // A word the index does not hold is probably misspelt, unless the reader is still typing it (an indexed word
    // starts with it; when the stemmer took an ending off, with the word as typed). A number (a version) is never a
    // typo for another.
    if (exact || !term || lower.length < 5 || /\d/.test(term) || (asPrefix && this.hasPrefix(term === lower ? term : lower))) return;
    const candidates = new Map<string, number>();
    const near = (candidate: string | null, quality: number) => {
      if (candidate && !candidates.has(candidate) && this.terms.has(candidate)) candidates.set(candidate, quality);
    };
    if (term.length >= 4) for (const [candidate] of this.terms.fuzzyGet(term, 1)) near(candidate, typoQuality);
    // Two letters swapped: one slip of the fingers, though two edits apart.
    for (let i = 0; i + 1 < lower.length; i++) near(normalizeTerm(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2)), typoQuality);
    if (lower.length >= 8) {
      if (candidates.size === 0) for (const [candidate] of this.terms.fuzzyGet(term, 2)) near(candidate, farTypoQuality);
      // A slip in the ending ("replicaton", "configuraton"): the word is a stem and an ending one edit off.
      for (let cut = lower.length - 1; cut >= Math.max(6, lower.length - 5); cut--) {
        const stem = lower.slice(0, cut);
        if (this.terms.has(stem) && endings.some((ending) => withinOneEdit(lower.slice(cut), ending))) {
          near(stem, farTypoQuality);
          break;
        }
      }
    }
    // The reader meant a word the pages use, and more likely a common one than a rare one.
    let most = 0;
    for (const candidate of candidates.keys()) most = Math.max(most, size(this.terms.get(candidate)!));
    for (const [candidate, quality] of candidates) {
      const entry = this.terms.get(candidate)!;
      if (size(entry) * commonTypoShare >= most) add(candidate, entry, quality);
    }
  }

  /** Whether an indexed term longer than `term` starts with it (the reader may still be typing it). */
  private hasPrefix(term: string): boolean {
    for (const [longer] of this.terms.atPrefix(term)) if (longer !== term) return true;
    return false;
  }

  /** Records matching any word of the query, grouped by page, best page first (see the class comment). */
  search(query: string, filter?: RecordFilter): EngineHit[] {
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
    const pageLevel = filter?.attributes && [...filter.attributes].every((attribute) => pageAttributes.has(attribute));
    const pagePasses = new Int8Array(pageLevel ? this.pageCount : 0); // 0 not asked yet, 1 passes, -1 does not
    const passes = (id: number): boolean => {
      if (!filter) return true;
      if (!pageLevel) return filter(this.record(id));
      const page = this.pageOf[id]!;
      if (pagePasses[page] === 0) {
        const {language, docusaurusTag} = this.pages[page]!;
        pagePasses[page] = filter({language, docusaurus_tag: docusaurusTag} as SearchRecord) ? 1 : -1;
      }
      return pagePasses[page] > 0;
    };
    // Per query, in arrays indexed by record or page (a few kilobytes): this runs on every keystroke.
    const allowed = new Int8Array(this.recordCount); // 0 not asked yet, 1 passes the filter, -1 does not
    const strength = new Float64Array(this.recordCount); // of the current word
    const recordScore = new Float64Array(this.recordCount);
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
        if (allowed[id] === 0) allowed[id] = passes(id) ? 1 : -1;
        if (allowed[id] < 0) return;
        terms.add(term);
        const page = this.pageOf[id]!;
        const cell = page * count + position;
        const title = this.kind[id] === titleRecord;
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
        if (this.kind[id] !== titleRecord) evidence[page * count + position] += strength[id]!;
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
        if (!found || !this.headingTermsOf(id).every((term) => terms.has(term))) continue;
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
      for (const id of ids.slice(0, recordsPerPage)) hits.push(new EngineHit(this, id, score, terms));
    }
    return hits;
  }
}
