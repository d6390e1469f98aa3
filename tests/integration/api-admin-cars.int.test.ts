// The inventory desk's API (docs/product.md#admin-inventory): GET /api/admin/cars (keyword search,
// filters, sorts, paging) and POST /api/admin/cars/bulk (each action, all or nothing, unknown ids,
// photos deleted as a single delete does), both admin only.
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysInStock } from '../../common/dates';
import type { AdminCar } from '../../common/schemas/admin-cars';
import type { Car } from '../../common/schemas/car';
import { cars, images } from '../../server/db/schema';
import { buildFullCar } from '../factories';
import { photoJpeg, photoPng } from '../support/image-fixtures';
import { startPhotoApp, uploadAndProcess, type PhotoApp } from '../support/photo-app';

const FULL_CAR = buildFullCar();

let app: PhotoApp;
beforeAll(async () => {
  app = await startPhotoApp();
});
afterAll(() => app.close());

const visitor = () => request(app.base);

async function addCar(change: Record<string, unknown>): Promise<Car> {
  const res = await app.agent.post('/api/cars').send({ ...FULL_CAR, photos: [], ...change });
  expect(res.status).toBe(201);
  return res.body as Car;
}

/** The five cars of the search tests (added oldest first, so `newest` lists them backwards). */
async function addSearchCars() {
  const civic = await addCar({
    year: 2021,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    vin: '2HGFE2F59MH512345',
    stockNumber: 'U1001',
    price: 24_000,
    originalPrice: null,
    discountedPrice: null,
    mileage: 30_000,
    status: 'available',
    featured: false,
    inStockSince: '2025-01-10',
    photos: ['https://photos.example.invalid/civic-1.jpg', 'https://photos.example.invalid/c2.jpg'],
  });
  const crv = await addCar({
    year: 2019,
    make: 'Honda',
    model: 'CR-V',
    trim: 'Touring',
    vin: '5J6RW2H89KL004321',
    stockNumber: 'U1002',
    price: 29_000,
    originalPrice: 29_000,
    discountedPrice: 27_500,
    mileage: 60_000,
    status: 'sold',
    featured: true,
    inStockSince: '2024-11-01',
  });
  const corolla = await addCar({
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    trim: 'LE',
    vin: 'JTDEPMAE1NJ198765',
    stockNumber: 'T2001',
    price: 21_000,
    originalPrice: null,
    discountedPrice: null,
    mileage: 15_000,
    status: 'pending',
    featured: false,
    inStockSince: '2025-03-01',
  });
  const f150 = await addCar({
    year: 2018,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    vin: '1FTEW1EP5JFA11111',
    stockNumber: null,
    price: 35_000,
    originalPrice: null,
    discountedPrice: null,
    mileage: 90_000,
    status: 'available',
    featured: true,
    inStockSince: '2023-06-15',
  });
  const cx5 = await addCar({
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    trim: null,
    vin: null,
    stockNumber: 'M100',
    price: 26_500,
    originalPrice: null,
    discountedPrice: null,
    mileage: 45_000,
    status: 'available',
    featured: false,
    inStockSince: '2024-08-20',
  });
  return { civic, crv, corolla, f150, cx5 };
}

async function clearCars() {
  await app.t.db.delete(cars);
}

