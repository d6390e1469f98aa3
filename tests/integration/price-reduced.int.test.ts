// "Price reduced" (docs/product.md#listing-badges): the database keeps a car's last cut of its
// shown price (trigger track_car_price_cut, drizzle/0008); the public API carries it as
// priceReducedFrom / priceReducedAt, and common/listing-badges.ts announces it. The trigger
// computes the shown price itself (the generated display_price is not there yet in a BEFORE
// trigger): the second part holds its rule to displayPrice in common/format.ts.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPrice, withFees } from '../../common/format';
import { listingBadges } from '../../common/listing-badges';
import type { Car, CarFormValues } from '../../common/schemas/car';
import { cars } from '../../server/db/schema';
import { demoCars } from '../../server/seed/demo-cars';
import { seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { toCar } from '../../server/services/car-service';
import { buildCar, buildCarRow } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const publicCar = async (id: number): Promise<Car> =>
  (await request(t.app).get(`/api/cars/${id}`).expect(200)).body as Car;

describe('a price cut through the admin API, as the public API shows it', () => {
  const input: Partial<CarFormValues> = {
    model: 'Price Cut',
    status: 'available',
    price: 30_000,
    originalPrice: null,
    discountedPrice: null,
  };
  let id: number;
  const save = (changes: Partial<CarFormValues>) =>
    admin
      .put(`/api/cars/${id}`)
      .send(buildCar({ ...input, ...changes }))
      .expect(200);

  it('a new car has no cut', async () => {
    id = ((await admin.post('/api/cars').send(buildCar(input)).expect(201)).body as Car).id;
    const car = await publicCar(id);
    expect(car).toMatchObject({ priceReducedFrom: null, priceReducedAt: null });
    expect(listingBadges(car).priceReduction).toBeNull();
  });

  it('cutting the price makes the public car show the price before it, now', async () => {
    const before = Date.now();
    await save({ price: 28_000 });
    const car = await publicCar(id);
    expect(car.priceReducedFrom).toBe(30_000);
    const at = Date.parse(car.priceReducedAt!);
    // The database's clock, not ours: allow a little skew.
    expect(Math.abs(at - before)).toBeLessThan(60_000);
    expect(listingBadges(car).priceReduction).toEqual({
      from: withFees(30_000),
      at: car.priceReducedAt,
    });
    // The same in the list and in the favourites' read.
    const listed = (await request(t.app).get('/api/cars?pageSize=100').expect(200)).body as Car[];
    expect(listed.find((c) => c.id === id)?.priceReducedFrom).toBe(30_000);
    const [byId] = (await request(t.app).get(`/api/cars/by-ids?ids=${id}`).expect(200))
      .body as Car[];
    expect(byId?.priceReducedFrom).toBe(30_000);
  });

  it('other edits and a status change keep the cut and its date', async () => {
    const cut = await publicCar(id);
    await save({ price: 28_000, mileage: 51_234 });
    await admin.patch(`/api/cars/${id}`).send({ status: 'pending' }).expect(200);
    await admin.patch(`/api/cars/${id}`).send({ status: 'available' }).expect(200);
    const car = await publicCar(id);
    expect(car.mileage).toBe(51_234);
    expect(car).toMatchObject({
      priceReducedFrom: 30_000,
      priceReducedAt: cut.priceReducedAt,
    });
  });

  it('a discounted price below the shown one is a new cut, from the shown price', async () => {
    await save({ price: 28_000, originalPrice: 28_000, discountedPrice: 27_000 });
    expect((await publicCar(id)).priceReducedFrom).toBe(28_000);
  });

  it('raising the price clears it', async () => {
    await save({ price: 28_000, originalPrice: null, discountedPrice: null });
    const car = await publicCar(id);
    expect(car).toMatchObject({ priceReducedFrom: null, priceReducedAt: null });
    expect(listingBadges(car).priceReduction).toBeNull();
  });

  it('a sold car announces no cut, though the API keeps it', async () => {
    await save({ price: 26_500 });
    await admin.patch(`/api/cars/${id}`).send({ status: 'sold' }).expect(200);
    const car = await publicCar(id);
    expect(car.priceReducedFrom).toBe(28_000);
    expect(listingBadges(car).priceReduction).toBeNull();
  });
});

type Money = string | null;

/**
 * From a car shown at $24,000 (price, no discount) to these prices (price, originalPrice,
 * discountedPrice as stored): each case could tell the trigger's shown price from displayPrice's.
 */
const CHANGES: Record<string, [price: string, originalPrice: Money, discountedPrice: Money]> = {
  'price cut': ['23000.00', null, null],
  'price raised': ['25000.00', null, null],
  'price unchanged': ['24000.00', null, null],
  'discounted price below': ['26000.00', '26000.00', '23500.00'],
  'discounted price equal': ['26000.00', '26000.00', '24000.00'],
  'discounted price above': ['20000.00', null, '24500.00'],
  'discounted price zero, price below': ['23000.00', null, '0.00'],
  'discounted price zero, price above': ['25000.00', null, '0.00'],
  'discounted one cent': ['30000.00', null, '0.01'],
  'cut by one cent': ['23999.99', null, null],
};

describe('the trigger and displayPrice agree on what a cut is', () => {
  it.each(Object.keys(CHANGES))('%s', async (name) => {
    const [price, originalPrice, discountedPrice] = CHANGES[name]!;
    const [created] = await t.db
      .insert(cars)
      .values({
        ...buildCarRow({ model: name.slice(0, 50) }),
        price: '24000.00',
        originalPrice: null,
        discountedPrice: null,
      })
      .returning();
    const [row] = await t.db
      .update(cars)
      .set({ price, originalPrice, discountedPrice })
      .where(eq(cars.id, created!.id))
      .returning();
    const car = toCar(row!);
    const cut = displayPrice(car) < 24_000;
    expect(car.priceReducedFrom).toBe(cut ? 24_000 : null);
    expect(car.priceReducedAt !== null).toBe(cut);
  });
});

describe("the demo's discounted cars", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    await seedDemoDataIfEmpty(demo.db, demo.images, { authorId: null, logger: demo.logger });
  }, 120_000);
  afterAll(() => demo.close());

  it('carry the cut their price history shows (from the original price, halfway to now)', async () => {
    const stored = await demo.db.select().from(cars);
    let cuts = 0;
    for (const row of stored) {
      const car = toCar(row);
      const history = await demo.services.cars.getPriceHistory(car.id);
      const [previous, last] = history.slice(-2);
      const cut = history.length >= 2 && previous!.displayPrice > last!.displayPrice;
      expect(
        { from: car.priceReducedFrom, at: car.priceReducedAt },
        `${car.make} ${car.model}`,
      ).toEqual(
        cut ? { from: previous!.displayPrice, at: last!.changedAt } : { from: null, at: null },
      );
      if (cut) cuts++;
    }
    expect(cuts).toBe(demoCars.filter((car) => car.originalPrice !== null).length);
  });
});
