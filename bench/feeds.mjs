// The inventory feeds (docs/product.md#feeds) over HTTP at 5,000 and 100,000 synthetic cars:
// GET /feeds/google-vehicles.xml and /feeds/inventory.csv read to the end as a client would
// (gzip, as fetch asks for it), one after another. Written: right after a car changed (one
// price, so the feed is read from the database and written afresh): time to the first byte and
// to the last (median of the runs), the server's memory meanwhile (the app runs in this process:
// peak heap and RSS above what they were before the request, sampled every 5 ms; the feed is
// streamed, so this should not grow with the inventory). Then kept: the same feed again, from
// memory. And the 304 of a revalidation. The feed's size uncompressed and gzipped.
// On PostgreSQL when BENCH_DATABASE_URL names a server (a scratch database, dropped afterwards),
// else on PGlite.
//
// Usage: node bench/feeds.mjs [runs=5] [cars=5000 [more sizes...]]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/feeds.mjs 5 5000 100000
import os from 'node:os';
import { startBenchApp } from './lib/bench-app.mjs';
import { median } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 5);
const sizes = process.argv.slice(3).map(Number);
if (sizes.length === 0) sizes.push(5000);
const driver = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
if (driver === 'pglite') console.log('(set BENCH_DATABASE_URL to measure on PostgreSQL)');
const FEEDS = ['/feeds/google-vehicles.xml', '/feeds/inventory.csv'];
const MB = 1024 * 1024;

/** Peak heap and RSS above their level at the start, while `work` runs. */
async function withPeakMemory(work) {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    rss = Math.max(rss, now.rss - start.rss);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { ...result, heap, rss };
  } finally {
    clearInterval(timer);
  }
}

/** One fetch of a feed, read to the end without keeping it. */
async function fetchFeed(url) {
  const started = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  let firstByte = NaN;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
    bytes += chunk.length;
  }
  return {
    firstByte,
    total: performance.now() - started,
    bytes,
    etag: res.headers.get('etag'),
    gzipped: Number(res.headers.get('content-length')) || NaN,
  };
}

/** One car's price up a dollar: a new inventory fingerprint, so the next fetch writes afresh. */
const changeOneCar = (database) =>
  database.sql.query(
    "update cars set price = price + 1 where id = (select min(id) from cars where status = 'available')",
  );

const rows = [];
for (const carCount of sizes) {
  const seeding = performance.now();
  const app = await startBenchApp(driver, carCount);
  const seeded = Math.round((performance.now() - seeding) / 1000);
  try {
    const { rows: counted } = await app.database.sql.query(
      "select count(*)::int as n from cars where status = 'available'",
    );
    const available = counted[0].n;
    for (const path of FEEDS) {
      const url = `${app.base}${path}`;
      await fetchFeed(url); // warm-up: plans, JIT
      const written = [];
      for (let run = 0; run < runs; run++) {
        await changeOneCar(app.database);
        written.push(await withPeakMemory(() => fetchFeed(url)));
      }
      const kept = [];
      for (let run = 0; run < runs; run++) kept.push(await fetchFeed(url));
      const revalidations = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const res = await fetch(url, { headers: { 'If-None-Match': kept[0].etag } });
        if (res.status !== 304) throw new Error(`${path}: revalidation answered ${res.status}`);
        await res.arrayBuffer();
        revalidations.push(performance.now() - started);
      }
      const whole = median(written.map((r) => r.total));
      rows.push({
        database: driver,
        cars: `${carCount} (${available} available, seeded in ${seeded} s)`,
        feed: path,
        MB: Number((written[0].bytes / MB).toFixed(1)),
        'gzip MB': Number((kept[0].gzipped / MB).toFixed(1)),
        'written: first byte ms': Math.round(median(written.map((r) => r.firstByte))),
        'written: whole ms': Math.round(whole),
        'cars/s': Math.round(available / (whole / 1000)),
        'peak heap MB': Number((Math.max(...written.map((r) => r.heap)) / MB).toFixed(1)),
        'peak RSS MB': Number((Math.max(...written.map((r) => r.rss)) / MB).toFixed(1)),
        'kept: whole ms': Math.round(median(kept.map((r) => r.total))),
        '304 ms': Number(median(revalidations).toFixed(1)),
      });
    }
  } finally {
    await app.stop();
  }
}
console.log(
  `Inventory feeds over HTTP, median of ${runs} runs after a warm-up (load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, ${os.availableParallelism()} cores)`,
);
console.table(rows);
