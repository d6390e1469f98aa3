import { describe, expect, it } from 'vitest';
import { facetCounts } from '../../../tests/support/facet-counts';
import { facetGroups, TOP_VALUES, type FacetGroup } from './facet-groups';
import { activeFilterCount, activeFilters, clearAllHref, selectedRange } from './search-state';

// docs/product.md#facets-ui: what the URL says about a search, for the panel and the chips.
const search = (query: string) => new URLSearchParams(query);
const group = (groups: FacetGroup[], name: string) => groups.find((g) => g.name === name)!;

describe('facetGroups', () => {
  it('lists the facets in the page order, checkboxes for lists and radio buttons for ranges', () => {
    const groups = facetGroups(search(''), undefined);
    expect(groups.map((g) => [g.name, g.label, g.kind, g.param])).toEqual([
      ['bodyType', 'Body type', 'checkbox', 'bodyType'],
      ['make', 'Make', 'checkbox', 'make'],
      ['price', 'Price', 'radio', 'price'],
      ['year', 'Year', 'checkbox', 'year'],
      ['mileage', 'Mileage', 'radio', 'mileage'],
      ['fuelType', 'Fuel type', 'checkbox', 'fuelType'],
      ['transmission', 'Transmission', 'checkbox', 'transmission'],
      ['drivetrain', 'Drivetrain', 'checkbox', 'drivetrain'],
      ['colour', 'Exterior colour', 'checkbox', 'colour'],
    ]);
  });

  it('marks the chosen values (any letter case in the URL) and gives each its count', () => {
    const facets = facetCounts({ bodyType: { suv: 12, sedan: 7 }, make: { Honda: 3 } });
    const groups = facetGroups(search('bodyType=SUV&make=honda&make=Toyota'), facets);
    const bodies = group(groups, 'bodyType').choices;
    expect(bodies.find((c) => c.value === 'suv')).toEqual({
      value: 'suv',
      label: 'SUV',
      count: 12,
      checked: true,
      disabled: false,
    });
    expect(bodies.find((c) => c.value === 'sedan')).toMatchObject({ count: 7, checked: false });
    // Chosen with no car left: still enabled, so it can be unchosen.
    expect(group(groups, 'make').choices.find((c) => c.value === 'Toyota')).toMatchObject({
      count: 0,
      checked: true,
      disabled: false,
    });
  });

  it('disables the values no car has, and none while the counts are unknown', () => {
    const facets = facetCounts({ fuelType: { gasoline: 30, hybrid: 4 } });
    const fuel = group(facetGroups(search(''), facets), 'fuelType').choices;
    expect(fuel.map((c) => [c.value, c.disabled])).toEqual([
      ['gasoline', false],
      ['diesel', true],
      ['hybrid', false],
      ['electric', true],
    ]);
    const unknown = group(facetGroups(search(''), undefined), 'fuelType').choices;
    expect(unknown.every((c) => c.count === undefined && !c.disabled)).toBe(true);
  });

  it('shows a long list as its most common values, in list order', () => {
    const facets = facetCounts({
      make: {
        Toyota: 40,
        Honda: 30,
        Ford: 20,
        BMW: 10,
        Kia: 9,
        Mazda: 8,
        Subaru: 7,
        Audi: 6,
        Volvo: 5,
        Tesla: 1,
      },
    });
    const make = group(facetGroups(search('make=Tesla'), facets), 'make');
    expect(make.choices).toHaveLength(27);
    expect(make.top!.map((c) => c.value)).toEqual([
      'Audi',
      'BMW',
      'Ford',
      'Honda',
      'Kia',
      'Mazda',
      'Subaru',
      'Toyota',
    ]);
    expect(make.top).toHaveLength(TOP_VALUES);
    // A chosen value among the rest stays there (the panel opens the rest for it).
    expect(make.choices.find((c) => c.value === 'Tesla')).toMatchObject({ checked: true });
    // Short lists are shown whole, and years (in their order) whatever their number.
    expect(group(facetGroups(search(''), facets), 'bodyType').top).toBeUndefined();
    const years = facetCounts();
    years.year = [{ value: '2027', count: 1 }, { value: '2026', count: 1 }, ...years.year];
    expect(group(facetGroups(search(''), years), 'year').choices).toHaveLength(12);
    expect(group(facetGroups(search(''), years), 'year').top).toBeUndefined();
  });

  it('takes the years from the counts (a newer year a car has) and adds a chosen year they lack', () => {
    const facets = facetCounts();
    facets.year = [{ value: '2026', count: 2 }, ...facets.year];
    const years = group(facetGroups(search('year=2010'), facets), 'year').choices;
    expect(years[0]).toMatchObject({ value: '2026', label: '2026', count: 2 });
    expect(years.find((c) => c.value === 'older')!.label).toBe('2015 and older');
    expect(years.at(-1)).toMatchObject({ value: '2010', checked: true, disabled: false });
  });

  it('checks the range option the bounds are, and keeps other bounds as they are', () => {
    const facets = facetCounts({ price: { '15000-25000': 5, 'over-50000': 2 } });
    const price = group(facetGroups(search('minPrice=15000.01&maxPrice=25000'), facets), 'price');
    expect(price.choices.filter((c) => c.checked).map((c) => c.value)).toEqual(['15000-25000']);
    expect(price.customBounds).toBeUndefined();
    const custom = group(facetGroups(search('minPrice=20000'), facets), 'price');
    expect(custom.choices.some((c) => c.checked)).toBe(false);
    expect(custom.customBounds).toEqual([['minPrice', '20000']]);
  });
});

