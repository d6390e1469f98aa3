// Advertised payments (docs/product.md#payment-estimate). BC's advertising rules want the credit
// terms beside any payment shown: APR, term, total cost of credit, total obligation, that taxes
// are in it, and that it is an estimate on approved credit.
import { allInPrice, formatMoney, formatPrice } from '../../../common/format';
import {
  estimatePayment,
  type PaymentEstimate,
  type PaymentEstimateInput,
} from '../../../common/payment-estimate';
import type { Car } from '../../../common/schemas/car';
import { SITE } from '../../../common/site';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';

type PaymentCar = Pick<Car, 'price' | 'originalPrice' | 'discountedPrice' | 'fuelType'>;

/**
 * A car's estimate at the site-wide terms: its all-in price, battery-electric cars as ZEVs, taxed
 * as on the server's `today` (root data), so the browser's clock and time-zone data cannot change
 * the figures while hydrating.
 */
export function carPaymentInput(car: PaymentCar, today: string): PaymentEstimateInput {
  return {
    price: allInPrice(car),
    ...SITE.financing,
    zeroEmission: car.fuelType === 'electric',
    on: today,
  };
}

/** Whole dollars without cents ($0, $2,000), other amounts with them. */
const amount = (value: number) =>
  Number.isInteger(value) ? formatPrice(value) : formatMoney(value);

/** The terms part of the disclosure, e.g. "6.99% APR, 72 months, $0 down". */
function termsText(input: PaymentEstimateInput, short: boolean): string {
  const months = short ? `${input.termMonths} mo` : `${input.termMonths} months`;
  const parts = [`${input.apr}% APR`, months, `${amount(input.downPayment)} down`];
  if (input.tradeIn > 0) parts.push(`${amount(input.tradeIn)} trade-in`);
  return parts.join(', ');
}

/** "from $X/month" at the site-wide terms with its short disclosure (cards, the car page's price). Sold cars advertise no payment. */
export function AdvertisedPayment({
  car,
  className,
}: {
  car: PaymentCar & Pick<Car, 'status'>;
  className?: string;
}) {
  const { today } = useRootData();
  if (car.status === 'sold') return null;
  const input = carPaymentInput(car, today);
  const estimate = estimatePayment(input);
  return (
    <div className={cn('text-slate-700', className)} data-testid="advertised-payment">
      <p className="text-sm">
        from{' '}
        <span className="font-semibold text-slate-900">{formatMoney(estimate.monthly)}/month</span>{' '}
        <span className="text-slate-600">or {formatMoney(estimate.biweekly)} bi-weekly</span>
      </p>
      <p className="mt-0.5 text-xs leading-snug text-slate-600">
        Estimate OAC: {termsText(input, true)}, taxes incl. Cost of credit{' '}
        {formatMoney(estimate.totalInterest)}, total {formatMoney(estimate.totalObligation)}.
      </p>
    </div>
  );
}

/** The full disclosure under the estimator's figures. */
export function PaymentDisclosure({
  input,
  estimate,
}: {
  input: PaymentEstimateInput;
  estimate: PaymentEstimate;
}) {
  return (
    <p className="text-xs leading-relaxed text-slate-600" data-testid="payment-disclosure">
      Estimate, on approved credit (OAC). {formatMoney(estimate.monthly)} a month (or{' '}
      {formatMoney(estimate.biweekly)} bi-weekly) at {termsText(input, false)}. Amount financed{' '}
      {formatMoney(estimate.amountFinanced)}; total cost of credit{' '}
      {formatMoney(estimate.totalInterest)}; total obligation{' '}
      {formatMoney(estimate.totalObligation)}. Taxes included: GST {formatMoney(estimate.gst)} and
      PST {formatMoney(estimate.pst)} ({estimate.pstPercent}%) on the price less the trade-in
      {input.zeroEmission ? ', at the rate for zero-emission vehicles' : ''}. Your rate and payment
      depend on your credit and the lender.
    </p>
  );
}
