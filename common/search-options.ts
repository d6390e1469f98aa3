// The option lists of the search panel (docs/product.md#search-panel) and how each maps onto the query string.
// A filter left at its "any" option is omitted from the URL (docs/product.md#inventory-filters).
import { formatNumber } from './format';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  CAR_MAKES,
  COLOUR_FAMILIES,
  COLOUR_FAMILY_LABELS,
  DRIVETRAIN_LABELS,
  DRIVETRAINS,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  OLDEST_LISTED_YEAR,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
} from './vehicle-lists';
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

// Prices carry cents, so "Over $50,000" (price > 50,000) is price ≥ 50,000.01. The ranges are
// disjoint (each starts a cent above the one before), so a car is in one of them: they are also
// the price facet's buckets (docs/product.md#facets). A range sets two parameters, so the form
// field `price` names the option and canonicalSearchParams expands it. The bounds are all-in
// prices (docs/product.md#price-display).
const PRICE_RANGE_LIST = [
  { label: 'Under $15,000', value: 'under-15000', params: { maxPrice: '15000' } },
  {
    label: '$15,000 - $25,000',
    value: '15000-25000',
    params: { minPrice: '15000.01', maxPrice: '25000' },
  },
  {
    label: '$25,000 - $35,000',
    value: '25000-35000',
    params: { minPrice: '25000.01', maxPrice: '35000' },
  },
  {
    label: '$35,000 - $50,000',
    value: '35000-50000',
    params: { minPrice: '35000.01', maxPrice: '50000' },
  },
  { label: 'Over $50,000', value: 'over-50000', params: { minPrice: '50000.01' } },
] as const satisfies readonly SearchOption[];
export type PriceRange = (typeof PRICE_RANGE_LIST)[number]['value'];
/** The price ranges, lowest first: the price facet's values. */
export const PRICE_RANGE_OPTIONS: (SearchOption & { value: PriceRange })[] = [...PRICE_RANGE_LIST];
export const PRICE_RANGES = PRICE_RANGE_LIST.map((option) => option.value);
export const PRICE_OPTIONS: SearchOption[] = [
  { label: 'Any Price', value: '', params: {} },
  ...PRICE_RANGE_OPTIONS,
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
    label: `Under ${formatNumber(km)}`,
    value: String(km),
    params: { maxMileage: String(km) },
  })),
];

// Disjoint mileage ranges (minMileage inclusive, maxMileage exclusive, so each starts where the one
// before ends): the mileage facet's buckets (docs/product.md#facets). The form field `mileage`
// names the option and canonicalSearchParams expands it, as with `price`.
const MILEAGE_RANGE_LIST = [
  { label: 'Under 25,000 km', value: 'under-25000', params: { maxMileage: '25000' } },
  {
    label: '25,000 - 50,000 km',
    value: '25000-50000',
    params: { minMileage: '25000', maxMileage: '50000' },
  },
  {
    label: '50,000 - 75,000 km',
    value: '50000-75000',
    params: { minMileage: '50000', maxMileage: '75000' },
  },
  {
    label: '75,000 - 100,000 km',
    value: '75000-100000',
    params: { minMileage: '75000', maxMileage: '100000' },
  },
  { label: '100,000 km and over', value: 'over-100000', params: { minMileage: '100000' } },
] as const satisfies readonly SearchOption[];
export type MileageRange = (typeof MILEAGE_RANGE_LIST)[number]['value'];
/** The mileage ranges, lowest first: the mileage facet's values. */
export const MILEAGE_RANGE_OPTIONS: (SearchOption & { value: MileageRange })[] = [
  ...MILEAGE_RANGE_LIST,
];
export const MILEAGE_RANGES = MILEAGE_RANGE_LIST.map((option) => option.value);

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
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest listings' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'mileage-asc', label: 'Mileage: lowest first' },
  { value: 'year-desc', label: 'Year: newest first' },
];

/** The sort a search has when the URL names none: best match for a keyword search, else newest. */
export const defaultSort = (q: string | null | undefined): InventorySort =>
  q && q.trim() ? 'relevance' : 'newest';

/** The sort options that apply to a search: 'Best match' only with keywords. */
export const sortOptionsFor = (q: string | null | undefined) =>
  q && q.trim() ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== 'relevance');

/** value → option lists of the facets with a fixed list (docs/product.md#facets). */
const listOptions = <T extends string>(
  param: string,
  values: readonly T[],
  labels: Record<T, string>,
): (SearchOption & { value: T })[] =>
  values.map((value) => ({ label: labels[value], value, params: { [param]: value } }));

export const BODY_TYPE_OPTIONS = listOptions('bodyType', BODY_TYPES, BODY_TYPE_LABELS);
export const FUEL_TYPE_OPTIONS = listOptions('fuelType', FUEL_TYPES, FUEL_TYPE_LABELS);
export const TRANSMISSION_OPTIONS = listOptions('transmission', TRANSMISSIONS, TRANSMISSION_LABELS);
export const DRIVETRAIN_OPTIONS = listOptions('drivetrain', DRIVETRAINS, DRIVETRAIN_LABELS);
export const COLOUR_OPTIONS = listOptions('colour', COLOUR_FAMILIES, COLOUR_FAMILY_LABELS);

