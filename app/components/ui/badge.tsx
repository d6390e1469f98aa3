import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

// Text colours are dark enough on their tints for WCAG AA at small sizes.
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground',
        secondary: 'bg-slate-100 text-slate-800',
        outline: 'border border-slate-300 text-slate-800',
        success: 'bg-emerald-100 text-emerald-900',
        warning: 'bg-amber-100 text-amber-900',
        destructive: 'bg-red-100 text-red-900',
        info: 'bg-brand-100 text-brand-900',
        solid: 'bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
