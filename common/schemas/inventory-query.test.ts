import { describe, expect, it } from 'vitest';
import { CAR_MAKES } from '../constants';
import {
  InventoryFilterSchema,
  inventoryFilters,
  inventoryQueryFromUrl,
  inventoryQueryInput,
  InventoryQuerySchema,
  KEYWORD_SEARCH_MAX_LENGTH,
  normaliseInventoryQuery,
} from './inventory-query';

const parse = (query: Record<string, unknown>) => InventoryQuerySchema.safeParse(query);
const normalised = (query: Record<string, unknown>) => {
  const result = parse(query);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return normaliseInventoryQuery(result.data);
};
const NO_FILTERS = {
  make: [],
  bodyType: [],
  fuelType: [],
  transmission: [],
  drivetrain: [],
  colour: [],
  year: [],
};

describe('InventoryQuerySchema', () => {
  it('drops the "any" values of the option lists', () => {
    expect(
      normalised({
        make: 'Any Make',
        year: 'Any Year',
        maxPrice: 'Max Price',
        maxMileage: 'Any Mileage',
        minPrice: '',
        q: '',
        bodyType: ['any', ''],
      }),
    ).toEqual({ ...NO_FILTERS, sort: 'newest', page: 1, pageSize: 24 });
  });

  it('parses the single-value filters, sort and paging as before', () => {
    expect(
      normalised({
        make: 'toyota',
        minPrice: '15000',
        maxPrice: '25000.50',
        year: '2021',
        maxMileage: '50000',
        sort: 'price-asc',
        page: '2',
        pageSize: '12',
      }),
    ).toEqual({
      ...NO_FILTERS,
      make: ['Toyota'],
      minPrice: 15000,
      maxPrice: 25000.5,
      year: [2021],
      maxMileage: 50000,
      sort: 'price-asc',
      page: 2,
      pageSize: 12,
    });
    expect(normalised({ year: 'older' }).year).toEqual(['older']);
  });

  it('takes several values of each facet, as repeated parameters, any letter case, repeats dropped', () => {
    expect(
      normalised({
        make: ['Honda', 'toyota', 'HONDA'],
        bodyType: ['SUV', 'sedan'],
        fuelType: ['hybrid', 'Electric'],
        transmission: ['manual'],
        drivetrain: ['awd', '4WD'],
        colour: ['Blue', 'grey'],
        year: ['2021', 'older', '2019'],
        minMileage: '25000',
        maxMileage: '50000',
      }),
    ).toMatchObject({
      make: ['Honda', 'Toyota'],
      bodyType: ['suv', 'sedan'],
      fuelType: ['hybrid', 'electric'],
      transmission: ['manual'],
      drivetrain: ['awd', '4wd'],
      colour: ['blue', 'grey'],
      year: [2021, 'older', 2019],
      minMileage: 25000,
      maxMileage: 50000,
    });
  });

  it('reads repeated parameters from a URL with getAll, the others once', () => {
    const search = new URLSearchParams(
      'q=civic&make=Honda&make=Toyota&year=2020&year=older&maxPrice=25000&sort=price-asc',
    );
    expect(inventoryQueryInput(search)).toEqual({
      q: 'civic',
      make: ['Honda', 'Toyota'],
      year: ['2020', 'older'],
      maxPrice: '25000',
      sort: 'price-asc',
    });
    expect(inventoryQueryFromUrl(search)).toMatchObject({
      q: 'civic',
      make: ['Honda', 'Toyota'],
      year: [2020, 'older'],
      maxPrice: 25000,
      sort: 'price-asc',
    });
  });

  it('keeps the rest of a hand-edited URL when one parameter is bad', () => {
    const query = inventoryQueryFromUrl(
      new URLSearchParams('make=Honda&make=Lada&bodyType=suv&maxPrice=cheap'),
    );
    expect(query).toMatchObject({ make: [], bodyType: ['suv'], sort: 'newest', page: 1 });
    expect(query.maxPrice).toBeUndefined();
  });

  describe('keywords (q)', () => {
    it('are trimmed and single-spaced; empty or blank is no search', () => {
      expect(normalised({ q: '  honda   civic ' }).q).toBe('honda civic');
      expect(normalised({ q: '   ' }).q).toBeUndefined();
      expect(normalised({ q: '' }).q).toBeUndefined();
    });

    it('keep words that are "any" values elsewhere', () => {
      expect(normalised({ q: 'any' }).q).toBe('any');
    });

    it(`are at most ${KEYWORD_SEARCH_MAX_LENGTH} characters after trimming`, () => {
      expect(normalised({ q: ` ${'a'.repeat(KEYWORD_SEARCH_MAX_LENGTH)} ` }).q).toHaveLength(
        KEYWORD_SEARCH_MAX_LENGTH,
      );
      const result = parse({ q: 'a'.repeat(KEYWORD_SEARCH_MAX_LENGTH + 1) });
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.issues[0]!.path).toEqual(['q']);
    });
  });

  describe('sort', () => {
    it('is relevance by default with keywords, else newest', () => {
      expect(normalised({ q: 'civic' }).sort).toBe('relevance');
      expect(normalised({}).sort).toBe('newest');
      expect(normalised({ q: 'civic', sort: 'price-asc' }).sort).toBe('price-asc');
    });

    it('relevance without keywords is newest', () => {
      expect(normalised({ sort: 'relevance' }).sort).toBe('newest');
    });
  });

  it('clamps the page size to 100', () => {
    expect(normalised({ pageSize: '1000000' }).pageSize).toBe(100);
  });

  it('the facets take any search: sort and paging are not filters', () => {
    const parsed = InventoryFilterSchema.parse({ make: 'Kia', sort: 'price-asc', page: '3' });
    expect(inventoryFilters(parsed)).toEqual({ ...NO_FILTERS, make: ['Kia'] });
  });

  it('caps the values of one parameter', () => {
    expect(parse({ make: Array(50).fill('Kia') }).success).toBe(true);
    expect(parse({ make: Array(51).fill('Kia') }).success).toBe(false);
    expect(normalised({ make: [...CAR_MAKES] }).make).toHaveLength(CAR_MAKES.length);
  });

  it.each([
    ['make', 'Lada'],
    ['make', ['Toyota', 'Lada']],
    ['bodyType', 'spaceship'],
    ['fuelType', ['gasoline', 'steam']],
    ['transmission', 'paddles'],
    ['drivetrain', '6wd'],
    ['colour', 'Soul Red Crystal'],
    ['year', '20x1'],
    ['year', '1800'],
    ['year', ['2021', 'newer']],
    ['maxPrice', '-1'],
    ['maxPrice', '1e309'],
    ['maxPrice', 'NaN'],
    ['minPrice', '1 OR 1=1'],
    ['minPrice', ['1000', '2000']],
    ['minMileage', '-5'],
    ['maxMileage', '9223372036854775808'],
    ['q', ['civic', 'accord']],
    ['sort', 'random'],
    ['page', '0'],
  ])('refuses %s=%s naming the parameter', (name, value) => {
    const result = parse({ [name]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]!.path).toEqual([name]);
  });
});
