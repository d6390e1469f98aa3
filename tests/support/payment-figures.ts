// The estimator's figures (docs/product.md#payment-estimate) as its tests read them: each one is
// shown as `estimate-{key}`, formatted with cents.
import { formatMoney } from '../../common/format';
import type { PaymentEstimate } from '../../common/payment-estimate';

export const SHOWN_FIGURES = [
  'monthly',
  'biweekly',
  'taxes',
  'amountFinanced',
  'totalInterest',
  'totalObligation',
] as const;

export const figureTestId = (key: (typeof SHOWN_FIGURES)[number]) => `estimate-${key}`;

/** What the estimator should show for an estimate. */
export const figuresOf = (estimate: PaymentEstimate): Record<string, string> =>
  Object.fromEntries(SHOWN_FIGURES.map((key) => [key, formatMoney(estimate[key])]));

/** What it shows, given how to read one figure's text. */
export async function readFigures(
  read: (testId: string) => Promise<string | null> | string | null,
): Promise<Record<string, string | null>> {
  const entries = [];
  for (const key of SHOWN_FIGURES) entries.push([key, await read(figureTestId(key))] as const);
  return Object.fromEntries(entries);
}
