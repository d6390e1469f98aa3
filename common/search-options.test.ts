import { describe, expect, it } from 'vitest';
import {
  canonicalSearchParams,
  canonicalValues,
  defaultSort,
  FACETS,
  MILEAGE_RANGE_OPTIONS,
  sortOptionsFor,
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
      'make=Honda&minPrice=15000.01&maxPrice=25000&year=2022&maxMileage=50000',
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
    const params = new URLSearchParams('minPrice=25000.01&maxPrice=35000');
    expect(selectedOption(PRICE_OPTIONS, params)?.label).toBe('$25,000 - $35,000');
    expect(selectedOption(PRICE_OPTIONS, new URLSearchParams(''))?.label).toBe('Any Price');
  });

  it('price ranges are disjoint and leave no gap: each starts a cent above the one before', () => {
    const ranges = PRICE_OPTIONS.slice(1).map((o) => o.params as Record<string, string>);
    expect(ranges[0]!.minPrice).toBeUndefined();
    expect(ranges.at(-1)!.maxPrice).toBeUndefined();
    for (let i = 1; i < ranges.length; i++) {
      expect(Math.round(Number(ranges[i]!.minPrice) * 100)).toBe(
        Math.round(Number(ranges[i - 1]!.maxPrice) * 100) + 1,
      );
    }
  });

  it('mileage ranges are disjoint and leave no gap: each starts where the one before ends', () => {
    const ranges = MILEAGE_RANGE_OPTIONS.map((o) => o.params as Record<string, string>);
    expect(ranges[0]!.minMileage).toBeUndefined();
    expect(ranges.at(-1)!.maxMileage).toBeUndefined();
    for (let i = 1; i < ranges.length; i++) {
      expect(ranges[i]!.minMileage).toBe(ranges[i - 1]!.maxMileage);
    }
    expect(canonical('mileage=25000-50000')).toBe('minMileage=25000&maxMileage=50000');
    expect(canonical('mileage=over-100000&maxMileage=5')).toBe('minMileage=100000');
    expect(canonical('mileage=')).toBe('');
  });

  it('puts several values of a facet in one stable order, whatever order and case they came in', () => {
    expect(canonical('make=toyota&make=Honda&make=honda&bodyType=suv&bodyType=SEDAN')).toBe(
      'make=Honda&make=Toyota&bodyType=sedan&bodyType=suv',
    );
    expect(canonical('year=older&year=2019&year=2024')).toBe('year=2024&year=2019&year=older');
    expect(canonical('colour=red&colour=black&make=Any+Make')).toBe('colour=black&colour=red');
    expect(canonicalValues('year', ['2026', '2024', '2027'])).toEqual(['2024', '2027', '2026']);
    expect(canonicalValues('make', ['Lada', 'Kia'])).toEqual(['Kia', 'Lada']);
  });

  it('orders the parameters one way: keywords, facets, bounds, sort, paging', () => {
    const query =
      'q=civic+awd&make=Honda&bodyType=sedan&fuelType=hybrid&transmission=cvt&drivetrain=awd' +
      '&colour=blue&minPrice=15000.01&maxPrice=25000&year=2021&minMileage=25000&maxMileage=50000' +
      '&sort=price-asc&page=2';
    expect(canonical(query)).toBe(query);
    const shuffled = new URLSearchParams(query);
    const reversed = new URLSearchParams([...shuffled].reverse());
    expect(canonicalSearchParams(reversed).toString()).toBe(query);
  });

  it('keeps keywords trimmed and single-spaced; relevance is their default sort', () => {
    expect(canonical('q=++civic+++awd+')).toBe('q=civic+awd');
    expect(canonical('q=+++')).toBe('');
    expect(canonical('q=civic&sort=relevance')).toBe('q=civic');
    expect(canonical('q=civic&sort=newest')).toBe('q=civic&sort=newest');
    expect(canonical('sort=relevance')).toBe('');
    expect(canonical('q=civic&make=Honda&reset=1')).toBe('');
    expect(defaultSort('civic')).toBe('relevance');
    expect(defaultSort(' ')).toBe('newest');
    expect(sortOptionsFor(null).map((o) => o.label)).not.toContain('Best match');
    expect(sortOptionsFor('civic')[0]).toEqual({ value: 'relevance', label: 'Best match' });
  });

  it('each facet option sets its parameters, and chosen by URL is found again', () => {
    for (const facet of FACETS) {
      for (const option of facet.options) {
        const params = new URLSearchParams(option.params);
        expect(Object.keys(option.params).length, `${facet.name} ${option.value}`).toBeGreaterThan(
          0,
        );
        expect(canonicalSearchParams(params).toString()).toBe(params.toString());
      }
    }
  });
});
