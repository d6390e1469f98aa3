import { describe, expect, it } from 'vitest';
import { InventoryQuerySchema, normaliseInventoryQuery } from './inventory-query';

const parse = (query: Record<string, unknown>) => InventoryQuerySchema.safeParse(query);

describe('InventoryQuerySchema', () => {
  it('drops the "any" values of the option lists', () => {
    const result = parse({
      make: 'Any Make',
      year: 'Any Year',
      maxPrice: 'Max Price',
      maxMileage: 'Any Mileage',
      minPrice: '',
    });
    expect(result.success && normaliseInventoryQuery(result.data)).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 24,
    });
  });

  it('parses filters, sort and paging', () => {
    const result = parse({
      make: 'toyota',
      minPrice: '15000',
      maxPrice: '25000.50',
      year: '2021',
      maxMileage: '50000',
      sort: 'price-asc',
      page: '2',
      pageSize: '12',
    });
    expect(result.success && normaliseInventoryQuery(result.data)).toEqual({
      make: 'Toyota',
      minPrice: 15000,
      maxPrice: 25000.5,
      year: 2021,
      maxMileage: 50000,
      sort: 'price-asc',
      page: 2,
      pageSize: 12,
    });
    const older = parse({ year: 'older' });
    expect(older.success && older.data.year).toBe('older');
  });

  it('clamps the page size to 100', () => {
    const result = parse({ pageSize: '1000000' });
    expect(result.success && normaliseInventoryQuery(result.data).pageSize).toBe(100);
  });

  it.each([
    ['make', 'Lada'],
    ['maxPrice', '-1'],
    ['maxPrice', '1e309'],
    ['maxPrice', 'NaN'],
    ['minPrice', '1 OR 1=1'],
    ['year', '20x1'],
    ['year', '1800'],
    ['maxMileage', '9223372036854775808'],
    ['sort', 'random'],
    ['page', '0'],
    ['make', ['Toyota', 'Honda']],
  ])('refuses %s=%s naming the parameter', (name, value) => {
    const result = parse({ [name]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]!.path[0]).toBe(name);
  });
});
