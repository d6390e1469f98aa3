// The shoppers' keyword search and facets (docs/product.md#keyword-search, #facets) over a
// synthetic inventory: GET /api/cars?q= with words the inventory has (makes, models, trims,
// "awd", a VIN fragment), with typos (a letter dropped, doubled or swapped), and
// GET /api/cars/facets without filters, with filters, and with keywords and filters; one request
// after another as a shopper's browser would send them; median and p95 of each. On PGlite and,
// when a server is given, on PostgreSQL (a scratch database, dropped afterwards), where it also
// prints the plan of a keyword search (it should read the trigram index cars_keywords_trgm_idx).
// Targets come from the speed issue; the figures go in the closing note.
//
// Usage: node bench/search.mjs [cars=5000] [requests per kind=100]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search.mjs 100000
//        BENCH_SKIP_PGLITE=1 skips the embedded database (100,000 cars take it long to seed).
import os from 'node:os';
import { benchDrivers, startBenchApp, timed } from './lib/bench-app.mjs';
import { median, percentile } from './lib/stats.mjs';

const carCount = Number(process.argv[2] ?? 5000);
const perKind = Number(process.argv[3] ?? 100);
const WARM_UP = 10;

/** A misspelling of `word`: the n-th of a dropped letter, a doubled one, two letters swapped. */
function typo(word, n) {
  const at = 1 + (n % Math.max(1, word.length - 2));
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/** The request kinds, each a function of the request's number giving its query string. */
async function requestKinds(database) {
  const { rows: models } = await database.sql.query(
    `select distinct lower(make) as make, lower(model) as model, lower(trim) as trim
       from cars where status <> 'sold' order by 1, 2, 3`,
  );
  const { rows: vins } = await database.sql.query(
    `select vin from cars where vin is not null and status <> 'sold' order by id limit 500`,
  );
  const at = (list, n) => list[(n * 7919) % list.length];
  const longWords = [
    ...new Set(models.flatMap((row) => [row.make, row.model]).filter((w) => /^[a-z]{5,}$/.test(w))),
  ];
  const bodies = ['suv', 'sedan', 'pickup', 'hatchback', 'wagon'];
  const q = (text) => `q=${encodeURIComponent(text)}`;
  return {
    'keywords (list)': (n) => {
      const { make, model, trim } = at(models, n);
      const choices = [make, model, `${make} ${model}`, `${model} ${trim ?? ''}`, 'awd'];
      return `/api/cars?${q(choices[n % choices.length])}`;
    },
    'VIN fragment (list)': (n) => `/api/cars?${q(at(vins, n).vin.slice(-6).toLowerCase())}`,
    'typo (list)': (n) => `/api/cars?${q(typo(at(longWords, n), n))}`,
    'facets, no filter': () => '/api/cars/facets',
    'facets, filters': (n) => {
      const { make } = at(models, n);
      return `/api/cars/facets?make=${make}&bodyType=${bodies[n % bodies.length]}&maxPrice=35000`;
    },
    'facets, keywords + filters': (n) => {
      const { make } = at(models, n);
      return `/api/cars/facets?${q(make)}&bodyType=${bodies[n % bodies.length]}&year=2021&year=2022`;
    },
  };
}

async function timeKinds({ base, database }) {
  const rows = [];
  const kinds = await requestKinds(database);
  const get = async (path) => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  for (let n = 0; n < WARM_UP; n++) for (const kind of Object.values(kinds)) await get(kind(n));
  for (const [name, kind] of Object.entries(kinds)) {
    const times = [];
    let empty = 0;
    for (let n = 0; n < perKind; n++) {
      const { ms, result } = await timed(() => get(kind(n)));
      times.push(ms);
      if (Array.isArray(result) && result.length === 0) empty++;
    }
    rows.push({
      database: database.driver,
      request: name,
      requests: times.length,
      'median ms': Number(median(times).toFixed(1)),
      'p95 ms': Number(percentile(times, 95).toFixed(1)),
      ...(name.includes('list') ? { 'found none': empty } : {}),
    });
  }
  return rows;
}

/** The plan of a keyword search's condition (PostgreSQL): does it read the trigram index? */
async function keywordPlan(database) {
  const { rows } = await database.sql.query(
    `explain select count(*) from cars
      where status <> 'sold' and keywords like '%civic%' and keywords ~ '\\mcivic'`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const drivers = benchDrivers().filter(
  (driver) => !(process.env.BENCH_SKIP_PGLITE && driver === 'pglite'),
);
const results = [];
const plans = [];
for (const driver of drivers) {
  const seeding = performance.now();
  const app = await startBenchApp(driver, carCount);
  console.log(
    `${driver}: ${carCount} cars seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  try {
    // What autovacuum does within a minute of such a load on a server: the visibility map lets
    // the facet counts read their covering index alone (index-only scans).
    if (driver === 'postgres') await app.database.sql.query('vacuum analyze cars');
    results.push(...(await timeKinds(app)));
    if (driver === 'postgres') plans.push(await keywordPlan(app.database));
  } finally {
    await app.stop();
  }
}
console.log(
  `Keyword search and facets at ${carCount} cars, ${perKind} requests per kind, one at a time ` +
    `(load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.availableParallelism()} cores)`,
);
console.table(results);
for (const plan of plans) console.log(`PostgreSQL plan of a keyword condition:\n${plan}`);
