// The facet panel's groups (docs/product.md#facets-ui): each facet's choices with the count of
// cars beside each, which are chosen, and the address the panel's form leads to. Apart from
// search-state.ts, so the code only the panel needs comes with the panel.
import { formatNumber } from '../../../common/format';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import {
  FACETS,
  inventoryHref,
  type FacetName,
  type MultiValueParam,
  type SearchOption,
} from '../../../common/search-options';
import { chosenValues, isRange, RANGE_FACETS, selectedRange, yearLabel } from './search-state';

/**
 * The lists with no order of their own (makes, colours): longer than COLLAPSE_OVER, they show
 * their TOP_VALUES most common values and "Show all". Years stay whole, in their order.
 */
const COLLAPSIBLE: readonly FacetName[] = ['make', 'colour'];
export const COLLAPSE_OVER = 10;
export const TOP_VALUES = 8;

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
