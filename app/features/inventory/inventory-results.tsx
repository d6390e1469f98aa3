import { Link } from 'react-router';
import type { Page } from '../../../common/schemas/api';
import type { CarSummary } from '../../../common/summaries';
import { CarCard } from './car-card';
import { InventoryPagination } from './inventory-pagination';
import { ResultGrid } from './result-grid';
import { clearAllHref } from './search-state';

/** The cards of a search's page of cars, or its empty state, and the page links. */
export function InventoryResults({
  result,
  searchText,
}: {
  result: Page<CarSummary>;
  searchText: string;
}) {
  const search = new URLSearchParams(searchText);
  if (result.items.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center sm:p-10">
        <p className="text-lg font-semibold text-slate-900">
          No vehicles found matching your criteria.
        </p>
        <p className="mt-1 text-slate-600">
          Try adjusting your filters or clear them to see all vehicles.
        </p>
        <Link
          to={clearAllHref(search)}
          className="mt-4 inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
        >
          Clear all filters
        </Link>
      </div>
    );
  }
  const pageCount = Math.ceil(result.total / result.pageSize);
  return (
    <>
      <h2 className="sr-only">Vehicles</h2>
      <ResultGrid>
        {result.items.map((car, index) => (
          <CarCard key={car.id} car={car} priority={index === 0} />
        ))}
      </ResultGrid>
      <InventoryPagination search={search} page={result.page} pageCount={pageCount} />
    </>
  );
}
