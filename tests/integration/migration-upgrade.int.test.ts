// An older database, migrated by an earlier release and holding data, is brought to the latest
// schema by the start-up migration with its data intact (issue 2). The older state is built
// honestly: drizzle's own migrator applies only the first N entries of the committed journal.
// Embedded PGlite on disk by default; a new database on TEST_DATABASE_URL when it is set.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isoDateIn } from '../../common/dates';
import { SITE } from '../../common/site';
import { defaultStockNumber } from '../../common/schemas/car';
import { hashPassword } from '../../server/auth/password';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle, type SqlClient } from '../../server/db/client';
import { migrationsFolder } from '../../server/paths';
import { openRuntime } from '../../server/runtime';
import { createServerDatabase } from '../support/server-database';
import { createTestDatabase } from '../support/test-database';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: JournalEntry[] } & Record<string, unknown>;

let scratch: string;
/** The schema the committed migrations make today. */
let latest: Awaited<ReturnType<typeof schemaOf>>;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-upgrade-'));
  const fresh = await createTestDatabase();
  latest = await schemaOf(fresh.sql);
  await fresh.destroy();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A migrations folder holding only the first `count` entries of the committed journal. */
function migrationsUpTo(count: number): string {
  const folder = path.join(scratch, `migrations-${count}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const entry of entries)
    copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

/** Where the older database lives, and the environment the server starts with on it. */
interface OldDatabase {
  open(): Promise<DatabaseHandle>;
  migrateTo(handle: DatabaseHandle, folder: string): Promise<void>;
  env: Record<string, string>;
  destroy(): Promise<void>;
}

async function createOldDatabase(name: string): Promise<OldDatabase> {
  const dataDir = path.join(scratch, name);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A new embedded database starts from the files of one just initialised (the run's global
    // setup made them; initialising afresh took 5 s a database).
    const empty = new Blob([readFileSync(inject('pgliteEmptyTemplate'))]);
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir, template: empty }),
      migrateTo: (handle, folder) =>
        migratePglite(handle.db as never, { migrationsFolder: folder }),
      env: { DATA_DIR: dataDir },
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createServerDatabase(serverUrl, 'forecourt_upgrade');
  return {
    open: () => openDatabase({ kind: 'postgres', url: database.url }),
    migrateTo: (handle, folder) => migratePg(handle.db as never, { migrationsFolder: folder }),
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async destroy() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Row = Record<string, unknown>;
const rows = async (client: SqlClient, text: string, params?: unknown[]) =>
  (await client.query(text, params)).rows as Row[];

/** Everything the migrations define in the public schema, in a comparable form. */
async function schemaOf(client: SqlClient) {
  return {
    columns: await rows(
      client,
      `select table_name, column_name, data_type, is_nullable, column_default,
              character_maximum_length, numeric_precision, numeric_scale, is_identity,
              is_generated, generation_expression
         from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`,
    ),
    indexes: await rows(
      client,
      `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
    constraints: await rows(
      client,
      `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
         from pg_constraint where connamespace = 'public'::regnamespace order by tbl, conname`,
    ),
    triggers: await rows(
      client,
      `select tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal
        order by tgname`,
    ),
    functions: await rows(
      client,
      `select proname, pg_get_functiondef(oid) as def from pg_proc
        where pronamespace = 'public'::regnamespace order by proname, def`,
    ),
  };
}

const OLD_PASSWORD = 'older-release-password-1';
const PHOTO_ID = 'ab'.repeat(12);
const COVER_ID = 'cd'.repeat(12);

/** Data as an older release wrote it, in the columns that release had (plain SQL). */
async function insertOlderData(client: SqlClient) {
  const passwordHash = await hashPassword(OLD_PASSWORD);
  const [user] = await rows(
    client,
    `insert into users (username, password_hash, email) values ($1, $2, $3) returning id`,
    ['owner', passwordHash, 'owner@example.com'],
  );
  const [sold] = await rows(
    client,
    `insert into cars (year, make, model, trim, price, mileage, condition, transmission, fuel_type,
                       vin, status, photos, description)
     values (2019, 'Honda', 'Civic', 'EX', 18995.00, 61000, 'used', 'cvt', 'gasoline',
             '2HGFC2F59KH512345', 'sold', $1, 'Sold last spring.') returning id`,
    [[`/images/${PHOTO_ID}`]],
  );
  await rows(
    client,
    `insert into cars (year, make, model, price, original_price, discounted_price, mileage,
                       condition, transmission, fuel_type, featured)
     values (2022, 'Toyota', 'RAV4', 33995.00, 35995.00, 32995.99, 21000, 'certified',
             'automatic', 'hybrid', true)`,
  );
  await rows(
    client,
    `insert into blog_posts (title, slug, content, category, published, author_id, featured_image)
     values ('Winter tires in BC', 'winter-tires-in-bc', '<p>When and why.</p>', 'Maintenance',
             true, $1, $2)`,
    [user!.id, `/images/${COVER_ID}`],
  );
  await rows(
    client,
    `insert into leads (first_name, last_name, email, interest, car_id)
     values ('Ada', 'Lovelace', 'ada@example.com', 'test drive', $1)`,
    [sold!.id],
  );
  await rows(client, `insert into app_meta (key, value) values ('demo_seeded_at', '2025-01-01')`);
}

const TABLES = ['users', 'cars', 'blog_posts', 'leads', 'app_meta'];

