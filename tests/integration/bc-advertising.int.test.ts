// BC's advertising rules, each bullet of issue 16 point 6 (docs/product.md#bc-advertising), on
// the pages as the server renders them (read with a real HTML parser), the API, the sitemap and
// the feeds (read with a real XML parser): the dealer registration on every public page and car
// page; the stock number and VIN on the car page, in its JSON-LD and the feeds; the all-in price
// with "plus GST and PST" in cards, the car page, JSON-LD, feeds, price filters and sort; no car
// available before its four disclosures are answered (API, bulk action, CSV import), and the car
// page telling them in plain words; a sold car gone at once from search, sitemap and feeds.
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Window } from 'happy-dom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_FIELDS, type DisclosureField } from '../../common/constants';
import { disclosureStatements } from '../../common/disclosures';
import { allInPrice, formatPrice } from '../../common/format';
import { DISCLOSURE_REQUIRED, type Car } from '../../common/schemas/car';
import { SITE } from '../../common/site';
import { buildCar, buildFullCar, buildPost } from '../factories';
import { signedInAgent } from '../support/admin';
import { createPageRenderer, type PageRenderer } from '../support/page-renderer';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

// http: the admin's session cookie is Secure on an https address, and supertest speaks http.
const ORIGIN = 'http://cars.example';
const REGISTRATION = `VSA dealer registration #${SITE.dealerRegistration}`;
const UNANSWERED = Object.fromEntries(DISCLOSURE_FIELDS.map((field) => [field, null]));

let renderer: PageRenderer;
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  renderer = await createPageRenderer();
  t = await createTestApp({ config: { publicUrl: ORIGIN }, pages: renderer });
  admin = await signedInAgent(t);
  // The first render compiles the pages' modules (seconds); the tests then read pages at speed.
  await request(t.app).get('/').expect(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await renderer?.close();
});

const window = new Window();
afterAll(() => window.close());

