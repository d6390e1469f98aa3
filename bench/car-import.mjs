// The inventory CSV import over HTTP (docs/product.md#csv-import-export), on an inventory of
// 5,000 synthetic cars: POST /api/admin/cars/import with a 5,000-row file, as a dry run and for
// real, in two cases: every row changes a car (the export with every price changed) and every
// row adds a car. Also the export of the 5,000 cars. Median of a few runs, on PGlite and, when a
// server is given, on PostgreSQL (a scratch database, dropped afterwards). Target: ≤ 10 s each.
//
// Usage: node bench/car-import.mjs [runs=3] [cars=5000]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/car-import.mjs
import { benchDrivers, startBenchApp } from './lib/bench-app.mjs';
import { timeCarImports } from './lib/car-import.mjs';
import { median } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 3);
const carCount = Number(process.argv[3] ?? 5000);

const results = [];
for (const driver of benchDrivers()) {
  const app = await startBenchApp(driver, carCount);
  try {
    const times = await timeCarImports(app, runs);
    for (const [what, values] of Object.entries(times)) {
      results.push({
        database: driver,
        what: `${what} (${carCount} rows)`,
        'median ms': Math.round(median(values)),
        'best ms': Math.round(Math.min(...values)),
        '≤ 10 s': median(values) <= 10_000 ? 'yes' : 'NO',
      });
    }
  } finally {
    await app.stop();
  }
}
console.log(`CSV import and export, median of ${runs} runs`);
console.table(results);
