import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'child_process';
import path from 'path';

const root = path.join(__dirname, '..', '..');

/** Loads a site config (docusaurus.config.ts by default) in a fresh process with the given environment and returns the parts we check. */
function loadConfig(env: Record<string, string>, file = './docusaurus.config.ts') {
  const out = execFileSync(
    'node',
    [
      '--import',
      'tsx',
      '-e',
      `import('${file}').then((m) => { const c = m.default.default ?? m.default; console.log(JSON.stringify({url: c.url, scripts: c.scripts, plugins: c.plugins.length, pluginNames: c.plugins.map((p) => (Array.isArray(p) ? p[0] : typeof p === 'function' ? p.name : p)), navbar: c.themeConfig.navbar.items.map((i) => i.type ?? i.label), theme: c.themeConfig.colorMode, future: c.future})); })`,
    ],
    {cwd: root, encoding: 'utf8', env: {...process.env, DOCS_ANALYTICS: '', DOCS_SITE_URL: '', DOCS_FASTER: '', NODE_ENV: '', ...env}},
  );
  return JSON.parse(out.trim().split('\n').pop()!);
}

test('analytics are off by default', () => {
  assert.deepEqual(loadConfig({}).scripts, []);
  assert.deepEqual(loadConfig({NODE_ENV: 'production'}).scripts, []);
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

test('the site has no test-only page; the fixture site adds them to the same theme, and Faster can be turned off for comparisons', () => {
  const plain = loadConfig({});
  assert.ok(!plain.pluginNames.includes('testFixturesPlugin'));
  assert.ok(!plain.navbar.includes('custom-crashOnDemand'));
  const fixtures = loadConfig({}, './tests/fixture-site/docusaurus.config.ts');
  assert.ok(fixtures.pluginNames.includes('testFixturesPlugin'));
  assert.deepEqual(fixtures.navbar, [...plain.navbar, 'custom-crashOnDemand']);
  assert.deepEqual(fixtures.theme, plain.theme);
  for (const shared of ['codeHighlightingPlugin', 'deferredPrefetchPlugin', 'serverBundlePlugin']) assert.ok(fixtures.pluginNames.includes(shared), shared);
  assert.equal(plain.future.v4, true);
  assert.equal(plain.future.faster, undefined);
  assert.equal(loadConfig({DOCS_FASTER: 'false'}).future.faster, false);
});
