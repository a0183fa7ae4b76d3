import {apis, apiRoutePrefix} from '../../../data/apis';

/**
 * The search records, in the shape DocSearch expects from an Algolia index (and that `npm run search:upload`
 * pushes to one): a record per heading (`type` lvl1-lvl6) and a record per section's text (`type` content).
 * Shared by the build-time extractor, the embedded search client and the upload script.
 */
export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type SearchRecord = {
  objectID: string;
  /** Site path, with the heading's anchor for records below the page title. */
  url: string;
  type: RecordType;
  /** lvl0 is the area, lvl1 the page title, lvl2-lvl6 the headings above the record. */
  hierarchy: Hierarchy;
  content: string | null;
  docusaurus_tag: string;
  language: string;
};

/** The areas of the site, shown as lvl0 and used by DocSearch to group hits: each API reference, then the rest. */
export const releaseNotesArea = 'Release Notes';
export const areas: {prefix: string; name: string}[] = [
  ...apis.map((api) => ({prefix: apiRoutePrefix(api), name: api.title})),
  {prefix: '/blog/', name: releaseNotesArea},
  {prefix: '/', name: 'Documentation'},
];

/** The areas that hold an API reference. */
export const apiAreas: ReadonlySet<string> = new Set(apis.map((api) => api.title));

export function areaOf(path: string): string {
  return areas.find((area) => path.startsWith(area.prefix))!.name;
}

/** A page as the extractor reads it: title and sections, each section its heading and its prose. */
export type PageEntry = {
  path: string;
  area: string;
  title: string;
  /** The sidebar categories the page sits in, from its breadcrumbs ("Integrations › GCP"); empty for none. */
  category?: string;
  /** The texts of other pages' links to this page ("Paging · paging"), " · " between them; empty for none. */
  linkedAs?: string;
  docusaurusTag: string;
  language: string;
  /** The first section is the text under the title (level 1, no anchor). */
  sections: {anchor: string; level: number; heading: string; content: string}[];
};

/**
 * DocSearch records of a page: one for the title, one per heading (h2-h6), and one content record per section
 * that has prose, with the hierarchy of headings above it.
 */
export function pageToRecords(page: PageEntry): SearchRecord[] {
  const hierarchy: Hierarchy = {lvl0: page.area, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const base = {docusaurus_tag: page.docusaurusTag, language: page.language};
  const records: SearchRecord[] = [];
  for (const section of page.sections) {
    const url = section.anchor ? `${page.path}#${section.anchor}` : page.path;
    if (section.level >= 2) {
      hierarchy[hierarchyLevels[section.level]] = section.heading;
      for (let deeper = section.level + 1; deeper <= 6; deeper++) hierarchy[hierarchyLevels[deeper]] = null;
    }
    const type = `lvl${Math.max(1, section.level)}` as RecordType;
    records.push({...base, objectID: `${url}:${type}`, url, type, hierarchy: {...hierarchy}, content: null});
    if (section.content) records.push({...base, objectID: `${url}:content`, url, type: 'content', hierarchy: {...hierarchy}, content: section.content});
  }
  return records;
}

/** How many records pageToRecords makes of a page: one per section, and one more per section with text. */
export function recordsIn(page: PageEntry): number {
  let count = 0;
  for (const section of page.sections) count += section.content ? 2 : 1;
  return count;
}

/**
 * The postings of an index file, computed when the site is built, so that the browser reads the index rather than
 * building it from the text: per term, its records as a string of numbers, each the difference from the previous
 * record's id, and after a title record the bits of where in it the term occurs (a heading record holds terms only
 * in its heading, a text record only in its text). Each number is written in base 32, lowest digit first, with a
 * continuation flag (`postingDigits` in `engine.ts`).
 */
export type PackedPostings = Record<string, string>;

/**
 * The embedded index file: pages as compact arrays, expanded into records in the browser, and the index of their
 * words as the build computed it (`postings`, see PackedPostings above; `engine.ts` packs and reads them), so that
 * the browser reads the index rather than building it. Writing each page's text once (rather than a record list
 * that repeats urls and headings) keeps the download small.
 */
export type EmbeddedIndexFile = {
  version: 2;
  areas: string[];
  tags: string[];
  languages: string[];
  /** [path, area index, title, tag index, language index, sections as [anchor, level, heading, content], category, linked as] */
  pages: [string, number, string, number, number, [string, number, string, string][], string, string?][];
  postings?: PackedPostings;
};

export function packPages(pages: PageEntry[], postings?: PackedPostings): EmbeddedIndexFile {
  const table = (values: string[]) => [...new Set(values)];
  const areas = table(pages.map((p) => p.area));
  const tags = table(pages.map((p) => p.docusaurusTag));
  const languages = table(pages.map((p) => p.language));
  return {
    version: 2,
    areas,
    tags,
    languages,
    pages: pages.map((p) => [
      p.path,
      areas.indexOf(p.area),
      p.title,
      tags.indexOf(p.docusaurusTag),
      languages.indexOf(p.language),
      p.sections.map((s) => [s.anchor, s.level, s.heading, s.content]),
      p.category ?? '',
      p.linkedAs ?? '',
    ]),
    ...(postings && {postings}),
  };
}

/** The pages of an index file and, when it has them, their postings. */
export function unpackIndex(file: EmbeddedIndexFile): {pages: PageEntry[]; postings?: PackedPostings} {
  if (file?.version !== 2 || !Array.isArray(file.pages)) throw new Error('search index: unknown format');
  const pages = file.pages.map(([path, area, title, tag, language, sections, category, linkedAs]) => ({
    path,
    area: file.areas[area]!,
    title,
    category: category ?? '',
    linkedAs: linkedAs ?? '',
    docusaurusTag: file.tags[tag]!,
    language: file.languages[language]!,
    sections: sections.map(([anchor, level, heading, content]) => ({anchor, level, heading, content})),
  }));
  return file.postings ? {pages, postings: file.postings} : {pages};
}

export const unpackPages = (file: EmbeddedIndexFile): PageEntry[] => unpackIndex(file).pages;
