// The inventory desk's search (docs/product.md#admin-inventory): keywords, status, featured, make
// and a price range, and the sort order, all kept in the URL. Plain GET forms, so they work before
// the JavaScript loads; once hydrated they navigate straight to the canonical URL.
import Search from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CAR_MAKES, CAR_STATUS_LABELS, CAR_STATUSES } from '../../../common/constants';
import {
  ADMIN_CAR_SORT_LABELS,
  ADMIN_CAR_SORTS,
  ADMIN_SEARCH_MAX_LENGTH,
  adminCarSearchParams,
} from '../../../common/schemas/admin-cars';
import { Button } from '~/components/ui/button';
import { MONEY_INPUT } from '~/components/form/fields';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import { SortForm } from '~/components/sort-form';
import { cn } from '~/lib/cn';

export const ADMIN_CARS_PATH = '/admin/cars';

/** The search as the form shows it: what the URL holds, '' for "any". */
export interface InventorySearchValues {
  q: string;
  status: string;
  featured: string;
  make: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
}

/** /admin/cars with the canonical query string of `params`. */
export function adminCarsHref(params: URLSearchParams): string {
  const query = adminCarSearchParams(params).toString();
  return query ? `${ADMIN_CARS_PATH}?${query}` : ADMIN_CARS_PATH;
}

function useSubmitToUrl() {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.set(key, value);
    }
    void navigate(adminCarsHref(params));
  };
}

/** How many of the filters (not the keywords) are set. */
const activeFilters = (values: InventorySearchValues) =>
  (['status', 'featured', 'make', 'minPrice', 'maxPrice'] as const).filter((key) => values[key])
    .length;

export function InventoryFilters({ values }: { values: InventorySearchValues }) {
  const submit = useSubmitToUrl();
  const clearHref = adminCarsHref(new URLSearchParams({ sort: values.sort }));
  const active = activeFilters(values);
  // On a phone the filters fold away behind a button (open when some are set).
  const [open, setOpen] = useState(active > 0);
  const panelId = useId();
  return (
    <form
      method="get"
      action={ADMIN_CARS_PATH}
      role="search"
      aria-label="Inventory search"
      onSubmit={submit}
      className="grid gap-4 p-4 min-[700px]:grid-cols-6 sm:p-5"
    >
      <input type="hidden" name="sort" value={values.sort} />
      <div className="grid gap-2 min-[700px]:col-span-6 lg:col-span-2">
        <Label htmlFor="inventory-q">Search</Label>
        <Input
          id="inventory-q"
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          placeholder="Stock #, VIN, make, model or trim"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div
        id={panelId}
        className={cn('grid grid-cols-2 gap-3 min-[700px]:contents', !open && 'max-[699px]:hidden')}
      >
        <FilterSelect id="inventory-status" label="Status" name="status" value={values.status}>
          <option value="">Any</option>
          {CAR_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CAR_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="inventory-featured"
          label="Featured"
          name="featured"
          value={values.featured}
        >
          <option value="">Any</option>
          <option value="true">Featured</option>
          <option value="false">Not featured</option>
        </FilterSelect>
        <FilterSelect
          id="inventory-make"
          label="Make"
          name="make"
          value={values.make}
          className="max-[699px]:col-span-2"
        >
          <option value="">All makes</option>
          {CAR_MAKES.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </FilterSelect>
        <div className="grid grid-cols-2 gap-3 max-[699px]:col-span-2 min-[700px]:col-span-2 lg:col-span-1">
          <PriceInput
            id="inventory-min-price"
            label="Min price"
            name="minPrice"
            value={values.minPrice}
          />
          <PriceInput
            id="inventory-max-price"
            label="Max price"
            name="maxPrice"
            value={values.maxPrice}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 min-[700px]:col-span-6 min-[700px]:justify-end">
        <Button
          type="button"
          variant="outline"
          className="mr-auto min-[700px]:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters{active > 0 && ` (${active})`}
        </Button>
        <Button asChild variant="ghost" className="max-[699px]:px-3">
          <Link to={clearHref}>
            <X aria-hidden="true" />
            Clear
          </Link>
        </Button>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}

function FilterSelect({
  id,
  label,
  name,
  value,
  className,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-2 min-[700px]:col-span-2 lg:col-span-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value}>
        {children}
      </Select>
    </div>
  );
}

function PriceInput({
  id,
  label,
  name,
  value,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        {...MONEY_INPUT}
        defaultValue={value}
        placeholder="$"
      />
    </div>
  );
}

const SORT_CHOICES = ADMIN_CAR_SORTS.map((value) => ({
  value,
  label: ADMIN_CAR_SORT_LABELS[value],
}));

/** The order of the list: choosing one goes back to page 1 with the search kept. */
export function InventorySort({ values }: { values: InventorySearchValues }) {
  return (
    <SortForm
      action={ADMIN_CARS_PATH}
      hrefOf={adminCarsHref}
      kept={Object.entries(values).filter(([key, value]) => key !== 'sort' && value !== '')}
      sort={values.sort}
      options={SORT_CHOICES}
      className="w-56"
    />
  );
}
