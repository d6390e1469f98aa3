import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A port nobody listens on now (asked of the OS; a random pick once hit PostgreSQL's 5432). */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

// The built app on a free port with an empty data directory (tests/e2e/support/server.ts). The
// workers load this file again: the environment carries the first choice to them.
const port = Number(process.env.E2E_PORT ?? freePort());
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'forecourt-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-123' };

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.TEST_REPORT_DIR
    ? [
        ['list'],
        ['json', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'playwright-e2e.json') }],
      ]
    : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node build/server-main.js',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123',
      // Every browser test posts from 127.0.0.1; the limit itself is covered by integration tests.
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
