import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import * as ports from './tests/e2e/ports';

// Browser tests run against the production build served locally. They use
// Debian's Chromium where it is installed (the machine cannot download
// Playwright's own browser), and Playwright's browser otherwise.
const systemChromium = '/usr/bin/chromium';
// The security tests use a second server that, like a static host, applies build/_headers.
// A third serves the build under /clinic/, a path it was not built for (the base-URL banner's test).
const {sitePort: port, headersPort, mountPort, buildDir} = ports;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, so a click that waits on frames a busy 2-core machine stopped drawing does not
  // sink a submission; scripts/run-tests.mjs names every test that passed only on retry.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI machines run this suite up to twice as slowly as a quiet local one; tests that run axe several
  // times hit 30 s there.
  timeout: 60_000,
  expect: {timeout: 7_000},
  // scripts/run-tests.mjs runs the suite twice (the second time on a build without a contact
  // endpoint) and gives each run its own report.
  reporter: [['list'], ['json', {outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      ...(fs.existsSync(systemChromium) ? {executablePath: systemChromium} : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}},
  ],
  webServer: [
    {
      command: `npx docusaurus serve --dir ${buildDir} --port ${port} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-build.mjs --dir ${buildDir} --port ${headersPort} --host 127.0.0.1`,
      url: `http://127.0.0.1:${headersPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-build.mjs --dir ${buildDir} --port ${mountPort} --host 127.0.0.1 --mount /clinic/`,
      url: `http://127.0.0.1:${mountPort}/clinic/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
