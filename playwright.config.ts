import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eChromiumPath } from './scripts/lib/e2e-chromium.mjs';

// No shared web server: each worker starts the built app on its own port and data directory
// (tests/e2e/support/test.ts), so workers never see each other's data.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // The tests of one file run in order on one worker; files are shared out between workers.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.TEST_REPORT_DIR
    ? [
        ['list'],
        ['json', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'playwright-e2e.json') }],
      ]
    : 'list',
  timeout: 30_000,
  // Two workers share two cores with their servers and browsers: a client-side navigation whose
  // loader waits behind the other worker's photo processing can take over 5 s (the default).
  // Speed is measured by the benchmarks, not here.
  expect: { timeout: 10_000 },
  use: {
    // A failed test keeps its trace (each action's DOM snapshot), without the screencast: encoding
    // frames of every test cost 10-13% of the run's time here (2 files, 179 s -> 156 s).
    // In CI none: a CI run's files stay on its machine, which no one opens after it, and its log
    // has each failure's message and error context.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
