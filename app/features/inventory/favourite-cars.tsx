// The favourites page's list (docs/product.md#favourites): the cars saved in this browser, read
// with GET /api/cars/by-ids once the page runs (the server cannot know them), sold ones as sold;
// tick 2 to 4 and Compare opens /compare with them.
import ArrowRight from 'lucide-react/icons/arrow-right';
import Heart from 'lucide-react/icons/heart';
import Search from 'lucide-react/icons/search';
import { useEffect, useId, useState } from 'react';
import { COMPARE_MAX_CARS, COMPARE_MIN_CARS, MAX_FAVOURITES } from '../../../common/constants';
import { compareHref } from '../../../common/compare-href';
import type { Car } from '../../../common/schemas/car';
import { ButtonLink } from '~/components/button-link';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { apiGet } from '~/lib/api-client';
import { removeFavourites, useFavourites } from '~/lib/favourites';
import { useHydrated } from '~/lib/use-hydrated';
import { CarCard, CarCardSkeleton } from './car-card';

interface Loaded {
  cars: Map<number, Car>;
  /** Ids asked for that name no car any more (deleted by staff). */
  gone: Set<number>;
}

/** The cars of `ids`, fetched for the ids not read yet (saving another car reads only that one). */
function useCarsByIds(ids: readonly number[], enabled: boolean) {
  const [loaded, setLoaded] = useState<Loaded>({ cars: new Map(), gone: new Set() });
  const [failed, setFailed] = useState(false);
  const wanted = ids.filter((id) => !loaded.cars.has(id) && !loaded.gone.has(id)).join(',');
  useEffect(() => {
    if (!enabled || wanted === '') return;
    const controller = new AbortController();
    apiGet<Car[]>(`/api/cars/by-ids?ids=${wanted}`, { signal: controller.signal }).then(
      (cars) => {
        setFailed(false);
        setLoaded((previous) => {
          const found = new Map(previous.cars);
          for (const car of cars) found.set(car.id, car);
          const gone = new Set(previous.gone);
          for (const id of wanted.split(',').map(Number)) if (!found.has(id)) gone.add(id);
          return { cars: found, gone };
        });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [enabled, wanted]);
  return {
    cars: ids.flatMap((id) => loaded.cars.get(id) ?? []),
    gone: [...loaded.gone],
    loading: !enabled || (wanted !== '' && !failed),
    failed,
  };
}

function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

function CompareTick({
  car,
  checked,
  disabled,
  onChange,
}: {
  car: Car;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5 rounded-b-xl border border-t-0 border-slate-200 bg-slate-50 px-4">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <label
        htmlFor={id}
        className="flex-1 cursor-pointer py-3 text-sm font-medium text-slate-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        Compare
        <span className="sr-only">
          {' '}
          the {car.year} {car.make} {car.model}
        </span>
      </label>
    </div>
  );
}

function EmptyFavourites() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Heart className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">No favourites yet</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Tap the heart on any car to save it here. Favourites stay in this browser, no account
        needed.
      </p>
      <ButtonLink to="/inventory" size="lg" className="mt-6" icon={Search}>
        Browse Inventory
      </ButtonLink>
    </div>
  );
}

export function FavouriteCars() {
  const hydrated = useHydrated();
  const ids = useFavourites();
  const { cars, gone, loading, failed } = useCarsByIds(ids, hydrated);
  const [ticked, setTicked] = useState<number[]>([]);

  // Cars deleted from the site since they were saved are forgotten.
  const goneKey = gone.join(',');
  useEffect(() => {
    if (goneKey) removeFavourites(goneKey.split(',').map(Number));
  }, [goneKey]);

  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        Your favourites could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (loading) {
    return (
      <div>
        <p className="mb-6 text-slate-600" role="status">
          Loading your favourites…
        </p>
        <div aria-hidden="true">
          <CardGrid>
            {Array.from({ length: Math.min(Math.max(ids.length, 3), 6) }, (_, index) => (
              <CarCardSkeleton key={index} />
            ))}
          </CardGrid>
        </div>
      </div>
    );
  }
  if (cars.length === 0) return <EmptyFavourites />;

  const selected = ticked.filter((id) => cars.some((car) => car.id === id));
  const full = selected.length >= COMPARE_MAX_CARS;
  const canCompare = selected.length >= COMPARE_MIN_CARS;
  const setTick = (id: number, checked: boolean) =>
    setTicked((previous) =>
      checked
        ? [...previous.filter((other) => other !== id), id]
        : previous.filter((other) => other !== id),
    );

  return (
    <div>
      <p className="text-slate-600" data-testid="favourites-count-text">
        {cars.length === 1 ? '1 car saved' : `${cars.length} cars saved`} in this browser (up to{' '}
        {MAX_FAVOURITES}).
        {cars.length >= COMPARE_MIN_CARS
          ? ` Tick ${COMPARE_MIN_CARS} to ${COMPARE_MAX_CARS} to compare them side by side.`
          : ' Save another car to compare them side by side.'}
      </p>
      <h2 className="sr-only">Saved cars</h2>
      <div className="mt-6">
        <CardGrid>
          {cars.map((car) => {
            const checked = selected.includes(car.id);
            return (
              <div key={car.id} className="flex flex-col">
                <div className="flex-1 [&>article]:h-full [&>article]:rounded-b-none">
                  <CarCard car={car} />
                </div>
                {cars.length >= COMPARE_MIN_CARS && (
                  <CompareTick
                    car={car}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={(value) => setTick(car.id, value)}
                  />
                )}
              </div>
            );
          })}
        </CardGrid>
      </div>
      {cars.length >= COMPARE_MIN_CARS && (
        <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="compare-status">
            {selected.length === 0
              ? `Tick ${COMPARE_MIN_CARS} to ${COMPARE_MAX_CARS} cars to compare.`
              : selected.length === 1
                ? '1 car ticked: tick one more.'
                : `${selected.length} cars ticked${full ? ` (${COMPARE_MAX_CARS} at most)` : ''}.`}
          </p>
          {canCompare ? (
            <ButtonLink to={compareHref(selected)} icon={ArrowRight} iconAfter>
              Compare {selected.length} cars
            </ButtonLink>
          ) : (
            <Button disabled>
              Compare
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
