// The caches of the shoppers' answers (docs/product.md#caching): a repeated search is served from
// the cache; a change made through the app shows on the very next request; a change made behind
// the app's back (SQL, a script) reaches it through the database's notification; and on
// a second instance on the same database (on PostgreSQL with its own connections; its own caches
// and change feed) sees a price change made through the first.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFees } from '../../common/format';
import type { Car, CarFormValues } from '../../common/schemas/car';
import { openDatabase } from '../../server/db/client';
import { buildCar } from '../factories';
import { signedInAgent } from '../support/admin';
import { createPageRenderer, type PageRenderer } from '../support/page-renderer';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
const MAKE = 'Subaru';
const input: Partial<CarFormValues> = { make: MAKE, model: 'Cached', status: 'available' };
let id: number;

beforeAll(async () => {
  t = await createTestApp({ caching: true });
  admin = await signedInAgent(t);
  id = (
    (
      await admin
        .post('/api/cars')
        .send(buildCar({ ...input, price: 30_000 }))
        .expect(201)
    ).body as Car
  ).id;
});
afterAll(() => t.close());

const listedPrice = async (app = t.app): Promise<number | undefined> => {
  const cars = (await request(app).get(`/api/cars?make=${MAKE}`).expect(200)).body as Car[];
  return cars.find((car) => car.id === id)?.price;
};

