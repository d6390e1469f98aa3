// The listing badges of cards and the vehicle page (docs/product.md#listing-badges): how long a
// car has been in stock, and "Price reduced" after a recent cut of its shown price.
import { PRICE_REDUCED_DAYS } from './listing';
import { daysInStockOn, dealershipToday } from './dates';
import { allInPrice, withFees } from './format';
import type { Car } from './schemas/car';

const DAY_MS = 86_400_000;

export type BadgeCar = Pick<
  Car,
  | 'status'
  | 'price'
  | 'originalPrice'
  | 'discountedPrice'
  | 'inStockSince'
  | 'priceReducedFrom'
  | 'priceReducedAt'
>;

export interface PriceReduction {
  /** The all-in price before the cut (what the struck-through price shows). */
  from: number;
  /** When the price was cut (ISO date-time). */
  at: string;
}

export interface ListingBadges {
  /** Whole days since the in-stock date, as the inventory desk counts them; null for a sold car. */
  daysInStock: number | null;
  /** The days in stock in words ("Arrived today", "In stock 12 days"); null for a sold car. */
  daysInStockText: string | null;
  /** The last price cut while it is news; null when none, older or the car is sold. */
  priceReduction: PriceReduction | null;
}

/** "Arrived today", "In stock 1 day", "In stock 12 days". */
export function daysInStockText(days: number): string {
  if (days === 0) return 'Arrived today';
  return `In stock ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The last cut of the shown price (kept by the database: drizzle/0008's track_car_price_cut), for
 * PRICE_REDUCED_DAYS days after it. A sold car has no price to announce.
 */
export function priceReduction(car: BadgeCar, now: Date = new Date()): PriceReduction | null {
  if (car.status === 'sold' || car.priceReducedFrom === null || car.priceReducedAt === null) {
    return null;
  }
  const age = now.getTime() - Date.parse(car.priceReducedAt);
  // A cut dated a little ahead (another clock) is news too; an unreadable date is none.
  if (Number.isNaN(age) || age >= PRICE_REDUCED_DAYS * DAY_MS) return null;
  const from = withFees(car.priceReducedFrom);
  // Only a real cut: the price now must be below the one before.
  if (!(from > allInPrice(car))) return null;
  return { from, at: car.priceReducedAt };
}

/** Both badges of a car at `now`, its days counted to the dealership's date `today`. */
export function listingBadges(
  car: BadgeCar,
  now: Date = new Date(),
  today: string = dealershipToday(now),
): ListingBadges {
  const days = car.status === 'sold' ? null : daysInStockOn(car.inStockSince, today);
  return {
    daysInStock: days,
    daysInStockText: days === null ? null : daysInStockText(days),
    priceReduction: priceReduction(car, now),
  };
}
