import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

// A native <label>: Radix's Label adds only a guard against selecting its text on a double
// click, which `select-none` does here, and it brought Radix's Slot and Primitive (~1.7 KB) to
// every page with a labelled field (/inventory's sort order among them).
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium text-slate-800 select-none peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
