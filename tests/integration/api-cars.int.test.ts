// Cars: create, replace, status, delete, every rule of the vehicle schema, the inventory filters,
// sort and paging checked against a plain reference implementation (issue 3), and the demo
// inventory as GET /api/cars serves it, photos included.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarMake } from '../../common/constants';
import type { Car } from '../../common/schemas/car';
import { allInPrice, DEALER_FEES_TOTAL } from '../../common/format';
import { demoCars } from '../../server/seed/demo-cars';
import { seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { buildCar, buildFullCar } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const NEXT_YEAR = new Date().getFullYear() + 1;
const FULL_CAR = buildFullCar();

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

describe('creating, replacing and deleting a car', () => {
  it('creates a car with every field and returns it stored, money exact', async () => {
    const res = await admin.post('/api/cars').send(FULL_CAR).expect(201);
    const car: Car = res.body;
    expect(car).toMatchObject({
      ...FULL_CAR,
      vin: '2T3P1RFV8MC123456', // stored upper-case
      stockNumber: `FC-${String(car.id).padStart(6, '0')}`, // left empty: the database's
      version: 1,
    });
    expect(car.id).toBeGreaterThan(0);
    expect(Date.parse(car.createdAt)).not.toBeNaN();
    // numeric(10,2) in the database, never a float.
    const { rows } = await t.database.sql.query(
      'select price::text as price, pg_typeof(price)::text as type from cars where id = $1',
      [car.id],
    );
    const row = rows[0];
    expect(row).toEqual({ price: '31995.99', type: 'numeric' });
    const fetched = await request(t.app).get(`/api/cars/${car.id}`).expect(200);
    expect(fetched.body).toEqual(car);
    expect(fetched.headers['etag']).toBe('"v1"');
  });

  it('applies the form defaults and stores blank optional fields as absent', async () => {
    // Only the required fields and blank optional ones: no status, featured, photos, description.
    const {
      status: _status,
      featured: _featured,
      photos: _photos,
      description: _description,
      discountedPrice: _discountedPrice,
      ...required
    } = buildCar({ trim: '', location: '   ', vin: '', originalPrice: null });
    const res = await admin.post('/api/cars').send(required).expect(201);
    expect(res.body).toMatchObject({
      status: 'available',
      featured: false,
      photos: [],
      trim: null,
      location: null,
      vin: null,
      originalPrice: null,
      discountedPrice: null,
      description: null,
    });
  });

  it('replaces a car with PUT, bumps its version and refuses a stale If-Match with 409', async () => {
    const created = (await admin.post('/api/cars').send(FULL_CAR).expect(201)).body as Car;
    const updated = await admin
      .put(`/api/cars/${created.id}`)
      .set('If-Match', '"v1"')
      .send({ ...FULL_CAR, model: 'RAV4 Prime', price: 41_000, discountedPrice: null })
      .expect(200);
    expect(updated.body).toMatchObject({
      model: 'RAV4 Prime',
      price: 41_000,
      discountedPrice: null,
      version: 2,
    });
    expect(updated.headers['etag']).toBe('"v2"');
    const stale = await admin
      .put(`/api/cars/${created.id}`)
      .set('If-Match', '"v1"')
      .send({ ...FULL_CAR, model: 'Overwritten' })
      .expect(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await request(t.app).get(`/api/cars/${created.id}`)).body.model).toBe('RAV4 Prime');
    // Without If-Match the last write wins (docs/product.md#vehicle-form).
    await admin.put(`/api/cars/${created.id}`).send(FULL_CAR).expect(200);
    await admin.put('/api/cars/999999').send(FULL_CAR).expect(404);
  });

  it('changes the status with PATCH and refuses an unknown one', async () => {
    const created = (await admin.post('/api/cars').send(FULL_CAR).expect(201)).body as Car;
    const sold = await admin.patch(`/api/cars/${created.id}`).send({ status: 'sold' }).expect(200);
    expect(sold.body.status).toBe('sold');
    const bad = await admin.patch(`/api/cars/${created.id}`).send({ status: 'stolen' }).expect(400);
    expect(bad.body.details).toEqual({ status: ['Status must be available, sold or pending'] });
    await admin.patch(`/api/cars/${created.id}`).send({ status: 'sold', price: 1 }).expect(400);
    await admin.patch('/api/cars/999999').send({ status: 'sold' }).expect(404);
  });

  it('deletes a car; a second delete and a read are 404 JSON', async () => {
    const created = (await admin.post('/api/cars').send(FULL_CAR).expect(201)).body as Car;
    await admin.delete(`/api/cars/${created.id}`).expect(204);
    await admin.delete(`/api/cars/${created.id}`).expect(404);
    const gone = await request(t.app).get(`/api/cars/${created.id}`).expect(404);
    expect(gone.body).toEqual({ error: 'Car not found' });
    expect((await request(t.app).get('/api/cars/999999').expect(404)).body).toEqual({
      error: 'Car not found',
    });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      await request(t.app).get(`/api/cars/${id}`).expect(404);
    }
  });
});

