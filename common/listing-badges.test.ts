import { describe, expect, it } from 'vitest';
import { buildCarRecord } from '../tests/factories';
import { PRICE_REDUCED_DAYS } from './constants';
import { DEALER_FEES_TOTAL } from './format';
import { daysInStockText, listingBadges, priceReduction } from './listing-badges';

// 2026-03-14 12:00 in Richmond, BC (UTC−7 in March).
const NOW = new Date('2026-03-14T19:00:00Z');
const DAY_MS = 86_400_000;

/** A car shown at $20,000 (no discount), cut from $22,000 `daysAgo` days before NOW. */
const cutCar = (daysAgo: number, overrides: Parameters<typeof buildCarRecord>[0] = {}) =>
  buildCarRecord({
    price: 20_000,
    originalPrice: null,
    discountedPrice: null,
    priceReducedFrom: 22_000,
    priceReducedAt: new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString(),
    ...overrides,
  });

describe('days in stock', () => {
  it.each([
    [0, 'Arrived today'],
    [1, 'In stock 1 day'],
    [2, 'In stock 2 days'],
    [120, 'In stock 120 days'],
  ])('%i days read "%s"', (days, text) => {
    expect(daysInStockText(days)).toBe(text);
  });

  it("counts the dealership's calendar days from the in-stock date, as the inventory desk does", () => {
    expect(listingBadges(buildCarRecord({ inStockSince: '2026-03-14' }), NOW)).toMatchObject({
      daysInStock: 0,
      daysInStockText: 'Arrived today',
    });
    expect(listingBadges(buildCarRecord({ inStockSince: '2026-02-12' }), NOW)).toMatchObject({
      daysInStock: 30,
      daysInStockText: 'In stock 30 days',
    });
    // 23:30 in Richmond is already the next day in UTC; it is still the 14th at the lot.
    const lateEvening = new Date('2026-03-15T06:30:00Z');
    expect(
      listingBadges(buildCarRecord({ inStockSince: '2026-03-13' }), lateEvening).daysInStock,
    ).toBe(1);
  });

  it('is not shown for a sold car', () => {
    expect(listingBadges(buildCarRecord({ status: 'sold' }), NOW)).toMatchObject({
      daysInStock: null,
      daysInStockText: null,
    });
  });
});

describe('price reduced', () => {
  it('announces a cut with the all-in price before it, the day of the cut and up to PRICE_REDUCED_DAYS later', () => {
    for (const daysAgo of [0, 1, PRICE_REDUCED_DAYS - 0.01]) {
      expect(priceReduction(cutCar(daysAgo), NOW), `${daysAgo} days`).toEqual({
        from: 22_000 + DEALER_FEES_TOTAL,
        at: cutCar(daysAgo).priceReducedAt,
      });
    }
  });

  it('stops announcing it PRICE_REDUCED_DAYS days after the cut', () => {
    expect(priceReduction(cutCar(PRICE_REDUCED_DAYS), NOW)).toBeNull();
    expect(priceReduction(cutCar(PRICE_REDUCED_DAYS + 10), NOW)).toBeNull();
  });

  it('counts a cut dated a moment ahead (another clock) as news', () => {
    expect(priceReduction(cutCar(-0.001), NOW)).not.toBeNull();
  });

  it('announces nothing without a cut, for a sold car, or when the price is not below the one before', () => {
    expect(
      priceReduction(cutCar(1, { priceReducedFrom: null, priceReducedAt: null }), NOW),
    ).toBeNull();
    expect(priceReduction(cutCar(1, { status: 'sold' }), NOW)).toBeNull();
    expect(priceReduction(cutCar(1, { priceReducedFrom: 20_000 }), NOW)).toBeNull();
    expect(listingBadges(cutCar(1, { status: 'sold' }), NOW).priceReduction).toBeNull();
  });

  it('compares with the shown price: a discounted price below the one before is a cut', () => {
    const car = cutCar(2, { price: 25_000, originalPrice: 25_000, discountedPrice: 21_500 });
    expect(priceReduction(car, NOW)?.from).toBe(22_000 + DEALER_FEES_TOTAL);
    // A pending car is still for sale.
    expect(priceReduction({ ...car, status: 'pending' }, NOW)).not.toBeNull();
  });
});
