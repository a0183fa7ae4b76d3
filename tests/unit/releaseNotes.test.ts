import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {execFileSync} from 'child_process';
import {validateReleaseNotes, formatProblems, readBlogFolder, type ReleaseNoteFile} from '../../src/plugins/release-notes/validate';
import {nextReleaseNumber, parseArgs, createReleaseNote, releaseNoteTemplate} from '../../src/plugins/release-notes/scaffold';

const AUTHORS = ['meshcloud'];
const TAGS = ['user', 'customer', 'partner', 'operator'];

function post(overrides: {title?: string; date?: string; authors?: string; tags?: string; truncate?: boolean} = {}): string {
  const lines = ['---', `title: ${overrides.title ?? 'Release 2025.1.0'}`];
  if (overrides.date !== '') lines.push(`date: ${overrides.date ?? '2025-01-08'}`);
  lines.push(`authors: ${overrides.authors ?? '[meshcloud]'}`, `tags: ${overrides.tags ?? '[user]'}`, '---', '', 'Intro.', '');
  if (overrides.truncate !== false) lines.push('<!-- truncate -->', '');
  lines.push('## Details', '');
  return lines.join('\n');
}

function check(files: ReleaseNoteFile[]) {
  return validateReleaseNotes(files, AUTHORS, TAGS);
}

test('a well-formed release note passes', () => {
  assert.deepEqual(check([{name: '2025-01-08-Release-0.md', content: post()}]), []);
});

const badFixtures: Array<[string, ReleaseNoteFile, string]> = [
  ['file-name', {name: '2025-01-08-release.md', content: post()}, 'YYYY-MM-DD-Release-K.md'],
  ['file-name', {name: '2025-02-30-Release-0.md', content: post({date: ''})}, 'real date'],
  ['title', {name: '2025-01-08-Release-0.md', content: post({title: 'Big news'})}, 'found "Big news"'],
  ['date-matches-file-name', {name: '2025-01-08-Release-0.md', content: post({date: '2025-01-09'})}, 'differs from the date 2025-01-08'],
  ['truncate-marker', {name: '2025-01-08-Release-0.md', content: post({truncate: false})}, 'truncate'],
  ['known-author', {name: '2025-01-08-Release-0.md', content: post({authors: '[jane]'})}, 'unknown author "jane"'],
  ['known-author', {name: '2025-01-08-Release-0.md', content: post({authors: '[]'})}, 'needs an author'],
  ['known-tag', {name: '2025-01-08-Release-0.md', content: post({tags: '[developers]'})}, 'unknown tag "developers"'],
  ['front-matter', {name: '2025-01-08-Release-0.md', content: 'No front matter here.'}, 'front matter'],
];

for (const [rule, file, text] of badFixtures) {
  test(`rule ${rule}: ${file.name} is reported with its file name and rule`, () => {
    const problems = check([file]);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].rule, rule);
    assert.equal(problems[0].file, file.name);
    assert.match(problems[0].message, new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const message = formatProblems(problems);
    assert.match(message, new RegExp(`blog/${file.name.replace(/\./g, '\\.')} \\[${rule}\\]`));
    console.log(message);
  });
}

test('rule unique-date-and-number: two posts with the same date and number', () => {
  const problems = check([
    {name: '2025-01-08-Release-1.md', content: post()},
    {name: '2025-01-08-Release-01.md', content: post()},
  ]);
  assert.deepEqual(problems.map((p) => [p.file, p.rule]), [['2025-01-08-Release-01.md', 'unique-date-and-number']]);
  assert.match(problems[0].message, /2025-01-08-Release-1\.md already is release 1 of 2025-01-08/);
});

test('readBlogFolder reads posts, authors and tags, and skips the data files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'meshcloud:\n  name: Team\n');
  fs.writeFileSync(path.join(dir, 'tags.yml'), 'user:\n  label: Users\n');
  fs.writeFileSync(path.join(dir, '2025-01-08-Release-0.md'), post());
  const {files, authors, tags} = readBlogFolder(dir);
  assert.deepEqual(files.map((f) => f.name), ['2025-01-08-Release-0.md']);
  assert.deepEqual(authors, ['meshcloud']);
  assert.deepEqual(tags, ['user']);
});

test('the release notes in blog/ all pass the rules', () => {
  const {files, authors, tags} = readBlogFolder(path.join(__dirname, '..', '..', 'blog'));
  assert.ok(files.length > 0);
  assert.deepEqual(validateReleaseNotes(files, authors, tags), []);
});

test('nextReleaseNumber starts at 0 and continues after the highest number of that day', () => {
  assert.equal(nextReleaseNumber([], '2025-01-08'), 0);
  assert.equal(nextReleaseNumber(['2025-01-08-Release-0.md', '2025-01-08-Release-1.md', '2025-01-09-Release-4.md'], '2025-01-08'), 2);
  assert.equal(nextReleaseNumber(['authors.yml', '2025-01-07-Release-0.md'], '2025-01-08'), 0);
});

test('parseArgs takes --version and --date, defaults the date to today, and rejects bad input', () => {
  assert.deepEqual(parseArgs(['--version', '2025.49.0'], '2025-12-01'), {version: '2025.49.0', date: '2025-12-01'});
  assert.deepEqual(parseArgs(['--version=1.2.3', '--date', '2025-11-30'], '2025-12-01'), {version: '1.2.3', date: '2025-11-30'});
  assert.throws(() => parseArgs([], '2025-12-01'), /--version is required/);
  assert.throws(() => parseArgs(['--version', 'next'], '2025-12-01'), /dotted numbers/);
  assert.throws(() => parseArgs(['--version', '1.0.0', '--date', '12/01/2025'], '2025-12-01'), /YYYY-MM-DD/);
  assert.throws(() => parseArgs(['--version', '1.0.0', '--nope'], '2025-12-01'), /unknown argument/);
});

test('a scaffolded release note passes every rule', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  fs.writeFileSync(path.join(dir, '2025-12-01-Release-0.md'), releaseNoteTemplate('2025.48.0', '2025-12-01'));
  const file = createReleaseNote(dir, '2025.49.0', '2025-12-01');
  assert.equal(path.basename(file), '2025-12-01-Release-1.md');
  const files = fs.readdirSync(dir).map((name) => ({name, content: fs.readFileSync(path.join(dir, name), 'utf8')}));
  assert.deepEqual(validateReleaseNotes(files, AUTHORS, TAGS), []);
  assert.match(fs.readFileSync(file, 'utf8'), /^title: Release 2025\.49\.0$/m);
});

test('npm run new:release-note prints the path of the note it creates', () => {
  const blogDir = path.join(__dirname, '..', '..', 'blog');
  const out = execFileSync('node', ['--import', 'tsx', 'scripts/new-release-note.ts', '--version', '9999.1.0', '--date', '2099-01-01'], {
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
  }).trim();
  try {
    assert.equal(out, path.join('blog', '2099-01-01-Release-0.md'));
    assert.ok(fs.existsSync(path.join(blogDir, '2099-01-01-Release-0.md')));
  } finally {
    fs.rmSync(path.join(blogDir, '2099-01-01-Release-0.md'), {force: true});
  }
});
