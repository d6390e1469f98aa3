import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figuresOf, figureTestId, readFigures } from '../../../tests/support/payment-figures';
import { fieldByLabel, renderRoute } from '../../../tests/support/render-route';
import { estimatePayment, type PaymentEstimateInput } from '../../../common/payment-estimate';
import { PaymentEstimator } from './payment-estimator';

// The car page's estimator (docs/product.md#payment-estimate): figures from the common function
// as the visitor types, the schema's messages under the fields, and the credit disclosure.
const start: PaymentEstimateInput = {
  price: 32_995,
  downPayment: 0,
  tradeIn: 0,
  apr: 6.99,
  termMonths: 72,
  zeroEmission: false,
  on: '2026-11-24',
};

const shownFigures = () => readFigures((testId) => screen.getByTestId(testId).textContent);
const expectedFigures = (input: PaymentEstimateInput) => figuresOf(estimatePayment(input));

async function retype(user: ReturnType<typeof renderRoute>['user'], label: string, text: string) {
  await user.clear(fieldByLabel(label));
  if (text) await user.type(fieldByLabel(label), text);
}

describe('PaymentEstimator', () => {
  it('starts from the given terms, with the disclosure', async () => {
    renderRoute(<PaymentEstimator start={start} />);
    expect((fieldByLabel('Vehicle price ($)') as HTMLInputElement).value).toBe('32995');
    expect((fieldByLabel('APR (%)') as HTMLInputElement).value).toBe('6.99');
    expect((fieldByLabel('Term') as HTMLSelectElement).value).toBe('72');
    expect(await shownFigures()).toEqual(expectedFigures(start));
    const disclosure = screen.getByTestId('payment-disclosure').textContent;
    expect(disclosure).toContain('Estimate, on approved credit (OAC).');
    expect(disclosure).toContain('6.99% APR, 72 months, $0 down');
    expect(disclosure).toContain(`total cost of credit ${expectedFigures(start).totalInterest}`);
    expect(disclosure).toContain(`total obligation ${expectedFigures(start).totalObligation}`);
    expect(disclosure).toContain('Taxes included: GST $1,649.75 and PST $2,309.65 (7%)');
  });

  it('works the figures out again as the visitor changes the terms', async () => {
    const { user } = renderRoute(<PaymentEstimator start={start} />);
    await retype(user, 'Down payment ($)', '3000');
    await retype(user, 'Trade-in value ($)', '5000.50');
    await retype(user, 'APR (%)', '0');
    await user.selectOptions(fieldByLabel('Term'), '48');
    const input = { ...start, downPayment: 3000, tradeIn: 5000.5, apr: 0, termMonths: 48 };
    expect(await shownFigures()).toEqual(expectedFigures(input));
    expect(screen.getByTestId('payment-disclosure').textContent).toContain(
      '0% APR, 48 months, $3,000 down, $5,000.50 trade-in',
    );
  });

  it.each([
    ['Down payment ($)', '40000', "Down payment can't be more than the price"],
    [
      'Trade-in value ($)',
      '33000',
      "Down payment and trade-in together can't be more than the price",
    ],
    ['APR (%)', '41', 'APR must be at most 40 %'],
    ['APR (%)', '-1', 'APR must be 0 or more'],
    ['Vehicle price ($)', '', 'Price must be a number'],
  ])('%s %s: says "%s" and shows no figures', async (label, text, message) => {
    const { user } = renderRoute(<PaymentEstimator start={start} />);
    await retype(user, label, text);
    const shown = await screen.findByText(message);
    const field = fieldByLabel(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(shown.id);
    expect(screen.queryByTestId(figureTestId('monthly'))).toBeNull();
    screen.getByText('Correct the highlighted fields to see your payment.');
  });
});
