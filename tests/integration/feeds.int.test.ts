// The inventory feeds (docs/product.md#feeds): /feeds/google-vehicles.xml read with a real XML
// parser (every attribute Google requires, for every available car, none for sold or pending
// ones), /feeds/inventory.csv read with csv-parse (the same cars, the all-in price, the
// disclosures), both streamed over more cars than one database batch, and their ETags: a 304
// while nothing changed, the new feed as soon as a car is sold.
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosureStatements } from '../../common/disclosures';
import { CarInputSchema, type Car } from '../../common/schemas/car';
import { SITE } from '../../common/site';
import { cars } from '../../server/db/schema';
import { newCarColumns } from '../../server/services/car-service';
import { FEED_BATCH } from '../../server/services/feed-service';
import { INVENTORY_FEED_COLUMNS } from '../../server/services/feed-format';
import { buildCar, buildFullCar } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

// http: the admin's session cookie is Secure on an https address, and supertest speaks http.
const ORIGIN = 'http://cars.example';
const GOOGLE = '/feeds/google-vehicles.xml';
const CSV = '/feeds/inventory.csv';

/** What Google requires of a used vehicle in Canada (and we always send). */
const REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'price',
  'vehicle_all_in_price',
  'vehicle_price_type',
  'condition',
  'vin',
  'image_link',
  'brand',
  'make',
  'model',
  'year',
  'mileage',
  'store_code',
  'dealership_name',
  'dealership_address',
] as const;

type GoogleItem = Record<string, unknown>;

// g:additional_image_link repeats: always a list. Values stay text (a VIN of digits is no number).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

/** The feed as a parsed document; throws on anything not well-formed. */
function readGoogleFeed(xml: string) {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`The feed is not well-formed: ${valid.err.msg}`);
  const rss = parser.parse(xml).rss;
  const items: GoogleItem[] = (rss.channel.item ?? []).map((item: GoogleItem) =>
    // g:id → id
    Object.fromEntries(Object.entries(item).map(([name, value]) => [name.slice(2), value])),
  );
  return { rss, items };
}

const readCsvFeed = (text: string) => {
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  return {
    header: header!,
    rows: rows.map((cells): Record<string, string> =>
      Object.fromEntries(header!.map((name, i) => [name, cells[i]!])),
    ),
  };
};

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: ORIGIN } });
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const add = async (change: Record<string, unknown>) =>
  (await admin.post('/api/cars').send(buildCar(change)).expect(201)).body as Car;

const googleFeed = async () => readGoogleFeed((await request(t.app).get(GOOGLE).expect(200)).text);
const csvFeed = async () => readCsvFeed((await request(t.app).get(CSV).expect(200)).text);