async function list(query: string) {
  const res = await app.agent.get(`/api/admin/cars${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    rows: res.body as AdminCar[],
    total: Number(res.headers['x-total-count']),
    link: res.headers.link as string,
  };
}

const modelsOf = (rows: { model: string }[]) => rows.map((row) => row.model);

describe('GET /api/admin/cars', () => {
  let fleet: Awaited<ReturnType<typeof addSearchCars>>;
  beforeAll(async () => {
    await clearCars();
    fleet = await addSearchCars();
  });

  it('is for admins only: 401 for a visitor, before the query is read', async () => {
    const res = await visitor().get('/api/admin/cars?status=bogus').expect(401);
    expect(res.body).toEqual({ error: 'Sign in as an admin to do this' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists every car of every status, newest first, with days in stock and photo count', async () => {
    const { rows, total } = await list('');
    expect(total).toBe(5);
    expect(modelsOf(rows)).toEqual(['CX-5', 'F-150', 'Corolla', 'CR-V', 'Civic']);
    const civic = rows.find((row) => row.id === fleet.civic.id)!;
    const { daysInStock: days, photoCount, ...car } = civic;
    expect(car).toEqual(fleet.civic);
    expect(days).toBe(daysInStock('2025-01-10'));
    expect(photoCount).toBe(2);
    expect(rows.find((row) => row.id === fleet.crv.id)).toMatchObject({
      status: 'sold',
      photoCount: 0,
    });
  });

  it('finds a car by a VIN fragment, its stock number, make, model or trim, in any letter case', async () => {
    expect(modelsOf((await list('?q=h512')).rows)).toEqual(['Civic']);
    expect(modelsOf((await list('?q=MH51234')).rows)).toEqual(['Civic']);
    expect(modelsOf((await list('?q=u1002')).rows)).toEqual(['CR-V']);
    // The stock number the database gave the F-150 is searchable too.
    expect(fleet.f150.stockNumber).toMatch(/^FC-\d{6}$/);
    expect(modelsOf((await list(`?q=${fleet.f150.stockNumber.toLowerCase()}`)).rows)).toEqual([
      'F-150',
    ]);
    expect(modelsOf((await list('?q=HONDA')).rows)).toEqual(['CR-V', 'Civic']);
    expect(modelsOf((await list('?q=corol')).rows)).toEqual(['Corolla']);
    expect(modelsOf((await list('?q=touring')).rows)).toEqual(['CR-V']);
  });

  it('needs every word of the search, each anywhere', async () => {
    expect(modelsOf((await list('?q=honda%20%20touring')).rows)).toEqual(['CR-V']);
    expect(modelsOf((await list('?q=touring%20civic')).rows)).toEqual([]);
    expect((await list('?q=%20%20')).total).toBe(5);
  });

  it('takes LIKE wildcards in the search as plain characters', async () => {
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?q=u100_')).total).toBe(0);
  });

  it('filters by status, featured, make and the shown price', async () => {
    expect(modelsOf((await list('?status=sold')).rows)).toEqual(['CR-V']);
    expect(modelsOf((await list('?status=pending')).rows)).toEqual(['Corolla']);
    expect(modelsOf((await list('?featured=true')).rows)).toEqual(['F-150', 'CR-V']);
    expect(modelsOf((await list('?featured=false')).rows)).toEqual(['CX-5', 'Corolla', 'Civic']);
    expect(modelsOf((await list('?make=honda')).rows)).toEqual(['CR-V', 'Civic']);
    // The CR-V's price is 29,000 but it shows 27,500.
    expect(modelsOf((await list('?minPrice=25000&maxPrice=28000')).rows)).toEqual(['CX-5', 'CR-V']);
    expect(modelsOf((await list('?q=honda&status=available&featured=false')).rows)).toEqual([
      'Civic',
    ]);
    expect(modelsOf((await list('?status=Any')).rows)).toHaveLength(5);
  });

  it('sorts by price, mileage, year and time in stock', async () => {
    expect(modelsOf((await list('?sort=price-asc')).rows)).toEqual([
      'Corolla',
      'Civic',
      'CX-5',
      'CR-V',
      'F-150',
    ]);
    expect(modelsOf((await list('?sort=price-desc')).rows)).toEqual([
      'F-150',
      'CR-V',
      'CX-5',
      'Civic',
      'Corolla',
    ]);
    expect(modelsOf((await list('?sort=mileage-asc')).rows)).toEqual([
      'Corolla',
      'Civic',
      'CX-5',
      'CR-V',
      'F-150',
    ]);
    expect(modelsOf((await list('?sort=mileage-desc')).rows)).toEqual([
      'F-150',
      'CR-V',
      'CX-5',
      'Civic',
      'Corolla',
    ]);
    expect(modelsOf((await list('?sort=year-desc')).rows)).toEqual([
      'Corolla',
      'Civic',
      'CX-5',
      'CR-V',
      'F-150',
    ]);
    expect(modelsOf((await list('?sort=year-asc')).rows)).toEqual([
      'F-150',
      'CR-V',
      'CX-5',
      'Civic',
      'Corolla',
    ]);
    expect(modelsOf((await list('?sort=oldest-in-stock')).rows)).toEqual([
      'F-150',
      'CX-5',
      'CR-V',
      'Civic',
      'Corolla',
    ]);
  });

  it('pages with X-Total-Count and Link headers; the page size is clamped to 100', async () => {
    const second = await list('?sort=price-asc&pageSize=2&page=2');
    expect(second.total).toBe(5);
    expect(modelsOf(second.rows)).toEqual(['CX-5', 'CR-V']);
    expect(second.link).toContain('rel="prev"');
    expect(second.link).toContain('sort=price-asc&pageSize=2&page=3>; rel="next"');
    expect(second.link).toContain('sort=price-asc');
    const past = await list('?pageSize=2&page=9');
    expect(past).toMatchObject({ total: 5, rows: [] });
    const res = await app.agent.get('/api/admin/cars?pageSize=5000').expect(200);
    expect(res.headers.link).toContain('pageSize=100');
  });

  it('refuses a malformed parameter with 400 naming it', async () => {
    const cases: [string, string, string][] = [
      ['?status=scrapped', 'status', 'must be one of available, sold, pending'],
      ['?featured=yes', 'featured', 'must be true or false'],
      ['?sort=cheapest', 'sort', 'must be one of newest'],
      ['?q=a&q=b', 'q', 'must be given once'],
      [`?q=${'x'.repeat(101)}`, 'q', 'must be at most 100 characters'],
      ['?minPrice=cheap', 'minPrice', 'must be an amount in dollars'],
      ['?page=0', 'page', 'must be 1 or more'],
    ];
    for (const [query, field, message] of cases) {
      const res = await app.agent.get(`/api/admin/cars${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.details[field]?.[0], query).toContain(message);
    }
  });
});

