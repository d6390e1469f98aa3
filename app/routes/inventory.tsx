import { data } from 'react-router';
import { CarCard } from '~/features/inventory/car-card';
import { pageMeta } from '~/lib/seo';
import { SITE } from '../../common/site';
import {
  InventoryQuerySchema,
  normaliseInventoryQuery,
} from '../../common/schemas/inventory-query';
import type { Route } from './+types/inventory';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = InventoryQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  // A hand-edited bad filter shows the whole inventory rather than an error page.
  const query = normaliseInventoryQuery(parsed.success ? parsed.data : {});
  const result = await context.services.cars.listCars(query);
  return data(result);
}

export function meta({ loaderData: result, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Used Cars for Sale in Richmond, BC',
    description: `Browse ${result?.total ?? 'our'} quality used cars, trucks and SUVs at ${SITE.name} in Richmond, BC.`,
    path: '/inventory',
  });
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  const { cars, total } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Our Inventory</h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {`Showing ${total} vehicles`}
      </p>
      {cars.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold">No vehicles found matching your criteria.</p>
          <p className="mt-1 text-sm text-slate-600">
            Try adjusting your filters to see more results.
          </p>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cars.map((car, index) => (
            <CarCard key={car.id} car={car} eager={index < 3} />
          ))}
        </div>
      )}
    </div>
  );
}
