import { defaultSort, inventoryHref, sortOptionsFor } from '../../../common/search-options';
import { SortForm } from '~/components/sort-form';

/**
 * The sort order of /inventory, kept in the URL with the current filters (back to page 1).
 * 'Best match' is offered, and is the default, only with keywords (docs/product.md#keyword-search).
 */
export function SortControl({ search }: { search: URLSearchParams }) {
  const q = search.get('q');
  return (
    <SortForm
      action="/inventory"
      hrefOf={inventoryHref}
      kept={[...search].filter(([key]) => key !== 'sort' && key !== 'page')}
      sort={search.get('sort') ?? defaultSort(q)}
      options={sortOptionsFor(q)}
      className="w-full sm:w-52"
      labelClassName="sr-only sm:not-sr-only"
      formClassName="w-full sm:w-auto"
    />
  );
}
