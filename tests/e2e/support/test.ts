// `test` and `expect` for every spec. Each Playwright worker starts the built app of its own
// (`node build/server-main.js`) on a free port with an empty DATA_DIR, which seeds the demo data on
// its first start, and points `baseURL` there: workers run side by side, each on its own data, and
// the specs of one worker run one after another as they did on a single shared server.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startServer } from './server-process';

export { expect };

export const E2E_ADMIN = { username: 'admin', password: 'e2e-staff-password-123' };

/** The environment of a worker's server (a production build, the known admin, a calm log). */
export const E2E_SERVER_ENV = {
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Served over http on 127.0.0.1 with demo data: a local run, not a deployment (PUBLIC_URL).
  LOCAL_RUN: 'true',
  SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123',
  // Every browser test posts from 127.0.0.1; the limit itself is covered by integration tests.
  FORM_RATE_LIMIT_PER_MINUTE: '1000',
  // The browser tests sign in with a password alone; the second factor has tests of its own.
  REQUIRE_TOTP: 'false',
};

export interface WorkerServer {
  /** The server's address, e.g. http://127.0.0.1:41234 */
  url: string;
}

export interface WorkerServerOptions {
  /** Fills the new DATA_DIR before the server starts (e.g. a seed). */
  prepare?: (dataDir: string) => void;
  /** More of the server's environment. */
  env?: Record<string, string>;
}

/**
 * A worker's server for the length of `use`: a new DATA_DIR (filled by `prepare`), the built app
 * started on it, then stopped and the directory removed.
 */
export async function serveWorker(
  use: (server: WorkerServer) => Promise<void>,
  { prepare, env = {} }: WorkerServerOptions = {},
): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-e2e-'));
  try {
    prepare?.(dataDir);
    const server = await startServer({ ...E2E_SERVER_ENV, ...env, DATA_DIR: dataDir }, 170_000);
    let stopping = false;
    void server.exited.then((code) => {
      // A server that dies under the tests says why (its log is otherwise not shown).
      if (!stopping) console.error(`e2e server exited (${code}):\n${server.output()}`);
    });
    await use({ url: server.url });
    stopping = true;
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const test = base.extend<object, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => serveWorker(use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
