// Query-string parameters: one string each. The "any" values (docs/product.md#inventory-filters) ('Any Make', 'Max Price', ...)
// mean no filter; a repeated parameter (?make=a&make=b) is refused rather than guessed at.
import { z } from './zod';
import { isAnyValue } from '../search-options';

/** A single query-string value; "any" values become undefined. `doc` feeds the OpenAPI document. */
export const queryParam = <T extends z.ZodType<unknown, string>>(
  inner: T,
  doc: { description: string; example?: string } = { description: '' },
) =>
  z
    .preprocess(
      (value) => (value === undefined || isAnyValue(value) ? undefined : value),
      z.string({ error: 'must be given once' }).pipe(inner).optional(),
    )
    .meta(doc.description ? doc : {});

export const wholeNumberParam = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));

export const moneyParam = () =>
  z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be an amount in dollars')
    .transform(Number);
