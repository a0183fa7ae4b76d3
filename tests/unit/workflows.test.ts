import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {spawnSync} from 'child_process';
import yaml from 'js-yaml';
import {root} from '../lib/content';

// The GitHub workflows, checked against GitHub's workflow schema by action-validator (from the npm registry; it
// runs offline), and for what they promise: CI lints, builds, holds the page budget, keeps the built site and runs
// npm test; Deploy publishes the site CI built to GitHub Pages.

const workflowsDir = path.join(root, '.github', 'workflows');
const workflowFiles = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));

function validate(file: string): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs'), file], {encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

type Step = {name?: string; run?: string; uses?: string; with?: Record<string, unknown>};
type Workflow = {on: Record<string, unknown>; jobs: Record<string, {steps: Step[]; permissions?: Record<string, string>; needs?: string}>};
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
    assert.match(output, /"path": "\/jobs\/check"/);
    assert.match(output, /Additional property 'step' is not allowed/);
    fs.writeFileSync(broken, fs.readFileSync(path.join(workflowsDir, 'ci.yml'), 'utf8').replace('pull_request:', 'pull_requests:'));
    assert.equal(validate(broken).status, 1);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('CI runs on pull requests and pushes to main: install from the lock file, lint, build, page budget, site artifact, npm test', () => {
  const ci = load('ci.yml');
  assert.ok('pull_request' in ci.on);
  assert.deepEqual((ci.on.push as {branches: string[]}).branches, ['main']);
  const steps = ci.jobs.check.steps;
  const setupNode = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
  assert.equal(setupNode?.with?.cache, 'npm');
  const order = ['npm ci', 'npm run lint', 'npm run build', 'npm run bench:pages -- --runs 1 --budget bench/page-budget.json', 'upload site', 'npm test'];
  const seen = steps.map((s) => (s.uses?.startsWith('actions/upload-artifact@') && s.with?.name === 'site' ? 'upload site' : s.run)).filter((s) => order.includes(s ?? ''));
  assert.deepEqual(seen, order);
  assert.equal(steps.find((s) => s.with?.name === 'site')?.with?.path, 'build/');
  assert.ok(fs.existsSync(path.join(root, 'bench', 'page-budget.json')));
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
