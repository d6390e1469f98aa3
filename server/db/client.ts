// One Drizzle database over two drivers: PGlite (embedded PostgreSQL in WebAssembly, the
// default) or node-postgres when DATABASE_URL is set. Everything above this file sees `Database`.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** The pg Pool `query` shape; PGlite has it too. Libraries that speak SQL (the session store) use it. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  sql: SqlClient;
  /** Applies committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the database files as a tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string } // persisted under dataDir/pgdata
  | { kind: 'pglite-memory'; template?: Blob }; // in memory, optionally from dumped files

const casing = 'snake_case' as const;

/** Where PGlite keeps an embedded database's files under DATA_DIR. */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/** True once an embedded database was created under `dataDir` (false: it will be new). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  return target.kind === 'pglite'
    ? openPglite(target.dataDir)
    : openPglite(undefined, target.template);
}

// The extensions the migrations create (PGlite builds them in but loads them only when asked).
const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite is single-process: a second process on the same files would corrupt them.
    releaseLock = acquireDataDirLock(dataDir);
    client = await PGlite.create(pgliteDir(dataDir), pgliteOptions);
  } else {
    client = await PGlite.create(
      template ? { ...pgliteOptions, loadDataDir: template } : pgliteOptions,
    );
  }
  const db = drizzlePglite({ client, schema, casing });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    sql: client as unknown as SqlClient,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the server is gone or hangs, so /readyz and the API answer 503 quickly.
    connectionTimeoutMillis: 1500,
    query_timeout: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    sql: pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
