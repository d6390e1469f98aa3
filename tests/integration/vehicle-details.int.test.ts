// The vehicle details of issue 14 (docs/product.md#vehicle-form, #price-history, #vin-decode):
// stock numbers (generated, unique, 409 on a duplicate), the specification fields and their
// rules, the in-stock date, the price history written with each change, and the VIN decoder.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealershipToday, isoDateIn } from '../../common/dates';
import { defaultStockNumber, type Car, type PriceChange } from '../../common/schemas/car';
import { signedInAgent } from '../support/admin';
import { buildFullCar } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

const FULL_CAR = buildFullCar();

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const create = async (change: Record<string, unknown> = {}) =>
  (
    await admin
      .post('/api/cars')
      .send({ ...FULL_CAR, ...change })
      .expect(201)
  ).body as Car;

const carCount = async () =>
  Number((await request(t.app).get('/api/cars')).headers['x-total-count']);

const priceHistory = async (id: number) =>
  (await admin.get(`/api/admin/cars/${id}/price-history`).expect(200)).body as PriceChange[];

describe('stock numbers', () => {
  it('are FC- and the zero-padded id when left empty, and the new fields come back stored', async () => {
    const car = await create({
      features: [' Heated front seats ', '', 'heated FRONT seats', 'Sunroof'],
    });
    expect(car.stockNumber).toBe(defaultStockNumber(car.id));
    expect(car.stockNumber).toMatch(/^FC-\d{6}$/);
    expect(car).toMatchObject({
      bodyType: 'suv',
      drivetrain: 'awd',
      exteriorColour: 'Blueprint',
      interiorColour: 'Black fabric',
      doors: 4,
      seats: 5,
      engine: '2.5L 4-cylinder hybrid',
      // Trimmed, blanks and repeats (in any letter case) dropped, order kept.
      features: ['Heated front seats', 'Sunroof'],
      inStockSince: '2025-10-01',
    });
    expect((await request(t.app).get(`/api/cars/${car.id}`).expect(200)).body).toEqual(car);
  });

  it('keep what staff typed, upper-cased, and an empty in-stock date means today', async () => {
    const car = await create({ stockNumber: ' u2318-b ', inStockSince: '' });
    expect(car.stockNumber).toBe('U2318-B');
    expect(car.inStockSince).toBe(dealershipToday());
  });

  it('are unique under concurrent adds (from the id, not max+1)', async () => {
    const cars = await Promise.all(Array.from({ length: 8 }, () => create()));
    const numbers = cars.map((car) => car.stockNumber);
    expect(new Set(numbers).size).toBe(8);
    for (const car of cars) expect(car.stockNumber).toBe(defaultStockNumber(car.id));
  });

  it('refuse a number another car has with 409 naming stockNumber; nothing is written', async () => {
    const first = await create({ stockNumber: 'P1234' });
    const before = await carCount();
    const duplicate = await admin
      .post('/api/cars')
      .send({ ...FULL_CAR, stockNumber: 'p1234' })
      .expect(409);
    expect(duplicate.body).toEqual({
      error: 'Stock number P1234 is already used by another car',
      details: { stockNumber: ['Stock number P1234 is already used by another car'] },
    });
    expect(await carCount()).toBe(before);

    const other = await create();
    const clash = await admin
      .put(`/api/cars/${other.id}`)
      .send({ ...FULL_CAR, stockNumber: 'P1234', price: 1 })
      .expect(409);
    expect(clash.body.details).toEqual({
      stockNumber: ['Stock number P1234 is already used by another car'],
    });
    const unchanged = (await request(t.app).get(`/api/cars/${other.id}`)).body as Car;
    expect(unchanged).toMatchObject({ stockNumber: other.stockNumber, price: FULL_CAR.price });
    // A car keeps its own number when saved again.
    await admin
      .put(`/api/cars/${first.id}`)
      .send({ ...FULL_CAR, stockNumber: 'P1234' })
      .expect(200);
  });

  it('and the in-stock date stay as they are when an edit leaves them empty', async () => {
    const car = await create({ stockNumber: 'KEEP-1', inStockSince: '2025-03-04' });
    const saved = await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, stockNumber: '', inStockSince: null, mileage: 50_000 })
      .expect(200);
    expect(saved.body).toMatchObject({
      stockNumber: 'KEEP-1',
      inStockSince: '2025-03-04',
      mileage: 50_000,
    });
    const renamed = await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, stockNumber: 'KEEP-2', inStockSince: '2025-03-05' })
      .expect(200);
    expect(renamed.body).toMatchObject({ stockNumber: 'KEEP-2', inStockSince: '2025-03-05' });
  });

  it('store optional specifications left empty as none', async () => {
    const car = await create({
      bodyType: '',
      drivetrain: null,
      exteriorColour: '  ',
      interiorColour: undefined,
      doors: null,
      seats: undefined,
      engine: '',
      features: undefined,
    });
    expect(car).toMatchObject({
      bodyType: null,
      drivetrain: null,
      exteriorColour: null,
      interiorColour: null,
      doors: null,
      seats: null,
      engine: null,
      features: [],
    });
  });
});

