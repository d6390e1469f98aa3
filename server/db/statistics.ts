// The planner's statistics of the tables that change by the thousand (a CSV import, the synthetic
// seed, bulk actions). PostgreSQL's autovacuum ANALYZEs a table once enough of its rows changed;
// PGlite (one process, no background workers) never does, so after thousands of new cars its
// planner would go on estimating from what it saw last, or from nothing. The rule here is
// autovacuum's own: analyze once more than 50 rows + 10 % of the table changed. Each refresh is a
// VACUUM (ANALYZE): besides the statistics it marks the table's pages all-visible, without which
// the searches' covering indexes (docs/product.md#performance) still read every row they pass in
// the table itself (at 100,000 new cars the first `sort=mileage-asc&year=2020` read 32,146 rows
// from the table: 43 ms for its page of ids, 7 ms once vacuumed; docs/performance.md).
import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import { rowsOf, type Database } from './client';

/** The tables kept: the cars, and the price history that grows with their prices. */
export const ANALYZED_TABLES = ['cars', 'car_price_history'] as const;
type AnalyzedTable = (typeof ANALYZED_TABLES)[number];

// autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults.
const BASE_THRESHOLD = 50;
const SCALE_FACTOR = 0.1;

const KEEPER_INTERVAL_MS = 60_000;

const tableList = (tables: readonly AnalyzedTable[]) =>
  sql.raw(tables.map((table) => `"${table}"`).join(', '));

/**
 * A session's row counters reach the statistics views a moment after its writes (at most once a
 * second). On PGlite this session is the only one, so after this they are current.
 */
const flushCounters = (db: Database) => db.execute(sql`select pg_stat_force_next_flush()`);

/**
 * VACUUM (ANALYZE) on the given tables (default: all of ANALYZED_TABLES). Not in a transaction:
 * PostgreSQL refuses VACUUM there.
 */
export async function vacuumAnalyzeTables(
  db: Database,
  tables: readonly AnalyzedTable[] = ANALYZED_TABLES,
): Promise<void> {
  if (tables.length === 0) return;
  // Writes still counted after the ANALYZE would make the table look stale again.
  await flushCounters(db);
  await db.execute(sql`VACUUM (ANALYZE) ${tableList(tables)}`);
}

/**
 * After a write of `changedRows` cars: VACUUM (ANALYZE) when they are more than autovacuum would let pass
 * (against the planner's last known size of the table, one catalogue read). True when it did.
 */
export async function vacuumAnalyzeAfterWrite(db: Database, changedRows: number): Promise<boolean> {
  if (changedRows <= BASE_THRESHOLD) return false;
  const [table] = await rowsOf<{ rows: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as "rows" from pg_class where oid = 'cars'::regclass`,
  );
  const known = Number(table?.rows ?? 0);
  if (changedRows <= BASE_THRESHOLD + SCALE_FACTOR * known) return false;
  await vacuumAnalyzeTables(db);
  return true;
}

/** The kept tables with more rows changed since their last ANALYZE than the rule allows. */
export async function staleTables(db: Database): Promise<AnalyzedTable[]> {
  await flushCounters(db);
  const stale = await rowsOf<{ table: AnalyzedTable }>(
    db,
    sql`
    select s.relname as "table"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
      and s.relname in (${sql.join(
        ANALYZED_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )})
      and s.n_mod_since_analyze > ${sql.raw(
        `${BASE_THRESHOLD} + ${SCALE_FACTOR} * greatest(c.reltuples, 0)`,
      )}
    order by s.relname`,
  );
  return stale.map((row) => row.table);
}

/** VACUUM (ANALYZE) on the kept tables that need it; returns them. */
export async function refreshStatistics(db: Database): Promise<AnalyzedTable[]> {
  const stale = await staleTables(db);
  await vacuumAnalyzeTables(db, stale);
  return stale;
}

/**
 * What autovacuum would do, for PGlite: the statistics checked now and every minute (a cheap
 * read of two counters), refreshed when stale. stop() waits for a refresh under way, so the
 * database can be closed after it.
 */
export function startStatisticsKeeper(
  db: Database,
  logger: Logger,
  everyMs = KEEPER_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        const analyzed = await refreshStatistics(db);
        if (analyzed.length > 0) logger.info({ tables: analyzed }, 'planner statistics refreshed');
      } catch (error) {
        logger.warn({ err: error }, 'planner statistics refresh failed');
      }
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
