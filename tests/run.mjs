// `npm test`: installs what the tests need, lints the pages, builds the site once (the production build, as CI deploys
// it) and the small fixture site, then runs the unit and end-to-end tests, and prints how long each phase took.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => path.join('node_modules', '.bin', name);

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  return result.status ?? 1;
}

/** Wall time of each phase, printed at the end (and when npm test stops early), so that a slowdown shows the day it lands. */
const phases = [];
function phase(name, work) {
  const started = performance.now();
  try {
    return work();
  } finally {
    phases.push([name, (performance.now() - started) / 1000]);
  }
}
function printPhases() {
  const total = phases.reduce((sum, [, s]) => sum + s, 0);
  console.log(`\nnpm test phases (wall time):\n${phases.map(([name, s]) => `  ${name.padEnd(28)} ${s.toFixed(1).padStart(6)} s`).join('\n')}\n  ${'total'.padEnd(28)} ${total.toFixed(1).padStart(6)} s`);
}

function fail(message) {
  printPhases();
  console.error(`\nnpm test: ${message}`);
  process.exit(1);
}

// 1. Dependencies: a fresh clone has none yet.
phase('install check', () => {
  if (!fs.existsSync(path.join(root, 'node_modules', '.bin', 'docusaurus'))) {
    if (run('npm', ['ci'], {PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'}) !== 0) fail('npm ci failed');
  }

  // 2. Debian packages the tests use: Chromium (the browser) and shellcheck (shell code blocks of the docs), installed
  // through apt-get when we may.
  const needed = [
    {name: 'chromium', path: chromium, env: 'CHROMIUM_PATH'},
    {name: 'shellcheck', path: '/usr/bin/shellcheck'},
  ].filter((p) => !fs.existsSync(p.path));
  if (needed.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const names = needed.map((p) => p.name).join(' ');
    if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
      fail(
        `${needed.map((p) => `${p.name} is missing at ${p.path}`).join('; ')}. Install it (on Debian: sudo apt-get install -y ${names})` +
          (needed.some((p) => p.env) ? ' or point CHROMIUM_PATH at a Chromium or Chrome binary' : '') + ', then run npm test again.',
      );
    }
    const env = {DEBIAN_FRONTEND: 'noninteractive'};
    if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', '--no-install-recommends', ...needed.map((p) => p.name)], env) !== 0) {
      fail(`apt-get could not install ${names}`);
    }
    for (const p of needed) if (!fs.existsSync(p.path)) fail(`apt-get installed ${p.name}, but there is nothing at ${p.path}`);
  }
});

// 3. Types: the config, plugins, theme components and tests must typecheck.
phase('typecheck', () => {
  if (run(bin('tsc'), ['-p', '.']) !== 0) fail('the typecheck failed');
});

// 4. The lint of every page (npm run lint): Markdown style, spelling, release-note rules, front matter, links, wording.
// A problem fails npm test at the end, after the other suites have run, so that one report shows every failure.
const lintStatus = phase('lint', () => run('npm', ['run', 'lint']));

// 5. One production build, the site CI deploys, for every end-to-end test; and the fixture site (tests/fixture-site),
// the site's theme with the test-only pages, in a few seconds.
phase('build', () => {
  if (run('npm', ['run', 'build']) !== 0) fail('the build failed');
});
phase('build of the fixture site', () => {
  if (run('npm', ['run', 'build:fixtures']) !== 0) fail('the build of the fixture site failed');
});

// 6. Unit tests, then end-to-end tests (the every-page pass, then the others); all always run, so one report shows
// every failure.
fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
const unitFiles = fs.readdirSync(path.join(root, 'tests', 'unit')).filter((f) => f.endsWith('.test.ts')).map((f) => `tests/unit/${f}`);
const unitStatus = phase('unit tests', () =>
  run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=./tests/unit-summary.mjs', '--test-reporter-destination=test-results/unit.json', ...unitFiles]),
);
const e2eRuns = [
  ['end-to-end: every-page pass', 'all-pages', ['--grep', 'every page in a browser, batch']],
  ['end-to-end: the other tests', 'other', ['--grep-invert', 'every page in a browser, batch']],
].map(([name, id, args]) => ({
  id,
  status: phase(name, () => run(bin('playwright'), ['test', ...args], {E2E_RUN: id})),
}));

// 7. One closing line for the suites.
const unit = readJson('test-results/unit.json') ?? {passed: 0, failed: unitStatus === 0 ? 0 : 1, skipped: 0};
const e2e = {passed: 0, failed: 0, skipped: 0};
for (const {id, status} of e2eRuns) {
  const stats = readJson(`test-results/e2e-${id}.json`)?.stats;
  e2e.passed += stats ? stats.expected + stats.flaky : 0;
  e2e.failed += stats ? stats.unexpected : status === 0 ? 0 : 1;
  e2e.skipped += stats?.skipped ?? 0;
}
const e2eStatus = e2eRuns.some((r) => r.status !== 0) ? 1 : 0;
printPhases();
console.log(`\nlint: ${lintStatus === 0 ? 'passed' : 'FAILED (see npm run lint above)'}; unit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`total: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(lintStatus === 0 && unitStatus === 0 && e2eStatus === 0 ? 0 : 1);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}