/** Polls until `read` gives `wanted` (or 3 s pass); the milliseconds it took. */
async function waitFor<T>(read: () => Promise<T>, wanted: T): Promise<number> {
  const started = Date.now();
  while ((await read()) !== wanted) {
    if (Date.now() - started > 3000) throw new Error(`still not ${String(wanted)} after 3 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('one instance', () => {
  it('serves a repeated search from the cache', async () => {
    expect(await listedPrice()).toBe(30_000);
    const before = t.cache!.stats();
    expect(await listedPrice()).toBe(30_000);
    const after = t.cache!.stats();
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after.misses).toBe(before.misses);
  });

  it('shows a price changed through the app on the next request', async () => {
    expect(await listedPrice()).toBe(30_000);
    await admin
      .put(`/api/cars/${id}`)
      .send(buildCar({ ...input, price: 27_500 }))
      .expect(200);
    expect(await listedPrice()).toBe(27_500);
  });

  it('hears of a change made behind its back through the database', async () => {
    expect(await listedPrice()).toBe(27_500);
    const version = t.changes!.current();
    await t.db.execute(sql`update cars set price = 26000 where id = ${id}`);
    await waitFor(async () => t.changes!.current() !== version, true);
    expect(await listedPrice()).toBe(26_000);
  });

  it('keeps facet counts and totals current after a car is sold', async () => {
    const total = async () =>
      Number((await request(t.app).get(`/api/cars?make=${MAKE}`).expect(200)).get('X-Total-Count'));
    const facet = async () =>
      (
        (await request(t.app).get(`/api/cars/facets?make=${MAKE}`).expect(200)).body as {
          make: { value: string; count: number }[];
        }
      ).make.find((entry) => entry.value === MAKE)?.count;
    const [before, counted] = [await total(), await facet()];
    await admin.patch(`/api/cars/${id}`).send({ status: 'sold' }).expect(200);
    expect(await total()).toBe(before - 1);
    expect(await facet()).toBe(counted! - 1);
    await admin.patch(`/api/cars/${id}`).send({ status: 'available' }).expect(200);
    expect(await total()).toBe(before);
  });
});

describe('two instances on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    // On PostgreSQL the second instance has connections of its own; PGlite is one process's, so
    // there the two share its connection (each still has its own caches and change feed).
    const second = t.database.url
      ? await openDatabase({ kind: 'postgres', url: t.database.url })
      : t.database;
    other = await createTestApp({
      caching: true,
      database: {
        ...second,
        destroy: () => (second === t.database ? Promise.resolve() : second.close()),
      },
    });
  });
  afterAll(() => other.close());

  it('a price changed through one is shown by the other', async () => {
    expect(await listedPrice(t.app)).toBe(await listedPrice(other.app));
    // The second instance has the search cached now.
    const cachedPrice = await listedPrice(other.app);
    await admin
      .put(`/api/cars/${id}`)
      .send(buildCar({ ...input, price: cachedPrice! - 1000 }))
      .expect(200);
    expect(await listedPrice(t.app)).toBe(cachedPrice! - 1000);
    const ms = await waitFor(() => listedPrice(other.app), cachedPrice! - 1000);
    // The notification arrives when the writer's transaction commits: well under a second.
    expect(ms).toBeLessThan(1000);
  });
});

describe('rendered pages', () => {
  let renderer: PageRenderer;
  let site: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    renderer = await createPageRenderer();
    // A fixed address: supertest sends each request to a new port, and without PUBLIC_URL the
    // request's origin is part of a page's key (its links are built from it).
    site = await createTestApp({
      caching: true,
      pages: renderer,
      config: { publicUrl: 'http://forecourt.test' },
    });
    staff = await signedInAgent(site);
    id = (
      (
        await staff
          .post('/api/cars')
          .send(buildCar({ ...input, price: 41_000 }))
          .expect(201)
      ).body as Car
    ).id;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await renderer?.close();
  });

  /** The ETag of an answer from the page cache: the page's hash, then a nonce. */
  const CACHE_TAG = /^W\/"[^.]+\.[^"]+"$/;
  const nonceOf = (res: request.Response) =>
    /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];

  it('serves a page again from the cache, with a fresh nonce in its header and its scripts', async () => {
    const first = await request(site.app).get(`/cars/${id}`).expect(200);
    const second = await request(site.app).get(`/cars/${id}`).expect(200);
    expect(site.cache).toBeDefined();
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
    expect(second.text).toContain(`nonce="${b}"`);
    expect(second.text).not.toContain(a!);
    // The same page but for its nonce.
    expect(second.text.replaceAll(b!, a!)).toBe(first.text);
    // Tagged once kept (the first answer went out before its end was known): the page, then the
    // nonce it went with.
    const third = await request(site.app).get(`/cars/${id}`).expect(200);
    const [tagB, tagC] = [second, third].map((res) =>
      /^W\/"([^.]+)\.(.+)"$/.exec(res.headers.etag!),
    );
    expect(tagB?.[2]).toBe(b);
    expect(tagC?.[2]).toBe(nonceOf(third));
    expect(tagC?.[1]).toBe(tagB?.[1]);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  });

  it("answers 304 to a browser that has the page, with its copy's nonce in the policy", async () => {
    await request(site.app).get(`/cars/${id}`).expect(200);
    const copy = await request(site.app).get(`/cars/${id}`).expect(200);
    const revalidated = await request(site.app)
      .get(`/cars/${id}`)
      .set('If-None-Match', copy.headers.etag!)
      .expect(304);
    // The browser keeps its copy and takes the 304's headers: the policy must allow its scripts.
    expect(nonceOf(revalidated)).toBe(nonceOf(copy));
    expect(revalidated.headers.etag).toBe(copy.headers.etag);
    // A tag with a nonce of another form is no copy of ours: the page again, with a fresh nonce.
    const forged = copy.headers.etag!.replace(/\.[^"]+"$/, '.x\'; script-src *"');
    const again = await request(site.app)
      .get(`/cars/${id}`)
      .set('If-None-Match', forged)
      .expect(200);
    expect(again.headers['content-security-policy']).not.toContain('script-src *');
  });

  it('shows a changed price on the next request', async () => {
    // The offer's price in the page's JSON-LD (the old one stays on the page as "Price reduced").
    const money = (price: number) => `"price":"${withFees(price).toFixed(2)}"`;
    expect((await request(site.app).get(`/cars/${id}`).expect(200)).text).toContain(money(41_000));
    await staff
      .put(`/api/cars/${id}`)
      .send(buildCar({ ...input, price: 39_000 }))
      .expect(200);
    const page = (await request(site.app).get(`/cars/${id}`).expect(200)).text;
    expect(page).toContain(money(39_000));
    expect(page).not.toContain(money(41_000));
  });

  it("keeps the API's public reads: the same JSON and total, 304 for a copy, a change on the next request", async () => {
    const url = `/api/cars?make=${MAKE}`;
    const first = await request(site.app).get(url).expect(200);
    const second = await request(site.app).get(url).expect(200);
    // Tagged by the cache (the page's hash, then a nonce), with the headers of the first answer.
    expect(second.headers.etag).toMatch(CACHE_TAG);
    expect(second.body).toEqual(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['cache-control']).toBe('no-cache');
    await request(site.app).get(url).set('If-None-Match', second.headers.etag!).expect(304);

    const price = (res: request.Response) =>
      (res.body as Car[]).find((car) => car.id === id)?.price;
    const before = price(second)!;
    await staff
      .put(`/api/cars/${id}`)
      .send(buildCar({ ...input, price: before - 500 }))
      .expect(200);
    const after = await request(site.app).get(url).set('If-None-Match', second.headers.etag!);
    expect(after.status).toBe(200);
    expect(price(after)).toBe(before - 500);
    const car = await request(site.app).get(`/api/cars/${id}`).expect(200);
    expect((car.body as Car).price).toBe(before - 500);
  });

  it('never serves staff API answers or errors from the cache', async () => {
    // A signed-in list may hold what visitors don't see: neither served from nor kept.
    const staffList = await staff.get(`/api/cars?make=${MAKE}`).expect(200);
    expect(staffList.headers.etag ?? '').not.toMatch(CACHE_TAG);
    // Admin reads are not public reads, and an error is never kept.
    for (let time = 0; time < 2; time++) {
      const refused = await request(site.app).get('/api/admin/cars').expect(401);
      expect(refused.headers.etag ?? '').not.toMatch(CACHE_TAG);
      const missing = await request(site.app).get('/api/cars/999999999').expect(404);
      expect(missing.headers.etag ?? '').not.toMatch(CACHE_TAG);
    }
  });

  it('never serves a signed-in visitor from the cache, nor keeps what they are shown', async () => {
    const res = await staff.get(`/cars/${id}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
  });
});
