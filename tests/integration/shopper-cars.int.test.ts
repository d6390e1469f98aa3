// The shopper tools' reads (docs/product.md#favourites, #compare, #similar-cars): cars by id for
// favourites and comparison (GET /api/cars/by-ids, sold cars included), and the similar cars a
// vehicle page offers (listSimilarCars), on a small inventory built for the ranking.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CARS_BY_IDS } from '../../common/constants';
import { CAR_IDS_RULE } from '../../common/schemas/car-ids';
import type { Car, CarFormValues } from '../../common/schemas/car';
import { createCar } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (overrides: Partial<CarFormValues>) =>
  createCar(t.services, { originalPrice: null, discountedPrice: null, ...overrides });

const idsOf = (cars: Car[]) => cars.map((car) => car.id);

describe('GET /api/cars/by-ids', () => {
  // Gone before the similar cars' inventory is built.
  const added: Car[] = [];
  afterAll(async () => {
    for (const car of added) await t.services.cars.deleteCar(car.id);
  });
  const addHere = async (overrides: Partial<CarFormValues>) => {
    const car = await add(overrides);
    added.push(car);
    return car;
  };

  it('answers the cars in the order asked, sold ones as sold, leaving out ids of no car', async () => {
    const first = await addHere({ model: 'ByIds One', status: 'available' });
    const sold = await addHere({ model: 'ByIds Sold', status: 'sold' });
    const pending = await addHere({ model: 'ByIds Pending', status: 'pending' });
    const res = await request(t.app)
      .get(`/api/cars/by-ids?ids=${sold.id},999999,${first.id},${pending.id},${sold.id}`)
      .expect(200);
    expect(res.body).toEqual([sold, first, pending]);
    expect((res.body as Car[]).map((car) => car.status)).toEqual(['sold', 'available', 'pending']);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it(`takes up to ${MAX_CARS_BY_IDS} ids`, async () => {
    const car = await addHere({ model: 'ByIds Many', status: 'available' });
    const ids = [car.id, ...Array.from({ length: MAX_CARS_BY_IDS - 1 }, (_, i) => 900_000 + i)];
    const res = await request(t.app)
      .get(`/api/cars/by-ids?ids=${ids.join(',')}`)
      .expect(200);
    expect(idsOf(res.body)).toEqual([car.id]);
  });

  it.each([
    ['', 'ids is required'],
    ['?ids=', 'ids is required'],
    ['?ids=1,abc', `ids ${CAR_IDS_RULE}`],
    ['?ids=1,,2', `ids ${CAR_IDS_RULE}`],
    ['?ids=0', `ids ${CAR_IDS_RULE}`],
    ['?ids=99999999999', `ids ${CAR_IDS_RULE}`],
    ['?ids=1&ids=2', 'ids must be given once'],
    [
      `?ids=${Array.from({ length: MAX_CARS_BY_IDS + 1 }, (_, i) => i + 1).join(',')}`,
      `ids must name at most ${MAX_CARS_BY_IDS} cars`,
    ],
  ])('answers 400 naming ids for %j', async (query, message) => {
    const res = await request(t.app).get(`/api/cars/by-ids${query}`).expect(400);
    expect(res.body.error).toBe(`Invalid query: ${message}`);
    expect(Object.keys(res.body.details)).toEqual(['ids']);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body;
    const operation = doc.paths['/api/cars/by-ids'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(['ids']);
    expect(operation.responses['200']).toBeDefined();
    expect(operation.responses['400']).toBeDefined();
  });
});

describe('similar cars (listSimilarCars)', () => {
  const cars: Record<string, Car> = {};
  beforeAll(async () => {
    const suv = { bodyType: 'suv', status: 'available' } as const;
    // The car whose page it is: a $30,000 Toyota SUV (all-in $30,499; the band is ±$6,099.80).
    cars.base = await add({ ...suv, make: 'Toyota', model: 'Similar Base', price: 30_000 });
    cars.sameMakeInBand = await add({ ...suv, make: 'Toyota', model: 'S Far', price: 33_000 });
    cars.otherMakeInBand = await add({ ...suv, make: 'Honda', model: 'S Near', price: 31_000 });
    cars.outOfBand = await add({ ...suv, make: 'Toyota', model: 'S Dear', price: 45_000 });
    cars.otherBody = await add({
      bodyType: 'sedan',
      status: 'available',
      make: 'Toyota',
      model: 'S Sedan',
      price: 30_400,
    });
    cars.otherBodyFar = await add({
      bodyType: 'sedan',
      status: 'available',
      make: 'Kia',
      model: 'S Sedan Far',
      price: 60_000,
    });
    cars.noBody = await add({
      bodyType: null,
      status: 'available',
      make: 'Toyota',
      model: 'S Unknown',
      price: 29_000,
    });
    // Not for sale: never offered, however alike.
    cars.sold = await add({
      ...suv,
      make: 'Toyota',
      model: 'S Sold',
      price: 30_000,
      status: 'sold',
    });
    cars.pending = await add({
      ...suv,
      make: 'Toyota',
      model: 'S Pending',
      price: 30_100,
      status: 'pending',
    });
  });

  it('ranks the same body type, then a close all-in price, then the same make, then the closest price; at most 4', async () => {
    const similar = await t.services.cars.listSimilarCars(cars.base!);
    expect(idsOf(similar)).toEqual(
      idsOf([cars.sameMakeInBand!, cars.otherMakeInBand!, cars.outOfBand!, cars.otherBody!]),
    );
  });

  it('offers available cars only, never the car itself', async () => {
    const similar = await t.services.cars.listSimilarCars(cars.base!, 20);
    expect(idsOf(similar)).toEqual(
      idsOf([
        cars.sameMakeInBand!,
        cars.otherMakeInBand!,
        cars.outOfBand!,
        // The sedan and the car of unknown body are both within the band and Toyotas: the closer
        // price first.
        cars.otherBody!,
        cars.noBody!,
        cars.otherBodyFar!,
      ]),
    );
    expect(similar.every((car) => car.status === 'available')).toBe(true);
  });

  it('compares the shown price: a discount moves a car into the band', async () => {
    const discounted = await add({
      bodyType: 'suv',
      status: 'available',
      make: 'Mazda',
      model: 'S Discounted',
      price: 50_000,
      originalPrice: 50_000,
      discountedPrice: 30_250,
    });
    const similar = await t.services.cars.listSimilarCars(cars.base!, 3);
    expect(idsOf(similar)).toEqual(
      idsOf([cars.sameMakeInBand!, discounted, cars.otherMakeInBand!]),
    );
    await t.services.cars.deleteCar(discounted.id);
  });

  it('works for a sold car (its page offers these) and a car of unknown body type', async () => {
    const fromSold = await t.services.cars.listSimilarCars(cars.sold!, 2);
    expect(idsOf(fromSold)).toEqual(idsOf([cars.base!, cars.sameMakeInBand!]));
    // No body type: nothing matches it, so the close price and the make decide.
    const fromUnknown = await t.services.cars.listSimilarCars(cars.noBody!, 3);
    expect(idsOf(fromUnknown)).toEqual(idsOf([cars.base!, cars.otherBody!, cars.sameMakeInBand!]));
  });

  it('puts the newer of two cars as close above and below first', async () => {
    const convertible = { bodyType: 'convertible', status: 'available', make: 'Volvo' } as const;
    const base = await add({ ...convertible, model: 'Tie Base', price: 50_000 });
    const below = await add({ ...convertible, model: 'Tie Below', price: 49_000 });
    const above = await add({ ...convertible, model: 'Tie Above', price: 51_000 });
    const similar = await t.services.cars.listSimilarCars(base, 2);
    expect(idsOf(similar)).toEqual([above.id, below.id]);
    for (const car of [base, below, above]) await t.services.cars.deleteCar(car.id);
  });
});
