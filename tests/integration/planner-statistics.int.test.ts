// The planner's statistics after large writes (server/db/statistics.ts): the synthetic seed and a
// real CSV import of many rows leave cars analyzed (pg_class.reltuples is the real row count,
// pg_stats has the new makes) and vacuumed (every page all-visible, so the searches' covering
// indexes are read without the table), a dry run and a small import leave them to the rule, and the
// keeper PGlite runs in place of autovacuum refreshes a table once enough of its rows changed.
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_FIELDS } from '../../common/constants';
import type { CarImportReport } from '../../common/schemas/car-csv';
import { staleTables, startStatisticsKeeper } from '../../server/db/statistics';
import { seedSyntheticCars } from '../../server/seed/seed-demo';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const SEEDED = 300;
const IMPORTED = 200;
const logger = pino({ level: 'silent' });

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
  // On PostgreSQL, autovacuum could analyze these tables at any moment: what is tested here is
  // that our own writes leave them analyzed (PGlite has no autovacuum).
  for (const table of ['cars', 'car_price_history']) {
    await t.db.execute(sql`alter table ${sql.identifier(table)} set (autovacuum_enabled = false)`);
  }
  await seedSyntheticCars(t.db, t.images, { count: SEEDED, seed: 14, logger });
}, 120_000);
afterAll(() => t.close());

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows[0]!;
}

/** The planner's idea of the number of rows in a table (-1: never analyzed). */
const plannedRows = async (table: string) =>
  Number(
    (
      await one<{ rows: number }>(
        sql`select reltuples::float8 as "rows" from pg_class where oid = ${table}::regclass`,
      )
    ).rows,
  );

/**
 * The share of a table's pages VACUUM has marked all-visible (an index-only scan reads the table
 * itself for any row on a page not so marked).
 */
const allVisibleShare = async (table: string) => {
  const { pages, visible } = await one<{ pages: number; visible: number }>(
    sql`select relpages::int as pages, relallvisible::int as visible from pg_class where oid = ${table}::regclass`,
  );
  return pages > 0 ? visible / pages : 0;
};

const carCount = async () =>
  Number((await one<{ n: number }>(sql`select count(*)::int as n from cars`)).n);

/** The share of cars of `make` in the planner's statistics of cars.make (null: not among them). */
const plannedShareOfMake = async (make: string) =>
  (
    await one<{ share: number | null }>(sql`
      select most_common_freqs[array_position(most_common_vals::text::text[], ${make})]::float8 as share
      from pg_stats where tablename = 'cars' and attname = 'make' and schemaname = current_schema()`)
  ).share;

/** A file of `count` new cars, all of them Subaru Outbacks with their disclosures answered. */
const newCarsCsv = (count: number, model = 'Outback') =>
  stringify(
    [
      ['year', 'make', 'model', 'price', 'mileage', ...DISCLOSURE_FIELDS],
      ...Array.from({ length: count }, (_, at) => [
        '2020',
        'Subaru',
        model,
        '25000',
        String(at),
        ...DISCLOSURE_FIELDS.map(() => 'no'),
      ]),
    ],
    { record_delimiter: 'windows' },
  );

const importCsv = async (csv: string, dryRun = false) =>
  (
    await admin
      .post(`/api/admin/cars/import${dryRun ? '?dryRun=true' : ''}`)
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(200)
  ).body as CarImportReport;

describe('planner statistics after large writes', () => {
  it('the synthetic seed leaves cars and their price history analyzed and vacuumed', async () => {
    expect(await carCount()).toBe(SEEDED);
    expect(await plannedRows('cars')).toBe(SEEDED);
    // One price-history row per car added.
    expect(await plannedRows('car_price_history')).toBe(SEEDED);
    const { make, share } = await one<{ make: string; share: number }>(sql`
      select make, count(*)::float8 / ${SEEDED} as share from cars
      group by make order by count(*) desc, make limit 1`);
    expect(await plannedShareOfMake(make)).toBeCloseTo(share, 4);
    expect(await allVisibleShare('cars')).toBe(1);
    expect(await allVisibleShare('car_price_history')).toBe(1);
  });

  it('a dry run writes nothing and analyzes nothing; a real import of many rows analyzes and vacuums', async () => {
    const subaruBefore = await plannedShareOfMake('Subaru');
    expect((await importCsv(newCarsCsv(IMPORTED), true)).created).toBe(IMPORTED);
    expect(await plannedRows('cars')).toBe(SEEDED);

    expect((await importCsv(newCarsCsv(IMPORTED))).created).toBe(IMPORTED);
    const total = SEEDED + IMPORTED;
    expect(await carCount()).toBe(total);
    expect(await plannedRows('cars')).toBe(total);
    expect(await plannedRows('car_price_history')).toBe(total);
    const subarus = Number(
      (await one<{ n: number }>(sql`select count(*)::int as n from cars where make = 'Subaru'`)).n,
    );
    expect(subarus).toBeGreaterThanOrEqual(IMPORTED);
    expect(await plannedShareOfMake('Subaru')).toBeCloseTo(subarus / total, 4);
    expect(await plannedShareOfMake('Subaru')).not.toBe(subaruBefore);
    expect(await allVisibleShare('cars')).toBe(1);
  });

  it('a small import is left to the rule (50 rows + 10 % of the table)', async () => {
    const before = await plannedRows('cars');
    expect((await importCsv(newCarsCsv(10, 'Crosstrek'))).created).toBe(10);
    expect(await carCount()).toBe(before + 10);
    expect(await plannedRows('cars')).toBe(before);
  });

  it('the keeper analyzes a table once enough of its rows changed, and stops cleanly', async () => {
    const rows = await plannedRows('cars');
    const threshold = 50 + 0.1 * rows;
    // The writes and the flush of their counters in one session, as PGlite's only session does.
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`update cars set mileage = mileage + 1 where id in (select id from cars order by id limit ${Math.ceil(threshold) + 20})`,
      );
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    expect(await staleTables(t.db)).toContain('cars');
    const carsStatistics = () =>
      one<{ modified: number; at: string | null }>(sql`
        select n_mod_since_analyze::int as modified, last_analyze::text as at
        from pg_stat_user_tables where relname = 'cars' and schemaname = current_schema()`);
    const before = await carsStatistics();
    expect(before.modified).toBeGreaterThan(threshold);

    const keeper = startStatisticsKeeper(t.db, logger, 3_600_000);
    await keeper.stop();
    const after = await carsStatistics();
    expect(after.at).not.toBeNull();
    expect(after.at).not.toBe(before.at);
    expect(after.modified).toBeLessThanOrEqual(threshold);
    expect(await staleTables(t.db)).not.toContain('cars');
    expect(await plannedRows('cars')).toBe(await carCount());
  });
});
