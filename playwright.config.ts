import {defineConfig, devices} from '@playwright/test';

// End-to-end tests run against the production build in build/, served by `docusaurus serve` on its own port,
// in Debian's Chromium (never a browser that Playwright downloads).
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --host 127.0.0.1 --port ${port} --no-open`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
