import { Link, useLocation, useNavigation } from 'react-router';
import { CAR_SKELETON_COUNT } from '../../../common/public-lists';
import type { Page } from '../../../common/schemas/api';
import type { Car } from '../../../common/schemas/car';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import { KeywordSearch } from '~/components/keyword-search';
import { CarCard, CarCardSkeleton } from './car-card';
import { FacetPanel } from './facet-panel';
import { FilterSheet } from './filter-sheet';
import { FilterChips } from './filter-chips';
import { InventoryPagination } from './inventory-pagination';
import { clearAllHref } from './search-state';
import { SortControl } from './sort-control';
import { useSettled } from './use-settled';

/** The count line's id: focus lands there when the last chip is removed. */
const COUNT_ID = 'inventory-count';
const FACETS_HEADING_ID = 'inventory-facets-heading';

function ResultGrid({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}

/** The cards of `result` (or their skeletons while it loads), the empty state and the page links. */
function InventoryResults({ result, search }: { result?: Page<Car>; search: URLSearchParams }) {
  if (!result) {
    return (
      <div aria-hidden="true">
        <ResultGrid>
          {Array.from({ length: CAR_SKELETON_COUNT }, (_, index) => (
            <CarCardSkeleton key={index} />
          ))}
        </ResultGrid>
      </div>
    );
  }
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

export interface InventoryPageProps {
  /** The page of cars: there on a first visit, on its way after a client-side navigation. */
  result: Page<Car> | Promise<Page<Car>>;
  /** The facet counts of the same search (docs/product.md#facets). */
  facets?: InventoryFacets | Promise<InventoryFacets>;
}

/**
 * /inventory (docs/product.md#inventory, #facets-ui): the keyword search; on desktops the facets
 * in a sidebar, on phones and tablets behind "Filters (n)"; the active filters as chips; the
 * count (announced politely), the sort and the cards. Everything is in the URL, so back and
 * forward, a reload and a shared link give the same search.
 */
export function InventoryPage({ result, facets }: InventoryPageProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const search = new URLSearchParams(location.search);
  // The choices show the search on its way at once, before its address is the page's.
  const next = navigation.location?.pathname === '/inventory' ? navigation.location : null;
  const chosen = next ? new URLSearchParams(next.search) : search;
  const cars = useSettled(result, { throws: true });
  const counts = useSettled(facets);
  const total = cars.pending ? undefined : cars.value?.total;
  const pageCount = cars.value ? Math.ceil(cars.value.total / cars.value.pageSize) : 0;

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:py-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Our Inventory
          </h1>
          <p className="mt-1 hidden max-w-2xl text-slate-600 sm:block">
            Quality pre-owned vehicles, inspected and ready to drive in Richmond, BC.
          </p>
          <KeywordSearch variant="page" className="mt-4 max-w-2xl" />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-5 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        {/* Without JavaScript the phones' sheet cannot open: the sidebar shows above the
            results instead, and the Filters button stands aside. */}
        <noscript>
          <style>
            {'.facets-sidebar{display:block!important}.facets-sheet-button{display:none!important}'}
          </style>
        </noscript>
        <aside
          aria-labelledby={FACETS_HEADING_ID}
          className="facets-sidebar mb-6 hidden lg:mb-0 lg:block"
        >
          <h2 id={FACETS_HEADING_ID} className="mb-3 px-2 text-lg font-bold text-slate-900">
            Filters
          </h2>
          <FacetPanel
            search={chosen}
            facets={counts.value}
            updating={counts.pending}
            labelledBy={FACETS_HEADING_ID}
          />
        </aside>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <FilterSheet
              search={chosen}
              facets={counts.value}
              updating={counts.pending || cars.pending}
              total={total}
              className="facets-sheet-button lg:hidden"
            />
            <div className="min-w-0 flex-1 sm:ml-auto sm:flex-none">
              <SortControl search={search} />
            </div>
            <p
              id={COUNT_ID}
              tabIndex={-1}
              className="order-last w-full font-medium text-slate-700 outline-none lg:order-first lg:w-auto"
            >
              <span aria-live="polite" aria-atomic="true" data-testid="result-count">
                {total === undefined
                  ? 'Loading...'
                  : `Showing ${total} ${total === 1 ? 'vehicle' : 'vehicles'}`}
              </span>
              {total !== undefined && pageCount > 1 && (
                <span className="font-normal text-slate-500">
                  {' '}
                  · page {cars.value!.page} of {pageCount}
                </span>
              )}
            </p>
          </div>
          <FilterChips search={search} fallbackFocusId={COUNT_ID} className="mt-4" />
          {/* A new search shows its skeletons instead of the old cars; the count line and the
              cards follow the one state, so they change together. */}
          <InventoryResults result={cars.pending ? undefined : cars.value} search={search} />
        </div>
      </div>
    </>
  );
}
