import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {execFileSync} from 'child_process';
import {runLint, formatProblem, type LintKind, type LintProblem} from '../../scripts/lib/lint';
import {locate} from '../../scripts/lib/lint/releaseNotes';
import {root} from '../lib/content';

// Each check of `npm run lint` runs on a small site with the repository's own lint configuration: first clean, then
// with one planted error, which the check must report with its file and line.

const docPage = [
  '---',
  'title: Workspaces',
  'description: What a workspace holds and who manages it.',
  'sidebar_position: 3',
  '---',
  '',
  'A workspace groups the projects of one team. Its owners manage who may work in it.',
  '',
  '## Create a workspace',
  '',
  'Open **Admin Area** > **Workspaces** and select **Create workspace**:',
  '',
  '```bash',
  'curl --request POST "$MESHSTACK_URL/api/meshobjects/meshworkspaces"',
  '```',
  '',
].join('\n');

const releaseNote = [
  '---',
  'title: Release 2025.1.0',
  'date: 2025-01-08',
  'authors: [meshcloud]',
  'tags: [user]',
  'description: "Workspaces show their tags."',
  'period: 2025-01-02/2025-01-08',
  '---',
  '',
  'Release 2025.1.0 covers the work shipped from January 2 to January 8, 2025.',
  '',
  '- Workspaces show their tags',
  '',
  '<!-- truncate -->',
  '',
  '## Workspaces show their tags',
  '',
  '**For:** Users',
  '',
  'The workspace overview lists the tags of each workspace.',
  '',
].join('\n');

let site: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), content);
}

/** Replaces the site's files with the clean ones, then applies `changes` (file → content). */
function plant(changes: Record<string, string> = {}) {
  fs.rmSync(path.join(site, 'docs'), {recursive: true, force: true});
  fs.rmSync(path.join(site, 'blog'), {recursive: true, force: true});
  write('docs/concepts/workspace.md', docPage);
  write('blog/2025-01-08-Release-0.md', releaseNote);
  fs.copyFileSync(path.join(root, 'blog', 'tags.yml'), path.join(site, 'blog', 'tags.yml'));
  fs.copyFileSync(path.join(root, 'blog', 'authors.yml'), path.join(site, 'blog', 'authors.yml'));
  for (const [file, content] of Object.entries(changes)) write(file, content);
}

async function lint(kind: LintKind, changes: Record<string, string> = {}): Promise<LintProblem[]> {
  plant(changes);
  return (await runLint(site, [kind], {worker: false})).problems;
}

const where = (problems: LintProblem[]) => problems.map((p) => `${p.file}:${p.line} ${p.kind}/${p.rule.split('/')[0]}`);

before(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'));
  for (const file of ['.markdownlint-cli2.jsonc', 'cspell.config.yaml']) fs.copyFileSync(path.join(root, file), path.join(site, file));
  fs.cpSync(path.join(root, '.cspell'), path.join(site, '.cspell'), {recursive: true});
});
after(() => fs.rmSync(site, {recursive: true, force: true}));

test('the clean pages pass every check, so that each planted error below is the only problem', async () => {
  plant();
  assert.deepEqual(where((await runLint(site, undefined, {worker: false})).problems), []);
});

test('markdown: a code block without its language is reported with its file and line', async () => {
  const problems = await lint('markdown', {'docs/concepts/workspace.md': docPage.replace('```bash', '```')});
  assert.deepEqual(where(problems), ['docs/concepts/workspace.md:13 markdown/MD040']);
  assert.match(problems[0].message, /language/);
});

test('markdown: a heading that skips a level is reported', async () => {
  const problems = await lint('markdown', {'docs/concepts/workspace.md': docPage.replace('## Create', '### Create')});
  assert.deepEqual(where(problems), ['docs/concepts/workspace.md:9 markdown/MD001']);
});

test('spelling: a misspelt word in a page and in a release note is reported with line and column', async () => {
  const problems = await lint('spelling', {
    'docs/concepts/workspace.md': docPage.replace('Its owners manage', 'Its owners enfocred'),
    'blog/2025-01-08-Release-0.md': releaseNote.replace('lists the tags', 'lists the tgas'),
  });
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.rule}`),
    ['blog/2025-01-08-Release-0.md:20:34 unknown-word', 'docs/concepts/workspace.md:7:57 unknown-word'],
  );
  assert.match(problems[1].message, /"enfocred"/);
});

test('spelling: a second run, answered from cspell\'s cache, reports the same problems', async () => {
  const changes = {'docs/concepts/workspace.md': docPage.replace('Its owners manage', 'Its owners enfocred')};
  const first = await lint('spelling', changes);
  assert.ok(fs.existsSync(path.join(site, 'node_modules', '.cache', 'cspell', 'cache.json')));
  assert.deepEqual(await lint('spelling', changes), first);
  assert.equal(first.length, 1);
});

test('spelling: product terms of the project dictionary and code blocks are not reported', async () => {
  const problems = await lint('spelling', {
    'docs/concepts/workspace.md': `${docPage}\nThe meshfed replicator writes meshTenants.\n\n\`\`\`yaml\nkeey: valuee\n\`\`\`\n`,
  });
  assert.deepEqual(where(problems), []);
});

