import fs from 'fs';
import path from 'path';
import {readBlogFolder, validateReleaseNotes, type ReleaseNoteProblem} from '../../../src/plugins/release-notes/validate';
import {frontMatterLines, type LintProblem} from './problems';

/** The front matter key a rule of the release-notes validator is about, so that its problem points at that line. */
const RULE_KEYS: Record<string, string> = {
  title: 'title',
  'version-order': 'title',
  'date-matches-file-name': 'date',
  'date-not-in-future': 'date',
  'known-author': 'authors',
  'known-tag': 'tags',
  'tags-match-audiences': 'tags',
};

/**
 * The release notes' own rules: the validator the build runs (`src/plugins/release-notes/validate.ts`), on the
 * same files, so that a writer learns of a broken rule in seconds instead of from a build.
 */
export function lintReleaseNotes(root: string, today = new Date().toISOString().slice(0, 10)): LintProblem[] {
  const blogDir = path.join(root, 'blog');
  if (!fs.existsSync(blogDir)) return [];
  const {files, authors, tags} = readBlogFolder(blogDir);
  const contents = new Map(files.map((f) => [f.name, f.content]));
  return validateReleaseNotes(files, {authors, tags, today}).map((problem) => ({
    file: `blog/${problem.file}`,
    line: locate(contents.get(problem.file) ?? '', problem),
    kind: 'release-notes',
    rule: problem.rule,
    message: problem.message,
  }));
}

/** Markdown reduced to its text, as the validator compares titles. */
const plain = (text: string) => text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The line a problem is about. The validator names the file and the rule; the line is its front matter key for
 * rules about one, else the first line that holds a text the message quotes (a section heading, else a list line,
 * else any line: a placeholder), else the first line.
 */
export function locate(content: string, problem: Pick<ReleaseNoteProblem, 'rule' | 'message'>): number {
  const key = RULE_KEYS[problem.rule];
  const keyLines = frontMatterLines(content);
  if (key && keyLines[key]) return keyLines[key];
  const lines = content.split('\n');
  if (problem.rule === 'change-list') {
    const marker = lines.findIndex((l) => /<!--\s*truncate\s*-->/.test(l));
    if (marker >= 0) return marker + 1;
  }
  for (const [, quoted] of problem.message.matchAll(/"([^"]+)"/g)) {
    const wanted = plain(quoted);
    if (!wanted) continue;
    for (const prefix of [/^#{1,6} /, /^- /]) {
      const found = lines.findIndex((l) => prefix.test(l) && plain(l.replace(prefix, '')) === wanted);
      if (found >= 0) return found + 1;
    }
    const anywhere = lines.findIndex((l) => l.includes(quoted));
    if (anywhere >= 0) return anywhere + 1;
  }
  return 1;
}
