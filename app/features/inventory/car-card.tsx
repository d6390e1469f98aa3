import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router';
import { CAR_STATUS_LABELS } from '../../../common/listing';
import { formatMileage } from '../../../common/format';
import { listingBadges } from '../../../common/listing-badges';
import type { CarSummary } from '../../../common/summaries';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';
import { NO_PHOTOS_TEXT, NoPhotos } from './no-photos';
import { AdvertisedPayment } from './car-payment';
import { PriceTag } from './price-tag';
import { Photo } from '~/components/photo';
import { FavouriteButton } from '~/components/favourite-button';

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
  car: CarSummary;
  eager?: boolean;
  priority?: boolean;
}) {
  const cover = car.photos[0];
  const sold = car.status === 'sold';
  const title = `${car.year} ${car.make} ${car.model}`;
  const { today } = useRootData();
  const { daysInStockText } = listingBadges(car, new Date(), today);
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
        {/* Above the card's stretched link, so a tap saves rather than opens the car. */}
        <FavouriteButton carId={car.id} variant="icon" className="absolute top-2 right-2 z-10" />
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/cars/${car.id}`} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        {car.trim && <p className="text-sm text-slate-600">{car.trim}</p>}
        {daysInStockText && (
          <p
            className="mt-1 flex items-center gap-1 text-xs text-slate-600"
            data-testid="days-in-stock"
          >
            <Clock className="size-3.5" aria-hidden="true" />
            {daysInStockText}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
          <PriceTag car={car} />
          <p className="text-sm text-slate-600">{formatMileage(car.mileage)}</p>
        </div>
        <AdvertisedPayment car={car} className="mt-2 border-t border-slate-100 pt-2" />
      </div>
    </article>
  );
}

export { CarCardSkeleton } from './car-card-skeleton';
