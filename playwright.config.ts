import {defineConfig, devices} from '@playwright/test';

// End-to-end tests run against the production build in build/, the site that CI deploys, served by `docusaurus serve`
// on its own port; the few tests that need test-only pages (tagged @fixture-site) run against the fixture site in
// build-fixtures/ (tests/fixture-site, `npm run build:fixtures`) on the next port. Both in Debian's Chromium (never a
// browser that Playwright downloads).
const port = Number(process.env.E2E_PORT ?? 3100);
const fixturePort = port + 1;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serve = (dir: string, p: number) => ({
  command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --dir ${dir} --host 127.0.0.1 --port ${p} --no-open`,
  url: `http://127.0.0.1:${p}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder on start: keep it apart from the unit tests' summary in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {name: 'site', grepInvert: /@fixture-site/, use: {baseURL: `http://127.0.0.1:${port}`}},
    {name: 'fixture-site', grep: /@fixture-site/, use: {baseURL: `http://127.0.0.1:${fixturePort}`}},
  ],
  webServer: [serve('build', port), serve('build-fixtures', fixturePort)],
});
