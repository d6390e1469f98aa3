// The app in this process on a benchmark database of synthetic cars, with a signed-in admin: on
// PGlite with its files under a temporary DATA_DIR (as the server keeps it), or on a scratch
// database of a PostgreSQL server (dropped by stop()); optionally with lead mail delivered as the
// server does it, and on PostgreSQL several app instances sharing the database. Shared by the
// benchmarks of the inventory desk, the CSV import and lead delivery. tsx is registered here, so
// the benchmarks run with plain `node` and still load the server's TypeScript.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { register } from 'tsx/esm/api';

register();

const ADMIN = { username: 'bench', password: 'timing-runs-password-1234' };

/** The drivers to measure: PGlite, and PostgreSQL when BENCH_DATABASE_URL names a server. */
export function benchDrivers() {
  if (process.env.BENCH_DATABASE_URL) return ['pglite', 'postgres'];
  console.log('(set BENCH_DATABASE_URL to a PostgreSQL server to measure it too)');
  return ['pglite'];
}

/**
 * The app listening on a free port of 127.0.0.1 over `carCount` synthetic cars (seeded as
 * `npm run seed -- --cars N` does), an admin signed in: { base, cookie, database, instances,
 * stop() }. Options:
 * - `config`: settings over the bench's own (e.g. `smtpUrl`, `mail`, `formRateLimitPerMinute`);
 * - `mailLogger(instance)`: start lead-mail delivery as the server does, logging there;
 * - `instances`: app instances, each with its own connection pool, HTTP server and mail worker
 *   (PostgreSQL only: PGlite is one process's). `instances[n]` is { base, services, database }.
 */
export async function startBenchApp(driver, carCount, options = {}) {
  const [
    { createApp },
    { openDatabase },
    { LocalObjectStore },
    { seedSyntheticCars },
    services,
    { createServerDatabase },
    { startMailDelivery },
  ] = await Promise.all([
    import('../../server/app.ts'),
    import('../../server/db/client.ts'),
    import('../../server/images/object-store.ts'),
    import('../../server/seed/seed-demo.ts'),
    import('../../server/services/index.ts'),
    import('../../tests/support/server-database.ts'),
    import('../../server/mail/mail-delivery.ts'),
  ]);
  const count = options.instances ?? 1;
  if (count > 1 && driver !== 'postgres') throw new Error('several instances need PostgreSQL');
  const logger = pino({ level: 'silent' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-bench-'));
  const scratch =
    driver === 'postgres'
      ? await createServerDatabase(process.env.BENCH_DATABASE_URL, 'forecourt_bench')
      : null;
  const target = scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir };
  const config = {
    nodeEnv: 'production',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    sessionSecret: 'bench-secret-bench-secret-bench-secret-01',
    logLevel: 'silent',
    seed: false,
    trustProxy: false,
    formRateLimitPerMinute: 10,
    ...options.config,
  };
  const images = new LocalObjectStore(path.join(dataDir, 'objects'));

  const instances = [];
  const startInstance = async (n) => {
    const database = await openDatabase(target);
    if (n === 0) await database.migrate();
    const appServices = services.createServices(database.db, {
      mail: config.mail,
      publicUrl: config.publicUrl,
    });
    if (n === 0) {
      await appServices.users.setUserPassword(ADMIN.username, ADMIN.password);
      await seedSyntheticCars(database.db, images, { count: carCount, seed: 1, logger });
    }
    const app = createApp({ config, logger, database, services: appServices, images });
    const server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const mail = options.mailLogger
      ? startMailDelivery(config, { outbox: appServices.outbox, logger: options.mailLogger(n) })
      : null;
    instances.push({
      base: `http://127.0.0.1:${server.address().port}`,
      services: appServices,
      database,
      async stop() {
        await new Promise((resolve) => server.close(resolve));
        await mail?.stop();
        await database.close();
      },
    });
  };
  // The first one migrates and seeds before the others open the database.
  await startInstance(0);
  for (let n = 1; n < count; n++) await startInstance(n);

  const [{ base, database }] = instances;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  return {
    base,
    cookie,
    database,
    instances,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How long `work` takes, in milliseconds, and what it gave. */
export async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}
