import { allInPrice, discountPercent, formatPrice, withFees } from '../../../common/format';
import { priceReduction, type BadgeCar } from '../../../common/listing-badges';
import { cn } from '~/lib/cn';

/**
 * The all-in price (docs/product.md#price-display) and the taxes it leaves out. One earlier price
 * is struck through beside it: after a recent cut the price before it, with `Price reduced`
 * (docs/product.md#listing-badges); otherwise a real discount's original price. The discount's
 * `% off` shows when its original price is the one struck through.
 */
export function PriceTag({ car, size = 'md' }: { car: BadgeCar; size?: 'md' | 'lg' }) {
  const reduction = priceReduction(car);
  const original =
    discountPercent(car) !== null && car.originalPrice !== null
      ? withFees(car.originalPrice)
      : null;
  const was = reduction?.from ?? original;
  // The % off is of the original price: said only when that is the price struck through.
  const discount = was !== null && was === original ? discountPercent(car) : null;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span
          data-testid="car-price"
          className={cn(
            'font-bold text-brand-800',
            size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-xl',
          )}
        >
          {formatPrice(allInPrice(car))}
        </span>
        {was !== null && (
          <span
            data-testid="car-price-was"
            className={cn('text-slate-500 line-through', size === 'lg' ? 'text-lg' : 'text-sm')}
          >
            <span className="sr-only">was </span>
            {formatPrice(was)}
          </span>
        )}
        {reduction && (
          <span
            data-testid="price-reduced"
            className="rounded border border-red-700 bg-white px-1.5 py-px text-xs font-semibold text-red-800"
          >
            Price reduced
          </span>
        )}
        {discount !== null && (
          <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {discount}% off
          </span>
        )}
      </p>
      <p className={cn('text-slate-600', size === 'lg' ? 'text-sm' : 'text-xs')}>
        {size === 'lg' ? 'All-in price, plus GST and PST' : 'plus GST and PST'}
      </p>
    </div>
  );
}
