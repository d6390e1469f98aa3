import * as ProgressPrimitive from 'radix-ui/progress';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

// Radix Progress: role=progressbar with aria-valuenow (0–max). A null value is indeterminate (no
// aria-valuenow): a bar sliding across, or a still, paler full bar when motion is reduced.
export function Progress({
  className,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const indeterminate = value === null || value === undefined;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full rounded-full bg-primary',
          indeterminate
            ? 'w-2/5 animate-progress-slide motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-50'
            : 'w-full transition-transform duration-200',
        )}
        style={
          indeterminate ? undefined : { transform: `translateX(-${100 - (value / max) * 100}%)` }
        }
      />
    </ProgressPrimitive.Root>
  );
}
