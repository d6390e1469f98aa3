import { Link } from 'react-router';
import { CarCard } from '~/features/inventory/car-card';
import { pageMeta } from '~/lib/seo';
import { SITE } from '../../common/site';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { featured: await context.services.cars.listFeaturedCars() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `${SITE.name} | Used Cars in Richmond, BC`,
    description: `${SITE.tagline}. Browse inventory, book a test drive or get your car appraised.`,
    path: '/',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <h1 className="max-w-2xl text-4xl font-extrabold sm:text-5xl">
            Find your next car in Richmond, BC
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-200">
            {SITE.tagline}. Every vehicle inspected, fairly priced.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/inventory"
              className="rounded-md bg-accent-500 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-600"
            >
              Browse Inventory
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-white/60 px-5 py-3 font-semibold hover:bg-white/10"
            >
              Contact Us
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-14">
        <h2 className="text-2xl font-bold">Featured Vehicles</h2>
        {loaderData.featured.length === 0 ? (
          <p className="mt-4 text-slate-600">No featured vehicles available at this time.</p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.featured.slice(0, 6).map((car, index) => (
              <CarCard key={car.id} car={car} eager={index === 0} priority={index === 0} />
            ))}
          </div>
        )}
        <Link
          to="/inventory"
          className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
        >
          View All Inventory →
        </Link>
      </section>
    </>
  );
}
