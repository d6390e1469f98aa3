import { Skeleton } from '~/components/ui/skeleton';

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
