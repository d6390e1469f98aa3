import { discountPercent, displayPrice, formatPrice, type PricedCar } from '../../../common/format';
import { cn } from '~/lib/cn';

/** The displayed price with, when there is a real discount, the original price and the % off (docs/product.md#price-display). */
export function PriceTag({ car, size = 'md' }: { car: PricedCar; size?: 'md' | 'lg' }) {
  const discount = discountPercent(car);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        data-testid="car-price"
        className={cn(
          'font-bold text-brand-800',
          size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-xl',
        )}
      >
        {formatPrice(displayPrice(car))}
      </span>
      {discount !== null && car.originalPrice !== null && (
        <>
          <span
            className={cn('text-slate-500 line-through', size === 'lg' ? 'text-lg' : 'text-sm')}
          >
            <span className="sr-only">was </span>
            {formatPrice(car.originalPrice)}
          </span>
          <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {discount}% off
          </span>
        </>
      )}
    </p>
  );
}
