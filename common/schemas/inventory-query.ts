// The inventory search (spec §5, §9): one schema for the API query string and the page URL.
import { z } from 'zod';
import { CAR_MAKES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_VEHICLE_YEAR } from '../constants';

export const INVENTORY_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

// Values the §9 option lists use for "no filter".
const ANY_VALUES = new Set([
  '',
  'any',
  'any make',
  'any year',
  'any price',
  'any mileage',
  'max price',
]);
const isAny = (value: unknown) =>
  typeof value === 'string' && ANY_VALUES.has(value.trim().toLowerCase());

/** A single query-string value; "any" values become undefined, repeated parameters are refused. */
const param = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z.preprocess(
    (value) => (value === undefined || isAny(value) ? undefined : value),
    z.string({ error: 'must be given once' }).pipe(inner).optional(),
  );

const money = z
  .string()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be an amount in dollars')
  .transform(Number);
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));

const makeByLowerCase = new Map(CAR_MAKES.map((make) => [make.toLowerCase(), make]));

export const InventoryQuerySchema = z.object({
  make: param(
    z
      .string()
      .transform((value) => makeByLowerCase.get(value.trim().toLowerCase()))
      .pipe(z.enum(CAR_MAKES, { error: 'must be one of the makes we sell' })),
  ),
  minPrice: param(money),
  maxPrice: param(money),
  year: param(
    z.union(
      [
        z.literal('older'),
        z
          .string()
          .regex(/^\d{4}$/, "must be a year or 'older'")
          .transform(Number)
          .pipe(z.number().min(MIN_VEHICLE_YEAR, `must be ${MIN_VEHICLE_YEAR} or later`)),
      ],
      { error: "must be a year or 'older'" },
    ),
  ),
  maxMileage: param(wholeNumber(10_000_000)),
  sort: param(z.enum(INVENTORY_SORTS, { error: `must be one of ${INVENTORY_SORTS.join(', ')}` })),
  page: param(wholeNumber(100_000).pipe(z.number().min(1, 'must be 1 or more'))),
  pageSize: param(wholeNumber(1_000_000).pipe(z.number().min(1, 'must be 1 or more'))),
});

export type InventoryQueryInput = z.input<typeof InventoryQuerySchema>;

export interface InventoryQuery {
  make?: string;
  minPrice?: number;
  maxPrice?: number;
  year?: number | 'older';
  maxMileage?: number;
  sort: InventorySort;
  page: number;
  pageSize: number;
}

/** Applies defaults and clamps the page size (at most MAX_PAGE_SIZE). */
export function normaliseInventoryQuery(
  parsed: z.output<typeof InventoryQuerySchema>,
): InventoryQuery {
  return {
    ...parsed,
    sort: parsed.sort ?? 'newest',
    page: parsed.page ?? 1,
    pageSize: Math.min(parsed.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}
