// The payment estimate (docs/product.md#payment-estimate): BC taxes on a dealer sale, then a
// standard amortised loan. One function for the car page, the cards and GET /api/payment-estimate.
// Money is counted in whole cents so that no float drift reaches a figure.
import { dealershipToday } from './dates';

export const GST_PERCENT = 5;

/** A PST tier: from this purchase price (dollars) up, this rate (percent). */
interface PstTier {
  from: number;
  percent: number;
}

// Passenger vehicles bought from a dealer (ICBC "PST on vehicles", Bulletin PST 116).
const PASSENGER_PST: readonly PstTier[] = [
  { from: 0, percent: 7 },
  { from: 55_000, percent: 8 },
  { from: 56_000, percent: 9 },
  { from: 57_000, percent: 10 },
  { from: 125_000, percent: 15 },
  { from: 150_000, percent: 20 },
];

// Zero-emission passenger vehicles: the same steps with the first three moved up by $20,000
// (Budget 2022). Used ZEVs were exempt until 30 April 2025; from 1 May 2025 they pay this table,
// and after 22 February 2027 the general one (Bulletin PST 116).
const ZERO_EMISSION_PST: readonly PstTier[] = PASSENGER_PST.map((tier) =>
  tier.from > 0 && tier.from < 125_000 ? { ...tier, from: tier.from + 20_000 } : tier,
);
export const ZERO_EMISSION_PST_UNTIL = '2027-02-22';

export interface PaymentEstimateInput {
  /** The vehicle's price in dollars (the price a shopper sees). */
  price: number;
  downPayment: number;
  /** What the dealer gives for the shopper's trade-in, in dollars. */
  tradeIn: number;
  /** Annual percentage rate, e.g. 6.99. */
  apr: number;
  termMonths: number;
  /** A battery-electric car (our fuel type 'electric'); see ZERO_EMISSION_PST. */
  zeroEmission?: boolean;
  /** The day of the sale (YYYY-MM-DD), which picks the tax table; today at the dealership by default. */
  on?: string;
}

export interface PaymentEstimate {
  gst: number;
  pst: number;
  /** The PST rate applied, in percent. */
  pstPercent: number;
  taxes: number;
  amountFinanced: number;
  monthly: number;
  biweekly: number;
  /** Total cost of credit: the monthly payments less the amount financed. */
  totalInterest: number;
  /** Total of the monthly payments (amount financed + cost of credit). */
  totalObligation: number;
}

export const BIWEEKLY_PAYMENTS_PER_YEAR = 26;

const toCents = (dollars: number): number => Math.round(dollars * 100);
const toDollars = (cents: number): number => cents / 100;

/** cents × percent / 100, rounded half up, in integers only. */
const percentOf = (cents: number, percent: number): number =>
  Math.floor((cents * percent + 50) / 100);

/**
 * The PST rate for a vehicle bought from a dealer. The tier is chosen by the purchase price
 * before the trade-in is deducted (the rate follows the vehicle's price; the trade-in lowers
 * only the amount taxed), on the table in force on the day.
 */
export function pstPercent(price: number, zeroEmission = false, on = dealershipToday()): number {
  const table = zeroEmission && on <= ZERO_EMISSION_PST_UNTIL ? ZERO_EMISSION_PST : PASSENGER_PST;
  const priceCents = toCents(price);
  let percent = table[0]!.percent;
  for (const tier of table) if (priceCents >= toCents(tier.from)) percent = tier.percent;
  return percent;
}

/** The equal payment that repays `principal` cents in `count` payments at `rate` per period. */
function levelPayment(principalCents: number, rate: number, count: number): number {
  if (principalCents === 0) return 0;
  if (rate === 0) return Math.round(principalCents / count);
  return Math.round((principalCents * rate) / (1 - (1 + rate) ** -count));
}

/** Bi-weekly payments over a term in months: 26 a year, e.g. 156 over 72 months. */
export const biweeklyPaymentCount = (termMonths: number): number =>
  Math.round((termMonths * BIWEEKLY_PAYMENTS_PER_YEAR) / 12);

/**
 * GST and PST on the price less the trade-in, financed with the price less the down payment
 * and the trade-in, repaid in equal monthly (or bi-weekly) payments at the APR. Expects input
 * the schema accepts (common/schemas/payment-estimate.ts).
 */
export function estimatePayment(input: PaymentEstimateInput): PaymentEstimate {
  const price = toCents(input.price);
  const down = toCents(input.downPayment);
  const tradeIn = toCents(input.tradeIn);
  const taxable = Math.max(0, price - tradeIn);
  const rate = pstPercent(input.price, input.zeroEmission, input.on);
  const gst = percentOf(taxable, GST_PERCENT);
  const pst = percentOf(taxable, rate);
  const financed = Math.max(0, price + gst + pst - down - tradeIn);

  const monthly = levelPayment(financed, input.apr / 100 / 12, input.termMonths);
  const biweekly = levelPayment(
    financed,
    input.apr / 100 / BIWEEKLY_PAYMENTS_PER_YEAR,
    biweeklyPaymentCount(input.termMonths),
  );
  // At 0 % nothing is owed beyond the amount financed: the last payment takes the cents of
  // rounding (so does it when a tiny rate rounds below them). Otherwise the payments as quoted.
  const obligation = input.apr === 0 ? financed : Math.max(financed, monthly * input.termMonths);
  return {
    gst: toDollars(gst),
    pst: toDollars(pst),
    pstPercent: rate,
    taxes: toDollars(gst + pst),
    amountFinanced: toDollars(financed),
    monthly: toDollars(monthly),
    biweekly: toDollars(biweekly),
    totalInterest: toDollars(obligation - financed),
    totalObligation: toDollars(obligation),
  };
}
