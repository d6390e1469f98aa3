// Facet counts for the component and unit tests of the facet panel, the chips and the sheet:
// every value of every facet, as GET /api/cars/facets answers them, with the counts given and 0
// for the rest.
import type { InventoryFacets } from '../../common/schemas/inventory-facets';
import { FACETS, YEAR_OPTIONS } from '../../common/search-options';

type Counts = { [K in keyof InventoryFacets]?: Record<string, number> };

export function facetCounts(counts: Counts = {}): InventoryFacets {
  const facets = {} as Record<string, { value: string; count: number }[]>;
  for (const facet of FACETS) {
    const values =
      facet.name === 'year'
        ? YEAR_OPTIONS.slice(1).map((option) => option.value)
        : facet.options.map((option) => option.value);
    facets[facet.name] = values.map((value) => ({
      value,
      count: counts[facet.name]?.[value] ?? 0,
    }));
  }
  return facets as unknown as InventoryFacets;
}
