// `npm test`: installs what the tests need, lints the pages, builds the site once, then runs the unit and end-to-end
// tests.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  return result.status ?? 1;
}

function fail(message) {
  console.error(`\nnpm test: ${message}`);
  process.exit(1);
}

// 1. Dependencies: a fresh clone has none yet.
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

// 3. Types: the config, plugins, theme components and tests must typecheck.
if (run(path.join('node_modules', '.bin', 'tsc'), ['-p', '.']) !== 0) fail('the typecheck failed');

// 4. The lint of every page (npm run lint): Markdown style, spelling, release-note rules, front matter. A problem
// fails npm test at the end, after the other suites have run, so that one report shows every failure.
const lintStatus = run('npm', ['run', 'lint']);

// 5. One production build, with the test-only fixture pages, for every end-to-end test.
if (run('npm', ['run', 'build'], {DOCS_TEST_FIXTURES: 'true'}) !== 0) fail('the build failed');

// 6. Unit tests, then end-to-end tests; both always run, so one report shows every failure.
fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
const unitFiles = fs.readdirSync(path.join(root, 'tests', 'unit')).filter((f) => f.endsWith('.test.ts')).map((f) => `tests/unit/${f}`);
const unitStatus = run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=./tests/unit-summary.mjs', '--test-reporter-destination=test-results/unit.json', ...unitFiles]);
const e2eStatus = run(path.join('node_modules', '.bin', 'playwright'), ['test']);

// 7. One closing line for the suites.
const unit = readJson('test-results/unit.json') ?? {passed: 0, failed: unitStatus === 0 ? 0 : 1, skipped: 0};
const e2eStats = readJson('test-results/e2e.json')?.stats;
const e2e = e2eStats
  ? {passed: e2eStats.expected + e2eStats.flaky, failed: e2eStats.unexpected, skipped: e2eStats.skipped}
  : {passed: 0, failed: e2eStatus === 0 ? 0 : 1, skipped: 0};
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
