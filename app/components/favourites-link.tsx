// The way to the favourites page (docs/product.md#favourites), with how many cars are saved in
// this browser (none in the server render; the count follows once the page runs): a heart in the
// header, and a line in the mobile menu.
import ChevronRight from 'lucide-react/icons/chevron-right';
import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { useFavourites } from '~/lib/favourites';

export function FavouritesLink({
  variant = 'header',
  className,
}: {
  variant?: 'header' | 'menu';
  className?: string;
}) {
  const count = useFavourites().length;
  const heart = (
    <Heart aria-hidden="true" className={cn('size-5', count > 0 && 'fill-red-600 text-red-600')} />
  );
  if (variant === 'menu') {
    return (
      <Link
        to="/favourites"
        className={cn(
          'flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
      >
        {heart}
        <span className="flex-1">
          Favourites
          {count > 0 && <span className="text-slate-600"> ({count} saved)</span>}
        </span>
        <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
      </Link>
    );
  }
  const label = count === 0 ? 'Favourites' : `Favourites (${count} saved)`;
  return (
    <Link
      to="/favourites"
      aria-label={label}
      title={label}
      data-testid="favourites-link"
      className={cn(
        // Below 375 px the header has no room left (the logo, call and menu buttons fill it):
        // the menu's line takes over there.
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 outline-none hover:bg-muted hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring max-[374px]:hidden',
        className,
      )}
    >
      {heart}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="favourites-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-800 px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
