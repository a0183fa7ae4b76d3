import fs from 'fs';
import path from 'path';
import {RELEASE_FILE_PATTERN} from './validate';

/** What a new release note starts with: everything the build checks is already right. */
export function releaseNoteTemplate(version: string, date: string): string {
  return `---
title: Release ${version}
date: ${date}
authors: [meshcloud]
tags: [user]
description: "meshStack ${version}, released on ${date}."
---

Release ${version} covers the work shipped from YYYY-MM-DD (the first day) to ${date}.

What changed:

- Say what changed for the reader, in one sentence each.

<!-- truncate -->

## Details

| Change | Concerns | Component |
| --- | --- | --- |
| The same change, again. | Users | meshPanel |
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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new Error(`the date must be YYYY-MM-DD (got ${date})`);
  }
  return {version, date};
}

/** Writes the next release note for the day and returns its path. */
export function createReleaseNote(blogDir: string, version: string, date: string): string {
  const k = nextReleaseNumber(fs.readdirSync(blogDir), date);
  const file = path.join(blogDir, `${date}-Release-${k}.md`);
  fs.writeFileSync(file, releaseNoteTemplate(version, date), {flag: 'wx'});
  return file;
}
