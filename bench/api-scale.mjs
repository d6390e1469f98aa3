// The search API at 100,000 cars on the PostgreSQL server (docs/performance.md): the built server
// in production mode, in a process of its own, over a database of synthetic cars; autocannon with
// 20 connections on each kind of search (the same URL again and again, as a popular search is
// asked: served by the cache after its first answer), then each kind's cold answer: URLs never
// asked before, one after another (every one a database read). Prints requests a second, p50 and
// p99, failures, and the server's memory (resident now and at its peak).
//
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node bench/api-scale.mjs [cars=100000] [seconds per kind=10]
// The cars are seeded into a scratch database (dropped afterwards). BENCH_SCALE_DATABASE_URL names
// a database seeded before (npm run seed -- --cars 100000 with DATABASE_URL) to skip seeding.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/lib/ensure-build.mjs';
import { startBuiltServer } from './lib/bench-server.mjs';
import { createSeededDatabase } from './lib/scratch-database.mjs';
import { median, percentile } from './lib/stats.mjs';

const carCount = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 10);
const CONNECTIONS = 20;

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl && !process.env.BENCH_SCALE_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server (or BENCH_SCALE_DATABASE_URL).');
  process.exit(2);
}

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-scale-'));
let scratch = null;
let databaseUrl = process.env.BENCH_SCALE_DATABASE_URL;
if (!databaseUrl) {
  console.log(`Seeding ${carCount} cars on PostgreSQL...`);
  const started = performance.now();
  scratch = await createSeededDatabase({
    serverUrl,
    prefix: 'forecourt_scale',
    dataDir,
    cars: carCount,
  });
  databaseUrl = scratch.url;
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The server's resident memory now and at its peak, in MB (Linux /proc). */
function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

// Migrations may build indexes on 100,000 cars before the server is ready.
const server = await startBuiltServer({
  dataDir,
  env: { DATABASE_URL: databaseUrl, SEED: 'false' },
  readyWithinMs: 300_000,
}).catch(async (error) => {
  await scratch?.drop();
  throw error;
});
const { url: base, child } = server;

try {
  /** Milliseconds of one request, and its status. */
  const timedGet = async (url) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    return {
      ms: performance.now() - started,
      status: res.status,
      total: res.headers.get('x-total-count'),
    };
  };

  // The very first answer of the server, before anything is cached or read into memory.
  const coldFirst = await timedGet('/api/cars?sort=mileage-asc&year=2020');
  const total = Number(coldFirst.total);
  const all = Number((await timedGet('/api/cars')).total);
  const lastPage = Math.ceil(all / 24);
  console.log(
    `\n${all} cars for sale of ${carCount}; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `First answer of a fresh server, sort=mileage-asc&year=2020 (${total} cars): ${coldFirst.ms.toFixed(0)} ms\n`,
  );

  const makes = [
    'BMW',
    'Honda',
    'Toyota',
    'Ford',
    'Kia',
    'Mazda',
    'Subaru',
    'Hyundai',
    'Audi',
    'GMC',
  ];
  const kinds = {
    make: {
      url: '/api/cars?make=BMW',
      cold: (n) => `/api/cars?make=${makes[n % 10]}&page=${2 + n}`,
    },
    'make+price+sort': {
      url: '/api/cars?make=BMW&maxPrice=40000&sort=price-asc',
      cold: (n) => `/api/cars?make=${makes[n % 10]}&maxPrice=${30_000 + n * 500}&sort=price-asc`,
    },
    keyword: {
      url: '/api/cars?q=civic',
      cold: (n) => `/api/cars?q=civic&page=${1 + n}&sort=price-asc`,
    },
    facets: {
      url: '/api/cars/facets?make=BMW',
      cold: (n) => `/api/cars/facets?make=${makes[n % 10]}&maxPrice=${20_000 + n * 700}`,
    },
    'deepest page': {
      url: `/api/cars?page=${lastPage}`,
      cold: (n) =>
        `/api/cars?page=${lastPage - n}&sort=${['price-asc', 'mileage-asc', 'year-desc'][n % 3]}`,
    },
  };

  console.log(
    '| Search | req/s (20 conn.) | p50 ms | p99 ms | failures | cold p50 ms | cold p99 ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  let peak = 0;
  for (const [name, kind] of Object.entries(kinds)) {
    const result = await autocannon({
      url: `${base}${kind.url}`,
      connections: CONNECTIONS,
      duration: seconds,
    });
    peak = Math.max(peak, memory(child.pid).rss);
    const failures = result.errors + result.timeouts + result.non2xx;
    const cold = [];
    for (let n = 0; n < 40; n++) {
      const { ms, status } = await timedGet(kind.cold(n));
      if (status !== 200) throw new Error(`${kind.cold(n)}: ${status}`);
      cold.push(ms);
    }
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${failures} | ${median(cold).toFixed(1)} | ${percentile(cold, 99).toFixed(1)} |`,
    );
  }
  const { rss, peak: highWater } = memory(child.pid);
  console.log(
    `\nServer memory: ${rss.toFixed(0)} MB resident after the runs, ${Math.max(peak, highWater).toFixed(0)} MB at its peak`,
  );
} finally {
  await server.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
