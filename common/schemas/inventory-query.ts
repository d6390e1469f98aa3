// The inventory search (docs/product.md#inventory-filters): one schema for the API query string and the page URL.
import { z } from './zod';
import { CAR_MAKES, MIN_VEHICLE_YEAR, OLDEST_LISTED_YEAR } from '../constants';
import { SHOWN_PRICE_RULE } from '../format';
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

// The shown price, which both price bounds compare (the same rule as the listing's price).
const SHOWN_PRICE = `the shown price (${SHOWN_PRICE_RULE})`;

export const InventoryQuerySchema = z
  .object({
    make: queryParam(
      z
        .string()
        .transform((value) => makeByLowerCase.get(value.trim().toLowerCase()))
        .pipe(z.enum(CAR_MAKES, { error: 'must be one of the makes we sell' })),
      {
        description: "Only this make (one of the makes we sell, any letter case; 'Any Make' = all)",
        example: 'Toyota',
      },
    ),
    minPrice: queryParam(moneyParam(), {
      description:
        `Inclusive lower bound in dollars on ${SHOWN_PRICE}: cars with shown price ≥ minPrice ` +
        '(prices have cents, so "over $50,000" is minPrice=50000.01)',
      example: '15000',
    }),
    maxPrice: queryParam(moneyParam(), {
      description: `Inclusive upper bound in dollars on ${SHOWN_PRICE}: cars with shown price ≤ maxPrice`,
      example: '25000',
    }),
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
      {
        description:
          `A model year (${MIN_VEHICLE_YEAR} or later): cars of exactly that year; or 'older': ` +
          `model years ${OLDEST_LISTED_YEAR - 1} and before`,
        example: '2021',
      },
    ),
    maxMileage: queryParam(wholeNumberParam(10_000_000), {
      description: 'Cars whose mileage in km is strictly below this value (mileage < maxMileage)',
      example: '50000',
    }),
    sort: queryParam(
      z.enum(INVENTORY_SORTS, { error: `must be one of ${INVENTORY_SORTS.join(', ')}` }),
      {
        description: `Order of the results: ${INVENTORY_SORTS.join(', ')} (default newest)`,
        example: 'price-asc',
      },
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
