/** How text becomes search terms, the same for the index, the query and the highlighting of hits. */

// Words that carry no meaning in a reader's question ("how do I create a tenant").
const stopWords = new Set(
  'a an and are as at be by can do does for from how i in into is it its me my of on or so that the their then there these this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

// A light English stemmer: common endings go, so that "invite", "invitation" and "invited" meet, and
// "restricting" finds "restrict". The stem must keep four letters.
const endings = ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ies', 'ied', 'es', 'ed', 'e', 's'];

/** Lower-cases a word, drops stop words, a possessive and common endings. */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, '');
  if (stopWords.has(lower)) return null;
  if (/\d/.test(lower) || /(ss|us|is)$/.test(lower)) return lower;
  for (const ending of endings) {
    if (lower.endsWith(ending) && lower.length - ending.length >= 4) return lower.slice(0, -ending.length);
  }
  return lower;
}

// Splits on anything but letters and digits, like MiniSearch's default, and also on camel-case humps:
// "meshWorkspace" is found by "workspace" and by "meshworkspace".
const wordPattern = /[\p{L}\p{N}]+/gu;
export function tokenize(text: string): string[] {
  const words = text.match(wordPattern) ?? [];
  const parts: string[] = [];
  for (const word of words) {
    parts.push(word);
    const humps = word.split(/(?<=[a-z])(?=[A-Z])/);
    if (humps.length > 1) parts.push(...humps);
  }
  return parts;
}