test('release notes: a section without its audience line is reported at its heading (and the tags at theirs)', async () => {
  const problems = await lint('release-notes', {'blog/2025-01-08-Release-0.md': releaseNote.replace('**For:** Users\n\n', '')});
  assert.deepEqual(where(problems), ['blog/2025-01-08-Release-0.md:5 release-notes/tags-match-audiences', 'blog/2025-01-08-Release-0.md:16 release-notes/audience-line']);
});

test('release notes: a wrong title is reported at the title line, an unknown tag at the tags line', async () => {
  const problems = await lint('release-notes', {
    'blog/2025-01-08-Release-0.md': releaseNote.replace('title: Release 2025.1.0', 'title: Version 2025.1.0').replace('tags: [user]', 'tags: [user, users]'),
  });
  assert.deepEqual(where(problems), ['blog/2025-01-08-Release-0.md:2 release-notes/title', 'blog/2025-01-08-Release-0.md:5 release-notes/known-tag']);
});

test('release notes: lines are found for the list, the marker and the scaffold text', () => {
  const post = releaseNote.replace('- Workspaces show their tags', '- Workspace tags');
  assert.equal(locate(post, {rule: 'list-matches-sections', message: 'list line 1 "Workspace tags" differs from the heading of section 1 "Workspaces show their tags"'}), 12);
  assert.equal(locate(post, {rule: 'change-list', message: 'the post lists no change'}), 14);
  assert.equal(locate(post, {rule: 'audience-line', message: 'section 1 "Workspaces `show` their tags" must start with "**For:** "'}), 16);
  assert.equal(locate(post, {rule: 'some-new-rule', message: 'nothing quoted'}), 1);
});

test('front matter: a misspelt key, a wrong type, a missing description and broken YAML are reported at their lines', async () => {
  const problems = await lint('front-matter', {
    'docs/concepts/workspace.md': docPage.replace('sidebar_position: 3', 'sidebar_postion: 3'),
    'docs/concepts/tenant.md': docPage.replace('sidebar_position: 3', 'sidebar_position: third').replace(/^description: .*\n/m, ''),
    'docs/concepts/project.md': docPage.replace('title: Workspaces', 'title: [Workspaces'),
    'blog/2025-01-08-Release-0.md': releaseNote.replace('date: 2025-01-08', 'date: yesterday'),
  });
  assert.deepEqual(where(problems), [
    'blog/2025-01-08-Release-0.md:3 front-matter/docusaurus',
    'docs/concepts/project.md:3 front-matter/yaml',
    'docs/concepts/tenant.md:1 front-matter/required',
    'docs/concepts/tenant.md:3 front-matter/docusaurus',
    'docs/concepts/workspace.md:4 front-matter/known-key',
  ]);
});

test('links: a link to a page that does not exist and to an anchor a page lacks, by file or by route, at its line and column', async () => {
  const project = [
    '---',
    'title: Projects',
    'description: What a project holds.',
    '---',
    '',
    'Limit what a project may use with [quotas](../guides/developer-portal/how-to-enforce-resource-quota.md).',
    'A project belongs to a [workspace](./workspace.md#create-a-workspace), created as [shown](./workspace.md#create-a-workspac).',
    'Routes work too: [the workspace](/concepts/workspace/#create-a-workspace), [not this one](/concepts/workspace/#nope), [nor this](/concepts/nowhere/).',
    'And [this page](#projects) has no such heading; [code](`../not/a/link.md`) is left alone: `[x](../missing.md)`.',
    '',
  ].join('\n');
  const problems = await lint('links', {
    'docs/concepts/project.md': project,
    'blog/2025-01-08-Release-0.md': releaseNote.replace('lists the tags', 'lists the [tags](/concepts/tag/) and [projects](/concepts/project/#limits)'),
  });
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.kind}/${p.rule}`),
    [
      'blog/2025-01-08-Release-0.md:20:41 links/page',
      'blog/2025-01-08-Release-0.md:20:72 links/anchor',
      'docs/concepts/project.md:6:44 links/page',
      'docs/concepts/project.md:7:91 links/anchor',
      'docs/concepts/project.md:8:91 links/anchor',
      'docs/concepts/project.md:8:130 links/page',
      'docs/concepts/project.md:9:17 links/anchor',
    ],
  );
  assert.match(problems[2].message, /"\.\.\/guides\/developer-portal\/how-to-enforce-resource-quota\.md" is no page of the site \(there is no file docs\/guides\/developer-portal\/how-to-enforce-resource-quota\.md\)/);
  assert.match(problems[3].message, /has no heading or element with the id "create-a-workspac"/);
});

test('wording: talk about sources in pages and release notes is reported; product senses of the same words are not', async () => {
  const problems = await lint('wording', {
    'docs/concepts/workspace.md': docPage.concat(
      'Select the **Management** tab (some texts call it **Manage**). The source says the default is 20, the original notes list three roles,\n',
      'and the public docs give 50. Pick the source of the rates; the run reports to the source you registered.\n',
      'According to the release, the fee is charged once; the public page names it differently.\n',
      '\n```bash\n# a snippet in a code block is the product\'s\n```\n',
    ),
    'blog/2025-01-08-Release-0.md': releaseNote.replace('lists the tags of each workspace.', 'lists the tags of each workspace, as this snippet shows.'),
  });
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line} ${p.kind}/${p.rule} ${/"([^"]+)"/.exec(p.message)![1]}`),
    [
      'blog/2025-01-08-Release-0.md:20 wording/source-talk snippet',
      'docs/concepts/workspace.md:16 wording/source-talk some texts',
      'docs/concepts/workspace.md:16 wording/source-talk texts call it',
      'docs/concepts/workspace.md:16 wording/source-talk The source says',
      'docs/concepts/workspace.md:16 wording/source-talk original notes',
      'docs/concepts/workspace.md:17 wording/source-talk public docs',
      'docs/concepts/workspace.md:18 wording/source-talk According to the release',
      'docs/concepts/workspace.md:18 wording/source-talk public page',
      'docs/concepts/workspace.md:18 wording/source-talk page names it',
    ],
  );
});

