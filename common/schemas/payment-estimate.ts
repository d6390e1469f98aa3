// The payment estimate's inputs (docs/product.md#payment-estimate): one set of rules for the car
// page's estimator (numbers) and GET /api/payment-estimate (query strings).
import { z } from './zod';
import { money } from './fields';
import { queryParam } from './query-params';

export const MAX_APR = 40;
export const MIN_TERM_MONTHS = 12;
export const MAX_TERM_MONTHS = 96;
/** The terms the estimator offers; the API takes any whole number of months in between. */
export const PAYMENT_TERM_MONTHS = [24, 36, 48, 60, 72, 84, 96] as const;
const FIELDS = {
  price: money('Price'),
  downPayment: money('Down payment'),
  tradeIn: money('Trade-in'),
  apr: z
    .number({ error: 'APR must be a number' })
    .min(0, 'APR must be 0 or more')
    .max(MAX_APR, `APR must be at most ${MAX_APR} %`),
  termMonths: z
    .number({ error: 'Term must be a number of months' })
    .int('Term must be a whole number of months')
    .min(MIN_TERM_MONTHS, `Term must be ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS} months`)
    .max(MAX_TERM_MONTHS, `Term must be ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS} months`),
};

type Amounts = { price: number; downPayment: number; tradeIn: number };

/** What a buyer puts down (cash and trade-in) can't be more than the price. */
function checkAmounts(value: Amounts, context: z.RefinementCtx) {
  // A negative price already has its message; comparing with it would only add noise.
  if (value.price < 0) return;
  if (value.downPayment > value.price) {
    context.addIssue({
      code: 'custom',
      path: ['downPayment'],
      message: "Down payment can't be more than the price",
    });
  } else if (value.downPayment + value.tradeIn > value.price) {
    context.addIssue({
      code: 'custom',
      path: ['tradeIn'],
      message: "Down payment and trade-in together can't be more than the price",
    });
  }
}

/** The estimator's form. */
export const PaymentEstimateInputSchema = z.object(FIELDS).superRefine(checkAmounts);
export type PaymentEstimateFormInput = z.input<typeof PaymentEstimateInputSchema>;

/** A decimal number in a query string, then the field's own rule. */
const numberParam = <T extends z.ZodType<unknown, number>>(
  inner: T,
  doc: { description: string; example: string },
) =>
  queryParam(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,12}(\.\d+)?$/, 'must be a number')
      .transform(Number)
      .pipe(inner),
    doc,
  );

const required = (field: string) => ({ error: `${field} is required` });

export const PaymentEstimateQuerySchema = z
  .object({
    price: numberParam(FIELDS.price, {
      description: 'The price in dollars (the price shown for the car)',
      example: '28995',
    }).pipe(z.number(required('Price'))),
    downPayment: numberParam(FIELDS.downPayment, {
      description: 'Cash down in dollars (default 0); at most the price',
      example: '2000',
    }).transform((value) => value ?? 0),
    tradeIn: numberParam(FIELDS.tradeIn, {
      description:
        'Trade-in value in dollars (default 0); lowers the amount taxed. With the down payment at most the price',
      example: '0',
    }).transform((value) => value ?? 0),
    apr: numberParam(FIELDS.apr, {
      description: `Annual percentage rate, 0 to ${MAX_APR}`,
      example: '6.99',
    }).pipe(z.number(required('APR'))),
    termMonths: numberParam(FIELDS.termMonths, {
      description: `Term in months, a whole number from ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS}`,
      example: '72',
    }).pipe(z.number(required('Term'))),
    zeroEmission: queryParam(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }), {
      description:
        'A zero-emission (battery-electric) vehicle, taxed on the ZEV table while it applies (default false)',
      example: 'false',
    }).transform((value) => value === 'true'),
  })
  .superRefine(checkAmounts);

export const PaymentEstimateSchema = z
  .object({
    gst: z.number().meta({ description: 'GST (5 %) on the price less the trade-in' }),
    pst: z.number().meta({ description: 'BC PST on the price less the trade-in' }),
    pstPercent: z.number().meta({
      description: 'The PST rate, by the tier of the price before the trade-in',
    }),
    taxes: z.number().meta({ description: 'GST + PST' }),
    amountFinanced: z.number().meta({
      description: 'Price + taxes − down payment − trade-in',
    }),
    monthly: z.number().meta({ description: 'Monthly payment' }),
    biweekly: z.number().meta({ description: 'Bi-weekly payment (26 a year over the term)' }),
    totalInterest: z.number().meta({
      description: 'Total cost of credit over the monthly payments',
    }),
    totalObligation: z.number().meta({
      description: 'Total of the monthly payments (amount financed + cost of credit)',
    }),
  })
  .meta({ id: 'PaymentEstimate', description: 'Dollars, rounded to cents' });
