// Starts the built app on a free port with a fresh data directory and the demo data, for the
// page benchmarks (js-bytes, lighthouse...), optionally on a scratch PostgreSQL database with
// synthetic cars besides. Builds first when the sources changed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../../scripts/lib/ensure-build.mjs';
import { createSeededDatabase } from './scratch-database.mjs';

/** A TCP port free on 127.0.0.1 at the moment of asking. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const BENCH_ADMIN = { username: 'admin', password: 'bench-staff-password-123' };

/**
 * The built server (build/server-main.js) in a process of its own on a free port of 127.0.0.1,
 * in production mode with a bench admin, once /readyz answers: { url, child, stop() }. `env` adds
 * or overrides settings (DATABASE_URL, SEED, NODE_ENV...); stop() ends it (DATA_DIR is the
 * caller's).
 */
export async function startBuiltServer({ dataDir, env = {}, readyWithinMs = 180_000 }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['build/server-main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Over http on 127.0.0.1: a local run (a deployment requires an https PUBLIC_URL).
      LOCAL_RUN: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SESSION_SECRET: 'bench-session-secret-bench-session-secret-0',
      // As production runs it (Dockerfile, docs/decisions/0014-heap-limit.md).
      NODE_OPTIONS: '--max-old-space-size=1024',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, child, stop };
}

/**
 * { url, pages: { name: path }, data, stop() } with the public pages to measure. On the embedded
 * database with the demo data by default; with `serverUrl` (a PostgreSQL server) on a scratch
 * database of it with the demo data and `cars` synthetic cars (dropped by stop()). `data` says
 * which.
 */
export async function startBenchServer({ serverUrl, cars = 0 } = {}) {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'));
  let scratch = null;
  let server;
  try {
    if (serverUrl) {
      scratch = await createSeededDatabase({
        serverUrl,
        prefix: 'forecourt_pages',
        dataDir,
        demo: true,
        cars,
        seed: 1,
      });
    }
    server = await startBuiltServer({
      dataDir,
      env: scratch ? { DATABASE_URL: scratch.url, SEED: 'false' } : {},
    });
  } catch (error) {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { url } = server;
  const listed = await (await fetch(`${url}/api/cars?pageSize=100`)).json();
  // The car with the most photos: the heaviest vehicle page.
  const car = listed
    .filter((item) => item.status === 'available')
    .sort((a, b) => b.photos.length - a.photos.length)[0];
  const posts = await (await fetch(`${url}/api/blog`)).json();
  return {
    url,
    data: scratch
      ? `the demo data and ${cars} synthetic cars on PostgreSQL`
      : 'the demo data on the embedded database',
    pages: {
      home: '/',
      inventory: '/inventory',
      car: `/cars/${car.id}`,
      blog: '/blog',
      article: posts[0] ? `/blog/${posts[0].slug}` : '/blog',
      contact: '/contact',
      sell: '/sell',
      about: '/about',
    },
    async stop() {
      await server.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
