/** How text becomes search terms, the same for the index, the query and the highlighting of hits. */

// Words that carry no meaning in a reader's question ("how do I create a tenant").
const stopWords = new Set(
  'a an and are as at be by can do does for from how i in into is it its me my of on or so that the their then there these this to via was what when where which who why will with you your'.split(
    ' ',
  ),
);

// A light English stemmer: common endings go, so that "invite", "invitation" and "invited" meet, and
// "restricting" finds "restrict". The stem must keep four letters.
export const endings = ['izations', 'ization', 'ations', 'ation', 'izing', 'ized', 'izes', 'ize', 'ings', 'ing', 'ions', 'ion', 'ies', 'ied', 'es', 'ed', 'e', 's'];
const minimumStem = 4;

function stem(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, '');
  if (stopWords.has(lower)) return null;
  if (/\d/.test(lower) || /(ss|us|is)$/.test(lower)) return lower;
  for (const ending of endings) {
    if (!lower.endsWith(ending)) continue;
    const rest = lower.slice(0, -ending.length);
    if (rest.length >= minimumStem) return rest;
    // A short stem lost its "e": "paging", "paged" and "pages" are "page", "sizing" is "size".
    if (rest.length === 3 && /^[^aeiouy][aeiouy][^aeiouwxy]$/.test(rest) && /^(ing|ings|ed|es)$/.test(ending)) return `${rest}e`;
  }
  // Short plurals: "tags", "keys", "logs" meet "tag", "key", "log".
  if (lower.length === 4 && lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

// Building the index normalises some 180,000 words drawn from a few thousand distinct ones, and highlighting
// normalises the same words again: each word is stemmed once and remembered.
const stems = new Map<string, string | null>();

/** Lower-cases a word, drops stop words, a possessive and common endings. */
export function normalizeTerm(term: string): string | null {
  let result = stems.get(term);
  if (result === undefined) {
    result = stem(term);
    if (stems.size < 100_000) stems.set(term, result);
  }
  return result;
}

/**
 * Stems a word that is still being typed may have, when it stops part-way through an ending: "configurat" is on
 * its way to "configuration", indexed as "configur".
 */
export function partialStems(word: string): string[] {
  const found = new Set<string>();
  for (const ending of endings) {
    for (let length = 1; length < ending.length; length++) {
      const start = word.length - length;
      if (start >= minimumStem && word.endsWith(ending.slice(0, length))) found.add(word.slice(0, start));
    }
  }
  return [...found];
}

/**
 * The words of a text: runs of letters and digits, like MiniSearch's default, except that a version ("2025.48.0",
 * "v7.35.1", without its "v") stays one word, so that a release is found by its number, not by its parts.
 */
export const wordPattern = /(?<![\p{L}\p{N}.])v?(\d+(?:\.\d+)+)(?![\p{L}\p{N}]|\.\d)|[\p{L}\p{N}]+/gu;
const versionPattern = /^v?(\d+(?:\.\d+)+)$/i;

/** The words of `text` with where each starts and ends (a version without its "v"). */
export function wordsOf(text: string): {word: string; start: number; end: number}[] {
  return [...text.matchAll(wordPattern)].map((match) => ({word: match[1] ?? match[0], start: match.index, end: match.index + match[0].length}));
}

/** Whether a word is a version: numbers joined by dots. */
export const isVersion = (word: string): boolean => versionPattern.test(word);

// Words also split on camel-case humps: "meshWorkspace" is found by "workspace" and by "meshworkspace".
const hump = /(?<=[a-z])(?=[A-Z])/;
const hasHump = /[a-z][A-Z]/;
export function tokenize(text: string): string[] {
  const parts: string[] = [];
  for (const {word} of wordsOf(text)) {
    parts.push(word);
    if (hasHump.test(word)) parts.push(...word.split(hump));
  }
  return parts;
}

/**
 * The words of a reader's query that carry meaning, each once, in order. Camel-case words stay whole: the index
 * holds them whole as well as in parts.
 */
export function queryWords(query: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const {word} of wordsOf(query)) {
    const term = normalizeTerm(word);
    if (term === null || seen.has(term)) continue;
    seen.add(term);
    words.push(word);
  }
  return words;
}

/** Whether a query asks for a release: a version, "release" or "changelog". */
export function asksForRelease(query: string): boolean {
  return queryWords(query).some((word) => isVersion(word) || /^(release|releases|changelog)$/i.test(word));
}
