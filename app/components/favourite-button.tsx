// The heart of a car card and the vehicle page (docs/product.md#favourites): saves the car in
// this browser, or removes it. Rendered unsaved on the server; the saved state follows once the
// page runs (app/lib/favourites.ts), and a tap before the button hydrated still counts.
import Heart from 'lucide-react/icons/heart';
import { useEffect, useRef, type MouseEvent } from 'react';
import { cn } from '~/lib/cn';
import { MAX_FAVOURITES } from '../../common/shopper-tools';
import {
  HEART_CAR_ATTRIBUTE,
  takeEarlyPress,
  toggleFavourite,
  useFavourites,
} from '~/lib/favourites';
import { showErrorToast } from '~/lib/toast';

export const SAVE_LABEL = 'Save to favourites';
export const REMOVE_LABEL = 'Remove from favourites';

/**
 * `icon`: a round button over a card's photo, named by aria-label. `text`: a button that says
 * what it does (the vehicle page).
 */
export function FavouriteButton({
  carId,
  variant,
  className,
}: {
  carId: number;
  variant: 'icon' | 'text';
  className?: string;
}) {
  const saved = useFavourites().includes(carId);
  const label = saved ? REMOVE_LABEL : SAVE_LABEL;
  const press = () => {
    if (toggleFavourite(carId) === 'full') {
      showErrorToast({
        title: 'Favourites are full',
        description: `You can keep up to ${MAX_FAVOURITES} cars. Remove one to save this car.`,
      });
    }
  };
  const onClick = (event: MouseEvent) => {
    // Handled: catchEarlyHeartPresses leaves this click alone (a button has no default action).
    event.preventDefault();
    press();
  };
  // A tap on this button before it had hydrated (its code came after the page's) counts now.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeEarlyPress(button.current)) press();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the button hydrates
  }, []);
  const attributes = { ref: button, onClick, [HEART_CAR_ATTRIBUTE]: carId };
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn('size-5 transition-colors', saved ? 'fill-red-600 text-red-600' : '')}
    />
  );
  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={label}
        title={label}
        {...attributes}
        data-testid="favourite-button"
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-sm outline-none hover:bg-white hover:text-red-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          className,
        )}
      >
        {heart}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      {...attributes}
      data-testid="car-favourite-button"
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 shadow-sm outline-none hover:border-slate-400 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      {heart}
      {label}
    </button>
  );
}