/** A page as the server renders it, parsed; `status` is what the server must answer. */
async function page(path: string, status = 200) {
  const res = await request(t.app).get(path).expect(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return new window.DOMParser().parseFromString(res.text, 'text/html');
}

type Page = Awaited<ReturnType<typeof page>>;
const text = (page: Page, selector: string) =>
  page.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

/** The page's JSON-LD object of this @type. */
function jsonLd(page: Page, type: string): Record<string, unknown> {
  const found = [...page.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD on the page`);
  return found;
}

/** The inventory page's card of a car, by its link. */
function card(page: Page, car: Car) {
  return page.querySelector(`a[href="/cars/${car.id}"]`)?.closest('article') ?? null;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'url',
});

function readXml(body: string) {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new Error(`not well-formed: ${valid.err.msg}`);
  return xml.parse(body);
}

async function sitemapCarPaths(): Promise<string[]> {
  const { urlset } = readXml((await request(t.app).get('/sitemap.xml').expect(200)).text);
  return (urlset.url as { loc: string }[])
    .map((url) => url.loc.slice(ORIGIN.length))
    .filter((path) => path.startsWith('/cars/'));
}

async function googleItems(): Promise<Record<string, string>[]> {
  const { rss } = readXml(
    (await request(t.app).get('/feeds/google-vehicles.xml').expect(200)).text,
  );
  return rss.channel.item ?? [];
}

async function csvRows(): Promise<Record<string, string>[]> {
  const text = (await request(t.app).get('/feeds/inventory.csv').expect(200)).text;
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
}

async function listedIds(query = ''): Promise<number[]> {
  const res = await request(t.app).get(`/api/cars?pageSize=100${query}`).expect(200);
  return (res.body as Car[]).map((car) => car.id);
}

const addCar = async (change: Record<string, unknown>) =>
  (await admin.post('/api/cars').send(buildCar(change)).expect(201)).body as Car;

// A car with every disclosure answered in some way, and a discount (all-in on both prices).
let shown: Car;
// Vehicle price $20,000: $20,499 all-in.
let cheap: Car;
let slug: string;
beforeAll(async () => {
  shown = (
    await admin
      .post('/api/cars')
      .send(
        buildFullCar({
          stockNumber: 'BC-1',
          priorTaxiPoliceRacing: 'no',
          priorLeaseRental: 'unknown',
          damageOver2000: 'yes',
          damageAmount: 3250,
          fromOutsideBc: 'yes',
          importedFrom: 'Alberta',
        }),
      )
      .expect(201)
  ).body as Car;
  cheap = await addCar({
    stockNumber: 'BC-2',
    vin: '2HGFC2F71KH521908',
    // A photo too: the Google feed lists a car with a VIN and a photo (docs/product.md#feeds).
    photos: ['https://images.example.com/civic-front.jpg'],
    price: 20_000,
    originalPrice: null,
    discountedPrice: null,
  });
  slug = (
    (
      await admin
        .post('/api/blog')
        .send(buildPost({ published: true }))
        .expect(201)
    ).body as {
      slug: string;
    }
  ).slug;
});

describe('the dealer registration number', () => {
  const publicPages = () =>
    [
      ['/', 200],
      ['/inventory', 200],
      [`/cars/${shown.id}`, 200],
      ['/blog', 200],
      [`/blog/${slug}`, 200],
      ['/contact', 200],
      ['/sell', 200],
      ['/about', 200],
      ['/privacy', 200],
      ['/favourites', 200],
      [`/compare?ids=${shown.id},${cheap.id}`, 200],
      ['/no-such-page', 404],
      ['/cars/999999', 404],
    ] as const;

  it('is in the footer of every public page, found or not', { timeout: 90_000 }, async () => {
    for (const [path, status] of publicPages()) {
      const html = await page(path, status);
      const registration = html.querySelector('[data-testid="dealer-registration"]');
      expect(registration?.textContent?.trim(), path).toBe(REGISTRATION);
      // The site's footer (an article has a footer of its own).
      expect(
        registration?.closest('footer')?.querySelector('#footer-quick-links'),
        path,
      ).toBeTruthy();
    }
  });

  it("is on every car page, in the dealership's card beside the contact details", async () => {
    for (const car of [shown, cheap]) {
      const html = await page(`/cars/${car.id}`);
      expect(text(html, '[data-testid="car-dealer-registration"]')).toBe(REGISTRATION);
    }
  });
});

describe('the stock number and the VIN', () => {
  it('are under the title of the car page and in its specifications', async () => {
    const html = await page(`/cars/${shown.id}`);
    expect(text(html, '[data-testid="car-identifiers"]')).toBe(
      'Stock #BC-1 · VIN 2T3P1RFV8MC123456',
    );
    const specs = html.body.textContent ?? '';
    expect(specs).toMatch(/Stock Number\s*BC-1/);
    expect(specs).toMatch(/VIN\s*2T3P1RFV8MC123456/);
  });

  it("are the JSON-LD Car's sku and vehicleIdentificationNumber", async () => {
    const car = jsonLd(await page(`/cars/${shown.id}`), 'Car');
    expect(car).toMatchObject({ sku: 'BC-1', vehicleIdentificationNumber: '2T3P1RFV8MC123456' });
  });

  it('are in both feeds', async () => {
    const item = (await googleItems()).find((entry) => entry['g:id'] === 'BC-1');
    expect(item).toMatchObject({ 'g:id': 'BC-1', 'g:vin': '2T3P1RFV8MC123456' });
    expect(item!['g:description']).toContain('Stock #BC-1. VIN 2T3P1RFV8MC123456.');
    const row = (await csvRows()).find((entry) => entry.stock_number === 'BC-1');
    expect(row).toMatchObject({ vin: '2T3P1RFV8MC123456' });
  });
});

describe('the all-in price, plus GST and PST', () => {
  it('is the vehicle price plus the documentation fee, shown price first', () => {
    expect(SITE.fees).toEqual([{ label: 'Documentation fee', amount: 499 }]);
    expect(cheap.allInPrice).toBe(20_499);
    // The discounted price is the shown one: $30,995.50 + $499.
    expect(shown.allInPrice).toBe(31_494.5);
    expect(shown.allInPrice).toBe(allInPrice(shown));
  });

  it("is each card's price on the inventory page, with the taxes it leaves out", async () => {
    const html = await page('/inventory');
    for (const car of [shown, cheap]) {
      const found = card(html, car);
      expect(found, `card of ${car.stockNumber}`).not.toBeNull();
      expect(found!.querySelector('[data-testid="car-price"]')?.textContent).toBe(
        formatPrice(car.allInPrice),
      );
      expect(found!.textContent).toContain('plus GST and PST');
    }
    // A discount's original price is struck through all-in too: $33,500 + $499.
    expect(card(html, shown)!.textContent).toContain('was $33,999');
  });

  it('is the car page price, its title and its JSON-LD offer (taxes not included)', async () => {
    const html = await page(`/cars/${shown.id}`);
    expect(text(html, '[data-testid="car-price"]')).toBe('$31,495');
    expect(html.body.textContent).toContain('All-in price, plus GST and PST');
    expect(html.title).toContain('for $31,495');
    const offer = jsonLd(html, 'Car').offers as Record<string, unknown>;
    expect(offer).toMatchObject({
      price: '31494.50',
      priceCurrency: 'CAD',
      priceSpecification: { price: '31494.50', valueAddedTaxIncluded: false },
    });
  });

  it("is every feed's price", async () => {
    const item = (await googleItems()).find((entry) => entry['g:id'] === 'BC-2')!;
    expect(item['g:price']).toBe('20499.00 CAD');
    expect(item['g:vehicle_all_in_price']).toBe('20499.00 CAD');
    const row = (await csvRows()).find((entry) => entry.stock_number === 'BC-2')!;
    expect(row).toMatchObject({
      all_in_price: '20499.00',
      price_note: 'All-in price, plus GST and PST',
    });
  });

  it('is what the price filters compare, bounds included, on the API and the inventory page', async () => {
    expect(await listedIds('&minPrice=20499')).toContain(cheap.id);
    expect(await listedIds('&minPrice=20499.01')).not.toContain(cheap.id);
    expect(await listedIds('&maxPrice=20499')).toContain(cheap.id);
    expect(await listedIds('&maxPrice=20498.99')).not.toContain(cheap.id);
    expect(card(await page('/inventory?maxPrice=20499'), cheap)).not.toBeNull();
    expect(card(await page('/inventory?maxPrice=20498'), cheap)).toBeNull();
  });

  it('is what the price sorts order by, on the API and the inventory page', async () => {
    // Dearest by its vehicle price, cheapest by its shown one: $15,000 + $499 all-in.
    const cut = await addCar({
      stockNumber: 'BC-3',
      price: 40_000,
      originalPrice: 40_000,
      discountedPrice: 15_000,
    });
    const res = await request(t.app).get('/api/cars?sort=price-asc&pageSize=100').expect(200);
    const sorted = res.body as Car[];
    expect(sorted.slice(0, 3).map((car) => car.stockNumber)).toEqual(['BC-3', 'BC-2', 'BC-1']);
    expect(cut.allInPrice).toBe(15_499);
    const prices = sorted.map((car) => car.allInPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const html = await page('/inventory?sort=price-desc');
    const shownPrices = [...html.querySelectorAll('[data-testid="car-price"]')].map(
      (price) => price.textContent,
    );
    expect(shownPrices).toEqual([...prices].reverse().map((price) => formatPrice(price)));
  });

  it('is named in the footer: all-in prices in Canadian dollars, plus GST and PST', async () => {
    const html = await page('/about');
    const footer = html.querySelector('#footer-quick-links')?.closest('footer')?.textContent ?? '';
    expect(footer).toContain('All-in prices in Canadian dollars, plus GST and PST');
  });
});

describe("a car's disclosures", () => {
  /** The fields a 400 names, and that each says the rule's message. */
  function namedFields(body: { details?: Record<string, string[]> }): string[] {
    for (const messages of Object.values(body.details ?? {}))
      expect(messages).toEqual([DISCLOSURE_REQUIRED]);
    return Object.keys(body.details ?? {}).sort();
  }
  const sorted = (fields: DisclosureField[]) => [...fields].sort();

  it('must all be answered before a car is created or saved as available (400 naming each missing one)', async () => {
    const created = await admin
      .post('/api/cars')
      .send(buildCar({ priorLeaseRental: null, fromOutsideBc: null, importedFrom: null }))
      .expect(400);
    expect(namedFields(created.body)).toEqual(sorted(['priorLeaseRental', 'fromOutsideBc']));

    // Pending, unanswered: allowed. Saved as available: refused, naming all four.
    const pending = (
      await admin
        .post('/api/cars')
        .send(
          buildCar({ status: 'pending', ...UNANSWERED, damageAmount: null, importedFrom: null }),
        )
        .expect(201)
    ).body as Car;
    const saved = await admin
      .put(`/api/cars/${pending.id}`)
      .send(
        buildCar({ status: 'available', ...UNANSWERED, damageAmount: null, importedFrom: null }),
      )
      .expect(400);
    expect(namedFields(saved.body)).toEqual(sorted(DISCLOSURE_FIELDS));
  });

  it('must all be answered before a status change or a bulk action makes a car available', async () => {
    const unanswered = buildCar({
      status: 'pending',
      ...UNANSWERED,
      damageAmount: null,
      importedFrom: null,
    });
    const one = (
      await admin
        .post('/api/cars')
        .send({ ...unanswered, stockNumber: 'BC-U1' })
        .expect(201)
    ).body as Car;
    const two = (
      await admin
        .post('/api/cars')
        .send({ ...unanswered, stockNumber: 'BC-U2', priorTaxiPoliceRacing: 'no' })
        .expect(201)
    ).body as Car;

    const patched = await admin
      .patch(`/api/cars/${one.id}`)
      .send({ status: 'available' })
      .expect(400);
    expect(patched.body.error).toBe(
      "Car BC-U1 can't be available until its disclosures are answered",
    );
    expect(namedFields(patched.body)).toEqual(sorted(DISCLOSURE_FIELDS));

    // The bulk action names the cars, with the answered one among them refused too: nothing changes.
    const bulk = await admin
      .post('/api/admin/cars/bulk')
      .send({ ids: [one.id, two.id, cheap.id], action: 'mark-available' })
      .expect(400);
    const message = "Cars BC-U1, BC-U2 can't be available until their disclosures are answered";
    expect(bulk.body).toEqual({ error: message, details: { ids: [message] } });
    // One car alone is named in the singular.
    const alone = await admin
      .post('/api/admin/cars/bulk')
      .send({ ids: [two.id], action: 'mark-available' })
      .expect(400);
    expect(alone.body.error).toBe(
      "Car BC-U2 can't be available until its disclosures are answered",
    );
    for (const car of [one, two]) {
      expect((await request(t.app).get(`/api/cars/${car.id}`).expect(200)).body.status).toBe(
        'pending',
      );
    }
  });

  it('must all be answered by a CSV import row that makes a car available (the fields named)', async () => {
    const csv = [
      'stockNumber,year,make,model,price,mileage,status,priorTaxiPoliceRacing,priorLeaseRental,damageOver2000,fromOutsideBc',
      'CSV-A,2020,Honda,Fit,9000,1000,available,no,no,,',
      'CSV-P,2020,Honda,Fit,9000,1000,pending,,,,',
      'CSV-B,2020,Honda,Fit,9000,1000,available,no,unknown,no,yes',
    ].join('\r\n');
    const res = await admin
      .post('/api/admin/cars/import?dryRun=true')
      .set('Content-Type', 'text/csv')
      .send(`${csv}\r\n`)
      .expect(200);
    expect(res.body).toMatchObject({ created: 2 });
    expect(res.body.failed).toEqual([
      { row: 1, field: 'damageOver2000', message: DISCLOSURE_REQUIRED },
      { row: 1, field: 'fromOutsideBc', message: DISCLOSURE_REQUIRED },
    ]);
  });

  it('are told in plain words on the car page, each one', async () => {
    const html = await page(`/cars/${shown.id}`);
    const items = [...html.querySelectorAll('[data-testid="disclosures"] li')].map((item) =>
      item.textContent?.trim(),
    );
    expect(items).toEqual([
      'Not used as a taxi, police or emergency vehicle, or for racing',
      'Unknown whether previously leased or used as a daily rental',
      'Has had damage costing more than $2,000 to repair ($3,250)',
      'Brought into BC from Alberta',
    ]);
    expect(items).toEqual(disclosureStatements(shown).map((statement) => statement.text));
    expect(html.body.textContent).toContain('Vehicle History Disclosures');
  });

  it('read "Not yet disclosed: ask us" on the page of a car not yet answered (not available)', async () => {
    const car = await addCar({
      status: 'pending',
      stockNumber: 'BC-U3',
      ...UNANSWERED,
      damageAmount: null,
      importedFrom: null,
    });
    const html = await page(`/cars/${car.id}`);
    const items = [...html.querySelectorAll('[data-testid="disclosures"] li')].map((item) =>
      item.textContent?.trim(),
    );
    expect(items).toEqual(Array(4).fill('Not yet disclosed: ask us'));
  });
});

describe('a sold car comes down at once', () => {
  it('leaves the search, the inventory page, the sitemap and both feeds, and keeps its page', async () => {
    const car = await addCar({
      stockNumber: 'BC-S1',
      vin: '1HGCM82633A004352',
      photos: ['https://images.example.com/accord-front.jpg'],
    });
    const sitemap = await request(t.app).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['cache-control']).toBe('public, no-cache');
    const etag = sitemap.headers['etag'] as string;
    await request(t.app).get('/sitemap.xml').set('If-None-Match', etag).expect(304);

    const everywhere = async () => ({
      api: (await listedIds()).includes(car.id),
      page: card(await page('/inventory'), car) !== null,
      sitemap: (await sitemapCarPaths()).includes(`/cars/${car.id}`),
      google: (await googleItems()).some((item) => item['g:id'] === 'BC-S1'),
      csv: (await csvRows()).some((row) => row.stock_number === 'BC-S1'),
    });
    expect(await everywhere()).toEqual({
      api: true,
      page: true,
      sitemap: true,
      google: true,
      csv: true,
    });

    await admin.patch(`/api/cars/${car.id}`).send({ status: 'sold' }).expect(200);

    expect(await everywhere()).toEqual({
      api: false,
      page: false,
      sitemap: false,
      google: false,
      csv: false,
    });
    // A cache holding the old sitemap gets the new one when it revalidates.
    await request(t.app).get('/sitemap.xml').set('If-None-Match', etag).expect(200);
    // The car's own page stays, and says it is sold.
    const html = await page(`/cars/${car.id}`);
    expect(html.querySelector('h1')?.parentElement?.textContent).toContain('Sold');
    expect(jsonLd(html, 'Car').offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('leaves them as well when sold by the bulk action', async () => {
    const car = await addCar({ stockNumber: 'BC-S2', vin: 'JM3KFBCM1J0000001' });
    expect((await sitemapCarPaths()).includes(`/cars/${car.id}`)).toBe(true);
    await admin
      .post('/api/admin/cars/bulk')
      .send({ ids: [car.id], action: 'mark-sold' })
      .expect(200);
    expect(await listedIds()).not.toContain(car.id);
    expect(await sitemapCarPaths()).not.toContain(`/cars/${car.id}`);
    expect((await googleItems()).map((item) => item['g:id'])).not.toContain('BC-S2');
    expect((await csvRows()).map((row) => row.stock_number)).not.toContain('BC-S2');
  });
});
