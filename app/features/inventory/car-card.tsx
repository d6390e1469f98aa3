import { Link } from 'react-router';
import { CAR_STATUS_LABELS } from '../../../common/constants';
import { discountPercent, displayPrice, formatMileage, formatPrice } from '../../../common/format';
import { photoSrc, photoSrcSet } from '../../../common/images';
import type { Car } from '../../../common/schemas/car';

const BADGE_STYLES = {
  available: 'bg-emerald-100 text-emerald-800',
  sold: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-800',
} as const;

export function CarCard({ car, eager = false }: { car: Car; eager?: boolean }) {
  const cover = car.photos[0];
  const discount = discountPercent(car);
  const title = `${car.year} ${car.make} ${car.model}`;
  return (
    <article className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[16/10] bg-slate-100">
        {cover ? (
          <img
            src={photoSrc(cover, 640)}
            srcSet={photoSrcSet(cover)}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={title}
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-500">
            No Images Available
          </div>
        )}
        {car.status === 'sold' && (
          <div className="absolute inset-0 flex items-center justify-center bg-slate-900/55">
            <span className="rotate-[-8deg] rounded border-4 border-white px-4 py-1 text-3xl font-black tracking-widest text-white">
              SOLD
            </span>
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
        <div className="mt-3 flex items-baseline justify-between gap-2">
          <p className="text-xl font-bold text-brand-800">
            {formatPrice(displayPrice(car))}
            {discount !== null && car.originalPrice !== null && (
              <>
                <span className="ml-2 text-sm font-normal text-slate-500 line-through">
                  {formatPrice(car.originalPrice)}
                </span>
                <span className="ml-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {discount}% off
                </span>
              </>
            )}
          </p>
          <p className="text-sm text-slate-600">{formatMileage(car.mileage)}</p>
        </div>
      </div>
    </article>
  );
}
