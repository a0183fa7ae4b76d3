import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'child_process';
import path from 'path';

const root = path.join(__dirname, '..', '..');

/** Loads docusaurus.config.ts in a fresh process with the given environment and returns the parts we check. */
function loadConfig(env: Record<string, string>) {
  const out = execFileSync(
    'node',
    ['--import', 'tsx', '-e', "import('./docusaurus.config.ts').then((m) => { const c = m.default.default ?? m.default; console.log(JSON.stringify({url: c.url, scripts: c.scripts, plugins: c.plugins.length, pluginNames: c.plugins.map((p) => (Array.isArray(p) ? p[0] : p)).filter((p) => typeof p === 'string'), future: c.future})); })"],
    {cwd: root, encoding: 'utf8', env: {...process.env, DOCS_ANALYTICS: '', DOCS_TEST_FIXTURES: '', DOCS_SITE_URL: '', DOCS_FASTER: '', NODE_ENV: '', ...env}},
  );
  return JSON.parse(out.trim().split('\n').pop()!);
}

test('analytics are off by default and in test builds', () => {
  assert.deepEqual(loadConfig({}).scripts, []);
  assert.deepEqual(loadConfig({DOCS_TEST_FIXTURES: 'true', NODE_ENV: 'production'}).scripts, []);
});

test('analytics load the script from the site itself, with the site domain, only for production builds that ask', () => {
  assert.deepEqual(loadConfig({DOCS_ANALYTICS: 'true', NODE_ENV: 'development'}).scripts, []);
  assert.deepEqual(loadConfig({DOCS_ANALYTICS: 'true', NODE_ENV: 'production', DOCS_SITE_URL: 'https://docs.example.com'}).scripts, [
    {src: '/js/script.js', defer: true, 'data-domain': 'docs.example.com'},
  ]);
});

test('builds write the llms.txt files and Markdown copies; npm start leaves the plugin out and serves the copies', () => {
  const llmsTxt = '@signalwire/docusaurus-plugin-llms-txt';
  assert.ok(loadConfig({NODE_ENV: 'production'}).pluginNames.includes(llmsTxt));
  const dev = loadConfig({NODE_ENV: 'development'});
  assert.ok(!dev.pluginNames.includes(llmsTxt));
  assert.equal(dev.plugins, loadConfig({NODE_ENV: 'production'}).plugins, 'the dev server has its own plugin for the copies instead');
});

test('the production URL defaults to docs.meshcloud.io and can be overridden', () => {
  assert.equal(loadConfig({}).url, 'https://docs.meshcloud.io');
  assert.equal(loadConfig({DOCS_SITE_URL: 'https://preview.example.com'}).url, 'https://preview.example.com');
});

test('test fixtures are added only when asked for, and Faster can be turned off for comparisons', () => {
  const plain = loadConfig({});
  assert.equal(loadConfig({DOCS_TEST_FIXTURES: 'true'}).plugins, plain.plugins + 1);
  assert.equal(plain.future.v4, true);
  assert.equal(plain.future.faster, undefined);
  assert.equal(loadConfig({DOCS_FASTER: 'false'}).future.faster, false);
});
