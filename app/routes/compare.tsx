import Heart from 'lucide-react/icons/heart';
import Search from 'lucide-react/icons/search';
import { Suspense } from 'react';
import { data } from 'react-router';
import { BackLink } from '~/components/back-link';
import { ButtonLink } from '~/components/button-link';
import { StatusMessage } from '~/components/status-message';
import { lazyComponent } from '~/lib/lazy-component';
import { pageMeta } from '~/lib/seo';
import { COMPARE_MAX_CARS, COMPARE_MIN_CARS } from '../../common/constants';
import { compareHref } from '../../common/compare-href';
import { parseCarIds } from '../../common/schemas/car-ids';
import type { Car } from '../../common/schemas/car';
import type { Route } from './+types/compare';

// The table (a Radix switch and the cars' cards) streams in after the page; the server always
// renders it (lazyComponent).
const CompareTable = lazyComponent(() =>
  import('~/features/inventory/compare-table').then((module) => module.CompareTable),
);
const CarCard = lazyComponent(() =>
  import('~/features/inventory/car-card').then((module) => module.CarCard),
);

// /compare?ids=12,40,7 (docs/product.md#compare): the address is the comparison, so it can be
// shared; the cars are read on the server like any page's.

interface Problem {
  status: 400 | 404;
  title: string;
  message: string;
  /** A comparison that would work: the first cars of too many, the ones that exist. */
  instead: { label: string; href: string } | null;
}

const carNames = (ids: number[]) =>
  ids.length === 1 ? `the id ${ids[0]}` : `the ids ${ids.join(', ')}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get('ids');
  if (text === null || text.trim() === '') return { cars: [] as Car[], problem: null };
  const parsed = parseCarIds(text, COMPARE_MAX_CARS);
  if (!parsed.ok) {
    const problem: Problem =
      parsed.reason === 'too-many'
        ? {
            status: 400,
            title: 'Too many cars to compare',
            message: `You can compare up to ${COMPARE_MAX_CARS} cars at a time; this link names ${parsed.ids.length}.`,
            instead: {
              label: `Compare the first ${COMPARE_MAX_CARS}`,
              href: compareHref(parsed.ids.slice(0, COMPARE_MAX_CARS)),
            },
          }
        : {
            status: 400,
            title: 'This comparison link is broken',
            message:
              'Its ids must be car ids separated by commas, e.g. /compare?ids=12,40,7. Pick the cars again from your favourites.',
            instead: null,
          };
    return data({ cars: [] as Car[], problem }, { status: 400 });
  }
  const cars = await context.services.cars.listCarsByIds(parsed.ids);
  const missing = parsed.ids.filter((id) => !cars.some((car) => car.id === id));
  if (missing.length > 0) {
    const problem: Problem = {
      status: 404,
      title: missing.length === 1 ? 'Car not found' : 'Cars not found',
      message: `No car on our site has ${carNames(missing)}: it may have been removed.`,
      instead:
        cars.length >= COMPARE_MIN_CARS
          ? {
              label: `Compare the other ${cars.length}`,
              href: compareHref(cars.map((car) => car.id)),
            }
          : null,
    };
    return data({ cars: [] as Car[], problem }, { status: 404 });
  }
  return { cars, problem: null };
}

const carTitle = (car: Car) => `${car.year} ${car.make} ${car.model}`;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const cars = loaderData?.cars ?? [];
  const problem = loaderData?.problem;
  return pageMeta(matches, {
    title: problem
      ? problem.title
      : cars.length >= COMPARE_MIN_CARS
        ? `Compare ${cars.map(carTitle).join(' vs ')}`
        : 'Compare Cars',
    description:
      'Compare cars from our inventory side by side: price, payment, details and history.',
    path: '/compare',
    // A comparison is a shopper's own list; the cars have their own pages.
    noindex: true,
  });
}

function Choose({ car }: { car?: Car }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {car ? 'Add one more car to compare' : 'Compare Cars'}
      </h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        {car
          ? `A comparison needs ${COMPARE_MIN_CARS} to ${COMPARE_MAX_CARS} cars. Save another car with its heart, then tick both on your favourites page.`
          : `Save cars with the heart on their card or page, then tick ${COMPARE_MIN_CARS} to ${COMPARE_MAX_CARS} of them on your favourites page to see them side by side.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/favourites" icon={Heart}>
          Your Favourites
        </ButtonLink>
        <ButtonLink to="/inventory" variant="outline" icon={Search}>
          Browse Inventory
        </ButtonLink>
      </div>
      {car && (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <Suspense fallback={null}>
            <CarCard car={car} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cars, problem } = loaderData;
  if (problem) {
    return (
      <StatusMessage
        code={`Error ${problem.status}`}
        title={problem.title}
        actions={
          <>
            {problem.instead && (
              <ButtonLink to={problem.instead.href} size="lg">
                {problem.instead.label}
              </ButtonLink>
            )}
            <ButtonLink
              to="/favourites"
              size="lg"
              variant={problem.instead ? 'outline' : 'default'}
              icon={Heart}
            >
              Your Favourites
            </ButtonLink>
          </>
        }
      >
        <p>{problem.message}</p>
      </StatusMessage>
    );
  }
  if (cars.length < COMPARE_MIN_CARS) return <Choose car={cars[0]} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackLink to="/favourites">Back to Your Favourites</BackLink>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        Compare {cars.length} Cars
      </h1>
      <div className="mt-4">
        <Suspense fallback={null}>
          <CompareTable cars={cars} />
        </Suspense>
      </div>
    </div>
  );
}
