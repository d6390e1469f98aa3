// Anonymous page throughput against a static file of the same size served by the same process
// (docs/performance.md): the built server in production mode, autocannon with 20 connections.
// For the car page and the inventory page: the page again and again (served from the page cache
// after its first render), the page rendered each time (asked with a session cookie), and
// a static file of the page's size written into build/client for the run; the ratios are of one
// run, so they hold on a noisy machine.
//
// Usage: npm run build && node bench/ssr-throughput.mjs [seconds per run=10]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/ssr-throughput.mjs
// With BENCH_DATABASE_URL the site runs on a scratch database of that server with 5,000 synthetic
// cars (dropped afterwards); else on the embedded database with the demo data. BENCH_NODE_ENV sets
// the server's NODE_ENV (default production).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, root } from '../scripts/lib/ensure-build.mjs';
import { startBuiltServer } from './lib/bench-server.mjs';
import { createSeededDatabase } from './lib/scratch-database.mjs';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 20;
const CARS = 5000;

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-ssr-'));
let scratch = null;
const env = {
  // BENCH_NODE_ENV=development measures the server as `npm start` ran it before decision 0009.
  NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
  PUBLIC_URL: 'http://127.0.0.1',
};
if (process.env.BENCH_DATABASE_URL) {
  scratch = await createSeededDatabase({
    serverUrl: process.env.BENCH_DATABASE_URL,
    prefix: 'forecourt_ssr',
    dataDir,
    cars: CARS,
  });
  env.DATABASE_URL = scratch.url;
  env.SEED = 'false';
}
const server = await startBuiltServer({ dataDir, env });
const base = server.url;
const staticFiles = [];

try {
  const [car] = await (await fetch(`${base}/api/cars?pageSize=1`)).json();
  const pages = { 'car page': `/cars/${car.id}`, inventory: '/inventory' };

  // Rendered every time: a request with a session cookie is never served from the page cache
  // (an unsigned one, so the session store is not even asked).
  const load = async (url, { rendered = false } = {}) => {
    const result = await autocannon({
      url: `${base}${url}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: {
        'accept-encoding': 'gzip',
        ...(rendered ? { cookie: 'forecourt.sid=bench' } : {}),
      },
    });
    return {
      rate: result.requests.average,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    };
  };

  console.log(
    `\n${scratch ? `${CARS} cars on PostgreSQL` : 'demo data on the embedded database'}; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}; ${CONNECTIONS} connections, ${seconds} s a run\n`,
  );
  console.log(
    '| Page | bytes | static req/s | cached req/s (ratio) | rendered req/s (ratio) | p99 cached / rendered ms |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [name, url] of Object.entries(pages)) {
    const html = await (await fetch(`${base}${url}`)).text();
    const file = `bench-static-${name.replace(/\W+/g, '-')}.html`;
    writeFileSync(path.join(root, 'build', 'client', file), html);
    staticFiles.push(file);
    const still = await load(`/${file}`);
    const cached = await load(url);
    const rendered = await load(url, { rendered: true });
    const ratio = (x) => `${(x.rate / still.rate).toFixed(2)}`;
    console.log(
      `| ${name} | ${Buffer.byteLength(html)} | ${still.rate.toFixed(0)} | ${cached.rate.toFixed(0)} (${ratio(cached)}) | ${rendered.rate.toFixed(0)} (${ratio(rendered)}) | ${cached.p99} / ${rendered.p99} |`,
    );
    if (still.failures + cached.failures + rendered.failures > 0)
      console.log(`  failures: ${still.failures} / ${cached.failures} / ${rendered.failures}`);
  }
} finally {
  for (const file of staticFiles) rmSync(path.join(root, 'build', 'client', file), { force: true });
  await server.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
