import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {parseReleaseNote, ACTION_REQUIRED, ACTION_REQUIRED_TAG, RECOMMENDED, BREAKING_MARK, UI_CHANGE_MARK, WHAT_BREAKS} from './post';
import {parsePeriod} from './period';
import {memoByText} from './memo';

export {parseReleaseNote, ACTION_REQUIRED, ACTION_REQUIRED_TAG};

/** A release note's file name: `YYYY-MM-DD-Release-K.md`, K being the release's number within its day. */
export const RELEASE_FILE_PATTERN = /^(\d{4}-\d{2}-\d{2})-Release-(\d+)\.md$/;
/** A release note's title: `Release <version>`, the version in dotted numbers (2.0.1, 2025.48.0). */
export const RELEASE_TITLE_PATTERN = /^Release (\d+(?:\.\d+){1,3})$/;
/** Files in the blog folder that are not posts. */
const BLOG_DATA_FILES = new Set(['authors.yml', 'tags.yml']);

/** Text the scaffold writes for the writer to replace; a post that still holds any of it is not finished. */
export const SCAFFOLD_PLACEHOLDERS = {
  description: 'One sentence on what this release brings.',
  firstDay: 'FIRST-DAY',
  intro: 'What this release brings, and for whom, in a sentence or two.',
  title: 'Short title of the first change',
  body: 'What changed, for whom, how to use it, and its limits.',
  link: 'Link the page of ours that covers the change where you first name its subject',
} as const;

export interface ReleaseNoteProblem {
  file: string;
  rule: string;
  message: string;
}

export interface ReleaseNoteFile {
  /** Name relative to the blog folder. */
  name: string;
  content: string;
}

export interface BlogTag {
  key: string;
  label: string;
}

export interface ValidationContext {
  authors: string[];
  tags: BlogTag[];
  /** Today as YYYY-MM-DD: posts may not be dated later. */
  today: string;
}

