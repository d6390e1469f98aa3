import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { demoCars } from '../../server/seed/demo-cars';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.db, t.images, { authorId: null, logger: t.logger });
}, 120_000);
afterAll(() => t.close());

describe('GET /api/cars (the first vertical slice)', () => {
  it('returns the seeded cars from the database with the total and paging links', async () => {
    const res = await request(t.app).get('/api/cars?pageSize=100').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toHaveLength(demoCars.length);
    expect(res.headers['x-total-count']).toBe(String(demoCars.length));
    expect(res.headers['link']).toContain('rel="first"');
    const vins = new Set(res.body.map((car: { vin: string }) => car.vin));
    for (const car of demoCars) expect(vins.has(car.vin)).toBe(true);
    const first = res.body[0];
    expect(typeof first.price).toBe('number');
    expect(first.photos.length).toBeGreaterThan(0);
  });

  it('pages with the default page size of 24 and a next link', async () => {
    const res = await request(t.app).get('/api/cars').expect(200);
    expect(res.body).toHaveLength(24);
    expect(res.headers['link']).toContain('rel="next"');
    const pages = [res.body];
    for (let page = 2; page <= Math.ceil(demoCars.length / 24); page++) {
      pages.push((await request(t.app).get(`/api/cars?page=${page}`).expect(200)).body);
    }
    expect(pages.at(-1)).toHaveLength(demoCars.length - 24 * (pages.length - 1));
    const ids = new Set(pages.flat().map((car: { id: number }) => car.id));
    expect(ids.size).toBe(demoCars.length);
  });

  it('filters by make and ignores the "any" values of the option lists', async () => {
    const res = await request(t.app)
      .get('/api/cars?make=Toyota&year=Any%20Year&pageSize=100')
      .expect(200);
    const expected = demoCars.filter((car) => car.make === 'Toyota').length;
    expect(res.body).toHaveLength(expected);
    expect(res.body.every((car: { make: string }) => car.make === 'Toyota')).toBe(true);
  });

  it('answers a malformed filter with 400 naming the parameter', async () => {
    const res = await request(t.app).get('/api/cars?maxPrice=cheap').expect(400);
    expect(res.body.error).toContain('maxPrice');
    expect(res.body.details.maxPrice).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('returns one car, and 404 JSON for a missing one', async () => {
    const list = await request(t.app).get('/api/cars').expect(200);
    const id = list.body[0].id;
    const one = await request(t.app).get(`/api/cars/${id}`).expect(200);
    expect(one.body.id).toBe(id);
    const missing = await request(t.app).get('/api/cars/999999').expect(404);
    expect(missing.body).toEqual({ error: 'Car not found' });
    await request(t.app).get('/api/cars/abc').expect(404);
  });

  it('lists featured cars that are available', async () => {
    const res = await request(t.app).get('/api/cars/featured').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(
      res.body.every(
        (car: { featured: boolean; status: string }) => car.featured && car.status === 'available',
      ),
    ).toBe(true);
  });

  it('serves the seeded photos as WebP with a long immutable cache', async () => {
    const list = await request(t.app).get('/api/cars').expect(200);
    const photo: string = list.body[0].photos[0];
    const res = await request(t.app).get(`${photo}/640.webp`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cached = await request(t.app)
      .get(`${photo}/640.webp`)
      .set('If-None-Match', res.headers['etag']!)
      .expect(304);
    expect(cached.body).toEqual({});
    await request(t.app).get(`${photo}/641.webp`).expect(404);
    await request(t.app).get('/images/..%2F..%2Fetc/640.webp').expect(404);
  });
});

describe('plumbing', () => {
  it('answers /healthz and /readyz', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' });
    await request(t.app).get('/readyz').expect(200, { status: 'ready' });
  });

  it('puts a request id on every response and keeps a sane incoming one', async () => {
    const res = await request(t.app).get('/api/cars/featured').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(t.app)
      .get('/api/nowhere')
      .set('X-Request-Id', 'abc-123')
      .expect(404);
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(t.app)
      .get('/healthz')
      .set('X-Request-Id', 'bad id; with spaces');
    expect(replaced.headers['x-request-id']).not.toContain('bad');
  });

  it('answers unknown API routes and malformed JSON with JSON errors, never a stack', async () => {
    const missing = await request(t.app).get('/api/nowhere').expect(404);
    expect(missing.body.error).toMatch(/No API route/);
    const malformed = await request(t.app)
      .post('/api/cars')
      .set('Content-Type', 'application/json')
      .send('{"year":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Malformed JSON' });
    const huge = await request(t.app)
      .post('/api/cars')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ x: 'a'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.text).not.toMatch(/node_modules|at .*\(/);
  });

  it('does not announce Express', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
