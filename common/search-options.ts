// The option lists of the search panel (spec §2, §9) and how each maps onto the query string.
// A filter left at its "any" option is omitted from the URL (spec §5).
import { CAR_MAKES } from './constants';
import type { InventorySort } from './schemas/inventory-query';

export interface SearchOption {
  label: string;
  /** Query parameters this option sets; empty for the "any" option. */
  params: Record<string, string>;
}

export const MAKE_OPTIONS: SearchOption[] = [
  { label: 'Any Make', params: {} },
  ...CAR_MAKES.map((make) => ({ label: make, params: { make } })),
];

// Prices carry cents, so "Over $50,000" (price > 50,000) is price ≥ 50,000.01.
export const PRICE_OPTIONS: SearchOption[] = [
  { label: 'Any Price', params: {} },
  { label: 'Under $15,000', params: { maxPrice: '15000' } },
  { label: '$15,000 - $25,000', params: { minPrice: '15000', maxPrice: '25000' } },
  { label: '$25,000 - $35,000', params: { minPrice: '25000', maxPrice: '35000' } },
  { label: '$35,000 - $50,000', params: { minPrice: '35000', maxPrice: '50000' } },
  { label: 'Over $50,000', params: { minPrice: '50000.01' } },
];

export const YEAR_OPTIONS: SearchOption[] = [
  { label: 'Any Year', params: {} },
  ...[2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016].map((year) => ({
    label: String(year),
    params: { year: String(year) },
  })),
  { label: 'Older', params: { year: 'older' } },
];

export const MILEAGE_OPTIONS: SearchOption[] = [
  { label: 'Any Mileage', params: {} },
  ...[25_000, 50_000, 75_000, 100_000].map((km) => ({
    label: `Under ${km.toLocaleString('en-US')}`,
    params: { maxMileage: String(km) },
  })),
];

/** The quick form's shorter lists (spec §2): the first 5 years, the middle 4 price ranges. */
export const QUICK_YEAR_OPTIONS = YEAR_OPTIONS.slice(0, 5);
export const QUICK_PRICE_OPTIONS = PRICE_OPTIONS.slice(1, 5);

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