describe('POST /api/admin/cars/bulk', () => {
  let fleet: Awaited<ReturnType<typeof addSearchCars>>;
  beforeEach(async () => {
    await clearCars();
    fleet = await addSearchCars();
  });

  const bulk = (ids: number[], action: string) =>
    app.agent.post('/api/admin/cars/bulk').send({ ids, action });

  async function stored(ids: number[]) {
    const rows = await app.t.db
      .select({ id: cars.id, status: cars.status, featured: cars.featured, version: cars.version })
      .from(cars)
      .where(inArray(cars.id, ids));
    return Object.fromEntries(rows.map(({ id, ...row }) => [id, row]));
  }

  it('marks exactly the chosen cars sold, in one go, each with a new version', async () => {
    const { civic, corolla, cx5, crv, f150 } = fleet;
    const res = await bulk([civic.id, corolla.id, cx5.id], 'mark-sold').expect(200);
    expect(res.body).toEqual({ updated: 3 });
    const after = await stored([civic.id, corolla.id, cx5.id, crv.id, f150.id]);
    expect(after[civic.id]).toEqual({ status: 'sold', featured: false, version: 2 });
    expect(after[corolla.id]).toEqual({ status: 'sold', featured: false, version: 2 });
    expect(after[cx5.id]).toEqual({ status: 'sold', featured: false, version: 2 });
    expect(after[crv.id]).toEqual({ status: 'sold', featured: true, version: 1 });
    expect(after[f150.id]).toEqual({ status: 'available', featured: true, version: 1 });
    // The shop sees it.
    const page = await visitor().get(`/api/cars/${civic.id}`).expect(200);
    expect(page.body.status).toBe('sold');
  });

  it('counts only the cars that changed: one already sold keeps its version', async () => {
    const { civic, crv } = fleet;
    expect((await bulk([civic.id, crv.id], 'mark-sold').expect(200)).body).toEqual({
      updated: 1,
    });
    expect((await stored([crv.id]))[crv.id]!.version).toBe(1);
    // A repeated id counts once.
    expect((await bulk([civic.id, civic.id], 'mark-available').expect(200)).body).toEqual({
      updated: 1,
    });
  });

  it('marks cars available and pending, features and unfeatures them', async () => {
    const { civic, crv, corolla, f150 } = fleet;
    expect((await bulk([crv.id, corolla.id], 'mark-available').expect(200)).body.updated).toBe(2);
    expect((await bulk([civic.id, f150.id], 'mark-pending').expect(200)).body.updated).toBe(2);
    expect((await bulk([civic.id, corolla.id, f150.id], 'feature').expect(200)).body.updated).toBe(
      2,
    );
    expect((await bulk([crv.id, corolla.id], 'unfeature').expect(200)).body.updated).toBe(2);
    const after = await stored([civic.id, crv.id, corolla.id, f150.id]);
    expect(after[crv.id]).toMatchObject({ status: 'available', featured: false });
    expect(after[corolla.id]).toMatchObject({ status: 'available', featured: false });
    expect(after[civic.id]).toMatchObject({ status: 'pending', featured: true });
    expect(after[f150.id]).toMatchObject({ status: 'pending', featured: true });
  });

  it('refuses ids that name no car with 400 naming them, and changes nothing', async () => {
    const { civic, corolla } = fleet;
    const before = await stored([civic.id, corolla.id]);
    const res = await bulk([civic.id, 999_999, corolla.id, 888_888], 'mark-sold').expect(400);
    expect(res.body).toEqual({
      error: 'No car has the ids 999999, 888888',
      details: { ids: ['No car has the ids 999999, 888888'] },
    });
    expect(await stored([civic.id, corolla.id])).toEqual(before);
    const deleting = await bulk([civic.id, 999_999], 'delete').expect(400);
    expect(deleting.body.details).toEqual({ ids: ['No car has the id 999999'] });
    expect((await list('')).total).toBe(5);
  });

  it('refuses an empty list, too many ids, a bad id and an unknown action', async () => {
    const empty = await bulk([], 'mark-sold').expect(400);
    expect(empty.body.details).toEqual({ ids: ['Choose at least one car'] });
    const tooMany = await bulk(
      Array.from({ length: 501 }, (_, index) => index + 1),
      'feature',
    ).expect(400);
    expect(tooMany.body.details).toEqual({ ids: ['At most 500 cars at a time'] });
    const badId = await bulk([fleet.civic.id, -3], 'feature').expect(400);
    expect(badId.body.details).toEqual({ 'ids.1': ['Each id must be a car id'] });
    const action = await bulk([fleet.civic.id], 'paint-red').expect(400);
    expect(Object.keys(action.body.details)).toEqual(['action']);
    const missing = await app.agent.post('/api/admin/cars/bulk').send({ action: 'feature' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details)).toEqual(['ids']);
    expect((await stored([fleet.civic.id]))[fleet.civic.id]).toMatchObject({ featured: false });
  });

  it('is for admins only: 401 for a visitor, and nothing changes', async () => {
    const res = await visitor()
      .post('/api/admin/cars/bulk')
      .send({ ids: [fleet.civic.id], action: 'delete' })
      .expect(401);
    expect(res.body).toEqual({ error: 'Sign in as an admin to do this' });
    expect((await list('')).total).toBe(5);
  });

  it('deletes the chosen cars and their photos, keeping photos another car still uses', async () => {
    const own = (await uploadAndProcess(app, await photoJpeg({ width: 400, height: 300 }))).body
      .imagePath as string;
    const shared = (await uploadAndProcess(app, await photoPng())).body.imagePath as string;
    const first = await addCar({ stockNumber: 'DEL1', photos: [own, shared] });
    const second = await addCar({ stockNumber: 'DEL2', photos: [shared] });
    const keeper = await addCar({ stockNumber: 'KEEP1', photos: [shared] });

    const res = await bulk([first.id, second.id, fleet.civic.id], 'delete').expect(200);
    expect(res.body).toEqual({ updated: 3 });
    for (const id of [first.id, second.id, fleet.civic.id]) {
      await visitor().get(`/api/cars/${id}`).expect(404);
    }
    await visitor().get(`/api/cars/${keeper.id}`).expect(200);
    const imageRow = async (path: string) =>
      (
        await app.t.db
          .select()
          .from(images)
          .where(eq(images.id, path.slice('/images/'.length)))
      )[0];
    expect(await imageRow(own)).toBeUndefined();
    expect((await visitor().get(`${own}/640.webp`)).status).toBe(404);
    expect(await imageRow(shared)).toBeDefined();
    expect((await visitor().get(`${shared}/640.webp`)).status).toBe(200);
    expect((await list('')).total).toBe(5);
  });
});

describe('the OpenAPI document', () => {
  it('describes both endpoints as admin only, with the query and the bodies', async () => {
    const body = (await visitor().get('/api/openapi.json').expect(200)).body;
    const listing = body.paths['/api/admin/cars'].get;
    expect(listing.security).toEqual([{ adminSession: [] }]);
    expect(listing.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'q',
        'status',
        'featured',
        'make',
        'minPrice',
        'maxPrice',
        'sort',
        'page',
        'pageSize',
      ]),
    );
    expect(listing.responses['200'].headers).toHaveProperty('X-Total-Count');
    expect(body.components.schemas.AdminCar.required).toEqual(
      expect.arrayContaining(['daysInStock', 'photoCount', 'stockNumber']),
    );
    const bulkOp = body.paths['/api/admin/cars/bulk'].post;
    expect(bulkOp.security).toEqual([{ adminSession: [] }]);
    expect(bulkOp.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/BulkCarAction',
    );
    expect(body.components.schemas.BulkCarAction.properties.action.enum).toEqual([
      'mark-sold',
      'mark-available',
      'mark-pending',
      'feature',
      'unfeature',
      'delete',
    ]);
    expect(bulkOp.responses['400']).toBeDefined();
  });
});
