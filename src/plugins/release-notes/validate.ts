import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';

/** A release note's file name: `YYYY-MM-DD-Release-K.md`, K being the release's number within its day. */
export const RELEASE_FILE_PATTERN = /^(\d{4}-\d{2}-\d{2})-Release-(\d+)\.md$/;
/** A release note's title: `Release <version>`, the version in dotted numbers (2.0.1, 2025.48.0). */
export const RELEASE_TITLE_PATTERN = /^Release \d+(\.\d+){1,3}$/;
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** Files in the blog folder that are not posts. */
const BLOG_DATA_FILES = new Set(['authors.yml', 'tags.yml']);

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

/** Reads every file of the blog folder, with the names of the known authors and tags. */
export function readBlogFolder(blogDir: string): {files: ReleaseNoteFile[]; authors: string[]; tags: string[]} {
  const names = fs.readdirSync(blogDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(blogDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const files = names
    .filter((name) => !BLOG_DATA_FILES.has(name))
    .map((name) => ({name, content: fs.readFileSync(path.join(blogDir, name), 'utf8')}));
  return {
    files,
    authors: Object.keys(readYamlMap(path.join(blogDir, 'authors.yml'))),
    tags: Object.keys(readYamlMap(path.join(blogDir, 'tags.yml'))),
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

function isRealDate(isoDate: string): boolean {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

/** Checks every release note against the rules writers follow; returns each problem with its file and rule. */
export function validateReleaseNotes(
  files: ReleaseNoteFile[],
  knownAuthors: string[],
  knownTags: string[],
): ReleaseNoteProblem[] {
  const problems: ReleaseNoteProblem[] = [];
  const seen = new Map<string, string>();
  const report = (file: string, rule: string, message: string) => problems.push({file, rule, message});

  for (const {name, content} of files) {
    const nameMatch = RELEASE_FILE_PATTERN.exec(name);
    if (!nameMatch || !isRealDate(nameMatch[1])) {
      report(name, 'file-name', 'the file name must be YYYY-MM-DD-Release-K.md, with a real date and K the release number within that day');
      continue;
    }
    const [, fileDate, k] = nameMatch;
    const key = `${fileDate} #${Number(k)}`;
    if (seen.has(key)) {
      report(name, 'unique-date-and-number', `${seen.get(key)} already is release ${Number(k)} of ${fileDate}`);
    } else {
      seen.set(key, name);
    }

    const parsed = splitFrontMatter(content);
    if ('error' in parsed) {
      report(name, 'front-matter', parsed.error);
      continue;
    }
    const {frontMatter, body} = parsed;

    const title = frontMatter.title;
    if (typeof title !== 'string' || !RELEASE_TITLE_PATTERN.test(title)) {
      report(name, 'title', `the title must be "Release <version>", e.g. "Release 2025.48.0" (found ${JSON.stringify(title ?? null)})`);
    }
    if (frontMatter.date !== undefined && String(frontMatter.date).slice(0, 10) !== fileDate) {
      report(name, 'date-matches-file-name', `the front matter date ${String(frontMatter.date)} differs from the date ${fileDate} in the file name`);
    }
    if (!TRUNCATE_MARKER.test(body)) {
      report(name, 'truncate-marker', 'the post needs a <!-- truncate --> marker after its list of changes');
    }
    const authors = asList(frontMatter.authors);
    if (authors.length === 0) {
      report(name, 'known-author', `the post needs an author from blog/authors.yml (${knownAuthors.join(', ')})`);
    }
    for (const author of authors) {
      if (typeof author !== 'string' || !knownAuthors.includes(author)) {
        report(name, 'known-author', `unknown author ${JSON.stringify(author)}; known authors: ${knownAuthors.join(', ')}`);
      }
    }
    for (const tag of asList(frontMatter.tags)) {
      if (typeof tag !== 'string' || !knownTags.includes(tag)) {
        report(name, 'known-tag', `unknown tag ${JSON.stringify(tag)}; known tags: ${knownTags.join(', ')}`);
      }
    }
  }
  return problems;
}

export function formatProblems(problems: ReleaseNoteProblem[], blogDirLabel = 'blog'): string {
  return [
    `${problems.length} problem(s) in the release notes:`,
    ...problems.map((p) => `  ${blogDirLabel}/${p.file} [${p.rule}]: ${p.message}`),
  ].join('\n');
}
