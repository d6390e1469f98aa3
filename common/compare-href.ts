// The address of a comparison (docs/product.md#compare), apart from the id list's zod rules
// (schemas/car-ids.ts) so the pages that link to /compare do not load zod.

/** The address of the comparison of these cars (commas kept readable, not %2C). */
export const compareHref = (ids: readonly number[]): string => `/compare?ids=${ids.join(',')}`;
