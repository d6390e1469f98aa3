// The shoppers' keyword search and facets (docs/product.md#keyword-search, #facets): GET /api/cars
// with q and repeated facet parameters, GET /api/cars/facets, and the /inventory loader's data.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarFormValues } from '../../common/schemas/car';
import type { InventoryFacets } from '../../common/schemas/inventory-facets';
import { FACETS, MILEAGE_RANGE_OPTIONS, PRICE_RANGE_OPTIONS } from '../../common/search-options';
import { createCar } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

/** A car of the lot below: every searchable field set, no demo description or features. */
const car = (overrides: Partial<CarFormValues>): Partial<CarFormValues> => ({
  trim: null,
  description: null,
  features: [],
  interiorColour: null,
  discountedPrice: null,
  originalPrice: null,
  status: 'available',
  ...overrides,
});

// Created in this order, so the newest is last: relevance must beat "newest first".
const LOT = {
  civic: car({
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    bodyType: 'sedan',
    drivetrain: 'fwd',
    fuelType: 'gasoline',
    transmission: 'automatic',
    exteriorColour: 'Rallye Red',
    interiorColour: 'Saddle leather',
    price: 18_000,
    mileage: 60_000,
    vin: 'JHMFC1F30KX004352',
    stockNumber: 'CIVIC-1',
    features: ['Sunroof'],
    description: 'A clean commuter.',
  }),
  crv: car({
    year: 2021,
    make: 'Honda',
    model: 'CR-V',
    trim: 'EX-L',
    bodyType: 'suv',
    drivetrain: 'awd',
    fuelType: 'gasoline',
    transmission: 'cvt',
    exteriorColour: 'Platinum White Pearl',
    price: 33_000,
    mileage: 30_000,
    vin: '2HKRW2H85MH600001',
  }),
  corolla: car({
    year: 2020,
    make: 'Toyota',
    model: 'Corolla',
    trim: 'LE',
    bodyType: 'sedan',
    drivetrain: 'fwd',
    fuelType: 'hybrid',
    transmission: 'cvt',
    exteriorColour: 'Blueprint',
    price: 22_000,
    mileage: 45_000,
    description: 'Better on fuel than a Civic.',
  }),
  outback: car({
    year: 2022,
    make: 'Subaru',
    model: 'Outback',
    trim: 'Touring',
    bodyType: 'wagon',
    drivetrain: 'awd',
    fuelType: 'gasoline',
    transmission: 'cvt',
    exteriorColour: 'Autumn Green',
    price: 36_000,
    mileage: 20_000,
  }),
  f150: car({
    year: 2018,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    bodyType: 'pickup',
    drivetrain: '4wd',
    fuelType: 'gasoline',
    transmission: 'automatic',
    exteriorColour: 'Agate Black',
    price: 41_000,
    mileage: 90_000,
  }),
  model3: car({
    year: 2023,
    make: 'Tesla',
    model: 'Model 3',
    trim: 'Long Range',
    bodyType: 'sedan',
    drivetrain: 'rwd',
    fuelType: 'electric',
    transmission: 'automatic',
    exteriorColour: 'Midnight Silver',
    price: 52_000,
    mileage: 10_000,
  }),
  x5: car({
    year: 2014,
    make: 'BMW',
    model: 'X5',
    trim: 'xDrive35d',
    bodyType: 'suv',
    drivetrain: 'awd',
    fuelType: 'diesel',
    transmission: 'automatic',
    exteriorColour: 'Alpine White',
    price: 14_000,
    mileage: 150_000,
    status: 'pending',
  }),
  soldCivic: car({
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    trim: 'LX',
    bodyType: 'sedan',
    drivetrain: 'fwd',
    fuelType: 'gasoline',
    transmission: 'automatic',
    exteriorColour: 'Crystal Black',
    price: 17_000,
    mileage: 70_000,
    status: 'sold',
  }),
} satisfies Record<string, Partial<CarFormValues>>;
type LotName = keyof typeof LOT;

