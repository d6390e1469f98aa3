// What the /inventory URL says about a search, for the chips, the filter sheet and the facet panel
// (docs/product.md#facets-ui): which values are chosen and the address each change leads to (the
// panel's groups with their counts: facet-groups.ts). Pure functions over URLSearchParams, so the page, the tests and a plain
// GET form agree; every address goes through inventoryHref (the one canonical form).
import { OLDEST_LISTED_YEAR } from '../../../common/constants';
import { formatMileage, formatPrice } from '../../../common/format';
import {
  canonicalKeywords,
  canonicalValues,
  FACETS,
  inventoryHref,
  MILEAGE_RANGE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  type FacetName,
  type MultiValueParam,
  type SearchOption,
} from '../../../common/search-options';

/** The two range facets: the form field naming a range option, and the bounds it sets. */
export const RANGE_FACETS = {
  price: { min: 'minPrice', max: 'maxPrice', options: PRICE_RANGE_OPTIONS },
  mileage: { min: 'minMileage', max: 'maxMileage', options: MILEAGE_RANGE_OPTIONS },
} as const;
export type RangeFacet = keyof typeof RANGE_FACETS;

export const isRange = (name: FacetName): name is RangeFacet => name in RANGE_FACETS;

/** The label of a year value: 'older' is every year before the listed ones. */
export const yearLabel = (value: string) =>
  value === 'older' ? `${OLDEST_LISTED_YEAR - 1} and older` : value;

/**
 * The range option the URL's bounds are exactly (both bounds as the option sets them), 'custom'
 * for other bounds (a hand-edited address), or null for none.
 */
export function selectedRange(search: URLSearchParams, facet: RangeFacet): string | null {
  const { min, max, options } = RANGE_FACETS[facet];
  const low = search.get(min);
  const high = search.get(max);
  if (low === null && high === null) return null;
  const option = options.find(
    (o) =>
      ((o.params as Record<string, string>)[min] ?? null) === low &&
      ((o.params as Record<string, string>)[max] ?? null) === high,
  );
  return option?.value ?? 'custom';
}

/** How a hand-edited range reads on its chip. */
function customRangeLabel(search: URLSearchParams, facet: RangeFacet): string {
  const { min, max } = RANGE_FACETS[facet];
  const show = (value: string) =>
    facet === 'price' ? formatPrice(Number(value)) : formatMileage(Number(value));
  const low = search.get(min);
  const high = search.get(max);
  if (low !== null && high !== null) return `${show(low)} - ${show(high)}`;
  if (low !== null) return `${facet === 'price' ? 'From' : 'Over'} ${show(low)}`;
  return `${facet === 'price' ? 'Up to' : 'Under'} ${show(high!)}`;
}

/** The chosen values of a multi-value parameter, as the canonical URL spells them. */
export const chosenValues = (search: URLSearchParams, param: MultiValueParam): string[] =>
  canonicalValues(param, search.getAll(param));

/** The canonical address of `search` changed by `change`, back on page 1. */
function hrefWith(search: URLSearchParams, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  change(params);
  return inventoryHref(params);
}

/** One active filter as a removable chip. */
export interface ActiveFilter {
  /** Unique among the chips, e.g. make:Honda. */
  key: string;
  /** The facet's name, e.g. 'Make' ('Keywords' for q). */
  facet: string;
  /** The value as shown, e.g. 'Honda'. */
  label: string;
  /** The address without this filter. */
  href: string;
}

/** The filters the URL holds, keywords first, then in the facets' order, each with its removal. */
export function activeFilters(search: URLSearchParams): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const q = canonicalKeywords(search.get('q'));
  if (q) {
    out.push({
      key: 'q',
      facet: 'Keywords',
      label: `“${q}”`,
      href: hrefWith(search, (params) => params.delete('q')),
    });
  }
  for (const facet of FACETS) {
    if (isRange(facet.name)) {
      const name = facet.name;
      const selected = selectedRange(search, name);
      if (!selected) continue;
      const { min, max, options } = RANGE_FACETS[name];
      out.push({
        key: name,
        facet: facet.label,
        label: options.find((o) => o.value === selected)?.label ?? customRangeLabel(search, name),
        href: hrefWith(search, (params) => {
          params.delete(min);
          params.delete(max);
        }),
      });
      continue;
    }
    const param = facet.name as MultiValueParam;
    for (const value of chosenValues(search, param)) {
      const option = (facet.options as readonly SearchOption[]).find((o) => o.value === value);
      out.push({
        key: `${param}:${value}`,
        facet: facet.label,
        label: param === 'year' ? yearLabel(value) : (option?.label ?? value),
        href: hrefWith(search, (params) => {
          const rest = chosenValues(params, param).filter((v) => v !== value);
          params.delete(param);
          for (const v of rest) params.append(param, v);
        }),
      });
    }
  }
  return out;
}

/** How many filters are on, keywords aside (the "Filters (n)" button). */
export const activeFilterCount = (search: URLSearchParams): number =>
  activeFilters(search).filter((filter) => filter.key !== 'q').length;

/** Every filter and the keywords off, the sort order kept (as Reset once did). */
export const clearAllHref = (search: URLSearchParams): string =>
  hrefWith(search, (params) => params.set('reset', '1'));
