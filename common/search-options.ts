// The option lists of the search panel (docs/product.md#search-panel) and how each maps onto the query string.
// A filter left at its "any" option is omitted from the URL (docs/product.md#inventory-filters).
import { CAR_MAKES, OLDEST_LISTED_YEAR } from './constants';
import type { InventorySort } from './schemas/inventory-query';

export interface SearchOption {
  label: string;
  /** The option's value in the search form ('' for the "any" option). */
  value: string;
  /** Query parameters this option sets; empty for the "any" option. */
  params: Record<string, string>;
}

export const MAKE_OPTIONS: SearchOption[] = [
  { label: 'Any Make', value: '', params: {} },
  ...CAR_MAKES.map((make) => ({ label: make, value: make, params: { make } })),
];

// Prices carry cents, so "Over $50,000" (price > 50,000) is price ≥ 50,000.01. A range sets two
// parameters, so the form field `price` names the option and canonicalSearchParams expands it.
export const PRICE_OPTIONS: SearchOption[] = [
  { label: 'Any Price', value: '', params: {} },
  { label: 'Under $15,000', value: 'under-15000', params: { maxPrice: '15000' } },
  {
    label: '$15,000 - $25,000',
    value: '15000-25000',
    params: { minPrice: '15000', maxPrice: '25000' },
  },
  {
    label: '$25,000 - $35,000',
    value: '25000-35000',
    params: { minPrice: '25000', maxPrice: '35000' },
  },
  {
    label: '$35,000 - $50,000',
    value: '35000-50000',
    params: { minPrice: '35000', maxPrice: '50000' },
  },
  { label: 'Over $50,000', value: 'over-50000', params: { minPrice: '50000.01' } },
];

// The years listed one by one, newest first, down to OLDEST_LISTED_YEAR; 'Older' is the rest.
const NEWEST_LISTED_YEAR = 2024;
const LISTED_YEARS = Array.from(
  { length: NEWEST_LISTED_YEAR - OLDEST_LISTED_YEAR + 1 },
  (_, index) => NEWEST_LISTED_YEAR - index,
);

export const YEAR_OPTIONS: SearchOption[] = [
  { label: 'Any Year', value: '', params: {} },
  ...LISTED_YEARS.map((year) => ({
    label: String(year),
    value: String(year),
    params: { year: String(year) },
  })),
  { label: 'Older', value: 'older', params: { year: 'older' } },
];

export const MILEAGE_OPTIONS: SearchOption[] = [
  { label: 'Any Mileage', value: '', params: {} },
  ...[25_000, 50_000, 75_000, 100_000].map((km) => ({
    label: `Under ${km.toLocaleString('en-US')}`,
    value: String(km),
    params: { maxMileage: String(km) },
  })),
];

/** The quick form's shorter lists (docs/product.md#search-panel): the first 5 years, the middle 4 price ranges. */
export const QUICK_YEAR_OPTIONS = YEAR_OPTIONS.slice(0, 5);
export const QUICK_PRICE_OPTIONS = PRICE_OPTIONS.slice(1, 5);
/** What the quick form's price list shows instead of 'Any Price'. */
export const QUICK_PRICE_PROMPT = 'Max Price';

/**
 * The "any" values (docs/product.md#inventory-filters): the labels of the "any" options ('Any Make', 'Any Year', 'Any Price',
 * 'Any Mileage', 'Max Price'), 'any' and the empty string, in any letter case. A search filter or
 * query parameter with one of them is no filter; the search form and the API share this list.
 */
const ANY_VALUES = new Set(
  [
    '',
    'any',
    ...[MAKE_OPTIONS, PRICE_OPTIONS, YEAR_OPTIONS, MILEAGE_OPTIONS].map(
      (options) => options[0]!.label,
    ),
    QUICK_PRICE_PROMPT,
  ].map((value) => value.toLowerCase()),
);

export const isAnyValue = (value: unknown): boolean =>
  typeof value === 'string' && ANY_VALUES.has(value.trim().toLowerCase());

export const SORT_OPTIONS: { value: InventorySort; label: string }[] = [
  { value: 'newest', label: 'Newest listings' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'mileage-asc', label: 'Mileage: lowest first' },
  { value: 'year-desc', label: 'Year: newest first' },
];

export const SEARCH_FILTER_PARAMS = ['make', 'minPrice', 'maxPrice', 'year', 'maxMileage'] as const;

/** The option of `options` whose parameters match the URL, or the "any" option. */
export function selectedOption(
  options: SearchOption[],
  params: URLSearchParams,
): SearchOption | undefined {
  return (
    options.find((option) => {
      const entries = Object.entries(option.params);
      return entries.length > 0 && entries.every(([key, value]) => params.get(key) === value);
    }) ?? options.find((option) => Object.keys(option.params).length === 0)
  );
}

/** A filter's value, or null when absent or one of the "any" values. */
function chosen(value: string | null): string | null {
  return value === null || isAnyValue(value) ? null : value.trim();
}

/**
 * The canonical /inventory query string of a search: from the search form's fields (make, price,
 * year, maxMileage, sort) or from a URL. Defaults are dropped, the `price` option is expanded
 * into minPrice/maxPrice, and `reset` (the Reset Filters button) clears every filter but keeps
 * the sort order. The same function runs in the browser (form submit) and in the loader (a
 * plain GET form before hydration is redirected here).
 */
export function canonicalSearchParams(input: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const reset = input.has('reset');
  if (!reset) {
    const make = chosen(input.get('make'));
    if (make) out.set('make', make);
    if (input.has('price')) {
      const price = PRICE_OPTIONS.find((option) => option.value === chosen(input.get('price')));
      for (const [key, value] of Object.entries(price?.params ?? {})) out.set(key, value);
    } else {
      for (const key of ['minPrice', 'maxPrice']) {
        const value = chosen(input.get(key));
        if (value) out.set(key, value);
      }
    }
    for (const key of ['year', 'maxMileage']) {
      const value = chosen(input.get(key));
      if (value) out.set(key, value);
    }
  }
  const sort = chosen(input.get('sort'));
  if (sort && sort !== 'newest') out.set('sort', sort);
  if (!reset) {
    const page = chosen(input.get('page'));
    if (page && page !== '1') out.set('page', page);
    const pageSize = chosen(input.get('pageSize'));
    if (pageSize) out.set('pageSize', pageSize);
  }
  return out;
}

/** /inventory with the canonical query string of `input`. */
export function inventoryHref(input: URLSearchParams): string {
  const query = canonicalSearchParams(input).toString();
  return query ? `/inventory?${query}` : '/inventory';
}