describe('the vehicle rules (docs/product.md#validation), each with its message', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['year below 1990', { year: 1989 }, 'year', 'Year must be 1990 or later'],
    [
      'year after next year',
      { year: NEXT_YEAR + 1 },
      'year',
      `Year must be ${NEXT_YEAR} or earlier`,
    ],
    ['year not a number', { year: '2020' }, 'year', 'Year must be a number'],
    ['year with decimals', { year: 2020.5 }, 'year', 'Year must be a whole number'],
    ['make not in the list', { make: 'Lada' }, 'make', 'Please select a make from the list'],
    ['make missing', { make: undefined }, 'make', 'Please select a make from the list'],
    ['model missing', { model: '' }, 'model', 'Model is required'],
    ['model too long', { model: 'x'.repeat(51) }, 'model', 'Must be at most 50 characters'],
    ['trim too long', { trim: 'x'.repeat(51) }, 'trim', 'Must be at most 50 characters'],
    ['negative price', { price: -1 }, 'price', 'Price must be 0 or more'],
    [
      'price with three decimals',
      { price: 10.005 },
      'price',
      'Price can have at most two decimals',
    ],
    ['price as text', { price: '100' }, 'price', 'Price must be a number'],
    ['price too large', { price: 100_000_000 }, 'price', 'Price is too large'],
    [
      'negative original price',
      { originalPrice: -5 },
      'originalPrice',
      'Original price must be 0 or more',
    ],
    [
      'negative discounted price',
      { discountedPrice: -5 },
      'discountedPrice',
      'Discounted price must be 0 or more',
    ],
    ['negative mileage', { mileage: -1 }, 'mileage', 'Mileage must be 0 or more'],
    [
      'mileage with decimals',
      { mileage: 10.5 },
      'mileage',
      'Mileage must be a whole number of kilometres',
    ],
    ['VIN over 17', { vin: 'A'.repeat(18) }, 'vin', 'VIN must be at most 17 characters'],
    [
      'VIN with symbols',
      { vin: 'ABC$123' },
      'vin',
      'VIN can contain only letters, digits and hyphens',
    ],
    ['condition outside the list', { condition: 'mint' }, 'condition', 'Please select a condition'],
    [
      'transmission outside the list',
      { transmission: 'dct' },
      'transmission',
      'Please select a transmission',
    ],
    ['fuel outside the list', { fuelType: 'steam' }, 'fuelType', 'Please select a fuel type'],
    ['status outside the list', { status: 'stolen' }, 'status', 'Please select a status'],
    ['featured not boolean', { featured: 'yes' }, 'featured', 'Featured must be true or false'],
    [
      'location too long',
      { location: 'x'.repeat(101) },
      'location',
      'Must be at most 100 characters',
    ],
    [
      'photo with javascript:',
      { photos: ['javascript:alert(1)'] },
      'photos.0',
      'Photos must be uploaded images or https addresses',
    ],
    [
      'photo over http',
      { photos: ['http://example.com/a.jpg'] },
      'photos.0',
      'Photos must be uploaded images or https addresses',
    ],
    ['unknown field', { isAdmin: true }, '_', 'Unrecognized key: "isAdmin"'],
  ];

  it.each(cases)('%s', async (_name, change, field, message) => {
    const before = (await request(t.app).get('/api/cars')).headers['x-total-count'];
    const res = await admin
      .post('/api/cars')
      .send({ ...FULL_CAR, ...change })
      .expect(400);
    expect(res.body.details[field]).toContain(message);
    expect(res.body.error).toMatch(/^Invalid request: /);
    expect((await request(t.app).get('/api/cars')).headers['x-total-count']).toBe(before);
  });

  it('accepts the edges: year 1990 and next year, price 0, VIN of 17', async () => {
    for (const change of [
      { year: 1990 },
      { year: NEXT_YEAR },
      { price: 0, mileage: 0 },
      { vin: 'A'.repeat(17) },
    ]) {
      await admin
        .post('/api/cars')
        .send({ ...FULL_CAR, ...change })
        .expect(201);
    }
  });
});

// ---- Filters, sort and paging on a known inventory --------------------------------------------

interface Spec {
  make: CarMake;
  year: number;
  price: number;
  discountedPrice?: number;
  mileage: number;
  status?: 'available' | 'sold' | 'pending';
}

