// The shoppers' searches stay on indexes at a realistic size (docs/product.md#performance): the
// real queries the services send (captured from Drizzle's query log) are EXPLAINed over
// PLAN_CARS synthetic cars, analyzed and vacuumed as PostgreSQL's autovacuum leaves them, and
// none may read the cars table by a sequential scan. Every order with no filter (first and last
// page), with a make, with a year and with ranges, keywords, the facets of a filtered search, a
// car, its similar cars and the featured ones. (The keyword matcher's probe for a word may walk
// the table until its first match: that is the right plan for a common word.) The facets of the whole inventory are left out:
// they read every car for sale by design (once per change, then from the cache).
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryQueryFromUrl } from '../../common/schemas/inventory-query';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedSyntheticCars } from '../../server/seed/seed-demo';
import { createServices, type Services } from '../../server/services';
import { createTestApp, type TestApp } from '../support/test-app';

// A dealer group's inventory on PostgreSQL; a large lot's on PGlite (its seeding is slower).
const PLAN_CARS = Number(process.env.PLAN_CARS ?? (process.env.TEST_DATABASE_URL ? 20_000 : 5_000));

let t: TestApp;
let services: Services;
const logged: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedSyntheticCars(t.db, t.images, {
    count: PLAN_CARS,
    seed: 17,
    logger: pino({ level: 'silent' }),
  });
  await t.db.execute(sql`VACUUM ANALYZE cars`);
  const logger = { logQuery: (query: string, params: unknown[]) => logged.push({ query, params }) };
  const options = { schema, casing: 'snake_case' as const, logger };
  const db =
    t.database.driver === 'pglite'
      ? drizzlePglite({ client: t.database.sql as unknown as PGlite, ...options })
      : drizzlePg({ client: t.database.sql as unknown as pg.Pool, ...options });
  services = createServices(db as unknown as Database);
}, 600_000);
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The queries `work` sends, each with the nodes of its plan that read the cars table. */
async function plansOf(work: () => Promise<unknown>) {
  logged.length = 0;
  await work();
  const plans = [];
  for (const { query, params } of logged.filter(
    // The keyword matcher's probe (does any car have this word?) stops at the first car that
    // has it: for a common word the planner rightly walks the table; a rare one takes the index.
    (entry) =>
      /"cars"/.test(entry.query) && !/^\(SELECT \$1::int AS i WHERE EXISTS/.test(entry.query),
  )) {
    const { rows } = await t.database.sql.query(`EXPLAIN (FORMAT JSON) ${query}`, params);
    const [{ Plan }] = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'];
    const reads = nodesOf(Plan).filter((node) => node['Relation Name'] === 'cars');
    plans.push({
      query,
      reads: reads.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()),
    });
  }
  return plans;
}

async function expectNoSeqScan(work: () => Promise<unknown>) {
  const plans = await plansOf(work);
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans) {
    expect(plan.reads, plan.query).not.toContainEqual(expect.stringMatching(/^Seq Scan/));
    expect(plan.reads.length, plan.query).toBeGreaterThan(0);
  }
  return plans;
}

const list = (search: string) => () =>
  services.cars.listCars(inventoryQueryFromUrl(new URLSearchParams(search)));

describe(`the shoppers' searches over ${PLAN_CARS} cars read indexes only`, () => {
  const SORTS = ['newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc'];
  let lastPage: number;
  beforeAll(async () => {
    const page = await list('')();
    lastPage = Math.ceil(page.total / page.pageSize);
    expect(lastPage).toBeGreaterThan(100);
  });

  it.each(SORTS)('every car for sale, sort=%s: the first page and the last', async (sort) => {
    const first = await expectNoSeqScan(list(`sort=${sort}`));
    // The page's ids come from the index of its order (the count from any index).
    expect(first.flatMap((plan) => plan.reads).join()).toMatch(/cars_for_sale_/);
    await expectNoSeqScan(list(`sort=${sort}&page=${lastPage}`));
  });

  it.each([
    'make=BMW',
    'make=BMW&sort=price-asc&maxPrice=40000',
    'make=BMW&make=Honda&sort=mileage-asc&page=20',
    'year=2020&sort=mileage-asc',
    'bodyType=suv&minPrice=20000&maxPrice=35000&sort=price-desc',
    'colour=grey&drivetrain=awd&sort=year-desc&page=10',
    'q=civic',
    'q=awd&sort=price-asc',
  ])('%s', async (search) => {
    await expectNoSeqScan(list(search));
  });

  it('the facets of a filtered search', async () => {
    await expectNoSeqScan(() =>
      services.cars.getFacets(inventoryQueryFromUrl(new URLSearchParams('make=BMW&bodyType=suv'))),
    );
  });

  it('a car, its similar cars, the featured ones', async () => {
    const [car] = (await list('sort=price-asc&page=50')()).items;
    await expectNoSeqScan(() => services.cars.getCar(car!.id));
    await expectNoSeqScan(() => services.cars.listSimilarCars(car!));
    await expectNoSeqScan(() => services.cars.listFeaturedCars());
  });
});
