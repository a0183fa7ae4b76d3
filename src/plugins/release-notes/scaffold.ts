import fs from 'fs';
import path from 'path';
import {RELEASE_FILE_PATTERN, RELEASE_TITLE_PATTERN, SCAFFOLD_PLACEHOLDERS, compareVersions, isRealDate} from './validate';

/**
 * What a new release note starts with: the layout the build checks, with the writer's parts marked by the
 * scaffold's placeholders (which the build rejects until they are replaced).
 */
export function releaseNoteTemplate(version: string, date: string): string {
  const p = SCAFFOLD_PLACEHOLDERS;
  return `---
title: Release ${version}
date: ${date}
period: ${p.firstDay}/${date}
authors: [meshcloud]
tags: [user]
description: "${p.description}"
---

${p.intro}

- ${p.title}

<!-- truncate -->

## ${p.title}

**For:** Users

${p.body} ${p.link}, as in [tag definitions](/concepts/tag/#tag-definitions): that page's history then lists this change.
`;
}

/** The next free release number for a day, given the names already in the blog folder. */
export function nextReleaseNumber(existingFiles: string[], date: string): number {
  const taken = existingFiles
    .map((name) => RELEASE_FILE_PATTERN.exec(name))
    .filter((match): match is RegExpExecArray => match !== null && match[1] === date)
    .map((match) => Number(match[2]));
  return taken.length === 0 ? 0 : Math.max(...taken) + 1;
}

export function parseArgs(argv: string[], today: string): {version: string; date: string} {
  let version: string | undefined;
  let date = today;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[i + 1];
    if (flag === '--version' || flag === '--date') {
      if (value === undefined || value.startsWith('--')) {
        throw new Error(`${flag} needs a value`);
      }
      if (inline === undefined) i++;
      if (flag === '--version') version = value;
      else date = value;
    } else {
      throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  if (!version) {
    throw new Error('--version is required, e.g. --version 2025.49.0');
  }
  if (!/^\d+(\.\d+){1,3}$/.test(version)) {
    throw new Error(`the version must be dotted numbers such as 2025.49.0 (got ${version})`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`the date must be YYYY-MM-DD (got ${date})`);
  }
  if (!isRealDate(date)) {
    throw new Error(`${date} is not a real date`);
  }
  if (date > today) {
    throw new Error(`the date ${date} is after today (${today}); write the note on or after the release day`);
  }
  return {version, date};
}

/** The newest post's version and file, from the titles of the posts in the blog folder. */
export function latestVersion(blogDir: string): {version: string; file: string} | undefined {
  return fs
    .readdirSync(blogDir)
    .filter((name) => RELEASE_FILE_PATTERN.test(name))
    .map((file) => ({file, title: /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(blogDir, file), 'utf8'))?.[1].trim() ?? ''}))
    .map(({file, title}) => ({file, version: RELEASE_TITLE_PATTERN.exec(title)?.[1]}))
    .filter((v): v is {file: string; version: string} => v.version !== undefined)
    .sort((a, b) => compareVersions(b.version, a.version))[0];
}

/**
 * The version and date a new release note most likely has: the release after the newest post's (`2025.48.0` →
 * `2025.49.0`; the first of a new year is `<year>.1.0`, as the numbering restarts each year), released today.
 */
export function proposeNext(blogDir: string, today: string): {version: string; date: string; latest?: {version: string; file: string}} {
  const latest = latestVersion(blogDir);
  const year = Number(today.slice(0, 4));
  const [major, minor] = (latest?.version ?? `${year}.0.0`).split('.').map(Number);
  const version = major < year ? `${year}.1.0` : `${major}.${minor + 1}.0`;
  return {version, date: today, latest};
}

/** What `npm run new:release-note -- --help` prints. */
export const USAGE = `Usage: npm run new:release-note -- --version <version> [--date YYYY-MM-DD]

Creates blog/YYYY-MM-DD-Release-K.md for the release: K is the next free number of that day. The date is today
unless given; it must be a real day, not in the future. The version must be higher than the newest post's.
Without arguments it proposes the next version and today's date and creates nothing. The post starts from a
template whose placeholder text the lint and the build reject until you replace it (see CONTRIBUTING.md).`;

/** Writes the next release note for the day and returns its path. */
export function createReleaseNote(blogDir: string, version: string, date: string): string {
  const latest = latestVersion(blogDir);
  if (latest && compareVersions(version, latest.version) <= 0) {
    throw new Error(`version ${version} is not higher than ${latest.version} of ${latest.file}`);
  }
  const k = nextReleaseNumber(fs.readdirSync(blogDir), date);
  const file = path.join(blogDir, `${date}-Release-${k}.md`);
  fs.writeFileSync(file, releaseNoteTemplate(version, date), {flag: 'wx'});
  return file;
}