const INVENTORY: Spec[] = [
  { make: 'Toyota', year: 2024, price: 14_999.99, mileage: 5_000 },
  { make: 'Toyota', year: 2022, price: 15_000, mileage: 24_999 },
  { make: 'Honda', year: 2021, price: 26_000, discountedPrice: 24_500, mileage: 25_000 },
  { make: 'Honda', year: 2016, price: 25_000, mileage: 49_999, status: 'sold' },
  { make: 'Ford', year: 2015, price: 35_000, mileage: 50_000 },
  { make: 'Ford', year: 2010, price: 9_500, mileage: 180_000, status: 'pending' },
  { make: 'BMW', year: 2023, price: 50_000, mileage: 74_999 },
  { make: 'BMW', year: 2020, price: 52_000, discountedPrice: 50_000.01, mileage: 75_000 },
  { make: 'Tesla', year: 2023, price: 62_000, discountedPrice: 0, mileage: 99_999 },
  { make: 'Mercedes-Benz', year: 2019, price: 48_000, mileage: 100_000 },
  { make: 'Kia', year: 2018, price: 35_000.01, mileage: 12_000 },
  { make: 'Subaru', year: 2017, price: 22_000, discountedPrice: 21_000, mileage: 60_000 },
];

describe('GET /api/cars filters, sort and paging (table-driven)', () => {
  let stored: Car[];
  let filters: TestApp;

  beforeAll(async () => {
    filters = await createTestApp();
    const agent = await signedInAgent(filters);
    stored = [];
    for (const spec of INVENTORY) {
      const res = await agent
        .post('/api/cars')
        .send(
          // The spec's prices are what shoppers see, all-in: the vehicle price is the fees less.
          buildCar({
            originalPrice: spec.discountedPrice ? spec.price + 1000 - DEALER_FEES_TOTAL : null,
            discountedPrice: spec.discountedPrice ? spec.discountedPrice - DEALER_FEES_TOTAL : null,
            status: spec.status ?? 'available',
            make: spec.make,
            year: spec.year,
            price: spec.price - DEALER_FEES_TOTAL,
            mileage: spec.mileage,
          }),
        )
        .expect(201);
      stored.push(res.body);
    }
  });
  afterAll(() => filters.close());

  // The reference: the rules written as plain code over the stored cars. Shoppers see
  // the all-in price and never a sold car (docs/product.md#price-display, #sold-cars).
  const shown = (car: Car) => {
    expect(car.allInPrice).toBe(allInPrice(car));
    return car.allInPrice;
  };
  const listed = () => stored.filter((car) => car.status !== 'sold');
  const reference: Record<string, (car: Car) => boolean> = {
    '': () => true,
    'make=Toyota': (c) => c.make === 'Toyota',
    'make=mercedes-benz': (c) => c.make === 'Mercedes-Benz',
    'make=Any%20Make': () => true,
    'make=Toyota&year=Any%20Year': (c) => c.make === 'Toyota',
    'maxPrice=15000': (c) => shown(c) <= 15_000,
    'maxPrice=Max%20Price': () => true,
    'minPrice=15000&maxPrice=25000': (c) => shown(c) >= 15_000 && shown(c) <= 25_000,
    'minPrice=25000&maxPrice=35000': (c) => shown(c) >= 25_000 && shown(c) <= 35_000,
    'minPrice=35000&maxPrice=50000': (c) => shown(c) >= 35_000 && shown(c) <= 50_000,
    'minPrice=50000.01': (c) => shown(c) > 50_000,
    'maxPrice=Any%20Price': () => true,
    'year=2023': (c) => c.year === 2023,
    'year=older': (c) => c.year <= 2015,
    'year=Any%20Year': () => true,
    'maxMileage=25000': (c) => c.mileage < 25_000,
    'maxMileage=50000': (c) => c.mileage < 50_000,
    'maxMileage=75000': (c) => c.mileage < 75_000,
    'maxMileage=100000': (c) => c.mileage < 100_000,
    'maxMileage=Any%20Mileage': () => true,
    'make=Honda&maxMileage=50000': (c) => c.make === 'Honda' && c.mileage < 50_000,
    'make=BMW&minPrice=50000.01': (c) => c.make === 'BMW' && shown(c) > 50_000,
    'make=Ford&year=older&maxPrice=50000': (c) =>
      c.make === 'Ford' && c.year <= 2015 && shown(c) <= 50_000,
  };

  it.each(Object.keys(reference))(
    '?%s returns exactly the matching cars and their count',
    async (query) => {
      const res = await request(filters.app).get(`/api/cars?${query}&pageSize=100`).expect(200);
      const expected = listed()
        .filter(reference[query]!)
        .map((c) => c.id)
        .sort((a, b) => a - b);
      const got = (res.body as Car[]).map((c) => c.id).sort((a, b) => a - b);
      expect(got).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    },
  );

  it('answers a malformed filter with 400 naming the parameter, never a stack', async () => {
    const res = await request(filters.app).get('/api/cars?maxPrice=cheap').expect(400);
    expect(res.body.error).toContain('maxPrice');
    expect(res.body.details.maxPrice).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  const byNewest = (a: Car, b: Car) =>
    Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
  const sorts: Record<string, (a: Car, b: Car) => number> = {
    newest: byNewest,
    'price-asc': (a, b) => shown(a) - shown(b) || b.id - a.id,
    'price-desc': (a, b) => shown(b) - shown(a) || b.id - a.id,
    'mileage-asc': (a, b) => a.mileage - b.mileage || b.id - a.id,
    'year-desc': (a, b) => b.year - a.year || byNewest(a, b),
  };

  it.each(Object.keys(sorts))('sort=%s orders the whole list', async (sort) => {
    const res = await request(filters.app).get(`/api/cars?sort=${sort}&pageSize=100`).expect(200);
    const expected = listed()
      .sort(sorts[sort]!)
      .map((c) => c.id);
    expect((res.body as Car[]).map((c) => c.id)).toEqual(expected);
  });

  it('pages through a sorted list with Link headers and without gaps or repeats', async () => {
    const expected = listed()
      .sort(sorts['price-asc']!)
      .map((c) => c.id);
    const seen: number[] = [];
    let url: string | undefined = '/api/cars?sort=price-asc&pageSize=5';
    let pages = 0;
    while (url) {
      const res: request.Response = await request(filters.app).get(url).expect(200);
      expect(res.headers['x-total-count']).toBe(String(listed().length));
      seen.push(...(res.body as Car[]).map((c) => c.id));
      url = /<([^>]+)>; rel="next"/.exec(res.headers['link'] ?? '')?.[1];
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    const beyond = await request(filters.app).get('/api/cars?page=99&pageSize=5').expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['link']).toContain('rel="prev"');
  });

  it('lists featured cars only when they are available', async () => {
    const agent = await signedInAgent(filters);
    const [a, b] = stored;
    await agent
      .put(`/api/cars/${a!.id}`)
      .send(buildCar({ featured: true, status: 'available' }))
      .expect(200);
    await agent
      .put(`/api/cars/${b!.id}`)
      .send(buildCar({ featured: true, status: 'sold' }))
      .expect(200);
    const res = await request(filters.app).get('/api/cars/featured').expect(200);
    expect((res.body as Car[]).map((c) => c.id)).toEqual([a!.id]);
  });
});

// ---- The demo inventory as the shop reads it ---------------------------------------------------

describe('GET /api/cars on the demo inventory', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    await seedDemoDataIfEmpty(demo.db, demo.images, { authorId: null, logger: demo.logger });
  }, 120_000);
  afterAll(() => demo.close());
  // What shoppers can find: every demo car but the sold ones (docs/product.md#sold-cars).
  const forSale = demoCars.filter((car) => car.status !== 'sold');

  it('returns the seeded cars from the database with the total and paging links', async () => {
    const res = await request(demo.app).get('/api/cars?pageSize=100').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toHaveLength(forSale.length);
    expect(res.headers['x-total-count']).toBe(String(forSale.length));
    expect(res.headers['link']).toContain('rel="first"');
    const vins = new Set(res.body.map((car: { vin: string }) => car.vin));
    for (const car of demoCars) expect(vins.has(car.vin)).toBe(car.status !== 'sold');
    const first = res.body[0];
    expect(typeof first.price).toBe('number');
    expect(first.photos.length).toBeGreaterThan(0);
  });

  it('pages with the default page size of 24 and a next link', async () => {
    const res = await request(demo.app).get('/api/cars').expect(200);
    expect(res.body).toHaveLength(24);
    expect(res.headers['link']).toContain('rel="next"');
    const pages = [res.body];
    for (let page = 2; page <= Math.ceil(forSale.length / 24); page++) {
      pages.push((await request(demo.app).get(`/api/cars?page=${page}`).expect(200)).body);
    }
    expect(pages.at(-1)).toHaveLength(forSale.length - 24 * (pages.length - 1));
    const ids = new Set(pages.flat().map((car: { id: number }) => car.id));
    expect(ids.size).toBe(forSale.length);
  });

  it('serves the seeded photos as WebP with a long immutable cache', async () => {
    const list = await request(demo.app).get('/api/cars').expect(200);
    const photo: string = list.body[0].photos[0];
    const res = await request(demo.app).get(`${photo}/640.webp`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cached = await request(demo.app)
      .get(`${photo}/640.webp`)
      .set('If-None-Match', res.headers['etag']!)
      .expect(304);
    expect(cached.body).toEqual({});
    await request(demo.app).get(`${photo}/641.webp`).expect(404);
    await request(demo.app).get('/images/..%2F..%2Fetc/640.webp').expect(404);
  });
});
