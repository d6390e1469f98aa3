// GET /api/payment-estimate (docs/product.md#payment-estimate): the common function's answer for a
// stored car's price, a 400 naming each bad parameter, and an entry in the OpenAPI document.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPrice } from '../../common/format';
import { estimatePayment } from '../../common/payment-estimate';
import { createCar } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estimate = (query: Record<string, string>) =>
  request(t.app).get('/api/payment-estimate').query(query);

describe('GET /api/payment-estimate', () => {
  it("answers the common function's figures for a car's shown price", async () => {
    const car = await createCar(t.services, { price: 56_250.5, discountedPrice: null });
    const price = displayPrice(car);
    const res = await estimate({
      price: String(price),
      downPayment: '2500',
      tradeIn: '4000',
      apr: '7.49',
      termMonths: '84',
    }).expect(200);
    expect(res.body).toEqual(
      estimatePayment({ price, downPayment: 2500, tradeIn: 4000, apr: 7.49, termMonths: 84 }),
    );
    // The tier of $56,250.50 (9 %), on the price less the trade-in.
    expect(res.body).toMatchObject({ pstPercent: 9, gst: 2612.53, pst: 4702.55 });
  });

  // Each side of every boundary of the PST table (docs/product.md#payment-estimate), through the
  // API: its percent and taxes, and the common function's whole answer.
  it.each([
    [54_999.99, 7],
    [55_000, 8],
    [55_999.99, 8],
    [56_000, 9],
    [56_999.99, 9],
    [57_000, 10],
    [124_999.99, 10],
    [125_000, 15],
    [149_999.99, 15],
    [150_000, 20],
  ])('taxes $%d at %d %% PST, and 5 %% GST', async (price, pstPercent) => {
    const res = await estimate({ price: String(price), apr: '6.99', termMonths: '72' }).expect(200);
    expect(res.body).toEqual(
      estimatePayment({ price, downPayment: 0, tradeIn: 0, apr: 6.99, termMonths: 72 }),
    );
    expect(res.body).toMatchObject({
      pstPercent,
      gst: Math.round(price * 5) / 100,
      pst: Math.round(price * pstPercent) / 100,
    });
  });

  it('taxes a zero-emission car on its own table', async () => {
    const query = { price: '60000', apr: '5', termMonths: '60' };
    const [general, zev] = await Promise.all([
      estimate(query).expect(200),
      estimate({ ...query, zeroEmission: 'true' }).expect(200),
    ]);
    expect(general.body.pstPercent).toBe(10);
    expect(zev.body).toEqual(
      estimatePayment({
        price: 60_000,
        downPayment: 0,
        tradeIn: 0,
        apr: 5,
        termMonths: 60,
        zeroEmission: true,
      }),
    );
  });

  it.each([
    ['price', { price: '-100' }],
    ['downPayment', { downPayment: '-1' }],
    ['tradeIn', { tradeIn: '-1' }],
    ['apr', { apr: '41' }],
    ['termMonths', { termMonths: '6' }],
    ['termMonths', { termMonths: '120' }],
    ['downPayment', { downPayment: '30001' }],
    ['tradeIn', { downPayment: '20000', tradeIn: '10001' }],
    ['price', { price: undefined }],
  ])('400 naming %s for %o', async (parameter, change) => {
    const query = Object.fromEntries(
      Object.entries({ price: '30000', apr: '6.99', termMonths: '72', ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const res = await estimate(query).expect(400);
    expect(Object.keys(res.body.details)).toEqual([parameter]);
    expect(res.body.error).toContain(parameter);
  });

  it('is in the OpenAPI document with its parameters and answer', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    const operation = body.paths['/api/payment-estimate']?.get;
    expect(operation.security).toBeUndefined();
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual([
      'price',
      'downPayment',
      'tradeIn',
      'apr',
      'termMonths',
      'zeroEmission',
    ]);
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PaymentEstimate',
    });
    expect(Object.keys(body.components.schemas.PaymentEstimate.properties)).toEqual(
      expect.arrayContaining([
        'gst',
        'pst',
        'taxes',
        'amountFinanced',
        'monthly',
        'biweekly',
        'totalInterest',
        'totalObligation',
      ]),
    );
  });
});
