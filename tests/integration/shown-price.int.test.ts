// The shown-price rule lives twice by necessity: as displayPrice in common/format.ts (what a page
// shows) and as the generated column cars.display_price (what the inventory filters and sorts by).
// This test holds them together on every case that could tell them apart.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPrice, withFees } from '../../common/format';
import type { Car } from '../../common/schemas/car';
import { cars } from '../../server/db/schema';
import { toCar } from '../../server/services/car-service';
import { createServices } from '../../server/services';
import { buildCarRow } from '../factories';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

type Money = string | null;

/** price, originalPrice, discountedPrice as the database stores them (numeric(10,2) text). */
const CASES: Record<string, [price: string, originalPrice: Money, discountedPrice: Money]> = {
  'no discount (both null)': ['24000.00', null, null],
  'discounted price zero': ['24100.00', null, '0.00'],
  'discounted price zero with an original price': ['24200.00', '26000.00', '0.00'],
  'discounted equal to price': ['24300.00', '25000.00', '24300.00'],
  'discounted higher than price': ['24400.00', null, '24900.00'],
  'discounted lower than price': ['24500.00', '27000.00', '21000.00'],
  'discounted lower, no original price': ['24600.00', null, '20500.00'],
  'original price set, no discounted price': ['24700.00', '29000.00', null],
  'original price lower than price, no discount': ['24800.00', '20000.00', null],
  'discounted one cent': ['24900.00', null, '0.01'],
  'discounted with cents': ['25000.00', '26000.00', '23999.99'],
  'price zero, no discount': ['0.00', null, null],
  'price zero, discounted above it': ['0.00', null, '100.00'],
  'largest money value': ['99999999.99', null, null],
  'largest money value as the discount': ['1.00', null, '99999999.99'],
};

let database: TestDatabase;
const stored = new Map<string, Car & { column: string }>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [name, [price, originalPrice, discountedPrice]] of Object.entries(CASES)) {
    const [row] = await database.db
      .insert(cars)
      .values({
        ...buildCarRow({ model: name.slice(0, 50) }),
        price,
        originalPrice,
        discountedPrice,
      })
      .returning();
    stored.set(name, { ...toCar(row!), column: row!.displayPrice });
  }
});
afterAll(() => database.destroy());

describe('the shown price: the generated column and displayPrice agree', () => {
  it.each(Object.keys(CASES))('%s', (name) => {
    const car = stored.get(name)!;
    expect(Number(car.column)).toBe(displayPrice(car));
  });

  it('the inventory sorts by the same price, low to high and high to low', async () => {
    const { cars: service } = createServices(database.db);
    const all = [...stored.values()];
    const list = async (sort: 'price-asc' | 'price-desc') =>
      (await service.listCars({ sort, page: 1, pageSize: 100 })).items.map((car) => car.id);
    // Ties (equal shown prices) come newest id first, as in the service.
    const expected = (sign: 1 | -1) =>
      [...all]
        .sort((a, b) => sign * (displayPrice(a) - displayPrice(b)) || b.id - a.id)
        .map((car) => car.id);
    expect(await list('price-asc')).toEqual(expected(1));
    expect(await list('price-desc')).toEqual(expected(-1));
  });

  it("the price filters compare the same price, bounds included (shoppers' bounds are all-in)", async () => {
    const { cars: service } = createServices(database.db);
    const all = [...stored.values()];
    for (const [minPrice, maxPrice] of [
      [24_000, 24_500],
      [20_500, 24_000],
      [0, 0.01],
      [23_999.99, 24_900],
      [100, 100],
    ] as const) {
      const got = (
        await service.listCars({
          sort: 'newest',
          page: 1,
          pageSize: 100,
          minPrice: withFees(minPrice),
          maxPrice: withFees(maxPrice),
        })
      ).items
        .map((car) => car.id)
        .sort((a, b) => a - b);
      const expected = all
        .filter((car) => displayPrice(car) >= minPrice && displayPrice(car) <= maxPrice)
        .map((car) => car.id)
        .sort((a, b) => a - b);
      expect(got, `${minPrice}..${maxPrice}`).toEqual(expected);
      expect(got.length, `${minPrice}..${maxPrice} finds a car`).toBeGreaterThan(0);
    }
  });

  it('a car changed later gets its shown price recomputed', async () => {
    const car = stored.get('no discount (both null)')!;
    const [row] = await database.db
      .update(cars)
      .set({ discountedPrice: '19999.50' })
      .where(eq(cars.id, car.id))
      .returning();
    expect(Number(row!.displayPrice)).toBe(displayPrice(toCar(row!)));
    expect(row!.displayPrice).toBe('19999.50');
    await database.db.update(cars).set({ discountedPrice: null }).where(eq(cars.id, car.id));
  });
});
