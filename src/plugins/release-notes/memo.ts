/**
 * Results computed from a post's text, kept while the text stays the same: on a save in `npm start` the release
 * notes load again, and only the saved post is parsed again. A result not asked for during one load is dropped at
 * the next (`nextLoad`), so the memos hold the current posts' results only. Results are shared: never mutate one.
 */
let load = 0;

/** Called where the release notes start to load: results of older texts than the last load's are let go. */
export function nextLoad(): void {
  load += 1;
}

export function memoByText<R>(compute: (text: string) => R): (text: string) => R {
  let current = new Map<string, R>();
  let previous = new Map<string, R>();
  let loadOfCurrent = load;
  return (text) => {
    if (loadOfCurrent !== load) {
      previous = current;
      current = new Map();
      loadOfCurrent = load;
    }
    if (current.has(text)) return current.get(text)!;
    const result = previous.has(text) ? previous.get(text)! : compute(text);
    current.set(text, result);
    return result;
  };
}
