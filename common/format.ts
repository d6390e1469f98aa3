// Display rules (docs/product.md#display-rules), shared by pages and e-mails.
import { SITE } from './site';

export interface PricedCar {
  price: number;
  originalPrice: number | null;
  discountedPrice: number | null;
}

/** The shown-price rule in words, for the API's documentation. */
export const SHOWN_PRICE_RULE = 'discountedPrice when above 0, otherwise price';

/**
 * The price a shopper sees: discountedPrice when above 0, otherwise price. The database keeps the
 * same rule as the generated column cars.display_price (server/db/schema.ts), which the inventory
 * filters and sorts by; tests/integration/shown-price.int.test.ts holds the two together.
 */
export function displayPrice(car: PricedCar): number {
  return car.discountedPrice != null && car.discountedPrice > 0 ? car.discountedPrice : car.price;
}

/** The fees every buyer pays besides GST and PST (SITE.fees), in dollars. */
export const DEALER_FEES_TOTAL: number =
  SITE.fees.reduce((total, fee) => total + Math.round(fee.amount * 100), 0) / 100;

/** A vehicle price with the dealer's fees added, to the cent. */
export const withFees = (vehiclePrice: number): number =>
  Math.round(vehiclePrice * 100 + DEALER_FEES_TOTAL * 100) / 100;

/**
 * The all-in price of BC's advertising rules (docs/product.md#price-display): the shown price
 * plus every fee but GST and PST. What shoppers see everywhere, filter and sort by; staff enter
 * the vehicle price.
 */
export function allInPrice(car: PricedCar): number {
  return withFees(displayPrice(car));
}

/** Rounded discount percentage, or null when there is no real discount to show. */
export function discountPercent(car: PricedCar): number | null {
  const { originalPrice, discountedPrice } = car;
  if (originalPrice == null || discountedPrice == null || !(originalPrice > discountedPrice)) {
    return null;
  }
  return Math.round(((originalPrice - discountedPrice) / originalPrice) * 100);
}

// Numbers are written here, not by Intl: a browser's first Intl formatter loads its locale data,
// 45-60 ms of main thread on a fast machine and four times that on a phone, on every page that
// shows a price (docs/product.md#performance). The answers are Intl's en-US ones (format.test.ts
// holds them to it): grouping by thousands, rounding half away from zero on the number's shortest
// decimal form.

/** The digits of |value| rounded to `max` decimals, trailing zeros kept down to `min`. */
function decimalDigits(abs: number, min: number, max: number): string {
  const shortest = String(abs);
  // Below 1e-6 the shortest form is exponential: far from any tie, toFixed rounds it exactly.
  const [whole, fraction = ''] = shortest.includes('e')
    ? abs.toFixed(max).split('.')
    : shortest.split('.');
  let digits = whole! + fraction.slice(0, max).padEnd(max, '0');
  if (fraction.length > max && fraction[max]! >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const point = digits.length - max;
  const grouped = digits.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = digits.slice(point).replace(new RegExp(`0{0,${max - min}}$`), '');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

function formatDecimal(value: number, min: number, max: number, prefix = ''): string {
  // NaN, infinities and numbers past 1e21 (never a price or a mileage) as Intl writes them.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('en-US', {
      ...(prefix ? { style: 'currency', currency: 'USD' } : {}),
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(value);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${decimalDigits(Math.abs(value), min, max)}`;
}

/** A number as en-US writes it, e.g. 45,210 or 1,234.568 (at most 3 decimals). */
export function formatNumber(value: number): string {
  return formatDecimal(value, 0, 3);
}

/** US-dollar format without decimals, e.g. $28,995 (docs/product.md#formats). */
export function formatPrice(value: number): string {
  return formatDecimal(value, 0, 0, '$');
}

/** Dollars and cents, for payments and taxes, e.g. $553.50 (docs/product.md#formats). */
export function formatMoney(value: number): string {
  return formatDecimal(value, 2, 2, '$');
}

export function formatMileage(km: number): string {
  return `${formatNumber(km)} km`;
}