const stored = {} as Record<LotName, Car>;
const nameOf = (id: number) =>
  (Object.keys(stored) as LotName[]).find((name) => stored[name].id === id) ?? `#${id}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, overrides] of Object.entries(LOT) as [LotName, Partial<CarFormValues>][]) {
    stored[name] = await createCar(t.services, overrides);
  }
});
afterAll(() => t.close());

/** GET /api/cars?query: the names of the cars found, in order, and the total. */
async function search(query: string) {
  const res = await request(t.app).get(`/api/cars?${query}`).expect(200);
  return {
    names: (res.body as Car[]).map((found) => nameOf(found.id)),
    total: Number(res.headers['x-total-count']),
  };
}

async function facets(query = ''): Promise<InventoryFacets> {
  const res = await request(t.app).get(`/api/cars/facets?${query}`).expect(200);
  return res.body as InventoryFacets;
}

const countOf = <K extends keyof InventoryFacets>(
  all: InventoryFacets,
  facet: K,
  value: string,
): number => all[facet].find((entry) => entry.value === value)?.count ?? -1;

describe('keyword search (q)', () => {
  it.each([
    ['make', 'subaru', ['outback']],
    ['model', 'outback', ['outback']],
    ['trim', 'xlt', ['f150']],
    ['VIN fragment', '004352', ['civic']],
    ['whole VIN, any case', 'jhmfc1f30kx004352', ['civic']],
    ['stock number', 'civic-1', ['civic']],
    ['exterior colour', 'blueprint', ['corolla']],
    ['interior colour', 'saddle', ['civic']],
    ['body type', 'wagon', ['outback']],
    ['body type synonym', 'truck', ['f150']],
    ['drivetrain synonym', '4x4', ['f150']],
    ['fuel type', 'hybrid', ['corolla']],
    ['fuel type synonym', 'ev', ['model3']],
    ['feature', 'sunroof', ['civic']],
    ['description', 'commuter', ['civic']],
    ['year', '2022', ['outback']],
    ['model with a digit', 'f-150', ['f150']],
    ['the start of a word', 'outb', ['outback']],
  ])('finds a car by its %s (%s)', async (_field, q, names) => {
    const { names: found } = await search(`q=${encodeURIComponent(q)}`);
    expect(found.sort()).toEqual([...names].sort());
  });

  it('tolerates typos: civc finds Civics, hinda Hondas, toyta Toyotas', async () => {
    expect((await search('q=civc')).names).toEqual(['civic', 'corolla']);
    expect((await search('q=hinda')).names.sort()).toEqual(['civic', 'crv']);
    expect((await search('q=toyta')).names).toEqual(['corolla']);
    expect((await search('q=subaro+outbak')).names).toEqual(['outback']);
  });

  it('awd finds the AWD cars; bmw only the BMW, not everything', async () => {
    expect((await search('q=awd')).names.sort()).toEqual(['crv', 'outback', 'x5']);
    expect((await search('q=AWD')).names.sort()).toEqual(['crv', 'outback', 'x5']);
    expect((await search('q=bmw')).names).toEqual(['x5']);
  });

  it('needs every word: honda awd is the CR-V only', async () => {
    expect((await search('q=honda+awd')).names).toEqual(['crv']);
    expect((await search('q=honda+diesel')).names).toEqual([]);
  });

  it('finds nothing for a word no car has nor is near, and a typo of a car sold', async () => {
    expect((await search('q=zzzqx')).total).toBe(0);
    expect((await search('q=lx')).names).toEqual([]); // the sold Civic LX
  });

  it('orders by relevance: the Civic before the newer Corolla that mentions one', async () => {
    expect((await search('q=civic')).names).toEqual(['civic', 'corolla']);
    // Another order when asked.
    expect((await search('q=civic&sort=newest')).names).toEqual(['corolla', 'civic']);
    expect((await search('q=civic&sort=price-desc')).names).toEqual(['corolla', 'civic']);
  });

  it('never finds a sold car', async () => {
    const { names } = await search('q=honda&pageSize=100');
    expect(names).not.toContain('soldCivic');
    expect(names.sort()).toEqual(['civic', 'crv']);
  });

  it('pages keyword results: the total counts every match, the pages split them', async () => {
    const whole = await search('q=awd&pageSize=100');
    const first = await search('q=awd&pageSize=2&page=1');
    const second = await search('q=awd&pageSize=2&page=2');
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.names, ...second.names]).toEqual(whole.names);
    const res = await request(t.app).get('/api/cars?q=awd&pageSize=2').expect(200);
    expect(res.headers['link']).toContain('q=awd');
    expect(res.headers['link']).toContain('rel="next"');
  });

  it('combines keywords with the filters', async () => {
    expect((await search('q=awd&bodyType=suv')).names.sort()).toEqual(['crv', 'x5']);
    expect((await search('q=awd&maxPrice=20000')).names).toEqual(['x5']);
  });
});

describe('facet filters with several values', () => {
  it('is any of the values of one parameter, and all of the parameters', async () => {
    expect((await search('make=Honda&make=Toyota')).names.sort()).toEqual([
      'civic',
      'corolla',
      'crv',
    ]);
    expect((await search('make=Honda&make=Toyota&bodyType=sedan')).names.sort()).toEqual([
      'civic',
      'corolla',
    ]);
    expect((await search('fuelType=hybrid&fuelType=electric')).names.sort()).toEqual([
      'corolla',
      'model3',
    ]);
    expect((await search('transmission=manual')).total).toBe(0);
    expect((await search('drivetrain=4wd&drivetrain=rwd')).names.sort()).toEqual([
      'f150',
      'model3',
    ]);
    expect((await search('colour=white&colour=red')).names.sort()).toEqual(['civic', 'crv', 'x5']);
    expect((await search('year=2019&year=older')).names.sort()).toEqual(['civic', 'x5']);
    expect((await search('minMileage=25000&maxMileage=50000')).names.sort()).toEqual([
      'corolla',
      'crv',
    ]);
  });

  it('still takes one value the old way, any letter case', async () => {
    expect((await search('make=honda')).names.sort()).toEqual(['civic', 'crv']);
    expect((await search('bodyType=SUV')).names.sort()).toEqual(['crv', 'x5']);
  });
});

describe('GET /api/cars/facets', () => {
  it('counts each value among the cars not sold, zero counts included, in the lists’ order', async () => {
    const all = await facets();
    expect(all.make.map((entry) => entry.value)).toEqual(FACETS[1].options.map((o) => o.value));
    expect(countOf(all, 'make', 'Honda')).toBe(2); // not the sold Civic
    expect(countOf(all, 'make', 'Kia')).toBe(0);
    expect(all.bodyType).toEqual([
      { value: 'sedan', count: 3 },
      { value: 'coupe', count: 0 },
      { value: 'hatchback', count: 0 },
      { value: 'wagon', count: 1 },
      { value: 'suv', count: 2 },
      { value: 'pickup', count: 1 },
      { value: 'minivan', count: 0 },
      { value: 'van', count: 0 },
      { value: 'convertible', count: 0 },
    ]);
    expect(all.fuelType).toEqual([
      { value: 'gasoline', count: 4 },
      { value: 'diesel', count: 1 },
      { value: 'hybrid', count: 1 },
      { value: 'electric', count: 1 },
    ]);
    expect(all.transmission).toEqual([
      { value: 'automatic', count: 4 },
      { value: 'manual', count: 0 },
      { value: 'cvt', count: 3 },
    ]);
    expect(all.drivetrain).toEqual([
      { value: 'fwd', count: 2 },
      { value: 'rwd', count: 1 },
      { value: 'awd', count: 3 },
      { value: '4wd', count: 1 },
    ]);
    expect(countOf(all, 'colour', 'white')).toBe(2);
    expect(countOf(all, 'colour', 'black')).toBe(1); // the F-150; not the sold Civic
    expect(countOf(all, 'colour', 'purple')).toBe(0);
    expect(all.year.map((entry) => entry.value)).toEqual([
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      'older',
    ]);
    expect(countOf(all, 'year', '2019')).toBe(1);
    expect(countOf(all, 'year', 'older')).toBe(1);
    // All-in prices: the X5's $14,000 is $14,499 with the fees, still under $15,000.
    expect(all.price).toEqual([
      { value: 'under-15000', count: 1 },
      { value: '15000-25000', count: 2 },
      { value: '25000-35000', count: 1 },
      { value: '35000-50000', count: 2 },
      { value: 'over-50000', count: 1 },
    ]);
    expect(all.mileage).toEqual([
      { value: 'under-25000', count: 2 },
      { value: '25000-50000', count: 2 },
      { value: '50000-75000', count: 1 },
      { value: '75000-100000', count: 1 },
      { value: 'over-100000', count: 1 },
    ]);
  });

  it("each facet's counts sum to the total found", async () => {
    for (const query of ['', 'q=awd', 'make=Honda&make=Toyota', 'q=honda&maxPrice=25000']) {
      const { total } = await search(query);
      const counted = await facets(query);
      for (const [facet, entries] of Object.entries(counted)) {
        const own = { price: ['minPrice', 'maxPrice'], mileage: ['minMileage', 'maxMileage'] }[
          facet
        ] ?? [facet];
        const ownFilter = own.some((key) => new URLSearchParams(query).has(key));
        if (ownFilter) continue;
        const sum = entries.reduce((n: number, entry: { count: number }) => n + entry.count, 0);
        expect(sum, `${query} ${facet}`).toBe(total);
      }
    }
  });

  it('leaves a facet’s own filter out of its counts: choosing SUV still counts the sedans', async () => {
    const suvs = await facets('bodyType=suv');
    expect(countOf(suvs, 'bodyType', 'sedan')).toBe(3);
    expect(countOf(suvs, 'bodyType', 'suv')).toBe(2);
    // Every other facet counts SUVs only.
    expect(countOf(suvs, 'make', 'Honda')).toBe(1);
    expect(countOf(suvs, 'make', 'BMW')).toBe(1);
    expect(countOf(suvs, 'make', 'Toyota')).toBe(0);
    expect(countOf(suvs, 'drivetrain', 'awd')).toBe(2);
    const two = await facets('bodyType=suv&make=Honda');
    expect(countOf(two, 'bodyType', 'sedan')).toBe(1); // Honda sedans
    expect(countOf(two, 'make', 'BMW')).toBe(1); // SUVs of any make
    expect(countOf(two, 'make', 'Honda')).toBe(1);
    expect(countOf(two, 'fuelType', 'gasoline')).toBe(1); // Honda SUVs
  });

  it.each([
    'make=Honda&make=Toyota&make=Subaru&maxMileage=60001',
    'q=awd&minPrice=15000.01',
    'bodyType=sedan&bodyType=suv&year=2019&year=older',
  ])('each count is what choosing that value finds (%s)', async (query) => {
    const base = new URLSearchParams(query);
    const counted = await facets(base.toString());
    for (const facet of FACETS) {
      for (const option of facet.options) {
        const params = new URLSearchParams(base);
        const owned =
          facet.name === 'price'
            ? ['minPrice', 'maxPrice']
            : facet.name === 'mileage'
              ? ['minMileage', 'maxMileage']
              : [facet.name];
        for (const key of owned) params.delete(key);
        for (const [key, value] of Object.entries(option.params)) params.append(key, value);
        const { total } = await search(params.toString());
        expect(countOf(counted, facet.name, option.value), `${facet.name}=${option.value}`).toBe(
          total,
        );
      }
    }
  });

  it('counts within a keyword search, with a typo too', async () => {
    const awd = await facets('q=awd');
    expect(countOf(awd, 'make', 'Honda')).toBe(1);
    expect(countOf(awd, 'make', 'Subaru')).toBe(1);
    expect(countOf(awd, 'make', 'Ford')).toBe(0);
    const typo = await facets('q=hinda');
    expect(countOf(typo, 'make', 'Honda')).toBe(2);
    expect(countOf(typo, 'bodyType', 'sedan')).toBe(1);
  });

  it('never counts a sold car, and drops one the moment it is sold', async () => {
    const before = await facets('q=civic');
    expect(countOf(before, 'make', 'Honda')).toBe(1);
    const extra = await createCar(t.services, { ...LOT.civic, stockNumber: 'CIVIC-2', vin: null });
    expect(countOf(await facets('q=civic'), 'make', 'Honda')).toBe(2);
    await t.services.cars.setCarStatus(extra.id, 'sold');
    expect(countOf(await facets('q=civic'), 'make', 'Honda')).toBe(1);
    await t.services.cars.deleteCar(extra.id);
  });

  it('lists a model year newer than the year list, newest first', async () => {
    const next = new Date().getFullYear() + 1;
    const newer = await createCar(t.services, { ...LOT.outback, year: next, vin: null });
    const year = (await facets()).year;
    expect(year[0]).toEqual({ value: String(next), count: 1 });
    expect(year[1]!.value).toBe('2024');
    expect(year.at(-1)!.value).toBe('older');
    await t.services.cars.deleteCar(newer.id);
  });

  it('answers the schema’s shape, with the price and mileage ranges of the search panel', async () => {
    const all = await facets();
    expect(Object.keys(all)).toEqual([
      'make',
      'bodyType',
      'fuelType',
      'transmission',
      'drivetrain',
      'colour',
      'year',
      'price',
      'mileage',
    ]);
    expect(all.price.map((entry) => entry.value)).toEqual(PRICE_RANGE_OPTIONS.map((o) => o.value));
    expect(all.mileage.map((entry) => entry.value)).toEqual(
      MILEAGE_RANGE_OPTIONS.map((o) => o.value),
    );
  });
});

describe('bad input is a 400 naming the parameter', () => {
  it.each([
    ['/api/cars/facets?bodyType=spaceship', 'bodyType'],
    ['/api/cars/facets?make=Honda&make=Lada', 'make'],
    ['/api/cars/facets?colour=Soul+Red', 'colour'],
    ['/api/cars/facets?year=1800', 'year'],
    ['/api/cars/facets?minPrice=cheap', 'minPrice'],
    ['/api/cars/facets?minMileage=-1', 'minMileage'],
    ['/api/cars?fuelType=steam', 'fuelType'],
    ['/api/cars?transmission=paddles', 'transmission'],
    ['/api/cars?drivetrain=6wd', 'drivetrain'],
    ['/api/cars?q=civic&q=accord', 'q'],
    [`/api/cars?q=${'a'.repeat(101)}`, 'q'],
    ['/api/cars?q=civic&sort=best', 'sort'],
  ])('%s', async (path, parameter) => {
    const res = await request(t.app).get(path).expect(400);
    expect(res.body.error).toMatch(new RegExp(`^Invalid query: ${parameter} `));
    expect(Object.keys(res.body.details)).toEqual([parameter]);
  });

  it('ignores sort and paging on the facets (any search’s query string will do)', async () => {
    await request(t.app).get('/api/cars/facets?sort=price-asc&page=2').expect(200);
  });
});
