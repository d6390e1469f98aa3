// `test` for the specs of issue 14 that run "with 300 extra cars seeded" (the inventory desk, the
// CSV export and import, the photo order): each worker's server starts on a DATA_DIR holding 300
// synthetic cars, put there by the seed command staff use for scale tests, and no demo data. The
// specs on it change a few cars each and delete any car they add, so they may share one server.
// Issue 16's shoppers' specs use the same on 2,000 cars (shopTest).
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import type { AdminCar } from '../../../common/schemas/admin-cars';
import { expect, serveWorker, test as base, type WorkerServer } from './test';

export { expect };

export const SYNTHETIC_CARS = 300;

/**
 * `test` whose worker's server starts on `count` synthetic cars (the seed command's `--cars`,
 * drawn from `seed`) and no demo data.
 */
export function syntheticInventoryTest(count: number, seed: number) {
  return base.extend<object, { server: WorkerServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
      async ({}, use) =>
        serveWorker(use, {
          prepare: (dataDir) =>
            execFileSync(
              process.execPath,
              [
                '--import',
                'tsx',
                'scripts/seed.ts',
                '--cars',
                String(count),
                '--seed',
                String(seed),
              ],
              {
                env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
                stdio: ['ignore', 'ignore', 'inherit'],
              },
            ),
          env: { SEED: 'false' },
        }),
      { scope: 'worker', timeout: 240_000 },
    ],
  });
}

export const test = syntheticInventoryTest(SYNTHETIC_CARS, 14);

/**
 * `test` for the shoppers' specs of issue 16 (search, facets, favourites, compare, payment, BC
 * advertising, listing badges): one server per worker on 2,000 synthetic cars, shared by them all.
 */
export const shopTest = syntheticInventoryTest(2000, 16);

/** Every car, all statuses, through the admin API, 100 a page (a signed-in request context). */
export async function allAdminCars(request: APIRequestContext): Promise<AdminCar[]> {
  const all: AdminCar[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/admin/cars?pageSize=100&page=${page}`);
    expect(res.ok()).toBe(true);
    const cars = (await res.json()) as AdminCar[];
    all.push(...cars);
    if (cars.length < 100) return all;
  }
}
