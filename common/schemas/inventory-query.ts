// The inventory search (spec §5, §9): one schema for the API query string and the page URL.
import { z } from 'zod';
import { CAR_MAKES, MIN_VEHICLE_YEAR } from '../constants';
import { normalisePaging, PageQuerySchema } from './api';
import { moneyParam, queryParam, wholeNumberParam } from './query-params';

export const INVENTORY_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

const makeByLowerCase = new Map(CAR_MAKES.map((make) => [make.toLowerCase(), make]));

export const InventoryQuerySchema = z
  .object({
    make: queryParam(
      z
        .string()
        .transform((value) => makeByLowerCase.get(value.trim().toLowerCase()))
        .pipe(z.enum(CAR_MAKES, { error: 'must be one of the makes we sell' })),
    ),
    minPrice: queryParam(moneyParam()),
    maxPrice: queryParam(moneyParam()),
    year: queryParam(
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
    maxMileage: queryParam(wholeNumberParam(10_000_000)),
    sort: queryParam(
      z.enum(INVENTORY_SORTS, { error: `must be one of ${INVENTORY_SORTS.join(', ')}` }),
    ),
  })
  .extend(PageQuerySchema.shape);

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
    ...normalisePaging(parsed),
  };
}