/**
 * The facets (docs/product.md#facets), in the order the page shows them: the key of each in
 * GET /api/cars/facets, its heading, its options (value, label, the parameters choosing it sets)
 * and whether several of its values may be chosen at once (each a repeat of the parameter:
 * make=Honda&make=Toyota). Price and mileage are one range each (minPrice/maxPrice,
 * minMileage/maxMileage).
 */
export const FACETS = [
  { name: 'bodyType', label: 'Body type', multiple: true, options: BODY_TYPE_OPTIONS },
  { name: 'make', label: 'Make', multiple: true, options: MAKE_OPTIONS.slice(1) },
  { name: 'price', label: 'Price', multiple: false, options: PRICE_RANGE_OPTIONS },
  { name: 'year', label: 'Year', multiple: true, options: YEAR_OPTIONS.slice(1) },
  { name: 'mileage', label: 'Mileage', multiple: false, options: MILEAGE_RANGE_OPTIONS },
  { name: 'fuelType', label: 'Fuel type', multiple: true, options: FUEL_TYPE_OPTIONS },
  { name: 'transmission', label: 'Transmission', multiple: true, options: TRANSMISSION_OPTIONS },
  { name: 'drivetrain', label: 'Drivetrain', multiple: true, options: DRIVETRAIN_OPTIONS },
  { name: 'colour', label: 'Exterior colour', multiple: true, options: COLOUR_OPTIONS },
] as const satisfies readonly {
  name: string;
  label: string;
  multiple: boolean;
  options: readonly SearchOption[];
}[];
export type FacetName = (typeof FACETS)[number]['name'];

/** The parameters that take several values (repeated: ?make=Honda&make=Toyota). */
export const MULTI_VALUE_PARAMS = [
  'make',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'colour',
  'year',
] as const;
export type MultiValueParam = (typeof MULTI_VALUE_PARAMS)[number];

/** Every filter parameter of the inventory search, in the canonical URL's order. */
export const SEARCH_FILTER_PARAMS = [
  'q',
  'make',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'colour',
  'minPrice',
  'maxPrice',
  'year',
  'minMileage',
  'maxMileage',
] as const;
export type SearchFilterParam = (typeof SEARCH_FILTER_PARAMS)[number];

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

/** The known values of each multi-value parameter, in their list's order (years newest first). */
const MULTI_VALUE_ORDER: Record<MultiValueParam, readonly string[]> = {
  make: CAR_MAKES,
  bodyType: BODY_TYPES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  drivetrain: DRIVETRAINS,
  colour: COLOUR_FAMILIES,
  year: YEAR_OPTIONS.slice(1).map((option) => option.value),
};

/**
 * A multi-value parameter's values in one stable form: "any" values and repeats dropped, known
 * values spelt as their list spells them (any letter case is accepted) and in its order, others
 * (years not listed, mistakes the API will refuse) after them, years newest first, the rest
 * alphabetically.
 */
export function canonicalValues(param: MultiValueParam, values: readonly string[]): string[] {
  const known = MULTI_VALUE_ORDER[param];
  const byLowerCase = new Map(known.map((value) => [value.toLowerCase(), value]));
  const spelt = new Set<string>();
  for (const raw of values) {
    const value = chosen(raw);
    if (value) spelt.add(byLowerCase.get(value.toLowerCase()) ?? value);
  }
  const rank = (value: string) => {
    const index = known.indexOf(value);
    return index === -1 ? known.length : index;
  };
  return [...spelt].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (param === 'year') return b.localeCompare(a);
    return a.localeCompare(b);
  });
}

/** Keywords as the canonical URL holds them: trimmed, runs of spaces made one, '' = none. */
export const canonicalKeywords = (q: string | null | undefined): string =>
  (q ?? '').trim().replace(/\s+/g, ' ');

/**
 * The canonical /inventory query string of a search: from the search form's fields (q, make,
 * price, year, mileage, maxMileage, sort, the facets) or from a URL. Defaults are dropped, the
 * `price` and `mileage` options are expanded into their bounds, each multi-value parameter's
 * values are put in one order (canonicalValues), and `reset` (the Reset Filters button) clears
 * every filter, the keywords included, but keeps the sort order. The same function runs in the
 * browser (form submit) and in the loader (a plain GET form before hydration is redirected here).
 */
export function canonicalSearchParams(input: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const reset = input.has('reset');
  const q = reset ? '' : canonicalKeywords(input.get('q'));
  if (!reset) {
    if (q) out.set('q', q);
    const ranges: Record<string, string> = {};
    for (const [field, options] of [
      ['price', PRICE_OPTIONS],
      ['mileage', MILEAGE_RANGE_OPTIONS],
    ] as const) {
      if (!input.has(field)) continue;
      const option = options.find((o) => o.value === chosen(input.get(field)));
      Object.assign(ranges, option?.params ?? {});
    }
    for (const key of SEARCH_FILTER_PARAMS) {
      if (key === 'q') continue;
      if ((MULTI_VALUE_PARAMS as readonly string[]).includes(key)) {
        for (const value of canonicalValues(key as MultiValueParam, input.getAll(key))) {
          out.append(key, value);
        }
        continue;
      }
      // A range option sent by the form replaces the bounds it sets.
      const rangeField = key.endsWith('Price') ? 'price' : 'mileage';
      const value = input.has(rangeField) ? ranges[key] : chosen(input.get(key));
      if (value) out.set(key, value);
    }
  }
  const sort = chosen(input.get('sort'));
  if (sort && sort !== defaultSort(q) && !(sort === 'relevance' && !q)) out.set('sort', sort);
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
