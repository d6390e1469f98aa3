// Time from starting the built server to the first 200 of /inventory:
//  - first start as on a fresh clone without what `npm install` prepares: empty DATA_DIR, no
//    demo-photo cache and no database template (migrations, first admin, demo seed with every
//    photo rendered); bench/first-start.mjs times the README's commands themselves;
//  - first start again on the same checkout: empty DATA_DIR, photos from the cache;
//  - restart: the data kept.
// Each line also gives the "demo data seeded" time the server logs, the server's CPU seconds to
// the first 200 (Linux; steadier than wall time when other processes share the machine) and the
// load average, since other processes on the machine slow every wall-clock figure.
// Usage: npm run build && node bench/startup.mjs [runs=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 3);

/** CPU seconds (user + system) a process has used so far, from /proc (null elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Seconds to the first 200, the CPU seconds used by then and the logged seeding time. */
async function timeToFirst200(dataDir, photoCache) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['build/server-main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PHOTO_CACHE: photoCache,
      DB_TEMPLATE_CACHE: path.join(dataDir, '..', 'no-db-template'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seedMs = null;
  child.stdout.on('data', (chunk) => {
    const ms = /"ms":(\d+),"msg":"demo data seeded"/.exec(String(chunk))?.[1];
    if (ms) seedMs = Number(ms);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/inventory`);
        if (res.status === 200) {
          const seconds = (performance.now() - started) / 1000;
          return { seconds, cpu: cpuSeconds(child.pid), seedMs };
        }
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'));
const load = () => os.loadavg()[0].toFixed(1);
console.log(`cores: ${os.availableParallelism()}, load average before: ${load()}`);
const fresh = [];
const cached = [];
const restart = [];
try {
  for (let i = 0; i < runs; i++) {
    const photoCache = path.join(scratch, `photo-cache-${i}`); // empty: a fresh clone
    const dataDir = path.join(scratch, `data-${i}`);
    fresh.push(await timeToFirst200(dataDir, photoCache));
    restart.push(await timeToFirst200(dataDir, photoCache));
    cached.push(await timeToFirst200(path.join(scratch, `data-${i}-again`), photoCache));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const report = (label, results) => {
  const seconds = results.map((r) => r.seconds);
  const seeds = results.map((r) => r.seedMs).filter((ms) => ms !== null);
  const cpus = results.map((r) => r.cpu).filter((cpu) => cpu !== null);
  const seeding = seeds.length ? `; seeding median ${(median(seeds) / 1000).toFixed(2)} s` : '';
  const cpu = cpus.length ? `; CPU median ${median(cpus).toFixed(2)} s` : '';
  console.log(
    `${label} median ${median(seconds).toFixed(2)} s  [${seconds.map((v) => v.toFixed(2)).join(', ')}]${seeding}${cpu}`,
  );
};
report('first start, fresh clone (no photo cache):', fresh);
report('first start, photos cached:               ', cached);
report('restart (data kept):                      ', restart);
console.log(`load average after: ${load()}`);
