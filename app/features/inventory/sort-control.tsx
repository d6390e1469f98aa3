import { useNavigate } from 'react-router';
import { inventoryHref, SORT_OPTIONS } from '../../../common/search-options';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';

/**
 * The sort order of /inventory, kept in the URL. Choosing one navigates at once; without
 * JavaScript the form's Apply button (in <noscript>) submits it with the current filters.
 */
export function SortControl({ search }: { search: URLSearchParams }) {
  const navigate = useNavigate();
  const sort = search.get('sort') ?? 'newest';
  const filters = [...search].filter(([key]) => key !== 'sort' && key !== 'page');
  return (
    <form method="get" action="/inventory" className="flex items-center gap-2">
      {filters.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Label htmlFor="inventory-sort" className="whitespace-nowrap text-slate-700">
        Sort by
      </Label>
      <Select
        id="inventory-sort"
        name="sort"
        key={sort}
        defaultValue={sort}
        className="w-52"
        onChange={(event) => {
          const params = new URLSearchParams(filters);
          params.set('sort', event.currentTarget.value);
          void navigate(inventoryHref(params));
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <noscript>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </noscript>
    </form>
  );
}
