import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { SITE, formatAddress } from '../../common/site';
import { cn } from '~/lib/cn';

function ContactLine({
  icon: Icon,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <p className="flex gap-3">
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClassName)} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The dealership's address, phone, e-mail and `timeNote` (hours, or when to come), one line each
 * behind its icon: the footer and the vehicle page.
 */
export function ContactLines({
  className,
  iconClassName,
  linkClassName,
  timeNote,
}: {
  className: string;
  /** The icons' colour. */
  iconClassName: string;
  linkClassName: string;
  timeNote: ReactNode;
}) {
  return (
    <address className={cn('not-italic', className)}>
      <ContactLine icon={MapPin} iconClassName={iconClassName}>
        {formatAddress()}
      </ContactLine>
      <ContactLine icon={Phone} iconClassName={iconClassName}>
        <a href={`tel:${SITE.phone.e164}`} className={linkClassName}>
          {SITE.phone.display}
        </a>
      </ContactLine>
      <ContactLine icon={Mail} iconClassName={iconClassName}>
        <a href={`mailto:${SITE.email}`} className={cn(linkClassName, 'break-all')}>
          {SITE.email}
        </a>
      </ContactLine>
      <ContactLine icon={Clock} iconClassName={iconClassName}>
        {timeNote}
      </ContactLine>
    </address>
  );
}
