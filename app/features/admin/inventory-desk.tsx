// The inventory desk, /admin/cars (docs/product.md#admin-inventory): every car in a server-paged
// table with the search, filters and sort in the URL, per-car actions, and bulk actions on the
// cars chosen on the page.
import { ButtonLink } from '~/components/button-link';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { displayPrice, formatMileage, formatPrice } from '../../../common/format';
import type { AdminCar, AdminCarSort } from '../../../common/schemas/admin-cars';
import type { Page } from '../../../common/schemas/api';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { CarVehicleCell } from './admin-columns';
import { AdminTable, type AdminColumn } from './admin-table';
import { BulkActionBar } from './bulk-action-bar';
import { CarActionsMenu } from './car-row-actions';
import {
  adminCarsHref,
  InventoryFilters,
  InventorySort,
  type InventorySearchValues,
} from './inventory-filters';
import { CarExportButton } from './car-export-button';
import { CarImportDialog } from './car-import-dialog';
import { Pager } from './pager';
import { useRowSelection, type RowSelection } from './row-selection';
import { CarStatusBadge } from './status-badges';

/** "2021 Honda Civic FC-000012": how a row is named to a screen reader. */
export const carLabel = (car: Pick<AdminCar, 'year' | 'make' | 'model' | 'stockNumber'>) =>
  `${car.year} ${car.make} ${car.model} ${car.stockNumber}`;

/** The column a sort orders by, and which way (aria-sort on its header). */
const SORTED_COLUMN: Partial<
  Record<AdminCarSort, { header: string; direction: 'ascending' | 'descending' }>
> = {
  'oldest-in-stock': { header: 'Days in Stock', direction: 'descending' },
  'price-asc': { header: 'Price', direction: 'ascending' },
  'price-desc': { header: 'Price', direction: 'descending' },
  'mileage-asc': { header: 'Mileage', direction: 'ascending' },
  'mileage-desc': { header: 'Mileage', direction: 'descending' },
  'year-asc': { header: 'Vehicle', direction: 'ascending' },
  'year-desc': { header: 'Vehicle', direction: 'descending' },
};

/** The "select all on this page" checkbox: checked, unchecked or mixed. */
function SelectAllCheckbox({ selection, rows }: { selection: RowSelection; rows: number }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.allState === 'some';
  }, [selection.allState]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-5 cursor-pointer accent-brand-700 min-[700px]:size-4"
      checked={selection.allState === 'all'}
      onChange={selection.toggleAll}
      aria-label={`Select all ${rows} cars on this page`}
    />
  );
}

function deskColumns(selection: RowSelection, rows: number, sort: AdminCarSort) {
  const compact = 'px-3';
  const columns: AdminColumn<AdminCar>[] = [
    {
      header: 'Select',
      bare: true,
      // On a card: the top right corner.
      className:
        'w-10 pr-0 pl-4 max-[699px]:absolute max-[699px]:top-4 max-[699px]:right-4 max-[699px]:col-span-1',
      headerContent: <SelectAllCheckbox selection={selection} rows={rows} />,
      cell: (car) => (
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-brand-700 min-[700px]:size-4"
          checked={selection.isSelected(car.id)}
          onChange={(event) => selection.toggle(car.id, event.currentTarget.checked)}
          aria-label={`Select ${carLabel(car)}`}
        />
      ),
    },
    {
      header: 'Vehicle',
      bare: true,
      className: `${compact} max-[699px]:pr-10 max-[699px]:pb-1`,
      cell: (car) => <CarVehicleCell car={car} />,
    },
    {
      header: 'Stock #',
      className: `${compact} whitespace-nowrap`,
      cell: (car) => <span className="font-medium text-slate-900">{car.stockNumber}</span>,
    },
    {
      header: 'VIN',
      className: `${compact} max-[699px]:order-1 max-[699px]:col-span-2`,
      cell: (car) =>
        car.vin ? (
          <span className="font-mono text-xs whitespace-nowrap text-slate-700">{car.vin}</span>
        ) : (
          '—'
        ),
    },
    {
      header: 'Price',
      className: `${compact} whitespace-nowrap tabular-nums`,
      cell: (car) => formatPrice(displayPrice(car)),
    },
    {
      header: 'Mileage',
      className: `${compact} whitespace-nowrap tabular-nums`,
      cell: (car) => formatMileage(car.mileage),
    },
    {
      header: 'Status',
      className: compact,
      cell: (car) => <CarStatusBadge status={car.status} />,
    },
    {
      header: 'Featured',
      className: compact,
      cell: (car) =>
        car.featured ? (
          <span className="inline-flex items-center gap-1 font-medium text-slate-900">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            Yes
          </span>
        ) : (
          <span className="text-slate-600">No</span>
        ),
    },
    {
      header: 'Days in Stock',
      className: `${compact} tabular-nums`,
      cell: (car) => car.daysInStock,
    },
    {
      header: 'Photos',
      className: `${compact} tabular-nums`,
      cell: (car) => car.photoCount,
    },
    {
      header: 'Actions',
      bare: true,
      className: `${compact} max-[699px]:order-2 max-[699px]:pt-2`,
      cell: (car) => <CarActionsMenu car={car} name={carLabel(car)} />,
    },
  ];
  const sorted = SORTED_COLUMN[sort];
  return columns.map((column) =>
    sorted && column.header === sorted.header ? { ...column, sorted: sorted.direction } : column,
  );
}