describe('selectedRange', () => {
  it('names the option whose bounds the URL holds exactly', () => {
    expect(selectedRange(search(''), 'price')).toBeNull();
    expect(selectedRange(search('maxPrice=15000'), 'price')).toBe('under-15000');
    expect(selectedRange(search('minPrice=5000&maxPrice=15000'), 'price')).toBe('custom');
    expect(selectedRange(search('minMileage=25000&maxMileage=50000'), 'mileage')).toBe(
      '25000-50000',
    );
    expect(selectedRange(search('minMileage=100000'), 'mileage')).toBe('over-100000');
  });
});

describe('activeFilters', () => {
  it('lists keywords first, then each chosen value in the facets order, each with its removal', () => {
    const url = search(
      'q=civic&make=Honda&make=Toyota&bodyType=suv&minPrice=25000.01&maxPrice=35000&year=older&colour=blue&sort=price-asc&page=3',
    );
    expect(activeFilters(url).map(({ facet, label, href }) => [facet, label, href])).toEqual([
      [
        'Keywords',
        '“civic”',
        '/inventory?make=Honda&make=Toyota&bodyType=suv&colour=blue&minPrice=25000.01&maxPrice=35000&year=older&sort=price-asc',
      ],
      [
        'Body type',
        'SUV',
        '/inventory?q=civic&make=Honda&make=Toyota&colour=blue&minPrice=25000.01&maxPrice=35000&year=older&sort=price-asc',
      ],
      [
        'Make',
        'Honda',
        '/inventory?q=civic&make=Toyota&bodyType=suv&colour=blue&minPrice=25000.01&maxPrice=35000&year=older&sort=price-asc',
      ],
      [
        'Make',
        'Toyota',
        '/inventory?q=civic&make=Honda&bodyType=suv&colour=blue&minPrice=25000.01&maxPrice=35000&year=older&sort=price-asc',
      ],
      [
        'Price',
        '$25,000 - $35,000',
        '/inventory?q=civic&make=Honda&make=Toyota&bodyType=suv&colour=blue&year=older&sort=price-asc',
      ],
      [
        'Year',
        '2015 and older',
        '/inventory?q=civic&make=Honda&make=Toyota&bodyType=suv&colour=blue&minPrice=25000.01&maxPrice=35000&sort=price-asc',
      ],
      [
        'Exterior colour',
        'Blue',
        '/inventory?q=civic&make=Honda&make=Toyota&bodyType=suv&minPrice=25000.01&maxPrice=35000&year=older&sort=price-asc',
      ],
    ]);
    expect(activeFilterCount(url)).toBe(6);
  });

  it('names hand-edited ranges by their bounds', () => {
    const labels = (query: string) => activeFilters(search(query)).map((f) => f.label);
    expect(labels('minPrice=20000&maxPrice=30000')).toEqual(['$20,000 - $30,000']);
    expect(labels('minPrice=20000')).toEqual(['From $20,000']);
    expect(labels('maxMileage=30000')).toEqual(['Under 30,000 km']);
    expect(labels('minMileage=10000&maxMileage=60000')).toEqual(['10,000 km - 60,000 km']);
  });

  it('has nothing for a search without filters; Clear all keeps the sort order only', () => {
    expect(activeFilters(search('sort=price-asc&page=2'))).toEqual([]);
    expect(clearAllHref(search('q=awd&make=Ford&sort=price-desc&page=2'))).toBe(
      '/inventory?sort=price-desc',
    );
    // Best match means nothing without keywords.
    expect(clearAllHref(search('q=awd&sort=relevance'))).toBe('/inventory');
  });
});
