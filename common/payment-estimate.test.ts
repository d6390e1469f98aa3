import { describe, expect, it } from 'vitest';
import { biweeklyPaymentCount, estimatePayment, pstPercent } from './payment-estimate';

const ON = '2026-11-24';
const noLoan = { downPayment: 0, tradeIn: 0, apr: 6.99, termMonths: 72, on: ON };

describe('BC taxes on a dealer sale', () => {
  // price → GST 5 % and PST by the tier of the price, both on the price (no trade-in).
  it.each([
    { price: 54_999.99, pstPercent: 7, gst: 2750, pst: 3850 },
    { price: 55_000, pstPercent: 8, gst: 2750, pst: 4400 },
    { price: 55_999.99, pstPercent: 8, gst: 2800, pst: 4480 },
    { price: 56_000, pstPercent: 9, gst: 2800, pst: 5040 },
    { price: 56_999.99, pstPercent: 9, gst: 2850, pst: 5130 },
    { price: 57_000, pstPercent: 10, gst: 2850, pst: 5700 },
    { price: 124_999.99, pstPercent: 10, gst: 6250, pst: 12_500 },
    { price: 125_000, pstPercent: 15, gst: 6250, pst: 18_750 },
    { price: 149_999.99, pstPercent: 15, gst: 7500, pst: 22_500 },
    { price: 150_000, pstPercent: 20, gst: 7500, pst: 30_000 },
  ])('$price: PST $pstPercent %', ({ price, ...taxes }) => {
    const estimate = estimatePayment({ price, ...noLoan });
    expect({ pstPercent: estimate.pstPercent, gst: estimate.gst, pst: estimate.pst }).toEqual(
      taxes,
    );
    expect(estimate.taxes).toBe(taxes.gst + taxes.pst);
  });

  // The tier follows the price before the trade-in; the trade-in lowers only the amount taxed.
  it.each([
    { price: 60_000, tradeIn: 10_000, pstPercent: 10, gst: 2500, pst: 5000 },
    { price: 56_500, tradeIn: 2000, pstPercent: 9, gst: 2725, pst: 4905 },
    { price: 55_000, tradeIn: 0.01, pstPercent: 8, gst: 2750, pst: 4400 },
    { price: 20_000, tradeIn: 20_000, pstPercent: 7, gst: 0, pst: 0 },
  ])('$price with a trade-in of $tradeIn', ({ price, tradeIn, ...taxes }) => {
    const estimate = estimatePayment({ ...noLoan, price, tradeIn });
    expect({ pstPercent: estimate.pstPercent, gst: estimate.gst, pst: estimate.pst }).toEqual(
      taxes,
    );
    expect(estimate.amountFinanced).toBe(price - tradeIn + taxes.gst + taxes.pst);
  });

  it('taxes a battery-electric car on the ZEV table until 22 February 2027, then the general one', () => {
    expect(pstPercent(60_000, true, '2026-11-24')).toBe(7);
    expect(pstPercent(74_999.99, true, '2027-02-22')).toBe(7);
    expect(pstPercent(75_000, true, ON)).toBe(8);
    expect(pstPercent(76_000, true, ON)).toBe(9);
    expect(pstPercent(77_000, true, ON)).toBe(10);
    expect(pstPercent(125_000, true, ON)).toBe(15);
    expect(pstPercent(150_000, true, ON)).toBe(20);
    expect(pstPercent(60_000, true, '2027-02-23')).toBe(10);
    expect(pstPercent(60_000, false, ON)).toBe(10);
  });
});

describe('the loan', () => {
  it('amortises the amount financed in equal monthly and bi-weekly payments', () => {
    // $10,000 taxed $1,200; $1,200 down leaves $10,000 at 6 % over a year.
    expect(
      estimatePayment({ price: 10_000, downPayment: 1200, tradeIn: 0, apr: 6, termMonths: 12 }),
    ).toEqual({
      gst: 500,
      pst: 700,
      pstPercent: 7,
      taxes: 1200,
      amountFinanced: 10_000,
      monthly: 860.66,
      biweekly: 396.71,
      totalInterest: 327.92,
      totalObligation: 10_327.92,
    });
  });

  it('divides straight at 0 % APR, and the total is what was financed', () => {
    const estimate = estimatePayment({
      price: 10_000,
      downPayment: 1200,
      tradeIn: 0,
      apr: 0,
      termMonths: 36,
    });
    expect(estimate).toMatchObject({
      monthly: 277.78,
      biweekly: 128.21,
      totalInterest: 0,
      totalObligation: 10_000,
    });
  });

  it('a typical car at the default terms', () => {
    expect(
      estimatePayment({ price: 28_995, downPayment: 0, tradeIn: 0, apr: 6.99, termMonths: 72 }),
    ).toMatchObject({
      taxes: 3479.4,
      amountFinanced: 32_474.4,
      monthly: 553.5,
      biweekly: 255.14,
      totalObligation: 39_852,
      totalInterest: 7377.6,
    });
  });

  it('counts in cents: no float drift in the figures', () => {
    const estimate = estimatePayment({
      price: 20_000.1,
      downPayment: 0.3,
      tradeIn: 0.1,
      apr: 4.5,
      termMonths: 60,
    });
    expect(estimate).toEqual({
      gst: 1000,
      pst: 1400,
      pstPercent: 7,
      taxes: 2400,
      amountFinanced: 22_399.7,
      monthly: 417.6,
      biweekly: 192.56,
      totalInterest: 2656.3,
      totalObligation: 25_056,
    });
    for (const value of Object.values(estimate)) {
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });

  it('owes nothing when the down payment and trade-in cover price and taxes', () => {
    expect(
      estimatePayment({ price: 1000, downPayment: 0, tradeIn: 1000, apr: 9, termMonths: 24 }),
    ).toMatchObject({ taxes: 0, amountFinanced: 0, monthly: 0, biweekly: 0, totalInterest: 0 });
  });

  it.each([
    [12, 26],
    [72, 156],
    [84, 182],
    [96, 208],
  ])('%i months are %i bi-weekly payments', (months, payments) => {
    expect(biweeklyPaymentCount(months)).toBe(payments);
  });
});
