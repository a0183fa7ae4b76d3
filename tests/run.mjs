// `npm test`: installs what the tests need, builds the site once (the production build, as CI deploys it) and the small
// fixture site, typechecks, lints the pages and runs the unit tests beside the build, then runs the end-to-end tests,
// and prints how long each phase took.
import {spawn, spawnSync} from 'node:child_process';
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

/**
 * `run`, without blocking: the output streams through, or with `buffer`, is printed in one piece when the command
 * ends (for commands that run beside another). Resolves to the exit status.
 */
function runAsync(command, args, {buffer = false} = {}) {
  const line = `$ ${[command, ...args].join(' ')}`;
  if (!buffer) console.log(`\n${line}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    const output = [];
    if (buffer) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const done = (status, error) => {
      if (buffer) process.stdout.write(`\n${line}\n${Buffer.concat(output).toString()}${error ? `${error}\n` : ''}`);
      else if (error) console.error(error);
      resolve(status);
    };
    child.on('error', (error) => done(1, `npm test: could not start ${command}: ${error.message}`));
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * Wall time of each phase, printed at the end (and when npm test stops early), so that a slowdown shows the day it
 * lands. Phases that run beside each other are listed, indented, under the phase that holds them; the total is the
 * wall time of the whole run.
 */
const started = performance.now();
const phases = [];
/** Runs `work` (synchronous or not) as a phase; `depth` 1 for a phase that runs beside others, inside the one that holds them. */
async function phase(name, work, depth = 0) {
  const entry = {name, seconds: undefined, depth};
  phases.push(entry);
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    entry.seconds = (performance.now() - t0) / 1000;
  }
}
function printPhases() {
  const rows = phases.map(({name, seconds, depth}) => `  ${'  '.repeat(depth)}${name.padEnd(40 - 2 * depth)} ${seconds === undefined ? ' (stopped)' : `${seconds.toFixed(1).padStart(6)} s`}`);
  const total = (performance.now() - started) / 1000;
  console.log(`\nnpm test phases (wall time):\n${rows.join('\n')}\n  ${'total'.padEnd(40)} ${total.toFixed(1).padStart(6)} s`);
}

function fail(message) {
  printPhases();
  console.error(`\nnpm test: ${message}`);
  process.exit(1);
}

// 1. Dependencies: a fresh clone has none yet.
await phase('install check', () => {
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

// 3. The API reference pages come from the OpenAPI documents (npm run gen:api, also the build's first step): written
// before anything reads them, since the typecheck reads the generated sidebars.
await phase('API pages from the OpenAPI documents', () => {
  if (run('npm', ['run', 'gen:api']) !== 0) fail('npm run gen:api failed');
});

// 4. The build and the checks that do not need it, side by side: on two cores the phase took 105-106 s in three runs,
// against about 145 s one after another. The build streams its output; each check prints its own when it ends, in one
// piece.
// - One production build, the site CI deploys, for every end-to-end test; then the fixture site (tests/fixture-site),
//   the site's theme with the test-only pages, in a few seconds.
// - Types (the config, plugins, theme components and tests), the lint of every page (npm run lint: Markdown style,
//   spelling, release-note rules, front matter, links, wording) and the unit tests. A lint or unit problem fails npm
//   test at the end, after the other suites have run, so that one report shows every failure.
fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
const unitFiles = fs.readdirSync(path.join(root, 'tests', 'unit')).filter((f) => f.endsWith('.test.ts')).map((f) => `tests/unit/${f}`);
const sideBySide = await phase('build; beside it typecheck, lint, unit', () =>
  Promise.all([
    (async () => ({
      build: await phase('build', () => runAsync('npm', ['run', 'build']), 1),
      fixtures: await phase('build of the fixture site', () => runAsync('npm', ['run', 'build:fixtures']), 1),
    }))(),
    (async () => ({
      typecheck: await phase('typecheck', () => runAsync(bin('tsc'), ['-p', '.'], {buffer: true}), 1),
      lint: await phase('lint', () => runAsync('npm', ['run', 'lint'], {buffer: true}), 1),
      unit: await phase(
        'unit tests',
        () =>
          // Two test files at a time (Node's default on two cores is one): many wait on a tool of their own (the
          // lint, git, a build of a small site), and the suite took 37 s instead of 59 s on its own.
          runAsync('node', ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', '--test-reporter-destination=stdout',
            '--test-reporter=./tests/unit-summary.mjs', '--test-reporter-destination=test-results/unit.json', ...unitFiles], {buffer: true}),
        1,
      ),
    }))(),
  ]),
);
const [{build, fixtures}, {typecheck, lint: lintStatus, unit: unitStatus}] = sideBySide;
if (typecheck !== 0) fail('the typecheck failed');
if (build !== 0) fail('the build failed');
if (fixtures !== 0) fail('the build of the fixture site failed');

// 5. The end-to-end tests on both builds, in one Playwright run: the every-page pass's batches come first in the list
// (all-pages.spec.ts), and when a worker has no batch left it takes the other tests, so neither core waits for the
// other's last batch, and the two web servers start once. (Run apart, the pass's last batch left one core idle for
// 17 s, and each run spent 6 s starting.) The pass's own time is read from the report: from its first batch's start
// to its last batch's end.
fs.rmSync(path.join(root, 'test-results', 'e2e.json'), {force: true}); // a report left from an earlier run must not count
const e2eStatus = await phase('end-to-end tests', () => run(bin('playwright'), ['test']));
const report = readJson('test-results/e2e.json');
const results = [];
(function collect(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) for (const r of t.results) results.push({title: spec.title, start: Date.parse(r.startTime), end: Date.parse(r.startTime) + r.duration});
    collect(suite.suites);
  }
})(report?.suites);
// The title the pass's batches begin with (all-pages.spec.ts); CI's end-to-end shards split by it too (ci.yml).
const passTitle = 'every page in a browser, batch';
const isBatch = (r) => r.title.startsWith(passTitle);
for (const [name, part] of [['every-page pass (first batch to last)', results.filter(isBatch)], ['the other tests (first to last)', results.filter((r) => !isBatch(r))]]) {
  if (part.length > 0) phases.push({name, depth: 1, seconds: (Math.max(...part.map((r) => r.end)) - Math.min(...part.map((r) => r.start))) / 1000});
}

// 6. One closing line for the suites.
const unit = readJson('test-results/unit.json') ?? {passed: 0, failed: unitStatus === 0 ? 0 : 1, skipped: 0};
const stats = report?.stats;
const e2e = {passed: stats ? stats.expected + stats.flaky : 0, failed: stats ? stats.unexpected : e2eStatus === 0 ? 0 : 1, skipped: stats?.skipped ?? 0};
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
