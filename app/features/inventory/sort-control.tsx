import { inventoryHref, SORT_OPTIONS } from '../../../common/search-options';
import { SortForm } from '~/components/sort-form';

/** The sort order of /inventory, kept in the URL with the current filters (back to page 1). */
export function SortControl({ search }: { search: URLSearchParams }) {
  return (
    <SortForm
      action="/inventory"
      hrefOf={inventoryHref}
      kept={[...search].filter(([key]) => key !== 'sort' && key !== 'page')}
      sort={search.get('sort') ?? 'newest'}
      options={SORT_OPTIONS}
      className="w-52"
    />
  );
}
