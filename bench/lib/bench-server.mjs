// Starts the built app on a free port with a fresh data directory and the demo data, for the
// page benchmarks (js-bytes, lighthouse). Builds first when the sources changed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../../scripts/lib/ensure-build.mjs';

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

/** { url, pages: { name: path }, stop() } with the public pages to measure. */
export async function startBenchServer() {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'));
  const child = spawn(process.execPath, ['build/server-main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-admin-password-123',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret-0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const cars = await (await fetch(`${url}/api/cars?pageSize=100`)).json();
  // The car with the most photos: the heaviest vehicle page.
  const car = cars
    .filter((item) => item.status === 'available')
    .sort((a, b) => b.photos.length - a.photos.length)[0];
  const posts = await (await fetch(`${url}/api/blog`)).json();
  return {
    url,
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
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
