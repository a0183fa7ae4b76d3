import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {execFileSync} from 'child_process';
import {validateReleaseNotes, formatProblems, readBlogFolder, compareVersions, type ReleaseNoteFile, type ValidationContext} from '../../src/plugins/release-notes/validate';
import {nextReleaseNumber, parseArgs, createReleaseNote, releaseNoteTemplate, proposeNext} from '../../src/plugins/release-notes/scaffold';

const context: ValidationContext = {
  authors: ['meshcloud'],
  tags: [
    {key: 'user', label: 'Users'},
    {key: 'customer', label: 'Customers'},
    {key: 'partner', label: 'Partners'},
    {key: 'operator', label: 'Operators'},
    {key: 'action-required', label: 'Action required'},
  ],
  today: '2025-06-30',
};

type Section = {title: string; for?: string; body?: string};
type PostOptions = {
  title?: string;
  date?: string;
  authors?: string;
  tags?: string;
  truncate?: boolean;
  list?: string[];
  sections?: Section[];
  extraFrontMatter?: string;
  intro?: string;
  period?: string;
};

const defaultSections: Section[] = [
  {title: 'Workspaces show their tags', for: 'Users', body: 'The workspace overview lists the tags of each workspace.'},
  {
    title: 'Tenant replication retries',
    for: 'Partners · **Breaking change**',
    body: 'Replication retries failed tenants.\n\n**What breaks:** Providers older than 2.0 stop replicating.\n\n:::warning[Action required]\nUpdate the provider before March 1, 2025.\n:::',
  },
];

/** A release note in the layout writers use; each option breaks one part of it. */
function post(o: PostOptions = {}): string {
  const sections = o.sections ?? defaultSections;
  const lines = ['---', `title: ${o.title ?? 'Release 2025.1.0'}`];
  if (o.date !== '') lines.push(`date: ${o.date ?? '2025-01-08'}`);
  if (o.period !== '') lines.push(`period: ${o.period ?? '2025-01-02/2025-01-08'}`);
  lines.push(`authors: ${o.authors ?? '[meshcloud]'}`, `tags: ${o.tags ?? '[user, partner, action-required]'}`);
  if (o.extraFrontMatter) lines.push(o.extraFrontMatter);
  lines.push('---', '', o.intro ?? 'Workspaces show their tags, and replication retries failed tenants.', '');
  for (const item of o.list ?? sections.map((s) => s.title)) lines.push(`- ${item}`);
  lines.push('');
  if (o.truncate !== false) lines.push('<!-- truncate -->', '');
  for (const s of sections) {
    lines.push(`## ${s.title}`, '');
    if (s.for !== undefined) lines.push(`**For:** ${s.for}`, '');
    lines.push(s.body ?? 'Text.', '');
  }
  return lines.join('\n');
}

const one = (content: string, name = '2025-01-08-Release-0.md'): ReleaseNoteFile[] => [{name, content}];

test('a well-formed release note passes', () => {
  assert.deepEqual(validateReleaseNotes(one(post()), context), []);
});

