import { describe, expect, it } from 'vitest';
import {
  canonicalSearchParams,
  inventoryHref,
  isAnyValue,
  PRICE_OPTIONS,
  QUICK_PRICE_OPTIONS,
  QUICK_YEAR_OPTIONS,
  selectedOption,
} from './search-options';

const canonical = (query: string) => canonicalSearchParams(new URLSearchParams(query)).toString();

describe('search options', () => {
  it('the quick form has the first 5 years and the middle 4 price ranges (docs/product.md#search-panel)', () => {
    expect(QUICK_YEAR_OPTIONS.map((o) => o.label)).toEqual([
      'Any Year',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    expect(QUICK_PRICE_OPTIONS.map((o) => o.label)).toEqual([
      'Under $15,000',
      '$15,000 - $25,000',
      '$25,000 - $35,000',
      '$35,000 - $50,000',
    ]);
  });

  it('drops filters left at their default, including the "any" labels (docs/product.md#inventory-filters)', () => {
    expect(canonical('make=&price=&year=&maxMileage=&sort=newest')).toBe('');
    expect(
      canonical('make=Any+Make&price=Any+Price&year=Any+Year&maxMileage=Any+Mileage&page=1'),
    ).toBe('');
    expect(canonical('price=Max+Price')).toBe('');
  });

  it('knows the "any" values in any letter case, like the API (one list for both)', () => {
    expect(canonical('make=any+make&year=ANY&maxMileage=+Any+Mileage+&minPrice=max+price')).toBe(
      '',
    );
    for (const value of [
      '',
      'any',
      'Any Make',
      'Any Year',
      'Any Price',
      'Any Mileage',
      'Max Price',
    ]) {
      expect(isAnyValue(value), value).toBe(true);
    }
    expect(isAnyValue('Toyota')).toBe(false);
    expect(isAnyValue(undefined)).toBe(false);
  });

  it('expands the price option into minPrice and maxPrice', () => {
    expect(canonical('make=Honda&price=15000-25000&year=2022&maxMileage=50000')).toBe(
      'make=Honda&minPrice=15000&maxPrice=25000&year=2022&maxMileage=50000',
    );
    expect(canonical('price=under-15000')).toBe('maxPrice=15000');
    expect(canonical('price=over-50000')).toBe('minPrice=50000.01');
  });

  it('keeps a canonical URL as it is, so the loader does not redirect it', () => {
    const query = 'make=Toyota&minPrice=25000&maxPrice=35000&year=older&sort=price-asc&page=2';
    expect(canonical(query)).toBe(query);
  });

  it('reset clears the filters and the page but keeps the sort order', () => {
    expect(canonical('make=Ford&year=2020&sort=price-desc&page=3&reset=')).toBe('sort=price-desc');
    expect(inventoryHref(new URLSearchParams('make=Ford&reset=1'))).toBe('/inventory');
  });

  it('finds the option a URL selected', () => {
    const params = new URLSearchParams('minPrice=25000&maxPrice=35000');
    expect(selectedOption(PRICE_OPTIONS, params)?.label).toBe('$25,000 - $35,000');
    expect(selectedOption(PRICE_OPTIONS, new URLSearchParams(''))?.label).toBe('Any Price');
  });
});
