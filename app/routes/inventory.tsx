import { Suspense } from 'react';
import { Await, redirect, useLocation } from 'react-router';
import { CarCard, CarCardSkeleton } from '~/features/inventory/car-card';
import { InventoryPagination } from '~/features/inventory/inventory-pagination';
import { SearchPanel } from '~/features/inventory/search-panel';
import { SortControl } from '~/features/inventory/sort-control';
import { pageMeta } from '~/lib/seo';
import { SITE } from '../../common/site';
import {
  InventoryQuerySchema,
  normaliseInventoryQuery,
} from '../../common/schemas/inventory-query';
import { canonicalSearchParams } from '../../common/search-options';
import { CAR_SKELETON_COUNT } from '../../common/constants';
import type { Page } from '../../common/schemas/api';
import type { Car } from '../../common/schemas/car';
import type { Route } from './+types/inventory';

/** Cards shown while a client-side navigation loads (docs/product.md#loading-states). */
const SKELETON_COUNT = CAR_SKELETON_COUNT;

/** The search of `url` in its one canonical form, or the address to redirect to. */
function canonicalRedirect(url: URL): string | null {
  const canonical = canonicalSearchParams(url.searchParams).toString();
  if (canonical === url.searchParams.toString()) return null;
  return canonical ? `/inventory?${canonical}` : '/inventory';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The search form before hydration submits raw fields (price=..., empty defaults): send the
  // browser to the canonical URL, so every search has one address.
  const target = canonicalRedirect(url);
  if (target) throw redirect(target);
  const parsed = InventoryQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  // A hand-edited bad filter shows the whole inventory rather than an error page.
  const query = normaliseInventoryQuery(parsed.success ? parsed.data : {});
  return { result: await context.services.cars.listCars(query) };
}

// On client-side navigation (from another page or a new search) the page shows at once with
// 'Loading...' and the skeleton cards until the cars arrive; the first visit is server-rendered
// with the cars (no hydration run of this loader).
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const target = canonicalRedirect(new URL(request.url));
  if (target) throw redirect(target);
  return { result: serverLoader().then((data) => data.result) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // After a client-side navigation the result may still be on its way.
  const result = loaderData?.result instanceof Promise ? undefined : loaderData?.result;
  return pageMeta(matches, {
    title: 'Used Cars for Sale in Richmond, BC',
    description: `Browse ${result?.total ?? 'our'} quality used cars, trucks and SUVs at ${SITE.name} in Richmond, BC.`,
    path: '/inventory',
  });
}

function ResultGrid({ children }: { children: React.ReactNode }) {
  return <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** The count line, sort control and cards: the cars of `result`, or their skeletons while loading. */
function InventoryResults({ result, search }: { result?: Page<Car>; search: URLSearchParams }) {
  const pageCount = result ? Math.ceil(result.total / result.pageSize) : 0;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium text-slate-700">
          <span aria-live="polite" data-testid="result-count">
            {result ? `Showing ${result.total} vehicles` : 'Loading...'}
          </span>
          {result && pageCount > 1 && (
            <span className="font-normal text-slate-500">
              {' '}
              · page {result.page} of {pageCount}
            </span>
          )}
        </p>
        <SortControl search={search} />
      </div>
      {!result ? (
        <div aria-hidden="true">
          <ResultGrid>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <CarCardSkeleton key={index} />
            ))}
          </ResultGrid>
        </div>
      ) : result.items.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">
            No vehicles found matching your criteria.
          </p>
          <p className="mt-1 text-slate-600">
            Try adjusting your filters or reset them to see all vehicles.
          </p>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Vehicles</h2>
          <ResultGrid>
            {result.items.map((car, index) => (
              <CarCard key={car.id} car={car} priority={index === 0} />
            ))}
          </ResultGrid>
          <InventoryPagination search={search} page={result.page} pageCount={pageCount} />
        </>
      )}
    </>
  );
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-6 sm:pt-10 sm:pb-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Our Inventory
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Quality pre-owned vehicles, inspected and ready to drive in Richmond, BC.
          </p>
          <div className="mt-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 className="sr-only">Search filters</h2>
            <SearchPanel variant="advanced" />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* A new search is a new boundary, so its skeletons show instead of the old cars. */}
        <Suspense key={location.search} fallback={<InventoryResults search={search} />}>
          <Await resolve={loaderData.result}>
            {(result) => <InventoryResults result={result} search={search} />}
          </Await>
        </Suspense>
      </div>
    </>
  );
}
