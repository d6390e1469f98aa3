// The payment estimate (docs/product.md#payment-estimate): the same pure function the car page
// runs in the browser, so the API and the page agree to the cent.
import { estimatePayment } from '../../common/payment-estimate';
import {
  PaymentEstimateQuerySchema,
  PaymentEstimateSchema,
} from '../../common/schemas/payment-estimate';
import { defineRoute, type AnyApiRoute } from './route';

export const paymentEstimateRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/payment-estimate',
    access: 'public',
    tag: 'Cars',
    summary: 'Estimate a loan payment with BC taxes',
    description:
      'GST 5 % and BC PST (by the tier of the price before the trade-in) on the price less the ' +
      'trade-in; the rest, less the down payment, repaid in equal monthly or bi-weekly (26 a ' +
      'year) payments at the APR. An estimate, on approved credit.',
    query: PaymentEstimateQuerySchema,
    success: { status: 200, description: 'The estimate', schema: PaymentEstimateSchema },
    errors: {
      400:
        'A parameter is missing or out of range: a negative amount, APR over 40 %, a term ' +
        'outside 12–96 months, a down payment (with the trade-in) above the price (details name it)',
    },
    handler: async ({ query }) => estimatePayment(query),
  }),
];