/** Each rule, broken once: the problem names the file and the rule, and says what is wrong. */
const broken: Array<[rule: string, files: ReleaseNoteFile[], text: string]> = [
  ['file-name', one(post(), '2025-01-08-release.md'), 'YYYY-MM-DD-Release-K.md'],
  ['file-name', one(post({date: ''}), '2025-02-30-Release-0.md'), 'real date'],
  ['date-not-in-future', one(post({date: '2025-07-01'}), '2025-07-01-Release-0.md'), 'after today (2025-06-30)'],
  ['front-matter', one('No front matter here.'), 'front matter'],
  ['title', one(post({title: 'Big news'})), 'found "Big news"'],
  ['date-matches-file-name', one(post({date: '2025-01-09'})), 'differs from the date 2025-01-08'],
  ['truncate-marker', one(post({truncate: false})), 'truncate'],
  ['known-author', one(post({authors: '[jane]'})), 'unknown author "jane"'],
  ['known-author', one(post({authors: '[]'})), 'needs an author'],
  ['known-tag', one(post({tags: '[user, partner, action-required, developers]'})), 'unknown tag "developers"'],
  ['placeholder', one(post({sections: [{title: 'Short title of the first change', for: 'Users'}], tags: '[user]'})), 'Short title of the first change'],
  ['change-list', one(post({list: [], sections: [], tags: '[]'})), 'lists no change'],
  ['list-matches-sections', one(post({list: ['Workspaces show their tags']})), 'names 1 change(s) but the post has 2'],
  ['list-matches-sections', one(post({list: ['Workspaces show tags', 'Tenant replication retries']})), 'list line 1 "Workspaces show tags" differs from the heading of section 1'],
  ['audience-line', one(post({sections: [{title: 'A change', body: 'No audience line.'}], tags: '[]'})), 'must start with "**For:** "'],
  ['audience-line', one(post({sections: [{title: 'A change', for: 'Developers'}], tags: '[]'})), 'unknown: Developers'],
  ['tags-match-audiences', one(post({tags: '[user, action-required]'})), 'missing partner'],
  ['tags-match-audiences', one(post({tags: '[user, partner]'})), 'missing action-required'],
  ['tags-match-audiences', one(post({tags: '[user, partner, operator, action-required]'})), 'not in any section operator'],
  ['period', one(post({period: ''})), 'needs the days the release covers'],
  ['period', one(post({period: '2025-01-09/2025-01-02'})), 'the first not after the last'],
  ['period', one(post({period: '2025-01-02/2025-01-09'})), "not after the post's date 2025-01-08"],
  // The three marks readers act on.
  ['breaking-says-what', one(post({sections: [{title: 'Old API removed', for: 'Partners · **Breaking change**', body: 'The old API is gone.'}], tags: '[partner]'})), 'no paragraph that starts with "**What breaks:** "'],
  ['breaking-says-what', one(post({sections: [{title: 'Old API removed', for: 'Partners · **Breaking change**', body: 'The old API is gone.\n\n**What breaks:**'}], tags: '[partner]'})), 'no paragraph that starts with "**What breaks:** "'],
  ['breaking-says-what', one(post({sections: [{title: 'Old API removed', for: 'Partners', body: 'Gone.\n\n**What breaks:** Calls to the old API fail.'}], tags: '[partner]'})), 'lacks the **Breaking change** mark'],
  ['ui-change-not-breaking', one(post({sections: [{title: 'Tab renamed', for: 'Users · **Breaking change** · **UI change**', body: 'Renamed.\n\n**What breaks:** Nothing but the old label.'}], tags: '[user]'})), 'a UI change, not a breaking one'],
  ['action-marks', one(post({sections: [{title: 'New setting', for: 'Users', body: 'A setting.\n\n:::warning[Recommended]\nTurn it on.\n:::'}], tags: '[user]'})), 'has ":::warning[Recommended]"'],
  ['action-marks', one(post({sections: [{title: 'New setting', for: 'Users', body: 'A setting.\n\n:::tip[Action required]\nTurn it on.\n:::'}], tags: '[user]'})), 'has ":::tip[Action required]"'],
  ['tags-match-audiences', one(post({sections: [{title: 'New setting', for: 'Users', body: 'A setting.\n\n:::tip[Recommended]\nConsider turning it on.\n:::'}], tags: '[user, action-required]'})), 'does not require one'],
];

for (const [rule, files, text] of broken) {
  test(`rule ${rule}: "${text}" is reported with the file name and the rule`, () => {
    const problems = validateReleaseNotes(files, context);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].rule, rule);
    assert.equal(problems[0].file, files[0].name);
    assert.ok(problems[0].message.includes(text), problems[0].message);
    assert.match(formatProblems(problems), new RegExp(`blog/${files[0].name.replace(/\./g, '\\.')} \\[${rule}\\]`));
  });
}

test('rule unique-date-and-number: two posts with the same date and number', () => {
  const problems = validateReleaseNotes(
    [
      {name: '2025-01-08-Release-1.md', content: post()},
      {name: '2025-01-08-Release-01.md', content: post({title: 'Release 2025.2.0'})},
    ],
    context,
  );
  assert.deepEqual(problems.map((p) => [p.file, p.rule]), [['2025-01-08-Release-01.md', 'unique-date-and-number']]);
  assert.match(problems[0].message, /2025-01-08-Release-1\.md already is release 1 of 2025-01-08/);
});

test('rule version-order: a version equal to or lower than the previous post is rejected unless the post declares what it repeats', () => {
  const files = (second: string, extra?: string) => [
    {name: '2025-01-08-Release-0.md', content: post({title: 'Release 2025.2.0'})},
    {name: '2025-01-15-Release-0.md', content: post({title: `Release ${second}`, date: '2025-01-15', extraFrontMatter: extra})},
  ];
  assert.deepEqual(validateReleaseNotes(files('2025.3.0'), context), []);
  for (const version of ['2025.2.0', '2025.1.9', '2024.50.0']) {
    const problems = validateReleaseNotes(files(version), context);
    assert.deepEqual(problems.map((p) => [p.file, p.rule]), [['2025-01-15-Release-0.md', 'version-order']], version);
    assert.match(problems[0].message, new RegExp(`version ${version.replace(/\./g, '\\.')} is not higher than 2025\\.2\\.0 of the previous post 2025-01-08-Release-0\\.md`));
  }
  // The one known duplicate: declared, it passes; declaring a post of another version does not.
  assert.deepEqual(validateReleaseNotes(files('2025.2.0', 'repeats: 2025-01-08-Release-0.md'), context), []);
  assert.deepEqual(
    validateReleaseNotes(files('2025.1.0', 'repeats: 2025-01-08-Release-0.md'), context).map((p) => p.rule),
    ['version-order'],
  );
});