function EmptyState({ filtered, page }: { filtered: boolean; page: number }) {
  const { search } = useLocation();
  if (page > 1) {
    const first = new URLSearchParams(search);
    first.delete('page');
    return (
      <div className="grid justify-items-center gap-3 px-4 py-12 text-center">
        <p className="font-semibold text-slate-900">This page is past the end of the list.</p>
        <Button asChild variant="outline">
          <Link to={adminCarsHref(first)}>Go to the first page</Link>
        </Button>
      </div>
    );
  }
  return filtered ? (
    <div className="grid justify-items-center gap-3 px-4 py-12 text-center">
      <p className="font-semibold text-slate-900">No vehicles match your search.</p>
      <p className="text-sm text-slate-600">
        Check the spelling, search for part of a VIN or stock number, or clear the filters.
      </p>
    </div>
  ) : (
    <div className="grid justify-items-center gap-3 px-4 py-12 text-center">
      <p className="font-semibold text-slate-900">No vehicles yet.</p>
      <ButtonLink to="/admin/cars/new" icon={Plus}>
        Add Vehicle
      </ButtonLink>
    </div>
  );
}

const vehicles = (count: number) => `${count} ${count === 1 ? 'vehicle' : 'vehicles'}`;

/** "Showing 26–50 of 312 vehicles", or just "3 vehicles" when they fit on one page. */
function countLine({ page, pageSize, total, items }: Page<AdminCar>): string {
  if (items.length === 0 || total <= pageSize) return vehicles(total);
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}–${from + items.length - 1} of ${vehicles(total)}`;
}

export function InventoryDesk({
  result,
  values,
  sort,
  filtered,
}: {
  result: Page<AdminCar>;
  values: InventorySearchValues;
  sort: AdminCarSort;
  filtered: boolean;
}) {
  const { search } = useLocation();
  const { items, page, pageSize, total } = result;
  const selection = useRowSelection(
    items.map((car) => car.id),
    search,
  );
  const columns = deskColumns(selection, items.length, sort);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Inventory</h1>
          <p className="mt-1 text-slate-600">Every vehicle, whatever its status.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/cars/new" icon={Plus}>
            Add Vehicle
          </ButtonLink>
          <CarImportDialog />
          <CarExportButton />
        </div>
      </div>

      <Card>
        <InventoryFilters key={search} values={values} />
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="inventory-count">
          {countLine(result)}
        </p>
        <InventorySort values={values} />
      </div>

      {/* overflow-clip, not hidden: the bulk bar stays sticky to the window. */}
      <Card className="overflow-clip">
        <div className="overflow-x-auto">
          <AdminTable
            label="Inventory"
            columns={columns}
            rows={items}
            selected={(car) => selection.isSelected(car.id)}
            cardColumns={2}
            empty={<EmptyState filtered={filtered} page={page} />}
          />
        </div>
        {selection.count > 0 && <BulkActionBar ids={selection.ids} onDone={selection.clear} />}
        <Pager page={page} pageSize={pageSize} total={total} />
      </Card>
      {/* Read out whenever the choice changes; the bar itself comes and goes. */}
      <p role="status" className="sr-only">
        {selection.count > 0 ? `${selection.count} selected` : ''}
      </p>
    </div>
  );
}
