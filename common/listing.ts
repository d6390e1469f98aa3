// What every card and car page shows of a listing (docs/product.md#constants): its status and
// how long a price cut is announced. Apart from constants.ts (which re-exports them), so the
// public pages don't load every label of the site for three words and a number.

export const CAR_STATUSES = ['available', 'sold', 'pending'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
export const CAR_STATUS_LABELS: Record<CarStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  pending: 'Pending',
};

/** A price cut is announced on cards and the car page for this many days after it. */
export const PRICE_REDUCED_DAYS = 30;