test('a withdrawn release may list no change, and its Action required admonition asks for the action-required tag', () => {
  const withdrawn = post({
    list: [],
    sections: [],
    tags: '[action-required]',
    extraFrontMatter: 'withdrawn: true',
    intro: ':::danger[Withdrawn]\nRelease 2025.1.0 was withdrawn.\n:::\n\n:::warning[Action required]\nInstall 2025.1.1 instead.\n:::',
  });
  assert.deepEqual(validateReleaseNotes(one(withdrawn), context), []);
});

test('compareVersions orders dotted versions by number', () => {
  assert.ok(compareVersions('7.35.1', '7.35.0') > 0);
  assert.ok(compareVersions('2025.10.0', '2025.9.3') > 0);
  assert.ok(compareVersions('2.0', '2.0.0') === 0);
  assert.ok(compareVersions('3.1.0', '3.10.0') < 0);
});

test('readBlogFolder reads posts, authors and tags with their labels, and skips the data files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'meshcloud:\n  name: Team\n');
  fs.writeFileSync(path.join(dir, 'tags.yml'), 'user:\n  label: Users\n');
  fs.writeFileSync(path.join(dir, '2025-01-08-Release-0.md'), post());
  const {files, authors, tags} = readBlogFolder(dir);
  assert.deepEqual(files.map((f) => f.name), ['2025-01-08-Release-0.md']);
  assert.deepEqual(authors, ['meshcloud']);
  assert.deepEqual(tags, [{key: 'user', label: 'Users'}]);
});

test('the release notes in blog/ all pass the rules', () => {
  const {files, authors, tags} = readBlogFolder(path.join(__dirname, '..', '..', 'blog'));
  assert.ok(files.length > 0);
  const problems = validateReleaseNotes(files, {authors, tags, today: new Date().toISOString().slice(0, 10)});
  assert.deepEqual(problems, [], formatProblems(problems));
});

test('nextReleaseNumber starts at 0 and continues after the highest number of that day', () => {
  assert.equal(nextReleaseNumber([], '2025-01-08'), 0);
  assert.equal(nextReleaseNumber(['2025-01-08-Release-0.md', '2025-01-08-Release-1.md', '2025-01-09-Release-4.md'], '2025-01-08'), 2);
  assert.equal(nextReleaseNumber(['authors.yml', '2025-01-07-Release-0.md'], '2025-01-08'), 0);
});

test('parseArgs takes --version and --date, defaults the date to today, and rejects bad, impossible and future dates', () => {
  assert.deepEqual(parseArgs(['--version', '2025.49.0'], '2025-12-01'), {version: '2025.49.0', date: '2025-12-01'});
  assert.deepEqual(parseArgs(['--version=1.2.3', '--date', '2025-11-30'], '2025-12-01'), {version: '1.2.3', date: '2025-11-30'});
  assert.throws(() => parseArgs([], '2025-12-01'), /--version is required/);
  assert.throws(() => parseArgs(['--version', 'next'], '2025-12-01'), /dotted numbers/);
  assert.throws(() => parseArgs(['--version', '1.0.0', '--date', '12/01/2025'], '2025-12-01'), /YYYY-MM-DD/);
  assert.throws(() => parseArgs(['--version', '1.0.0', '--date', '2025-02-30'], '2025-12-01'), /2025-02-30 is not a real date/);
  assert.throws(() => parseArgs(['--version', '1.0.0', '--date', '2025-12-02'], '2025-12-01'), /after today/);
  assert.throws(() => parseArgs(['--version', '1.0.0', '--nope'], '2025-12-01'), /unknown argument/);
});

