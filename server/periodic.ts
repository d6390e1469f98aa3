// A housekeeping task run now and then every `everyMs` (the photo and retention sweeps). A failed
// run is logged and the next one tries again; stop() waits for a run under way, so the database
// is not closed beneath it.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './db/client';
import type { Logger } from './logger';

/** Asks whether this instance runs this period's `what` (several instances share the database). */
export type RunClaim = (what: string, everyMs: number) => Promise<boolean>;

/**
 * Several instances run the same housekeeping on one database: each period's run goes to the one
 * instance that claims it first (docs/product.md#several-instances). The claim is an atomic
 * upsert of `run:<what>` in app_meta that succeeds only when the last claim is older than 90 % of
 * the period, so the others skip theirs.
 */
export function claimRuns(db: Database): RunClaim {
  return async (what, everyMs) => {
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`INSERT INTO app_meta (key, value, updated_at)
          VALUES (${`run:${what}`}, 'claimed', now())
          ON CONFLICT (key) DO UPDATE SET updated_at = now()
          WHERE app_meta.updated_at < now() - make_interval(secs => ${(everyMs * 0.9) / 1000})
          RETURNING key`,
    );
    return rows.length > 0;
  };
}

export interface Periodic {
  stop(): Promise<void>;
}

export function startPeriodic(
  what: string,
  task: () => Promise<unknown>,
  logger: Logger,
  everyMs: number,
  claim?: RunClaim,
): Periodic {
  let running: Promise<unknown> = Promise.resolve();
  const claimed = async () => {
    if (!claim || (await claim(what, everyMs))) await task();
  };
  const run = () => {
    running = running
      .then(claimed)
      .catch((error: unknown) => logger.warn({ err: error }, `${what} failed`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
