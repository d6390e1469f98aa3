import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { controlClassName } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClassName, 'min-h-24 py-2', className)}
      {...props}
    />
  );
}
