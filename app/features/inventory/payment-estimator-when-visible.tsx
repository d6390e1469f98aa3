import { HydrateWhenVisible } from '~/components/hydrate-when-visible';
import { Skeleton } from '~/components/ui/skeleton';
import { lazyComponent } from '~/lib/lazy-component';
import type { PaymentEstimateInput } from '../../../common/payment-estimate';

// Below the fold on a phone, with the form kit and zod behind it: the estimator's code is fetched
// and run only when it comes near the screen.
const PaymentEstimator = lazyComponent(
  () => import('./payment-estimator').then((module) => module.PaymentEstimator),
  { prefetch: false },
);

/** The car page's payment estimator, hydrated once it nears the screen (HydrateWhenVisible). */
export function PaymentEstimatorWhenVisible({ start }: { start: PaymentEstimateInput }) {
  return (
    <HydrateWhenVisible fallback={<Skeleton className="h-96" />}>
      <PaymentEstimator start={start} />
    </HydrateWhenVisible>
  );
}
