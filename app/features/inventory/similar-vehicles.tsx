import Columns3 from 'lucide-react/icons/columns-3';
import type { ComponentProps } from 'react';
import { ButtonLink } from '~/components/button-link';
import { HydrateWhenVisible } from '~/components/hydrate-when-visible';
import { COMPARE_MAX_CARS } from '../../../common/constants';
import { compareHref } from '../../../common/compare-href';
import type { Car } from '../../../common/schemas/car';
import type { CarSummary } from '../../../common/summaries';
import { CarCard } from './car-card';

/** Available cars like this one (docs/product.md#similar-cars), with a way to compare them with it. */
export function SimilarVehicles({ car, similar }: { car: Car; similar: CarSummary[] }) {
  const sold = car.status === 'sold';
  const compared = [car.id, ...similar.slice(0, COMPARE_MAX_CARS - 1).map((other) => other.id)];
  return (
    <section id="similar" aria-labelledby="similar-heading" className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
          {sold ? 'Similar Vehicles Available Now' : 'Similar Vehicles'}
        </h2>
        {!sold && (
          <ButtonLink to={compareHref(compared)} variant="outline" icon={Columns3}>
            Compare with this car
          </ButtonLink>
        )}
      </div>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {similar.map((other) => (
          <CarCard key={other.id} car={other} />
        ))}
      </div>
    </section>
  );
}

/**
 * The similar cars, far below the car page's first screen: hydrated once they near it
 * (HydrateWhenVisible). Their code comes with this module all the same, as a navigation to another
 * car renders them afresh and would wait for it.
 */
export function SimilarVehiclesWhenVisible(props: ComponentProps<typeof SimilarVehicles>) {
  return (
    <HydrateWhenVisible fallback={null}>
      <SimilarVehicles {...props} />
    </HydrateWhenVisible>
  );
}
