// Instances starting at the same moment (docs/deploy.md#scaling-out). On one fresh PostgreSQL
// database (TEST_DATABASE_URL): the migrations run once, one after the other, the first admin is
// created once and the demo data seeded once, and every instance starts. On the embedded
// database, which is one process's: one start wins, the other is refused by the data directory's
// lock, and the winner has one admin and the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../server/bootstrap/ensure-admin';
import { loadConfig } from '../../server/config';
import { cars, users } from '../../server/db/schema';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { openRuntime, type Runtime } from '../../server/runtime';
import { seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { demoCars } from '../../server/seed/demo-cars';
import { createServerDatabase, type ServerDatabase } from '../support/server-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-race-'));
let database: ServerDatabase | undefined;
const runtimes: Runtime[] = [];
afterAll(async () => {
  for (const runtime of runtimes) await runtime.database.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('instances starting together', () => {
  it(
    serverUrl
      ? 'three on one PostgreSQL migrate once, make one first admin and seed the demo data once'
      : 'two on one embedded database: one starts, the other is refused, the data is whole',
    async () => {
      database = serverUrl ? await createServerDatabase(serverUrl, 'forecourt_race') : undefined;
      const logger = pino({ level: 'silent' });
      const start = async (n: number) => {
        const config = loadConfig({
          DATABASE_URL: database?.url ?? '',
          // On PostgreSQL each instance has its own; embedded, they share the one directory.
          DATA_DIR: path.join(dir, database ? `instance-${n}` : 'shared'),
          SEED: 'true',
        });
        // As server/main.ts starts: open and migrate, then the first admin and demo data.
        const runtime = await openRuntime(config, { logger });
        runtimes.push(runtime);
        return runtime.database.exclusively(async () => {
          const admin = await ensureFirstAdmin(runtime.services.users, config, logger);
          const seeded = await seedDemoDataIfEmpty(runtime.database.db, runtime.images, {
            authorId: null,
            logger,
          });
          return { created: admin.created, seeded };
        });
      };
      if (!database) {
        const [first, second] = await Promise.allSettled([start(1), start(2)]);
        const refused = [first, second].filter((result) => result.status === 'rejected');
        expect(refused).toHaveLength(1);
        expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(DataDirLockedError);
        const won = [first, second].find((result) => result.status === 'fulfilled');
        expect(won?.status === 'fulfilled' && won.value).toEqual({ created: true, seeded: true });
      } else {
        const results = await Promise.all([start(1), start(2), start(3)]);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(results.filter((result) => result.seeded)).toHaveLength(1);
      }
      const db = runtimes[0]!.database.db;
      const [userCount] = await db.select({ n: count() }).from(users);
      const [carCount] = await db.select({ n: count() }).from(cars);
      expect([userCount!.n, carCount!.n]).toEqual([1, demoCars.length]);
    },
    180_000,
  );
});