describe('the feeds over a small lot', () => {
  let full: Car;
  let plain: Car;
  let noVin: Car;
  let pending: Car;
  let sold: Car;
  let noPhoto: Car;
  beforeAll(async () => {
    full = (
      await admin
        .post('/api/cars')
        .send(
          buildFullCar({
            stockNumber: 'FEED-1',
            // Markup, quotes and a control character in the text, a formula in the trim.
            description: 'One owner. <b>Winter & summer tires</b> "included"\u0007.',
            trim: '=XLE AWD',
            photos: [
              'https://images.example.com/rav4-front.jpg?size=large&v=2',
              'https://images.example.com/rav4-side.jpg',
              'https://images.example.com/rav4-back.jpg',
            ],
            damageOver2000: 'yes',
            damageAmount: 3250,
            fromOutsideBc: 'yes',
            importedFrom: 'Alberta',
          }),
        )
        .expect(201)
    ).body as Car;
    plain = await add({
      stockNumber: 'FEED-2',
      vin: '2HGFC2F71KH521908',
      trim: null,
      photos: ['https://images.example.com/civic-front.jpg'],
      condition: 'used',
      transmission: 'cvt',
      bodyType: null,
    });
    noVin = await add({ stockNumber: 'FEED-3', vin: null });
    pending = await add({ stockNumber: 'FEED-4', vin: '1HGCM82633A004352', status: 'pending' });
    sold = await add({ stockNumber: 'FEED-5', vin: 'JM3KFBCM1J0000001', status: 'sold' });
    noPhoto = await add({ stockNumber: 'FEED-6', vin: '5YJ3E1EA7KF000001', photos: [] });
  });

  it('Google: an RSS 2.0 document in the g: namespace, one item per available car with a VIN and a photo', async () => {
    const res = await request(t.app).get(GOOGLE).expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { rss, items } = readGoogleFeed(res.text);
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(rss.channel.link).toBe(`${ORIGIN}/inventory`);
    expect(rss.channel.description).toContain(
      `VSA dealer registration #${SITE.dealerRegistration}`,
    );
    // Not the pending, the sold one, nor the cars without a VIN or a photo (Google refuses those).
    expect(items.map((item) => item.id)).toEqual([full.stockNumber, plain.stockNumber]);
    for (const item of items) {
      for (const name of REQUIRED) expect(item[name], `${item.id} ${name}`).toBeTruthy();
    }
  });

  it("Google: each attribute from the car, the price all-in as 'NNNNN.NN CAD', text escaped and kept", async () => {
    const { items } = await googleFeed();
    const item = items.find((entry) => entry.id === 'FEED-1')!;
    const allIn = `${full.allInPrice.toFixed(2)} CAD`;
    expect(full.allInPrice).toBe(30_995.5 + 499);
    expect(item).toMatchObject({
      id: 'FEED-1',
      title: '2021 Toyota RAV4 =XLE AWD',
      link: `${ORIGIN}/cars/${full.id}`,
      image_link: 'https://images.example.com/rav4-front.jpg?size=large&v=2',
      additional_image_link: [
        'https://images.example.com/rav4-side.jpg',
        'https://images.example.com/rav4-back.jpg',
      ],
      price: allIn,
      vehicle_all_in_price: allIn,
      vehicle_price_type: 'all_in_price',
      condition: 'used',
      certified_pre_owned: 'yes',
      vin: '2T3P1RFV8MC123456',
      brand: 'Toyota',
      make: 'Toyota',
      model: 'RAV4',
      trim: '=XLE AWD',
      year: '2021',
      mileage: '48200 km',
      color: 'Blueprint',
      interior_color: 'Black fabric',
      body_style: 'suv',
      engine: 'hybrid',
      transmission: 'automatic',
      date_in_stock: '2025-10-01',
      store_code: 'FC-RICHMOND',
      dealership_name: SITE.name,
      dealership_address: '8100 No. 3 Road, Richmond, BC V6Y 2C4, CA',
      vehicle_fulfillment: { 'g:option': 'in_store', 'g:store_code': 'FC-RICHMOND' },
    });
    // The shopper's text survives escaping (the control character XML can't carry is dropped),
    // then what BC's rules want in every ad, and the disclosures in plain words.
    const description = item.description as string;
    expect(description).toContain('One owner. <b>Winter & summer tires</b> "included".');
    expect(description).toContain('Stock #FEED-1. VIN 2T3P1RFV8MC123456.');
    expect(description).toContain('All-in price $31,495, plus GST and PST');
    expect(description).toContain(`VSA dealer registration #${SITE.dealerRegistration}`);
    expect(description).toContain('Has had damage costing more than $2,000 to repair ($3,250).');
    expect(description).toContain('Brought into BC from Alberta.');
  });

  it('Google: a car with one photo and without a trim or body type has no more; a CVT is automatic', async () => {
    const { items } = await googleFeed();
    const item = items.find((entry) => entry.id === 'FEED-2')!;
    for (const name of ['trim', 'additional_image_link', 'body_style'])
      expect(item, name).not.toHaveProperty(name);
    expect(item).toMatchObject({
      image_link: 'https://images.example.com/civic-front.jpg',
      title: `${plain.year} ${plain.make} ${plain.model}`,
      vin: '2HGFC2F71KH521908',
      condition: 'used',
      certified_pre_owned: 'no',
      transmission: 'automatic',
      price: `${plain.allInPrice.toFixed(2)} CAD`,
    });
  });

  it('CSV: the same available cars (with those without a VIN or a photo), all-in prices and disclosures', async () => {
    const res = await request(t.app).get(CSV).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const { header, rows } = readCsvFeed(res.text);
    expect(header).toEqual([...INVENTORY_FEED_COLUMNS]);
    expect(rows.map((row) => row.stock_number)).toEqual(['FEED-1', 'FEED-2', 'FEED-3', 'FEED-6']);
    const listed = [full, plain, noVin, noPhoto];
    rows.forEach((row, index) => {
      const car = listed[index]!;
      expect(row).toMatchObject({
        stock_number: car.stockNumber,
        vin: car.vin ?? '',
        year: String(car.year),
        make: car.make,
        model: car.model,
        all_in_price: car.allInPrice.toFixed(2),
        currency: 'CAD',
        price_note: 'All-in price, plus GST and PST',
        mileage_km: String(car.mileage),
        url: `${ORIGIN}/cars/${car.id}`,
        disclosures: disclosureStatements(car)
          .map((statement) => `${statement.text}.`)
          .join(' '),
        dealer: SITE.name,
        dealer_registration: SITE.dealerRegistration,
      });
    });
    expect(rows[0]).toMatchObject({
      // A cell a spreadsheet would run gets the inventory CSV's ' in front.
      trim: "'=XLE AWD",
      condition: 'Certified Pre-Owned',
      body_type: 'SUV',
      drivetrain: 'AWD',
      transmission: 'Automatic',
      fuel_type: 'Hybrid',
      exterior_colour: 'Blueprint',
      photo_urls:
        'https://images.example.com/rav4-front.jpg?size=large&v=2|https://images.example.com/rav4-side.jpg|https://images.example.com/rav4-back.jpg',
    });
    expect(rows[1]).toMatchObject({
      trim: '',
      photo_urls: 'https://images.example.com/civic-front.jpg',
      body_type: '',
    });
    expect(rows[3]).toMatchObject({ photo_urls: '' });
  });

  it('are public, never indexed, checked before each use, and answer HEAD without a body', async () => {
    for (const path of [GOOGLE, CSV]) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['etag']).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
      const head = await request(t.app).head(path).expect(200);
      expect(head.headers['etag']).toBe(res.headers['etag']);
      expect(head.text ?? '').toBe('');
    }
    await request(t.app).get('/feeds/other.xml').expect(404);
  });

  it('are gzipped, kept until the inventory changes, and plain for a client without gzip', async () => {
    for (const path of [GOOGLE, CSV]) {
      const first = await request(t.app).get(path).expect(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers['vary']).toBe('Accept-Encoding');
      // The same bytes again, now from memory (their length known up front).
      const again = await request(t.app).get(path).expect(200);
      expect(again.headers['content-length']).toBeDefined();
      expect(again.text).toBe(first.text);
      const plain = await request(t.app).get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(first.text);
    }
  });

  it('answer 304 while nothing changed, and the new feed as soon as a car is sold', async () => {
    const etags: Record<string, string> = {};
    for (const path of [GOOGLE, CSV]) {
      etags[path] = (await request(t.app).get(path).expect(200)).headers['etag'] as string;
      const again = await request(t.app).get(path).set('If-None-Match', etags[path]).expect(304);
      expect(again.text ?? '').toBe('');
      // fetch() adds Cache-Control: no-cache to a request with an If-None-Match of its own.
      await request(t.app)
        .get(path)
        .set('If-None-Match', `W/"other", ${etags[path]}`)
        .set('Cache-Control', 'no-cache')
        .expect(304);
    }
    await admin.patch(`/api/cars/${plain.id}`).send({ status: 'sold' }).expect(200);
    for (const path of [GOOGLE, CSV]) {
      const res = await request(t.app).get(path).set('If-None-Match', etags[path]!).expect(200);
      expect(res.headers['etag']).not.toBe(etags[path]);
      expect(res.text).not.toContain('FEED-2');
    }
    expect((await googleFeed()).items.map((item) => item.id)).toEqual(['FEED-1']);
    expect((await csvFeed()).rows.map((row) => row.stock_number)).toEqual([
      'FEED-1',
      'FEED-3',
      'FEED-6',
    ]);
    // Any edit is a new feed too (a price, here), and so is a car made available again.
    const etag = (await request(t.app).get(CSV)).headers['etag'] as string;
    await admin
      .put(`/api/cars/${noVin.id}`)
      .send({ ...buildCar({ stockNumber: 'FEED-3', vin: null }), price: 12_345 })
      .expect(200);
    const changed = await request(t.app).get(CSV).set('If-None-Match', etag).expect(200);
    expect(changed.text).toContain(`12844.00`);
    await admin.patch(`/api/cars/${sold.id}`).send({ status: 'available' }).expect(200);
    expect((await csvFeed()).rows.map((row) => row.stock_number)).toContain('FEED-5');
    expect(pending.status).toBe('pending');
  });
});

