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

const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const centsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberFormat = new Intl.NumberFormat('en-US');

/** US-dollar format without decimals, e.g. $28,995 (docs/product.md#formats). */
export function formatPrice(value: number): string {
  return priceFormat.format(value);
}

/** Dollars and cents, for payments and taxes, e.g. $553.50 (docs/product.md#formats). */
export function formatMoney(value: number): string {
  return centsFormat.format(value);
}

export function formatMileage(km: number): string {
  return `${numberFormat.format(km)} km`;
}
