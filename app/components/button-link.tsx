import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { buttonVariants, type ButtonProps } from './ui/button';

/** A link that looks like a button, with an optional icon before (or, `iconAfter`, after) its text. */
export function ButtonLink({
  to,
  icon: Icon,
  iconAfter = false,
  variant,
  size,
  className,
  children,
  ...link
}: {
  to: string;
  icon?: LucideIcon;
  iconAfter?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const icon = Icon && <Icon aria-hidden="true" />;
  return (
    <Link
      to={to}
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...link}
    >
      {!iconAfter && icon}
      {children}
      {iconAfter && icon}
    </Link>
  );
}
