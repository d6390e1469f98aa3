import { Skeleton } from '~/components/ui/skeleton';

/** docs/product.md#loading-states: what an admin page shows while the session is being checked. */
export function AdminSkeleton() {
  return (
    <div data-testid="admin-skeleton" role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
