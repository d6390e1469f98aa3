// One Drizzle database over two drivers: PGlite (embedded PostgreSQL in WebAssembly, the
// default) or node-postgres when DATABASE_URL is set. Everything above this file sees `Database`.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
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
  /**
   * Applies committed migrations that have not run yet. On PostgreSQL one instance at a time (an
   * advisory lock: instances starting together wait for each other) and without the statement
   * time limit of ordinary queries (an index built over many cars takes its time).
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (PostgreSQL: an advisory lock held on a
   * connection of its own): the first admin and the demo data are made once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, and `onListening` when listening starts or
   * stops (PostgreSQL: a connection of its own, opened again after a loss). Resolves once the
   * first attempt is over, with the function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PostgreSQL only: the connection pool's counts (docs/product.md#metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the database files as a tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onListening(listening: boolean): void;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // persisted under dataDir/pgdata; a new one starts from `template` (server/db/template.ts)
  | { kind: 'pglite'; dataDir: string; template?: Blob }
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
    ? openPglite(target.dataDir, target.template)
    : openPglite(undefined, target.template);
}

// The extensions the migrations create (PGlite builds them in but loads them only when asked).
const pgliteOptions: PGliteOptions = { extensions: { pg_trgm, fuzzystrmatch } };

/**
 * Opens the embedded database in `dir`. A new one is loaded from `template` when given; should
 * that fail (a damaged template), the half-loaded files are removed and it is created afresh.
 */
async function createEmbedded(dir: string, template: Blob | undefined): Promise<PGlite> {
  if (!template || existsSync(path.join(dir, 'PG_VERSION')))
    return PGlite.create(dir, pgliteOptions);
  try {
    return await PGlite.create(dir, { ...pgliteOptions, loadDataDir: template });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return PGlite.create(dir, pgliteOptions);
  }
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite is single-process: a second process on the same files would corrupt them.
    releaseLock = acquireDataDirLock(dataDir);
    client = await createEmbedded(pgliteDir(dataDir), template);
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
    // One process has the files (the data directory lock): nobody else to wait for.
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: async (channel, { onNotify, onListening }) => {
      const unlisten = await client.listen(channel, onNotify);
      onListening(true);
      return async () => {
        onListening(false);
        await unlisten().catch(() => undefined); // the database may be closed already
      };
    },
  };
}

/** How long a query waits for a connection while all of the pool's are busy (a burst of traffic). */
const POOL_WAIT_MS = 30_000;

/**
 * node-postgres has one limit for two waits: opening a connection (short, so a gone or hanging
 * server answers 503 quickly) and queueing for a busy pool's next free one (longer, so a burst of
 * 1,000 form posts is served, not refused: docs/product.md#faults). The pool reads the limit when
 * a request arrives, so a full pool gets the longer one for that request only.
 */
class BurstTolerantPool extends pg.Pool {
  override connect(...args: unknown[]): never {
    const full = this.totalCount >= (this.options.max ?? 10) && this.idleCount === 0;
    const openLimit = this.options.connectionTimeoutMillis;
    if (full) this.options.connectionTimeoutMillis = POOL_WAIT_MS;
    try {
      return (super.connect as (...a: unknown[]) => never)(...args);
    } finally {
      this.options.connectionTimeoutMillis = openLimit;
    }
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new BurstTolerantPool({
    connectionString: url,
    max: 10,
    // Fail fast when the server is gone or hangs, so /readyz and the API answer 503 quickly.
    connectionTimeoutMillis: 1500,
    query_timeout: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one, between a transaction's statements (the database cut while a sweep
  // or a request holds it): its next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema, casing });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    sql: pool,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    migrate: () =>
      withAdvisoryLock(url, MIGRATION_LOCK, (client) =>
        migratePg(drizzlePg({ client, schema, casing }), { migrationsFolder }),
      ),
    exclusively: (work) => withAdvisoryLock(url, STARTUP_LOCK, () => work()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
  };
}

// Advisory lock keys of Forecourt's start-up steps (any two numbers no other app on the database uses).
const MIGRATION_LOCK = 0x466f7265; // "Fore"
const STARTUP_LOCK = 0x636f7572; // "cour"

/**
 * Runs `work` holding a session advisory lock on a connection of its own, without statement or
 * lock time limits (waiting for another instance's migrations is expected).
 */
async function withAdvisoryLock<T>(
  url: string,
  key: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {}); // a lost connection fails the query under way
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SET lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

const RELISTEN_DELAYS_MS = [250, 1000, 5000];

/** LISTEN on a connection of its own, connected again (250 ms, 1 s, then every 5 s) when lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  { onNotify, onListening }: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const lost = (from: pg.Client) => {
    if (client !== from) return; // an older connection's late event
    client = undefined;
    from.removeAllListeners();
    from.on('error', () => {});
    from.end().catch(() => undefined);
    onListening(false);
    if (stopped) return;
    const delay = RELISTEN_DELAYS_MS[Math.min(failures++, RELISTEN_DELAYS_MS.length - 1)];
    retry = setTimeout(() => void connect(), delay);
  };
  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 1500,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== next || stopped) return;
      failures = 0;
      onListening(true);
    } catch {
      lost(next);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners();
      last.on('error', () => {});
      await last.end().catch(() => undefined);
    }
    onListening(false);
  };
}
