/** One finding of `npm run lint`: where it is (file relative to the site, 1-based line), which check and rule. */
export interface LintProblem {
  file: string;
  line: number;
  column?: number;
  kind: LintKind;
  rule: string;
  message: string;
}

/** The checks of `npm run lint`, each in a module of this folder. */
export type LintKind = 'markdown' | 'spelling' | 'release-notes' | 'front-matter' | 'links' | 'wording';
export const lintKinds: LintKind[] = ['markdown', 'spelling', 'release-notes', 'front-matter', 'links', 'wording'];

/** `file:line[:column] kind/rule message`, the form editors and CI logs turn into links. */
export function formatProblem(p: LintProblem): string {
  return `${p.file}:${p.line}${p.column ? `:${p.column}` : ''} ${p.kind}/${p.rule} ${p.message}`;
}

export function sortProblems(problems: LintProblem[]): LintProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}

/** 1-based line of a character offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The lines of a file's front matter, by key: `title: x` on the file's line 2 gives {title: 2}. */
export function frontMatterLines(content: string): Record<string, number> {
  const lines = content.split('\n');
  const keys: Record<string, number> = {};
  if (lines[0]?.trim() !== '---') return keys;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    const key = /^([\w-]+)\s*:/.exec(lines[i]);
    if (key && !(key[1] in keys)) keys[key[1]] = i + 1;
  }
  return keys;
}
