import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';

const TITLE_SIZES = {
  /** The home page's sections. */
  large: 'text-3xl font-extrabold',
  /** Sections of the content pages (About, Sell). */
  medium: 'text-2xl font-bold sm:text-3xl',
} as const;

/** A page section's h2 (its id labels the section), with an optional line of text and a link. */
export function SectionHeading({
  id,
  title,
  text,
  link,
  size = 'large',
  className,
}: {
  id: string;
  title: string;
  text?: string;
  link?: { to: string; label: string };
  size?: keyof typeof TITLE_SIZES;
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div>
        <h2 id={id} className={cn('tracking-tight text-slate-900', TITLE_SIZES[size])}>
          {title}
        </h2>
        {text && <p className="mt-2 max-w-2xl text-slate-600">{text}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
