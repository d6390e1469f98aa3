import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { controlClassName } from './input';

/**
 * A styled native <select>. On phones the system picker is faster and more usable than a custom
 * listbox, it works before hydration, and forms submit it without JavaScript.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)} data-slot="select-wrapper">
      <select
        data-slot="select"
        className={cn(controlClassName, 'h-10 cursor-pointer appearance-none py-2 pr-9')}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
