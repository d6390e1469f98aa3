import { describe, expect, it } from 'vitest';
import {
  adminCarQueryFromUrl,
  adminCarSearchParams,
  AdminCarQuerySchema,
  BulkActionSchema,
  normaliseAdminCarQuery,
  searchWords,
} from './admin-cars';
import { buildCarRecord } from '../../tests/factories';
import { carCopyInput } from './car';

describe('the inventory desk search', () => {
  it('splits keywords into lower-case words, repeats dropped, at most six', () => {
    expect(searchWords('  Honda   CIVIC honda ')).toEqual(['honda', 'civic']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('defaults to newest first, 25 a page, and clamps the page size to 100', () => {
    const query = normaliseAdminCarQuery(AdminCarQuerySchema.parse({}));
    expect(query).toEqual({ words: [], sort: 'newest', page: 1, pageSize: 25 });
    expect(normaliseAdminCarQuery(AdminCarQuerySchema.parse({ pageSize: '500' })).pageSize).toBe(
      100,
    );
  });

  it('reads status, featured, make (any letter case) and prices', () => {
    const query = normaliseAdminCarQuery(
      AdminCarQuerySchema.parse({
        q: 'Civic',
        status: 'sold',
        featured: 'false',
        make: 'honda',
        minPrice: '1000',
        maxPrice: '25000.50',
        sort: 'oldest-in-stock',
      }),
    );
    expect(query).toMatchObject({
      words: ['civic'],
      status: 'sold',
      featured: false,
      make: 'Honda',
      minPrice: 1000,
      maxPrice: 25_000.5,
      sort: 'oldest-in-stock',
    });
  });

  it('on the page, leaves out a parameter that breaks a rule and keeps the rest', () => {
    const query = adminCarQueryFromUrl(
      new URLSearchParams('q=corolla&status=scrapped&sort=cheapest&page=2'),
    );
    expect(query).toEqual({ words: ['corolla'], sort: 'newest', page: 2, pageSize: 25 });
  });

  it('writes the canonical query string: empty and default values dropped, in a fixed order', () => {
    const params = adminCarSearchParams(
      new URLSearchParams('sort=newest&page=1&make=&status=sold&q=%20civic%20&x=1&maxPrice=9'),
    );
    expect(params.toString()).toBe('q=civic&status=sold&maxPrice=9');
    expect(adminCarSearchParams(new URLSearchParams('sort=price-desc&page=3')).toString()).toBe(
      'sort=price-desc&page=3',
    );
  });
});

describe('the bulk action body', () => {
  it('counts a repeated id once', () => {
    expect(BulkActionSchema.parse({ ids: [4, 4, 9], action: 'feature' })).toEqual({
      ids: [4, 9],
      action: 'feature',
    });
  });

  it('refuses no ids, more than 500, a non-id, an unknown action and an unknown field', () => {
    const problems = (body: unknown) =>
      BulkActionSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(problems({ ids: [], action: 'delete' })).toEqual(['Choose at least one car']);
    expect(
      problems({ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'delete' }),
    ).toEqual(['At most 500 cars at a time']);
    expect(problems({ ids: [1.5], action: 'delete' })).toEqual(['Each id must be a car id']);
    expect(problems({ ids: [1], action: 'sell' })?.[0]).toMatch(/^action must be one of/);
    expect(problems({ ids: [1], action: 'delete', force: true })).toHaveLength(1);
  });
});

describe('a duplicated car', () => {
  it("copies everything but the VIN, stock number, photos and disclosures (they are the one vehicle's), and starts available today", () => {
    // A sold, featured car with every field set (tests/factories).
    const car = buildCarRecord({ status: 'sold', featured: true, stockNumber: 'U1001' });
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      allInPrice: _a,
      colourFamily: _cf,
      priceReducedFrom: _f,
      priceReducedAt: _r,
      ...fields
    } = car;
    expect(carCopyInput(car)).toEqual({
      ...fields,
      vin: null,
      stockNumber: null,
      photos: [],
      status: 'available',
      inStockSince: null,
      priorTaxiPoliceRacing: null,
      priorLeaseRental: null,
      damageOver2000: null,
      damageAmount: null,
      fromOutsideBc: null,
      importedFrom: null,
    });
  });
});
