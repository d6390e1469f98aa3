// `npm run seed -- --cars N` end to end (issue 2): the script as its own process on a temporary
// DATA_DIR (embedded database) or, when TEST_DATABASE_URL is set, on a new PostgreSQL database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_MAKES, CAR_STATUSES } from '../../common/constants';
import { CarInputSchema, CarSchema, type Car } from '../../common/schemas/car';
import type { DatabaseHandle } from '../../server/db/client';
import { cars } from '../../server/db/schema';
import { createServices } from '../../server/services';
import { generateSyntheticCars } from '../../server/seed/synthetic-cars';
import { isValidVin } from '../../common/vin';
import { buildCarRow } from '../factories';
import { createScriptTarget, type ScriptTarget } from '../support/script-target';

const N = 300;
const SEED = 42;

let target: ScriptTarget;

beforeAll(async () => {
  target = await createScriptTarget('seed-script', { LOG_LEVEL: 'warn' });
}, 120_000);
afterAll(() => target.destroy());

/** A cold photo cache of its own: the test neither depends on nor fills the shared one. */
const runSeed = (args: string[]) =>
  target.run('seed.ts', args, {
    env: { SEED_PHOTO_CACHE: path.join(target.dataDir, 'photo-cache') },
  });

/** Every car as the API and pages see it. */
async function allCars(db: DatabaseHandle): Promise<Car[]> {
  const rows = await db.db.select({ id: cars.id }).from(cars);
  const service = createServices(db.db).cars;
  const list: Car[] = [];
  for (const { id } of rows) list.push((await service.getCar(id))!);
  return list;
}

/** The fields a staff member could have typed (every field of the input schema), as stored. */
const asInput = (car: Car) =>
  Object.fromEntries(Object.keys(CarInputSchema.shape).map((key) => [key, car[key as keyof Car]]));

describe('npm run seed -- --cars N', () => {
  // A car entered by staff whose VIN is the one the generator gives its first car for this seed.
  const staffVin = generateSyntheticCars(1, SEED)[0]!.vin;

  it('adds N varied, valid cars; a second run with the same seed adds N more, no VIN twice', async () => {
    await target.withDatabase(async (db) => {
      await db.db.insert(cars).values(buildCarRow({ vin: staffVin }));
    });

    const first = await runSeed(['--cars', String(N), '--seed', String(SEED)]);
    expect(first.stderr).not.toMatch(/seed:/);
    expect(first.stdout).toContain(`Added ${N} synthetic cars.`);
    expect(first.code).toBe(0);
    const afterFirst = await target.withDatabase(allCars);
    expect(afterFirst).toHaveLength(1 + N);

    // The same seed again: the same kind of cars, never the same VINs.
    const second = await runSeed(['--cars', String(N), '--seed', String(SEED)]);
    expect(second.stdout).toContain(`Added ${N} synthetic cars.`);
    expect(second.code).toBe(0);
    const all = await target.withDatabase(allCars);
    expect(all).toHaveLength(1 + 2 * N);
    // What the first run wrote is still there, unchanged.
    const byId = new Map(all.map((car) => [car.id, car]));
    for (const car of afterFirst) expect(byId.get(car.id)).toEqual(car);

    expect(new Set(all.map((car) => car.id)).size).toBe(all.length);
    const vins = all.map((car) => car.vin);
    expect(new Set(vins).size).toBe(all.length);
    expect(vins.filter((vin) => vin === staffVin)).toHaveLength(1);

    const synthetic = all.filter((car) => car.vin !== staffVin);
    expect(synthetic).toHaveLength(2 * N);
    for (const car of synthetic) {
      expect(CarSchema.safeParse(car).error).toBeUndefined();
      expect(CarInputSchema.safeParse(asInput(car)).error).toBeUndefined();
      expect(isValidVin(car.vin!)).toBe(true);
      expect(car.price).toBeGreaterThan(0);
      if (car.discountedPrice !== null) {
        expect(car.originalPrice!).toBeGreaterThan(car.discountedPrice);
      }
      expect(car.photos).toHaveLength(3);
    }
    // Varied like a real lot: many makes and prices, every status, some featured and discounted.
    expect(new Set(synthetic.map((car) => car.make)).size).toBeGreaterThanOrEqual(15);
    for (const car of synthetic) expect(CAR_MAKES).toContain(car.make);
    expect(new Set(synthetic.map((car) => car.status))).toEqual(new Set(CAR_STATUSES));
    expect(new Set(synthetic.map((car) => car.price)).size).toBeGreaterThan(N / 2);
    expect(synthetic.some((car) => car.featured)).toBe(true);
    expect(synthetic.some((car) => car.discountedPrice !== null)).toBe(true);
    expect(new Set(synthetic.map((car) => car.year)).size).toBeGreaterThan(8);

    // Their photos exist: a row each and the files in the photo store.
    const photos = new Set(synthetic.flatMap((car) => car.photos));
    await target.withDatabase(async (db) => {
      const { rows } = await db.sql.query('select id from images');
      const ids = new Set(rows.map((row) => `/images/${(row as { id: string }).id}`));
      for (const photo of photos) expect(ids.has(photo)).toBe(true);
    });
    for (const photo of photos) {
      const id = photo.replace('/images/', '');
      expect(existsSync(path.join(target.dataDir, 'objects', 'images', id, '320.webp'))).toBe(true);
    }
  }, 300_000);

  it('refuses bad arguments with the usage, before touching the database', async () => {
    for (const args of [
      ['--cars', '0'],
      ['--cars', 'lots'],
      ['--colour', 'red'],
      ['--seed', '1'],
    ]) {
      const result = await runSeed(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^usage: npm run seed/m);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  }, 120_000);
});
