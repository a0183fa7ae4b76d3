/** How text becomes search terms, the same for the index, the query and the highlighting of hits. */

// Words that carry no meaning in a reader's question ("how do I create a tenant").
const stopWords = new Set(
  'a an and are as at be by can do does for from how i in into is it its me my of on or so that the their then there these this to via was what when where which who why will with you your'.split(
    ' ',
  ),
);

// A light English stemmer: common endings go, so that "invite", "invitation" and "invited" meet, and
// "restricting" finds "restrict". The stem must keep four letters.
const endings = ['izations', 'ization', 'ations', 'ation', 'izing', 'ized', 'izes', 'ize', 'ings', 'ing', 'ions', 'ion', 'ies', 'ied', 'es', 'ed', 'e', 's'];
const minimumStem = 4;

function stem(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, '');
  if (stopWords.has(lower)) return null;
  if (/\d/.test(lower) || /(ss|us|is)$/.test(lower)) return lower;
  for (const ending of endings) {
    if (lower.endsWith(ending) && lower.length - ending.length >= minimumStem) return lower.slice(0, -ending.length);
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

// Splits on anything but letters and digits, like MiniSearch's default, and also on camel-case humps:
// "meshWorkspace" is found by "workspace" and by "meshworkspace".
const wordPattern = /[\p{L}\p{N}]+/gu;
const hump = /(?<=[a-z])(?=[A-Z])/;
const hasHump = /[a-z][A-Z]/;
export function tokenize(text: string): string[] {
  const words = text.match(wordPattern) ?? [];
  const parts: string[] = [];
  for (const word of words) {
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
  for (const word of query.match(wordPattern) ?? []) {
    const term = normalizeTerm(word);
    if (term === null || seen.has(term)) continue;
    seen.add(term);
    words.push(word);
  }
  return words;
}
