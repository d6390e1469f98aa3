import { CAR_SKELETON_COUNT } from '../../../common/public-lists';
import { CarCardSkeleton } from './car-card-skeleton';

/** What Featured Vehicles shows while the cars load on a client-side navigation (6: docs/product.md#loading-states). */
export function FeaturedVehiclesSkeleton() {
  return (
    <div role="status" aria-label="Loading featured vehicles">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: CAR_SKELETON_COUNT }, (_, index) => (
          <CarCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
