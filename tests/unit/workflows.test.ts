import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {spawnSync} from 'child_process';
import yaml from 'js-yaml';
import {root} from '../lib/content';

// The GitHub workflows, checked against GitHub's workflow schema by action-validator (from the npm registry; it
// runs offline), and for what they promise: CI runs in parallel jobs what npm test runs, on one build that it keeps;
// Deploy publishes the site CI built to GitHub Pages.

const workflowsDir = path.join(root, '.github', 'workflows');
const workflowFiles = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));

function validate(file: string): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs'), file], {encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

type Step = {name?: string; run?: string; uses?: string; with?: Record<string, unknown>};
type Job = {steps: Step[]; permissions?: Record<string, string>; needs?: string; strategy?: {matrix: {include: Record<string, string>[]}}};
type Workflow = {on: Record<string, unknown>; jobs: Record<string, Job>};
const load = (file: string) => yaml.load(fs.readFileSync(path.join(workflowsDir, file), 'utf8')) as Workflow;

test('there are the CI and the Deploy workflow, and each validates against the workflow schema', () => {
  assert.deepEqual(workflowFiles.sort(), ['ci.yml', 'deploy.yml']);
  for (const file of workflowFiles) {
    const {status, output} = validate(path.join(workflowsDir, file));
    assert.equal(status, 0, `${file}: ${output}`);
  }
});

test('a broken workflow fails the validation, which names the broken place', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
  try {
    const broken = path.join(dir, 'ci.yml');
    fs.writeFileSync(broken, fs.readFileSync(path.join(workflowsDir, 'ci.yml'), 'utf8').replace(/^    steps:$/m, '    step:'));
    const {status, output} = validate(broken);
    assert.equal(status, 1);
    assert.match(output, /"path": "\/jobs\/lint"/);
    assert.match(output, /Additional property 'step' is not allowed/);
    fs.writeFileSync(broken, fs.readFileSync(path.join(workflowsDir, 'ci.yml'), 'utf8').replace('pull_request:', 'pull_requests:'));
    assert.equal(validate(broken).status, 1);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('CI runs on pull requests and pushes to main, as parallel jobs that run what npm test runs, on one build', () => {
  const ci = load('ci.yml');
  assert.ok('pull_request' in ci.on);
  assert.deepEqual((ci.on.push as {branches: string[]}).branches, ['main']);
  const runs = (job: string) => ci.jobs[job].steps.map((s) => s.run).filter((r): r is string => !!r);
  // Every job installs from the lock file, with npm's cache kept between runs.
  for (const [name, job] of Object.entries(ci.jobs)) {
    assert.equal(job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.cache, 'npm', name);
    assert.ok(runs(name).includes('npm ci'), name);
  }
  assert.deepEqual(runs('lint').slice(1), ['npm run typecheck', 'npm run lint']);
  assert.ok(runs('unit').includes('npm run test:unit'));
  assert.deepEqual(runs('build').filter((r) => r.startsWith('npm run')), ['npm run build', 'npm run build:fixtures']);
  const uploads = ci.jobs.build.steps.filter((s) => s.uses?.startsWith('actions/upload-artifact@')).map((s) => [s.with?.name, s.with?.path]);
  assert.deepEqual(uploads, [['site', 'build/'], ['fixture-site', 'build-fixtures/']]);
  // Only the build job builds; the others that need the site download what it built.
  for (const job of ['e2e', 'budget']) {
    assert.equal(ci.jobs[job].needs, 'build');
    assert.ok(!runs(job).some((r) => /npm run build/.test(r)), job);
    assert.ok(ci.jobs[job].steps.some((s) => s.uses?.startsWith('actions/download-artifact@') && s.with?.name === 'site' && s.with?.path === 'build/'), job);
  }
  assert.ok(runs('budget').includes('npm run bench:pages -- --runs 1 --budget bench/page-budget.json'));
  assert.ok(fs.existsSync(path.join(root, 'bench', 'page-budget.json')));
  // The end-to-end shards: the every-page pass (the batches whose title npm test times on a line of their own) in k
  // of n, the other tests in k of m, each list whole.
  const pass = /const passTitle = '([^']+)'/.exec(fs.readFileSync(path.join(root, 'tests', 'run.mjs'), 'utf8'))![1];
  // ...and it is the title the pass gives its batches, or npm test's line for the pass and CI's shards lose them.
  assert.ok(fs.readFileSync(path.join(root, 'tests', 'e2e', 'all-pages.spec.ts'), 'utf8').includes(`test(\`${pass} \${i + 1} of`), pass);
  const shards = ci.jobs.e2e.strategy!.matrix.include;
  assert.ok(runs('e2e').includes('node_modules/.bin/playwright test ${{ matrix.filter }} --shard=${{ matrix.shard }}'));
  for (const filter of [`--grep "${pass}"`, `--grep-invert "${pass}"`]) {
    const parts = shards.filter((m) => m.filter === filter).map((m) => m.shard);
    assert.ok(parts.length > 0, filter);
    assert.deepEqual(parts, parts.map((_, i) => `${i + 1}/${parts.length}`), filter);
  }
  assert.equal(shards.length, shards.filter((m) => m.filter.endsWith(`"${pass}"`)).length);
});

test('Deploy publishes the site CI built on main to GitHub Pages with the official actions', () => {
  const deploy = load('deploy.yml');
  const trigger = deploy.on.workflow_run as {workflows: string[]; branches: string[]};
  assert.deepEqual(trigger.workflows, [(yaml.load(fs.readFileSync(path.join(workflowsDir, 'ci.yml'), 'utf8')) as {name: string}).name]);
  assert.deepEqual(trigger.branches, ['main']);
  const uses = Object.values(deploy.jobs).flatMap((job) => job.steps.map((s) => s.uses?.split('@')[0]));
  assert.deepEqual(uses.filter(Boolean), ['actions/download-artifact', 'actions/upload-pages-artifact', 'actions/deploy-pages']);
  const download = deploy.jobs.upload.steps[0];
  assert.equal(download.with?.name, 'site');
  assert.deepEqual(deploy.jobs.deploy.permissions, {pages: 'write', 'id-token': 'write'});
});
