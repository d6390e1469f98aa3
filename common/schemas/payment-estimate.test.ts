import { describe, expect, it } from 'vitest';
import { PaymentEstimateInputSchema, PaymentEstimateQuerySchema } from './payment-estimate';

const valid = {
  price: '28995',
  downPayment: '1000',
  tradeIn: '500',
  apr: '6.99',
  termMonths: '72',
};

/** The messages per parameter of a refused query. */
function refusal(query: Record<string, string>) {
  const result = PaymentEstimateQuerySchema.safeParse(query);
  if (result.success) throw new Error('accepted');
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('PaymentEstimateQuerySchema', () => {
  it('parses the query string into numbers, zero down and no trade-in by default', () => {
    expect(PaymentEstimateQuerySchema.parse(valid)).toEqual({
      price: 28_995,
      downPayment: 1000,
      tradeIn: 500,
      apr: 6.99,
      termMonths: 72,
      zeroEmission: false,
    });
    expect(
      PaymentEstimateQuerySchema.parse({
        price: '100',
        apr: '0',
        termMonths: '12',
        zeroEmission: 'true',
      }),
    ).toMatchObject({ downPayment: 0, tradeIn: 0, zeroEmission: true });
  });

  it.each([
    [{ price: '-1' }, { price: 'Price must be 0 or more' }],
    [{ downPayment: '-5' }, { downPayment: 'Down payment must be 0 or more' }],
    [{ tradeIn: '-0.01' }, { tradeIn: 'Trade-in must be 0 or more' }],
    [{ apr: '40.01' }, { apr: 'APR must be at most 40 %' }],
    [{ apr: '-1' }, { apr: 'APR must be 0 or more' }],
    [{ termMonths: '11' }, { termMonths: 'Term must be 12 to 96 months' }],
    [{ termMonths: '97' }, { termMonths: 'Term must be 12 to 96 months' }],
    [{ termMonths: '36.5' }, { termMonths: 'Term must be a whole number of months' }],
    [{ price: 'abc' }, { price: 'must be a number' }],
    [{ price: '28995.005' }, { price: 'Price can have at most two decimals' }],
    [{ downPayment: '30000' }, { downPayment: "Down payment can't be more than the price" }],
    [
      { downPayment: '20000', tradeIn: '9000' },
      { tradeIn: "Down payment and trade-in together can't be more than the price" },
    ],
  ])('refuses %o', (change, messages) => {
    expect(refusal({ ...valid, ...change })).toEqual(messages);
  });

  it('names each missing parameter', () => {
    expect(refusal({})).toEqual({
      price: 'Price is required',
      apr: 'APR is required',
      termMonths: 'Term is required',
    });
  });

  it('takes 40 % and the term bounds', () => {
    for (const change of [{ apr: '40' }, { termMonths: '12' }, { termMonths: '96' }]) {
      expect(PaymentEstimateQuerySchema.safeParse({ ...valid, ...change }).success).toBe(true);
    }
  });
});

describe('PaymentEstimateInputSchema (the estimator)', () => {
  it('asks for numbers where a field is blank', () => {
    const result = PaymentEstimateInputSchema.safeParse({
      price: null,
      downPayment: 0,
      tradeIn: 0,
      apr: 5,
      termMonths: 60,
    });
    expect(result.success || result.error.issues.map((issue) => issue.message)).toEqual([
      'Price must be a number',
    ]);
  });
});