test('npm run lint prints file:line and the check of each problem and exits 1; 0 on clean pages', () => {
  plant();
  const clean = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'lint.ts'), '--root', site], {cwd: root, encoding: 'utf8'});
  assert.match(clean, /^lint: 0 problem\(s\)/m);
  plant({'docs/concepts/workspace.md': docPage.replace('```bash', '```').replace('Its owners manage', 'Its owners enfocred')});
  let output = '';
  let status = 0;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'lint.ts'), '--root', site], {cwd: root, encoding: 'utf8'});
  } catch (error) {
    ({stdout: output, status} = error as {stdout: string; status: number});
  }
  assert.equal(status, 1);
  assert.match(output, /^docs\/concepts\/workspace\.md:7:57 spelling\/unknown-word "enfocred"/m);
  assert.match(output, /^docs\/concepts\/workspace\.md:13(:\d+)? markdown\/MD040\/fenced-code-language /m);
  assert.match(output, /^lint: 2 problem\(s\) in 1 file\(s\)/m);
});

/** A snippet of .vscode/release-notes.code-snippets as the editor inserts it when the writer tabs through it. */
function expandSnippet(name: string): string {
  const jsonc = fs.readFileSync(path.join(root, '.vscode', 'release-notes.code-snippets'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const body = (JSON.parse(jsonc) as Record<string, {body: string[]}>)[name].body.join('\n');
  let text = body;
  // Innermost first: ${n|first,...|} takes its first choice, ${n:default} its default, $n disappears.
  while (/\$\{\d+[:|]/.test(text)) text = text.replace(/\$\{\d+\|([^,|}]*)[^}]*\|\}/g, '$1').replace(/\$\{\d+:([^${}]*)\}/g, '$1');
  return text.replace(/\$\d+/g, '').replace(/\\,/g, ',');
}

test('the editor snippets make a change section that every check accepts, marks and admonitions included', async () => {
  const section = expandSnippet('Release note change section');
  assert.match(section, /^## Title of the change, as in the list\n\n\*\*For:\*\* Users · \*\*Breaking change\*\* · \*\*Component:\*\* meshPanel\n/);
  const note = releaseNote
    .replace('tags: [user]', 'tags: [user, action-required]')
    .replace('- Workspaces show their tags', '- Workspaces show their tags\n- Title of the change, as in the list')
    .concat('\n', section, '\n', expandSnippet('What breaks'), '\n', expandSnippet('Action required'), '\n', expandSnippet('Recommended'));
  // Left as the snippet wrote it, the section's text is the scaffold's placeholder, which the rules reject.
  plant({'blog/2025-01-08-Release-0.md': note});
  assert.deepEqual(where((await runLint(site, undefined, {worker: false})).problems), ['blog/2025-01-08-Release-0.md:27 release-notes/placeholder']);
  // With the writer's text in its place, every check passes.
  plant({'blog/2025-01-08-Release-0.md': note.replace('What changed, for whom, how to use it, and its limits.', 'The overview shows each tag.')});
  assert.deepEqual(where((await runLint(site, undefined, {worker: false})).problems), []);
});

test('a problem reads as file:line:column check/rule message', () => {
  assert.equal(
    formatProblem({file: 'docs/a.md', line: 3, column: 7, kind: 'spelling', rule: 'unknown-word', message: '"tgas" is not in the dictionaries'}),
    'docs/a.md:3:7 spelling/unknown-word "tgas" is not in the dictionaries',
  );
});
