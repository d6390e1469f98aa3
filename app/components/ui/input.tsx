import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** Shared look of text-like controls (input, textarea, native select). */
export const controlClassName =
  'w-full min-w-0 rounded-md border border-input bg-white px-3 text-base text-slate-900 shadow-xs transition-colors outline-none placeholder:text-slate-500 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(controlClassName, 'h-10 py-2', className)}
      {...props}
    />
  );
}