async function dataOf(client: SqlClient) {
  const data: Record<string, Row[]> = {};
  for (const table of TABLES) data[table] = await rows(client, `select * from ${table} order by 1`);
  return data;
}

/** The rows as they were, plus the columns later migrations added: old columns unchanged. */
function keepOldColumns(after: Record<string, Row[]>, before: Record<string, Row[]>) {
  return Object.fromEntries(
    Object.entries(after).map(([table, list]) => [
      table,
      list.map((row, index) =>
        Object.fromEntries(Object.keys(before[table]![index] ?? row).map((key) => [key, row[key]])),
      ),
    ]),
  );
}

describe.each(
  // Every older state the journal allows: at least the first migration alone.
  journal.entries.slice(0, -1).map((_entry, index) => index + 1),
)('a database migrated to the first %i migration(s)', (applied) => {
  it('is upgraded at start-up to the latest schema with its data intact', async () => {
    expect(applied).toBeLessThan(journal.entries.length);
    const old = await createOldDatabase(`db-${applied}`);
    try {
      const handle = await old.open();
      let before: Record<string, Row[]>;
      try {
        await old.migrateTo(handle, migrationsUpTo(applied));
        const recorded = await rows(handle.sql, `select * from drizzle.__drizzle_migrations`);
        expect(recorded).toHaveLength(applied);
        // Truly older: the schema differs from the latest one.
        expect(await schemaOf(handle.sql)).not.toEqual(latest);
        await insertOlderData(handle.sql);
        before = await dataOf(handle.sql);
      } finally {
        await handle.close();
      }

      // The start-up path of the server and the scripts (server/runtime.ts).
      const runtime = await openRuntime(loadConfig(old.env));
      try {
        const client = runtime.database.sql;
        expect(await rows(client, `select * from drizzle.__drizzle_migrations`)).toHaveLength(
          journal.entries.length,
        );
        expect(await schemaOf(client)).toEqual(latest);

        const after = await dataOf(client);
        // The start-up adds its own marker (photos recorded); every old row is as it was.
        const backfill = after.app_meta!.filter((row) => row.key === 'images_backfilled_at');
        expect(backfill).toHaveLength(1);
        after.app_meta = after.app_meta!.filter((row) => row !== backfill[0]);
        expect(keepOldColumns(after, before)).toEqual(before);
        expect(after.cars).toHaveLength(2);

        // The data works with today's code: sign-in, cars, their photos, the new columns' defaults.
        const owner = await runtime.services.users.verifyCredentials('owner', OLD_PASSWORD);
        expect(owner?.username).toBe('owner');
        const soldId = Number(before.cars![0]!.id);
        const sold = await runtime.services.cars.getCar(soldId);
        expect(sold).toMatchObject({
          make: 'Honda',
          status: 'sold',
          price: 18995,
          photos: [`/images/${PHOTO_ID}`],
          version: 1,
        });
        const discounted = await runtime.services.cars.getCar(Number(before.cars![1]!.id));
        expect(discounted).toMatchObject({
          price: 33995,
          originalPrice: 35995,
          discountedPrice: 32995.99,
        });
        // Cars from before the vehicle details (drizzle/0003) got a stock number from their id,
        // their added day as in-stock date and their shown price as first price. The day is the
        // migration's (SQL, on the database's time-zone data, which may differ from Node's by an
        // hour: see newCarColumns), and it is the day the car was added at the dealership.
        for (const [index, old] of before.cars!.entries()) {
          const id = Number(old.id);
          const car = await runtime.services.cars.getCar(id);
          const [added] = await rows(
            client,
            `select (($1::timestamptz) at time zone '${SITE.timeZone}')::date::text as day`,
            [(old.created_at as Date).toISOString()],
          );
          expect([
            isoDateIn(old.created_at as Date),
            isoDateIn(new Date((old.created_at as Date).getTime() + 3_600_000)),
          ]).toContain(added!.day);
          expect(car).toMatchObject({
            stockNumber: defaultStockNumber(id),
            inStockSince: added!.day,
            features: [],
            bodyType: null,
          });
          expect(await runtime.services.cars.getPriceHistory(id)).toEqual([
            {
              displayPrice: [18995, 32995.99][index],
              changedAt: (old.created_at as Date).toISOString(),
              day: isoDateIn(old.created_at as Date),
            },
          ]);
        }
        // Photos named by old rows are recorded, so the photo sweep keeps them.
        const recordedPhotos = await rows(client, `select id from images order by id`);
        expect(recordedPhotos.map((row) => row.id)).toEqual([PHOTO_ID, COVER_ID]);
        // The triggers of later migrations run on old rows.
        const updated = await runtime.services.cars.setCarStatus(soldId, 'pending');
        expect(updated.version).toBe(2);
        expect(Date.parse(updated.updatedAt)).toBeGreaterThan(
          (before.cars![0]!.updated_at as Date).getTime(),
        );
      } finally {
        await runtime.database.close();
      }

      // A second start on the upgraded database has nothing left to do.
      const again = await openRuntime(loadConfig(old.env));
      try {
        expect(
          await rows(again.database.sql, `select * from drizzle.__drizzle_migrations`),
        ).toHaveLength(journal.entries.length);
        expect(await rows(again.database.sql, `select id from cars`)).toHaveLength(2);
      } finally {
        await again.database.close();
      }
    } finally {
      await old.destroy();
    }
  }, 120_000);
});