describe('the feeds over more cars than one batch', () => {
  const COUNT = FEED_BATCH * 2 + 37;
  let ids: number[];
  beforeAll(async () => {
    await t.db.delete(cars);
    // Written straight to the table, as the seed does: thousands of cars in a few statements.
    const rows = Array.from({ length: COUNT }, (_, n) =>
      newCarColumns(
        CarInputSchema.parse(
          buildCar({
            stockNumber: `BULK-${n}`,
            vin: `1HGCM8263${String(n).padStart(8, '0')}`,
            status: n % 10 === 0 ? 'sold' : 'available',
            price: 10_000 + n,
            photos: [`https://images.example.com/bulk-${n}.jpg`],
          }),
        ),
      ),
    );
    ids = [];
    for (let at = 0; at < rows.length; at += 500) {
      const written = await t.db
        .insert(cars)
        .values(rows.slice(at, at + 500))
        .returning({ id: cars.id, status: cars.status });
      ids.push(...written.filter((row) => row.status === 'available').map((row) => row.id));
    }
  }, 60_000);

  it('lists every available car exactly once, in id order, in both feeds', async () => {
    const expected = ids.map((id) => `${ORIGIN}/cars/${id}`);
    // Written for a client without gzip first (nothing kept), then gzipped (kept): the same text.
    const plain = await request(t.app).get(CSV).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await request(t.app).get(CSV).expect(200)).text).toBe(plain.text);
    const { items } = await googleFeed();
    expect(items.map((item) => item.link)).toEqual(expected);
    const { rows } = await csvFeed();
    expect(rows.map((row) => row.url)).toEqual(expected);
    // BULK-n's vehicle price is 10,000 + n: all-in, the $499 fee on top.
    const wrong = rows.filter(
      (row) => row.all_in_price !== (Number(row.stock_number!.slice(5)) + 10_499).toFixed(2),
    );
    expect(wrong).toEqual([]);
  });
});
