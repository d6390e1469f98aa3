// The inventory CSV import over HTTP (docs/product.md#csv-import-export), on an inventory of
// 5,000 synthetic cars: POST /api/admin/cars/import with a 5,000-row file, as a dry run and for
// real, in two cases: every row changes a car (the export with every price changed) and every
// row adds a car. Also the export of the 5,000 cars. Median of a few runs, on PGlite and, when a
// server is given, on PostgreSQL (a scratch database, dropped afterwards). Target: ≤ 10 s each.
//
// Usage: node --import tsx bench/car-import.mjs [runs=3] [cars=5000]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/car-import.mjs
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { pino } from 'pino';
import { CAR_CSV_COLUMNS } from '../common/constants.ts';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { LocalObjectStore } from '../server/images/object-store.ts';
import { seedSyntheticCars } from '../server/seed/seed-demo.ts';
import { createServices } from '../server/services/index.ts';
import { median } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 3);
const carCount = Number(process.argv[3] ?? 5000);
const ADMIN = { username: 'bench', password: 'bench-password-1234' };
const logger = pino({ level: 'silent' });

/** A scratch database on the PostgreSQL server at `serverUrl`, and how to drop it. */
async function scratchDatabase(serverUrl) {
  const name = `forecourt_bench_${randomBytes(5).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function benchOn(driver) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-bench-import-'));
  const scratch =
    driver === 'postgres' ? await scratchDatabase(process.env.BENCH_DATABASE_URL) : null;
  const database = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite-memory' },
  );
  await database.migrate();
  const images = new LocalObjectStore(path.join(dataDir, 'objects'));
  const services = createServices(database.db);
  await services.users.setUserPassword(ADMIN.username, ADMIN.password);
  await seedSyntheticCars(database.db, images, { count: carCount, seed: 1, logger });

  const config = {
    nodeEnv: 'production',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    sessionSecret: 'bench-secret-bench-secret-bench-secret-01',
    logLevel: 'silent',
    seed: false,
    trustProxy: false,
    formRateLimitPerMinute: 10,
  };
  const app = createApp({ config, logger, database, services, images });
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];

  const timed = async (work) => {
    const started = performance.now();
    const result = await work();
    return { ms: performance.now() - started, result };
  };
  const exportCsv = async () => {
    const res = await fetch(`${base}/api/admin/cars/export.csv`, { headers: { cookie } });
    if (!res.ok) throw new Error(`export: ${res.status}`);
    return res.text();
  };
  const importCsv = async (csv, dryRun) => {
    const res = await fetch(`${base}/api/admin/cars/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'text/csv' },
      body: csv,
    });
    const report = await res.json();
    if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(report).slice(0, 300)}`);
    return report;
  };

  const times = {
    export: [],
    'update dry run': [],
    'update real': [],
    'add dry run': [],
    'add real': [],
  };
  const priceAt = CAR_CSV_COLUMNS.indexOf('price');
  try {
    for (let run = 0; run < runs; run++) {
      const exported = await timed(exportCsv);
      times.export.push(exported.ms);

      // Every row changes its car's price.
      const [header, ...rows] = parse(exported.result, { bom: true });
      for (const row of rows) row[priceAt] = String(Number(row[priceAt]) + 1);
      const changed = stringify([header, ...rows], { record_delimiter: 'windows' });
      const dry = await timed(() => importCsv(changed, true));
      if (dry.result.updated !== rows.length) throw new Error('dry run did not see every change');
      times['update dry run'].push(dry.ms);
      const real = await timed(() => importCsv(changed, false));
      if (real.result.updated !== rows.length) throw new Error('import did not change every car');
      times['update real'].push(real.ms);

      // Every row adds a car: the same cars without stock number and VIN.
      const stockAt = CAR_CSV_COLUMNS.indexOf('stockNumber');
      const vinAt = CAR_CSV_COLUMNS.indexOf('vin');
      const added = stringify(
        [
          header,
          ...rows.map((row) => row.map((cell, at) => (at === stockAt || at === vinAt ? '' : cell))),
        ],
        { record_delimiter: 'windows' },
      );
      const addDry = await timed(() => importCsv(added, true));
      if (addDry.result.created !== rows.length) throw new Error('dry run did not see every car');
      times['add dry run'].push(addDry.ms);
      const {
        rows: [{ max }],
      } = await database.sql.query('select max(id) as max from cars');
      const addReal = await timed(() => importCsv(added, false));
      times['add real'].push(addReal.ms);
      // Back to the 5,000 cars for the next run.
      await database.sql.query('delete from cars where id > $1', [max]);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return Object.entries(times).map(([what, values]) => ({
    database: driver,
    what: `${what} (${carCount} rows)`,
    'median ms': Math.round(median(values)),
    'best ms': Math.round(Math.min(...values)),
    '≤ 10 s': median(values) <= 10_000 ? 'yes' : 'NO',
  }));
}

const results = [...(await benchOn('pglite'))];
if (process.env.BENCH_DATABASE_URL) results.push(...(await benchOn('postgres')));
else console.log('(set BENCH_DATABASE_URL to a PostgreSQL server to measure it too)');
console.log(`CSV import and export, median of ${runs} runs`);
console.table(results);
