import { Link } from 'react-router';
import { CAR_STATUS_LABELS } from '../../../common/constants';
import { formatMileage } from '../../../common/format';
import type { Car } from '../../../common/schemas/car';
import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/cn';
import { NO_PHOTOS_TEXT, NoPhotos } from './no-photos';
import { AdvertisedPayment } from './car-payment';
import { PriceTag } from './price-tag';
import { Photo } from '~/components/photo';

const BADGE_STYLES = {
  available: 'bg-emerald-100 text-emerald-800',
  sold: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-800',
} as const;

/**
 * One car in a grid or carousel. `eager` for cards in the first screenful (no lazy loading),
 * `priority` for the one most likely to be the largest paint.
 */
export function CarCard({
  car,
  eager = false,
  priority = false,
}: {
  car: Car;
  eager?: boolean;
  priority?: boolean;
}) {
  const cover = car.photos[0];
  const sold = car.status === 'sold';
  const title = `${car.year} ${car.make} ${car.model}`;
  return (
    <article className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[16/10] bg-slate-100">
        {cover ? (
          <Photo
            photo={cover}
            width={640}
            height={400}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, calc(100vw - 2rem)"
            alt={title}
            eager={eager}
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : (
          // Sold: the overlay says it instead (grey text under its veil would be unreadable).
          !sold && <NoPhotos />
        )}
        {sold && (
          <div
            className={cn(
              'absolute inset-0 flex flex-col items-center justify-center gap-4',
              cover ? 'bg-slate-900/55' : 'bg-slate-600',
            )}
          >
            <span className="rotate-[-8deg] rounded border-4 border-white px-4 py-1 text-3xl font-black tracking-widest text-white">
              SOLD
            </span>
            {!cover && <p className="text-sm font-medium text-white">{NO_PHOTOS_TEXT}</p>}
          </div>
        )}
        <span
          className={`absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold ${BADGE_STYLES[car.status]}`}
        >
          {CAR_STATUS_LABELS[car.status]}
        </span>
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/cars/${car.id}`} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        {car.trim && <p className="text-sm text-slate-600">{car.trim}</p>}
        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
          <PriceTag car={car} />
          <p className="text-sm text-slate-600">{formatMileage(car.mileage)}</p>
        </div>
        <AdvertisedPayment car={car} className="mt-2 border-t border-slate-100 pt-2" />
      </div>
    </article>
  );
}

/** The placeholder of a CarCard while cars load. */
export function CarCardSkeleton() {
  return (
    <div
      data-testid="car-card-skeleton"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <div className="flex justify-between pt-1">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-4 w-20" />
        </div>
      </div>
    </div>
  );
}
