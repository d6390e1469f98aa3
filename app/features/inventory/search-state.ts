// What the /inventory URL says about a search, for the facet panel, the chips and the filter sheet
// (docs/product.md#facets-ui): which values are chosen, the counts beside each, and the address
// each change leads to. Pure functions over URLSearchParams, so the page, the tests and a plain
// GET form agree; every address goes through inventoryHref (the one canonical form).
import { OLDEST_LISTED_YEAR } from '../../../common/constants';
import { formatMileage, formatNumber, formatPrice } from '../../../common/format';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
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

/**
 * The lists with no order of their own (makes, colours): longer than COLLAPSE_OVER, they show
 * their TOP_VALUES most common values and "Show all". Years stay whole, in their order.
 */
const COLLAPSIBLE: readonly FacetName[] = ['make', 'colour'];
export const COLLAPSE_OVER = 10;
export const TOP_VALUES = 8;

/** The two range facets: the form field naming a range option, and the bounds it sets. */
export const RANGE_FACETS = {
  price: { min: 'minPrice', max: 'maxPrice', options: PRICE_RANGE_OPTIONS },
  mileage: { min: 'minMileage', max: 'maxMileage', options: MILEAGE_RANGE_OPTIONS },
} as const;
export type RangeFacet = keyof typeof RANGE_FACETS;

const isRange = (name: FacetName): name is RangeFacet => name in RANGE_FACETS;

/** The label of a year value: 'older' is every year before the listed ones. */
const yearLabel = (value: string) =>
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

/** One choice of a facet as the panel shows it. */
export interface FacetChoice {
  value: string;
  label: string;
  /** Cars this choice would leave; undefined while the counts are not known. */
  count?: number;
  checked: boolean;
  /** No car has it (and it is not chosen): shown, but it cannot be chosen. */
  disabled: boolean;
}

export interface FacetGroup {
  name: FacetName;
  label: string;
  /** Checkboxes (several values, each a repeat of `param`) or radio buttons (one range). */
  kind: 'checkbox' | 'radio';
  /** The form field: the query parameter, or for a range the option field (price, mileage). */
  param: string;
  choices: FacetChoice[];
  /** For long lists: the choices shown before "Show all" (the most common ones). */
  top?: FacetChoice[];
  /** A range the URL holds that is none of the options: its bounds, kept as they are. */
  customBounds?: [string, string][];
}

/** The chosen values of a multi-value parameter, as the canonical URL spells them. */
export const chosenValues = (search: URLSearchParams, param: MultiValueParam): string[] =>
  canonicalValues(param, search.getAll(param));

/**
 * The facet panel's groups, in the page's order (FACETS): each choice with its count from
 * `facets` (when known) and whether it is chosen. A chosen value missing from the list (a year the
 * list does not name) is added, so it can be unchosen.
 */
export function facetGroups(
  search: URLSearchParams,
  facets: InventoryFacets | undefined,
): FacetGroup[] {
  return FACETS.map((facet): FacetGroup => {
    const counts = facets
      ? new Map<string, number>(facets[facet.name].map(({ value, count }) => [value, count]))
      : undefined;
    const choice = (value: string, label: string, checked: boolean): FacetChoice => {
      const count = counts?.get(value) ?? (counts ? 0 : undefined);
      return { value, label, count, checked, disabled: count === 0 && !checked };
    };
    if (isRange(facet.name)) {
      const selected = selectedRange(search, facet.name);
      const { min, max } = RANGE_FACETS[facet.name];
      return {
        name: facet.name,
        label: facet.label,
        kind: 'radio',
        param: facet.name,
        choices: (facet.options as readonly SearchOption[]).map((o) =>
          choice(o.value, o.label, o.value === selected),
        ),
        customBounds:
          selected === 'custom'
            ? ([min, max] as const).flatMap((key) => {
                const value = search.get(key);
                return value === null ? [] : [[key, value] as [string, string]];
              })
            : undefined,
      };
    }
    const param = facet.name as MultiValueParam;
    const chosen = chosenValues(search, param);
    // Years: the facet's own list when known (it adds any newer year a car has).
    const options: { value: string; label: string }[] =
      param === 'year' && facets
        ? facets.year.map(({ value }) => ({ value, label: yearLabel(value) }))
        : (facet.options as readonly SearchOption[]).map((o) => ({
            value: o.value,
            label: param === 'year' ? yearLabel(o.value) : o.label,
          }));
    for (const value of chosen) {
      if (!options.some((o) => o.value === value)) {
        options.push({ value, label: param === 'year' ? yearLabel(value) : value });
      }
    }
    const choices = options.map((o) => choice(o.value, o.label, chosen.includes(o.value)));
    const group: FacetGroup = {
      name: facet.name,
      label: facet.label,
      kind: 'checkbox',
      param,
      choices,
    };
    if (COLLAPSIBLE.includes(facet.name) && choices.length > COLLAPSE_OVER) {
      // The most common values (ties in list order), in list order. Choosing a value does not
      // move it (its own facet's counts stay as they are), so the keyboard focus stays on it.
      const common = [...choices]
        .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))
        .slice(0, TOP_VALUES)
        .filter((c) => (c.count ?? 1) > 0);
      group.top = choices.filter((c) => common.includes(c));
    }
    return group;
  });
}

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

/** The address a facet form's fields lead to (a change of any of them goes back to page 1). */
export function facetFormHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(key, value);
  }
  return inventoryHref(params);
}

/** "1 car", "120 cars". */
export const carCount = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'car' : 'cars'}`;
