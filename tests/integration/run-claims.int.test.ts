// Housekeeping on several instances (docs/product.md#several-instances): each period's run of a
// sweep goes to one instance only, by an atomic claim in app_meta.
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRuns, startPeriodic } from '../../server/periodic';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const HOUR = 3_600_000;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('claimRuns', () => {
  it('gives a period to one of several instances claiming at once, then to nobody until it ends', async () => {
    // Five instances, each with its own claim, at the same moment.
    const claims = Array.from({ length: 5 }, () => claimRuns(database.db));
    const won = await Promise.all(claims.map((claim) => claim('photo sweep', HOUR)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await claims[0]!('photo sweep', HOUR)).toBe(false);
    // Another task has its own periods.
    expect(await claims[1]!('retention sweep', HOUR)).toBe(true);

    // Once the period is over the next one is free again, once. The period's end is set in the
    // table rather than waited for: a short real period let a slow machine's fifth claim, run after
    // the period, win it again.
    // (The table's trigger stamps updated_at on every update, so it is held off for this one.)
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE app_meta DISABLE TRIGGER app_meta_set_updated_at`);
      await tx.execute(
        sql`UPDATE app_meta SET updated_at = now() - interval '2 hours' WHERE key = 'run:photo sweep'`,
      );
      await tx.execute(sql`ALTER TABLE app_meta ENABLE TRIGGER app_meta_set_updated_at`);
    });
    const next = await Promise.all(claims.map((claim) => claim('photo sweep', HOUR)));
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it('runs a periodic task on one instance of two started together', async () => {
    const logger = pino({ level: 'silent' });
    let runs = 0;
    const task = async () => {
      runs++;
    };
    const first = startPeriodic('audit sweep', task, logger, HOUR, claimRuns(database.db));
    const second = startPeriodic('audit sweep', task, logger, HOUR, claimRuns(database.db));
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toBe(1);
  });
});
