// Time from starting the built server to the first 200 of /inventory, on a fresh data directory
// (migrations + first admin + demo seed with photo rendering) and on a restart (data kept).
// Usage: npm run build && node bench/startup.mjs [runs=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeToFirst200(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['build/server-main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/inventory`);
        if (res.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const fresh = [];
const restart = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'));
  const port = 6100 + i;
  fresh.push(await timeToFirst200(dataDir, port));
  restart.push(await timeToFirst200(dataDir, port));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values) => values.map((v) => v.toFixed(2)).join(', ');
console.log(`first start (empty DATA_DIR): median ${median(fresh).toFixed(2)} s  [${fmt(fresh)}]`);
console.log(
  `restart (data kept):          median ${median(restart).toFixed(2)} s  [${fmt(restart)}]`,
);