test('the scaffold writes the section layout, fails only on its placeholders, and passes once they are replaced', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  fs.writeFileSync(path.join(dir, '2025-06-01-Release-0.md'), post({title: 'Release 2025.48.0', date: '2025-06-01'}));
  const file = createReleaseNote(dir, '2025.49.0', '2025-06-01');
  assert.equal(path.basename(file), '2025-06-01-Release-1.md');
  const scaffold = fs.readFileSync(file, 'utf8');
  assert.match(scaffold, /^title: Release 2025\.49\.0$/m);
  assert.match(scaffold, /^period: FIRST-DAY\/2025-06-01$/m);
  assert.match(scaffold, /<!-- truncate -->\n\n## .+\n\n\*\*For:\*\* Users\n/);
  // The change section shows where the link to the page that covers the change goes: a route, in the text.
  assert.match(scaffold, /^What changed.*\[tag definitions\]\(\/concepts\/tag\/#tag-definitions\)/m);
  const problems = validateReleaseNotes([{name: path.basename(file), content: scaffold}], context);
  assert.ok(problems.length > 0 && problems.every((p) => p.rule === 'placeholder'), JSON.stringify(problems));
  const filled = scaffold
    .replace('One sentence on what this release brings.', 'Tags on workspaces.')
    .replace('FIRST-DAY', '2025-05-28')
    .replace('What this release brings, and for whom, in a sentence or two.', 'Workspaces show their tags.')
    .replaceAll('Short title of the first change', 'Workspaces show their tags')
    .replace(/^What changed, for whom.*$/m, 'The overview lists the [tags](/concepts/tag/) of each workspace.');
  assert.deepEqual(validateReleaseNotes([{name: path.basename(file), content: filled}], context), []);
  // The link hint alone left in place is still the scaffold's.
  const hint = filled.replace('The overview lists', 'Link the page of ours that covers the change where you first name its subject. The overview lists');
  assert.deepEqual(validateReleaseNotes([{name: path.basename(file), content: hint}], context).map((p) => p.rule), ['placeholder']);
});

test('the scaffold refuses a version that is not higher than the newest post', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  fs.writeFileSync(path.join(dir, '2025-06-01-Release-0.md'), post({title: 'Release 2025.48.0', date: '2025-06-01'}));
  assert.throws(() => createReleaseNote(dir, '2025.48.0', '2025-06-02'), /version 2025\.48\.0 is not higher than 2025\.48\.0 of 2025-06-01-Release-0\.md/);
  assert.equal(releaseNoteTemplate('1.0.0', '2025-06-02').includes('FIRST-DAY'), true);
});

test('without arguments the scaffold proposes the release after the newest post, dated today; a new year starts at 1', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  fs.writeFileSync(path.join(dir, '2025-06-01-Release-0.md'), post({title: 'Release 2025.48.0', date: '2025-06-01'}));
  fs.writeFileSync(path.join(dir, '2025-05-01-Release-0.md'), post({title: 'Release 2025.47.1', date: '2025-05-01'}));
  assert.deepEqual(proposeNext(dir, '2025-06-04'), {version: '2025.49.0', date: '2025-06-04', latest: {version: '2025.48.0', file: '2025-06-01-Release-0.md'}});
  assert.equal(proposeNext(dir, '2026-01-07').version, '2026.1.0');
});

test('npm run new:release-note without arguments proposes a command and creates nothing; --help prints the usage', () => {
  const root = path.join(__dirname, '..', '..');
  const before = fs.readdirSync(path.join(root, 'blog')).length;
  const proposal = execFileSync('node', ['--import', 'tsx', 'scripts/new-release-note.ts'], {cwd: root, encoding: 'utf8'});
  assert.match(proposal, /npm run new:release-note -- --version \d+\.\d+\.0 --date \d{4}-\d{2}-\d{2}/);
  assert.match(proposal, /Nothing was created/);
  assert.equal(fs.readdirSync(path.join(root, 'blog')).length, before);
  assert.match(execFileSync('node', ['--import', 'tsx', 'scripts/new-release-note.ts', '--help'], {cwd: root, encoding: 'utf8'}), /^Usage: npm run new:release-note -- --version <version>/);
});

test('npm run new:release-note prints the path of the note it creates', () => {
  const root = path.join(__dirname, '..', '..');
  const blogDir = path.join(root, 'blog');
  const today = new Date().toISOString().slice(0, 10);
  const before = new Set(fs.readdirSync(blogDir));
  const out = execFileSync('node', ['--import', 'tsx', 'scripts/new-release-note.ts', '--version', '9999.1.0'], {cwd: root, encoding: 'utf8'}).trim();
  const created = fs.readdirSync(blogDir).filter((name) => !before.has(name));
  try {
    assert.equal(created.length, 1);
    assert.equal(out, path.join('blog', created[0]));
    assert.ok(created[0].startsWith(`${today}-Release-`));
  } finally {
    for (const name of created) fs.rmSync(path.join(blogDir, name), {force: true});
  }
});
