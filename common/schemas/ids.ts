// The id rule: every table's id is a PostgreSQL integer (int4) identity, so an id is a whole
// number from 1 to 2,147,483,647. A larger number would make PostgreSQL fail rather than find
// nothing, so it is refused before any query.
import { z } from './zod';

export const MAX_ID = 2_147_483_647;

/**
 * An id sent as a JSON number (e.g. a lead's carId). `field` and `noun` word the messages:
 * idSchema('carId', 'a car id') says "carId must be a car id".
 */
export const idSchema = (field: string, noun: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be ${noun}`)
    .max(MAX_ID, `${field} must be ${noun}`);

/** An id in a URL path: digits without sign or leading zero, at most MAX_ID. */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_ID));

/** The id a path segment names, or null when it cannot name one (the caller answers 404). */
export function parseIdParam(value: string | undefined): number | null {
  const parsed = IdParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
