import * as LabelPrimitive from 'radix-ui/label';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium text-slate-800 select-none peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