/** Reads every file of the blog folder, with the known authors and tags. */
export function readBlogFolder(blogDir: string): {files: ReleaseNoteFile[]; authors: string[]; tags: BlogTag[]} {
  const names = fs.readdirSync(blogDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(blogDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const files = names
    .filter((name) => !BLOG_DATA_FILES.has(name))
    .map((name) => ({name, content: fs.readFileSync(path.join(blogDir, name), 'utf8')}));
  const tags = readYamlMap(path.join(blogDir, 'tags.yml'));
  return {
    files,
    authors: Object.keys(readYamlMap(path.join(blogDir, 'authors.yml'))),
    tags: Object.entries(tags).map(([key, value]) => ({key, label: String((value as {label?: string})?.label ?? key)})),
  };
}

function readYamlMap(file: string): Record<string, unknown> {
  if (!fs.existsSync(file)) {
    return {};
  }
  const data = yaml.load(fs.readFileSync(file, 'utf8'));
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

function splitFrontMatter(content: string): {frontMatter: Record<string, unknown>; body: string} | {error: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(content);
  if (!match) {
    return {error: 'the file must start with a front matter block between two "---" lines'};
  }
  try {
    const data = yaml.load(match[1], {schema: yaml.JSON_SCHEMA});
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return {error: 'the front matter must be a YAML map'};
    }
    return {frontMatter: data as Record<string, unknown>, body: match[2]};
  } catch (error) {
    return {error: `the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`};
  }
}

/** A post's front matter and body, and what the body says (`post.ts`), read once for each text of the post. */
export const readPost = memoByText((content: string) => {
  const parsed = splitFrontMatter(content);
  return 'error' in parsed ? parsed : {...parsed, note: parseReleaseNote(parsed.body)};
});

/** True for a calendar date that exists (2025-02-28, not 2025-02-30). */
export function isRealDate(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate);
}

/** Compares dotted version numbers: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

/** Checks every release note against the rules writers follow; returns each problem with its file and rule. */
export function validateReleaseNotes(files: ReleaseNoteFile[], context: ValidationContext): ReleaseNoteProblem[] {
  const problems: ReleaseNoteProblem[] = [];
  const seen = new Map<string, string>();
  const report = (file: string, rule: string, message: string) => problems.push({file, rule, message});
  const tagKeys = context.tags.map((t) => t.key);
  const audienceByLabel = new Map(context.tags.filter((t) => t.key !== ACTION_REQUIRED_TAG).map((t) => [t.label, t.key]));
  const versions: {name: string; date: string; k: number; version: string; repeats?: string}[] = [];

  for (const {name, content} of files) {
    const nameMatch = RELEASE_FILE_PATTERN.exec(name);
    if (!nameMatch || !isRealDate(nameMatch[1])) {
      report(name, 'file-name', 'the file name must be YYYY-MM-DD-Release-K.md, with a real date and K the release number within that day');
      continue;
    }
    const [, fileDate, k] = nameMatch;
    if (fileDate > context.today) {
      report(name, 'date-not-in-future', `the date ${fileDate} is after today (${context.today}); publish a release note on or after its release day`);
    }
    const key = `${fileDate} #${Number(k)}`;
    if (seen.has(key)) {
      report(name, 'unique-date-and-number', `${seen.get(key)} already is release ${Number(k)} of ${fileDate}`);
    } else {
      seen.set(key, name);
    }

    const parsed = readPost(content);
    if ('error' in parsed) {
      report(name, 'front-matter', parsed.error);
      continue;
    }
    const {frontMatter, body, note} = parsed;

    for (const placeholder of Object.values(SCAFFOLD_PLACEHOLDERS)) {
      if (content.includes(placeholder)) {
        report(name, 'placeholder', `the scaffold's text "${placeholder}" is still in the post; replace it with the release's own`);
      }
    }

    const title = frontMatter.title;
    const titleMatch = typeof title === 'string' ? RELEASE_TITLE_PATTERN.exec(title) : null;
    if (!titleMatch) {
      report(name, 'title', `the title must be "Release <version>", e.g. "Release 2025.48.0" (found ${JSON.stringify(title ?? null)})`);
    } else {
      versions.push({name, date: fileDate, k: Number(k), version: titleMatch[1], repeats: typeof frontMatter.repeats === 'string' ? frontMatter.repeats : undefined});
    }
    if (frontMatter.date !== undefined && String(frontMatter.date).slice(0, 10) !== fileDate) {
      report(name, 'date-matches-file-name', `the front matter date ${String(frontMatter.date)} differs from the date ${fileDate} in the file name`);
    }
    const period = parsePeriod(frontMatter.period);
    if (String(frontMatter.period ?? '').includes(SCAFFOLD_PLACEHOLDERS.firstDay)) {
      // The placeholder rule reports it.
    } else if (!period) {
      report(name, 'period', `the front matter needs the days the release covers as "period: YYYY-MM-DD/YYYY-MM-DD" (found ${JSON.stringify(frontMatter.period ?? null)})`);
    } else if (!isRealDate(period.from) || !isRealDate(period.to) || period.from > period.to || period.to > fileDate) {
      report(name, 'period', `the period ${period.from}/${period.to} must be two real days, the first not after the last, and the last not after the post's date ${fileDate}`);
    }
    const authors = asList(frontMatter.authors);
    if (authors.length === 0) {
      report(name, 'known-author', `the post needs an author from blog/authors.yml (${context.authors.join(', ')})`);
    }
    for (const author of authors) {
      if (typeof author !== 'string' || !context.authors.includes(author)) {
        report(name, 'known-author', `unknown author ${JSON.stringify(author)}; known authors: ${context.authors.join(', ')}`);
      }
    }
    const tags = asList(frontMatter.tags);
    for (const tag of tags) {
      if (typeof tag !== 'string' || !tagKeys.includes(tag)) {
        report(name, 'known-tag', `unknown tag ${JSON.stringify(tag)}; known tags: ${tagKeys.join(', ')}`);
      }
    }

    if (!note.hasMarker) {
      report(name, 'truncate-marker', 'the post needs a <!-- truncate --> marker after its list of changes');
      continue;
    }
    const withdrawn = frontMatter.withdrawn === true;
    if (note.changes.length === 0 && !withdrawn) {
      report(name, 'change-list', 'the post lists no change before its <!-- truncate --> marker (a withdrawn release says so with "withdrawn: true")');
    }
    if (note.changes.length !== note.sections.length) {
      report(name, 'list-matches-sections', `the list names ${note.changes.length} change(s) but the post has ${note.sections.length} "## " section(s); give every listed change its section`);
    } else {
      note.changes.forEach((change, i) => {
        if (change !== note.sections[i].title) {
          report(name, 'list-matches-sections', `list line ${i + 1} "${change}" differs from the heading of section ${i + 1} "${note.sections[i].title}"`);
        }
      });
    }
    const audiences = new Set<string>();
    note.sections.forEach((section, i) => {
      const where = `section ${i + 1} "${section.title}"`;
      const unknown = section.audiences.filter((label) => !audienceByLabel.has(label));
      if (!section.audienceLine || section.audiences.length === 0 || unknown.length > 0) {
        report(name, 'audience-line', `${where} must start with "**For:** " and its audiences (${[...audienceByLabel.keys()].join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
      }
      section.audiences.forEach((label) => audienceByLabel.has(label) && audiences.add(audienceByLabel.get(label)!));
      // The marks readers act on: each says what it promises, and nothing is marked twice or the wrong way.
      if (section.breaking && (section.whatBreaks ?? '').split(/\s+/).filter(Boolean).length < 3) {
        report(name, 'breaking-says-what', `${where} is marked ${BREAKING_MARK} but has no paragraph that starts with "${WHAT_BREAKS} " and says what stops working, is removed or must be migrated`);
      }
      if (!section.breaking && section.whatBreaks !== undefined) {
        report(name, 'breaking-says-what', `${where} says "${WHAT_BREAKS}" but its **For:** line lacks the ${BREAKING_MARK} mark`);
      }
      if (section.breaking && section.uiChange) {
        report(name, 'ui-change-not-breaking', `${where} carries both ${BREAKING_MARK} and ${UI_CHANGE_MARK}; a renamed or moved label is a UI change, not a breaking one`);
      }
      for (const mark of section.misusedMarks) {
        report(name, 'action-marks', `${where} has "${mark}": a change that requires action uses "${ACTION_REQUIRED}", one that suggests it uses "${RECOMMENDED}"`);
      }
    });
    if (note.actionRequired) audiences.add(ACTION_REQUIRED_TAG);
    const declared = new Set(tags.filter((t): t is string => typeof t === 'string'));
    const missing = [...audiences].filter((t) => !declared.has(t));
    const extra = [...declared].filter((t) => !audiences.has(t) && tagKeys.includes(t));
    if (extra.includes(ACTION_REQUIRED_TAG) && body.includes(RECOMMENDED)) {
      report(name, 'tags-match-audiences', `the post has the ${ACTION_REQUIRED_TAG} tag but no "${ACTION_REQUIRED}" admonition; a "${RECOMMENDED}" admonition suggests an action and does not require one`);
    } else if (missing.length || extra.length) {
      report(name, 'tags-match-audiences', `the tags must be the audiences of the sections${note.actionRequired ? ` and ${ACTION_REQUIRED_TAG}` : ''}: ${missing.length ? `missing ${missing.join(', ')}` : ''}${missing.length && extra.length ? '; ' : ''}${extra.length ? `not in any section ${extra.join(', ')}` : ''}`);
    }
  }

  // Versions rise from post to post; a post that repeats another release says so with `repeats: <file>`.
  versions.sort((a, b) => a.date.localeCompare(b.date) || a.k - b.k);
  versions.forEach((post, i) => {
    if (post.repeats) {
      const original = versions.find((v) => v.name === post.repeats);
      if (!original || original.version !== post.version || versions.indexOf(original) >= i) {
        report(post.name, 'version-order', `"repeats: ${post.repeats}" must name an earlier post of the same version ${post.version}`);
      }
      return;
    }
    const previous = versions[i - 1];
    if (previous && compareVersions(post.version, previous.version) <= 0) {
      report(post.name, 'version-order', `version ${post.version} is not higher than ${previous.version} of the previous post ${previous.name} (a post that repeats a release says so with "repeats: <file>")`);
    }
  });
  return problems;
}

export function formatProblems(problems: ReleaseNoteProblem[], blogDirLabel = 'blog'): string {
  return [
    `${problems.length} problem(s) in the release notes:`,
    ...problems.map((p) => `  ${blogDirLabel}/${p.file} [${p.rule}]: ${p.message}`),
  ].join('\n');
}