describe('the rules of the new fields, each with its message', () => {
  const tomorrow = new Date(Date.parse(`${dealershipToday()}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'stock number too long',
      { stockNumber: 'A'.repeat(21) },
      'stockNumber',
      'Stock number must be at most 20 characters',
    ],
    [
      'stock number with a space',
      { stockNumber: 'FC 12' },
      'stockNumber',
      'Stock number can contain only letters, digits and hyphens, and must start and end with a letter or digit',
    ],
    [
      'stock number ending in a hyphen',
      { stockNumber: 'FC-' },
      'stockNumber',
      'Stock number can contain only letters, digits and hyphens, and must start and end with a letter or digit',
    ],
    [
      'body type outside the list',
      { bodyType: 'limo' },
      'bodyType',
      'Please select a body type from the list',
    ],
    [
      'drivetrain outside the list',
      { drivetrain: '6x6' },
      'drivetrain',
      'Please select a drivetrain from the list',
    ],
    [
      'drivetrain in capitals',
      { drivetrain: 'AWD' },
      'drivetrain',
      'Please select a drivetrain from the list',
    ],
    [
      'exterior colour too long',
      { exteriorColour: 'x'.repeat(31) },
      'exteriorColour',
      'Must be at most 30 characters',
    ],
    [
      'interior colour too long',
      { interiorColour: 'x'.repeat(31) },
      'interiorColour',
      'Must be at most 30 characters',
    ],
    ['no doors', { doors: 0 }, 'doors', 'Doors must be a whole number from 1 to 6'],
    ['seven doors', { doors: 7 }, 'doors', 'Doors must be a whole number from 1 to 6'],
    ['doors as text', { doors: '4' }, 'doors', 'Doors must be a number'],
    ['half a seat', { seats: 4.5 }, 'seats', 'Seats must be a whole number from 1 to 15'],
    ['sixteen seats', { seats: 16 }, 'seats', 'Seats must be a whole number from 1 to 15'],
    ['engine too long', { engine: 'x'.repeat(61) }, 'engine', 'Must be at most 60 characters'],
    [
      'features not a list',
      { features: 'Sunroof' },
      'features',
      'Features must be a list of texts',
    ],
    ['a feature not text', { features: ['Sunroof', 5] }, 'features.1', 'Each feature must be text'],
    [
      'a feature too long',
      { features: ['Sunroof', 'x'.repeat(61)] },
      'features.1',
      'Each feature must be at most 60 characters',
    ],
    [
      '41 features',
      { features: Array.from({ length: 41 }, (_, i) => `Feature ${i}`) },
      'features',
      'At most 40 features per vehicle',
    ],
    [
      'in-stock date not a date',
      { inStockSince: '14/03/2026' },
      'inStockSince',
      'The in-stock date must be a date like 2026-03-14',
    ],
    [
      'in-stock date that does not exist',
      { inStockSince: '2025-02-30' },
      'inStockSince',
      'The in-stock date must be a date like 2026-03-14',
    ],
    [
      'in-stock date before 1990',
      { inStockSince: '1989-12-31' },
      'inStockSince',
      'The in-stock date must be 1990-01-01 or later',
    ],
    [
      'in-stock date tomorrow',
      { inStockSince: tomorrow },
      'inStockSince',
      'The in-stock date cannot be in the future',
    ],
  ];

  it.each(cases)('%s', async (_name, change, field, message) => {
    const before = await carCount();
    const res = await admin
      .post('/api/cars')
      .send({ ...FULL_CAR, ...change })
      .expect(400);
    expect(res.body.details[field]).toContain(message);
    expect(await carCount()).toBe(before);
  });

  it('accepts the edges: 1 and 6 doors, 1 and 15 seats, 40 features of 60, a 20-character stock number', async () => {
    const car = await create({
      doors: 1,
      seats: 15,
      stockNumber: 'A'.repeat(20),
      features: Array.from({ length: 40 }, (_, i) => `${i}`.padEnd(60, 'x')),
      inStockSince: dealershipToday(),
    });
    expect(car.features).toHaveLength(40);
    await create({ doors: 6, seats: 1, inStockSince: '1990-01-01' });
    // 41 entries of which one repeats: 40 after cleaning.
    const cleaned = await create({
      features: [...Array.from({ length: 40 }, (_, i) => `F${i}`), 'f0'],
    });
    expect(cleaned.features).toHaveLength(40);
  });
});

describe('the price history', () => {
  it('has the first price when a car is added, and a row per change of the shown price', async () => {
    const car = await create({ price: 30_000, originalPrice: null, discountedPrice: null });
    let history = await priceHistory(car.id);
    expect(history).toEqual([
      {
        displayPrice: 30_000,
        changedAt: car.createdAt,
        day: isoDateIn(new Date(car.createdAt)),
      },
    ]);

    // Other fields, the status, the same price: no row.
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, price: 30_000, originalPrice: null, discountedPrice: null, mileage: 1 })
      .expect(200);
    await admin.patch(`/api/cars/${car.id}`).send({ status: 'pending' }).expect(200);
    expect(await priceHistory(car.id)).toHaveLength(1);

    // A lower price, then a discount (the shown price is the discounted one), then the discount
    // removed while the price stays: three changes.
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, price: 28_500, originalPrice: null, discountedPrice: null })
      .expect(200);
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, price: 28_500, originalPrice: 28_500, discountedPrice: 26_999.99 })
      .expect(200);
    // The base price changes but the shown (discounted) price does not: no row.
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, price: 29_000, originalPrice: 29_000, discountedPrice: 26_999.99 })
      .expect(200);
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, price: 29_000, originalPrice: null, discountedPrice: null })
      .expect(200);
    history = await priceHistory(car.id);
    expect(history.map((entry) => entry.displayPrice)).toEqual([30_000, 28_500, 26_999.99, 29_000]);
    const times = history.map((entry) => Date.parse(entry.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("dates each change on the dealership's calendar, as the server counts it", async () => {
    const car = await create({ price: 18_000, originalPrice: null, discountedPrice: null });
    // 05:30 UTC on Dec 7 is the evening of Dec 6 in Richmond (on UTC-8 or UTC-7 alike): the
    // editor shows Dec 6 whatever the browser's time-zone data says.
    await t.database.sql.query('update car_price_history set changed_at = $1 where car_id = $2', [
      '2026-12-07T05:30:00Z',
      car.id,
    ]);
    expect(await priceHistory(car.id)).toEqual([
      { displayPrice: 18_000, changedAt: '2026-12-07T05:30:00.000Z', day: '2026-12-06' },
    ]);
  });

  it('writes nothing when the change is refused', async () => {
    const car = await create({ price: 20_000, originalPrice: null, discountedPrice: null });
    await admin
      .put(`/api/cars/${car.id}`)
      .set('If-Match', '"v9"')
      .send({ ...FULL_CAR, price: 19_000 })
      .expect(409);
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...FULL_CAR, price: 19_000, photos: ['/images/' + 'ab'.repeat(12)] })
      .expect(400);
    expect(await priceHistory(car.id)).toHaveLength(1);
  });

  it('is for admins only, 404 for an unknown car, and goes with the car', async () => {
    const car = await create();
    await request(t.app).get(`/api/admin/cars/${car.id}/price-history`).expect(401);
    await admin.get('/api/admin/cars/999999/price-history').expect(404);
    await admin.get('/api/admin/cars/abc/price-history').expect(404);
    await admin.delete(`/api/cars/${car.id}`).expect(204);
    await admin.get(`/api/admin/cars/${car.id}/price-history`).expect(404);
    const { rows } = await t.database.sql.query(
      'select count(*)::int as n from car_price_history where car_id = $1',
      [car.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('is the service function getPriceHistory', async () => {
    const car = await create({ price: 12_345.67, originalPrice: null, discountedPrice: null });
    await expect(t.services.cars.getPriceHistory(car.id)).resolves.toEqual([
      {
        displayPrice: 12_345.67,
        changedAt: car.createdAt,
        day: isoDateIn(new Date(car.createdAt)),
      },
    ]);
    await expect(t.services.cars.getPriceHistory(999_999)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('GET /api/admin/vin/:vin', () => {
  it('decodes a VIN for an admin', async () => {
    const res = await admin.get('/api/admin/vin/1hgcm82633a004352').expect(200);
    expect(res.body).toEqual({
      vin: '1HGCM82633A004352',
      valid: true,
      checkDigitOk: true,
      year: 2003,
      make: 'Honda',
      country: 'United States',
      problems: [],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads the model years of real VINs: 2001, 2009, 2010, 2024, 2025', async () => {
    const cases: [string, number, string][] = [
      ['1G1JC524617123456', 2001, 'Chevrolet'],
      ['2HGFA16579H300001', 2009, 'Honda'],
      ['2T1BU4EE9AC123456', 2010, 'Toyota'],
      ['5YJ3E1EA3RF123456', 2024, 'Tesla'],
      ['KNDPUCAF7S7123456', 2025, 'Kia'],
    ];
    for (const [vin, year, make] of cases) {
      const res = await admin.get(`/api/admin/vin/${vin}`).expect(200);
      expect(res.body, vin).toMatchObject({
        valid: true,
        checkDigitOk: true,
        year,
        make,
        problems: [],
      });
    }
  });

  it('answers 200 with the problems for a wrong check digit, I/O/Q or a chassis number', async () => {
    const wrong = (await admin.get('/api/admin/vin/2T1BURHE0JC014374').expect(200)).body;
    expect(wrong).toMatchObject({ valid: true, checkDigitOk: false, year: 2018, make: 'Toyota' });
    expect(wrong.problems).toHaveLength(1);
    const ioq = (await admin.get('/api/admin/vin/1HGCM8263OA004352').expect(200)).body;
    expect(ioq).toMatchObject({ valid: false, year: null });
    expect(ioq.problems[0]).toMatch(/never use the letters I, O or Q/);
    const chassis = (await admin.get('/api/admin/vin/JZX100-0012345').expect(200)).body;
    expect(chassis.problems).toContain(
      'If this is the chassis number of a Japanese import (e.g. JZX100-0012345), it can be saved as it is, but it cannot be decoded.',
    );
  });

  it('is for admins only: 401 before anything is read', async () => {
    const res = await request(t.app).get('/api/admin/vin/1HGCM82633A004352').expect(401);
    expect(res.body).toEqual({ error: 'Sign in as an admin to do this' });
    await request(t.app).get('/api/admin/vin/not$a$vin').expect(401);
  });

  it('refuses a malformed path with 400 naming vin, and an empty one with 404', async () => {
    const symbols = await admin.get('/api/admin/vin/ABC$123').expect(400);
    expect(symbols.body).toEqual({
      error: 'Invalid path: vin VIN can contain only letters, digits and hyphens',
      details: { vin: ['VIN can contain only letters, digits and hyphens'] },
    });
    const long = await admin.get(`/api/admin/vin/${'A'.repeat(18)}`).expect(400);
    expect(long.body.details).toEqual({ vin: ['VIN must be at most 17 characters'] });
    await admin.get('/api/admin/vin/%20%20').expect(400);
    await admin.get('/api/admin/vin/').expect(404);
  });
});
