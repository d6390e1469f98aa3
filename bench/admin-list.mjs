// The inventory desk's list (docs/product.md#admin-inventory) at 5,000 synthetic cars:
// GET /api/admin/cars with a keyword search (a VIN fragment, a make, a make and a model) and each
// sort, one request after another as staff would send them; median and p95 right after the seed
// and again after the CSV imports below (thousands of rows changed and added). Then the import of
// 5,000 rows, dry run and real (the code of bench/car-import.mjs, one run). On PGlite and, when
// a server is given, on PostgreSQL (a scratch database, dropped afterwards).
// Targets: list p95 ≤ 100 ms; each import ≤ 10 s.
//
// Usage: node bench/admin-list.mjs [requests per search=120] [cars=5000]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-list.mjs
import os from 'node:os';
import { benchDrivers, startBenchApp, timed } from './lib/bench-app.mjs';
import { timeCarImports } from './lib/car-import.mjs';
import { median, percentile } from './lib/stats.mjs';

const perSearch = Number(process.argv[2] ?? 120);
const carCount = Number(process.argv[3] ?? 5000);
const SORTS = ['newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc', 'oldest-in-stock'];
const WARM_UP = 10;

/** The searches, each a function of the request's number giving its words. */
async function searches(database) {
  const { rows: vins } = await database.sql.query(
    'select vin from cars where vin is not null order by id',
  );
  const { rows: models } = await database.sql.query(
    'select distinct make, model from cars order by make, model',
  );
  const makes = [...new Set(models.map((row) => row.make))];
  // Spread over the inventory: a prime step visits every car's VIN in turn.
  const vinAt = (n) => vins[(n * 7919) % vins.length].vin;
  return {
    'VIN fragment': (n) => vinAt(n).slice(-6).toLowerCase(),
    make: (n) => makes[n % makes.length].toLowerCase(),
    'make model': (n) => {
      const { make, model } = models[n % models.length];
      return `${make} ${model}`.toLowerCase();
    },
  };
}

async function timeList({ base, cookie, database }, phase) {
  const rows = [];
  const kinds = await searches(database);
  const list = async (q, sort) => {
    const res = await fetch(
      `${base}/api/admin/cars?${new URLSearchParams({ q, sort, pageSize: '25' })}`,
      { headers: { cookie } },
    );
    if (!res.ok) throw new Error(`list ${q} ${sort}: ${res.status}`);
    const cars = await res.json();
    if (cars.length === 0) throw new Error(`list ${q} ${sort}: no car found`);
    return cars;
  };
  for (let n = 0; n < WARM_UP; n++) await list(kinds.make(n), SORTS[n % SORTS.length]);
  for (const [kind, words] of Object.entries(kinds)) {
    const times = [];
    for (let n = 0; n < perSearch; n++) {
      times.push((await timed(() => list(words(n), SORTS[n % SORTS.length]))).ms);
    }
    rows.push({
      database: database.driver,
      when: phase,
      search: `${kind}, ${SORTS.length} sorts`,
      requests: times.length,
      'median ms': Number(median(times).toFixed(1)),
      'p95 ms': Number(percentile(times, 95).toFixed(1)),
      '≤ 100 ms': percentile(times, 95) <= 100 ? 'yes' : 'NO',
    });
  }
  return rows;
}

const listRows = [];
const importRows = [];
for (const driver of benchDrivers()) {
  const app = await startBenchApp(driver, carCount);
  try {
    listRows.push(...(await timeList(app, 'after the seed')));
    const times = await timeCarImports(app, 1);
    for (const what of ['update dry run', 'update real', 'add dry run', 'add real']) {
      const ms = times[what][0];
      importRows.push({
        database: driver,
        import: `${what} (${carCount} rows)`,
        ms: Math.round(ms),
        '≤ 10 s': ms <= 10_000 ? 'yes' : 'NO',
      });
    }
    listRows.push(...(await timeList(app, 'after the imports')));
  } finally {
    await app.stop();
  }
}
console.log(
  `GET /api/admin/cars at ${carCount} cars, ${perSearch} requests per search, one at a time ` +
    `(load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.availableParallelism()} cores)`,
);
console.table(listRows);
console.log('CSV import (one run)');
console.table(importRows);
