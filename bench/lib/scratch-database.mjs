// A scratch database on a PostgreSQL server, seeded as `npm run seed` does (demo data and/or
// synthetic cars), for the benchmarks that run the built server on PostgreSQL (api-scale,
// ssr-throughput, lighthouse). The caller drops it (drop()) when done.
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';
import { root } from '../../scripts/lib/ensure-build.mjs';

let tsxRegistered = false;

/** Runs scripts/seed.ts with these arguments against `databaseUrl`, photos under `dataDir`. */
function runSeed(args, { databaseUrl, dataDir }) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (seed.ts ${args.join(' ')})`);
}

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server at `serverUrl` (e.g.
 * postgres://postgres@127.0.0.1:5432/postgres), migrated and seeded: the demo data first when
 * `demo` (blog posts, the demo cars and their photos), then `cars` synthetic cars (`seed` repeats
 * a run's cars). Photos are stored under `dataDir`: start the server on the same DATA_DIR.
 * Returns { url, drop() }; the database is dropped already when seeding fails.
 */
export async function createSeededDatabase({
  serverUrl,
  prefix,
  dataDir,
  cars = 0,
  demo = false,
  seed,
}) {
  if (!tsxRegistered) {
    register();
    tsxRegistered = true;
  }
  const { createServerDatabase } = await import('../../tests/support/server-database.ts');
  const scratch = await createServerDatabase(serverUrl, prefix);
  try {
    const target = { databaseUrl: scratch.url, dataDir };
    if (demo) runSeed([], target);
    if (cars > 0) {
      runSeed(
        ['--cars', String(cars), ...(seed === undefined ? [] : ['--seed', String(seed)])],
        target,
      );
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return scratch;
}
