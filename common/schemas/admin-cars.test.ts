import { describe, expect, it } from 'vitest';
import {
  adminCarQueryFromUrl,
  adminCarSearchParams,
  AdminCarQuerySchema,
  BulkActionSchema,
  normaliseAdminCarQuery,
  searchWords,
} from './admin-cars';
import { carCopyInput, type Car } from './car';

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
  it('copies everything but the VIN, stock number and photos, and starts available today', () => {
    const car = {
      id: 12,
      year: 2021,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      price: 24_000,
      originalPrice: null,
      discountedPrice: null,
      mileage: 30_000,
      condition: 'used',
      transmission: 'cvt',
      fuelType: 'gasoline',
      location: 'Richmond, BC',
      description: 'Clean.',
      photos: ['/images/abc'],
      vin: '2HGFE2F59MH512345',
      status: 'sold',
      featured: true,
      stockNumber: 'U1001',
      bodyType: 'sedan',
      drivetrain: 'fwd',
      exteriorColour: 'Blue',
      interiorColour: 'Black',
      doors: 4,
      seats: 5,
      engine: '2.0L',
      features: ['Heated seats'],
      inStockSince: '2025-01-10',
      version: 3,
      createdAt: '2025-01-10T18:00:00.000Z',
      updatedAt: '2025-02-10T18:00:00.000Z',
    } satisfies Car;
    expect(carCopyInput(car)).toEqual({
      year: 2021,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      price: 24_000,
      originalPrice: null,
      discountedPrice: null,
      mileage: 30_000,
      condition: 'used',
      transmission: 'cvt',
      fuelType: 'gasoline',
      location: 'Richmond, BC',
      description: 'Clean.',
      photos: [],
      vin: null,
      status: 'available',
      featured: true,
      stockNumber: null,
      bodyType: 'sedan',
      drivetrain: 'fwd',
      exteriorColour: 'Blue',
      interiorColour: 'Black',
      doors: 4,
      seats: 5,
      engine: '2.0L',
      features: ['Heated seats'],
      inStockSince: null,
    });
  });
});
