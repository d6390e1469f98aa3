import { Suspense, useMemo } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CAR_SKELETON_COUNT } from '../../../common/public-lists';
import type { Page } from '../../../common/schemas/api';
import type { CarSummary } from '../../../common/summaries';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import { KeywordSearch } from '~/components/keyword-search';
import { lazyComponent } from '~/lib/lazy-component';
import { CarCardSkeleton } from './car-card-skeleton';
import { FilterSheet } from './filter-sheet';
import { ResultGrid } from './result-grid';
import { useSettled } from './use-settled';

// The cards (with their prices and hearts), the desktop's facet sidebar, the sort order and the
// chips hydrate a moment after the rest of the page, each on its own, their code fetched once the
// page's own has run; the server always renders them (docs/product.md#page-weight). The search
// box and the Filters button come with the page.
const InventoryResults = lazyComponent(() =>
  import('./inventory-results').then((module) => module.InventoryResults),
);
const FacetPanel = lazyComponent(() => import('./facet-panel').then((module) => module.FacetPanel));
const SortControl = lazyComponent(() =>
  import('./sort-control').then((module) => module.SortControl),
);
const FilterChips = lazyComponent(() =>
  import('./filter-chips').then((module) => module.FilterChips),
);

/**
 * The code of the parts above. A navigation within /inventory awaits it (the route's clientLoader):
 * a part still showing the server's HTML when new props reach it without its code would show its
 * fallback instead (the sidebar or the sort order blank) until the code came.
 */
export const loadInventoryParts = () =>
  Promise.all([InventoryResults.load(), FacetPanel.load(), SortControl.load(), FilterChips.load()]);

/** The count line's id: focus lands there when the last chip is removed. */
const COUNT_ID = 'inventory-count';
const FACETS_HEADING_ID = 'inventory-facets-heading';

/** The skeletons of a page of cars, shown while a search loads. */
function ResultSkeletons() {
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

export interface InventoryPageProps {
  /** The page of cars: there on a first visit, on its way after a client-side navigation. */
  result: Page<CarSummary> | Promise<Page<CarSummary>>;
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
  // The same elements while their inputs are the same: new props reaching a Suspense boundary
  // that still holds the server's HTML would make React drop that HTML for the fallback.
  const shown = cars.pending ? undefined : cars.value;
  const results = useMemo(
    () =>
      shown ? (
        <Suspense fallback={<ResultSkeletons />}>
          <InventoryResults result={shown} searchText={location.search} />
        </Suspense>
      ) : (
        <ResultSkeletons />
      ),
    [shown, location.search],
  );
  const sort = useMemo(
    () => (
      <Suspense fallback={null}>
        <SortControl search={new URLSearchParams(location.search)} />
      </Suspense>
    ),
    [location.search],
  );
  const chips = useMemo(
    () => (
      <Suspense fallback={null}>
        <FilterChips
          search={new URLSearchParams(location.search)}
          fallbackFocusId={COUNT_ID}
          className="mt-4"
        />
      </Suspense>
    ),
    [location.search],
  );
  const chosenText = chosen.toString();
  const facetPanel = useMemo(
    () => (
      <Suspense fallback={null}>
        <FacetPanel
          search={new URLSearchParams(chosenText)}
          facets={counts.value}
          updating={counts.pending}
          labelledBy={FACETS_HEADING_ID}
        />
      </Suspense>
    ),
    [chosenText, counts.value, counts.pending],
  );

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
          <KeywordSearch className="mt-4 max-w-2xl" />
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
          {facetPanel}
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
            <div className="min-w-0 flex-1 sm:ml-auto sm:flex-none">{sort}</div>
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
          {chips}
          {/* A new search shows its skeletons instead of the old cars; the count line and the
              cards follow the one state, so they change together. */}
          {results}
        </div>
      </div>
    </>
  );
}
