// The inventory desk (docs/product.md#admin-inventory): the query of GET /api/admin/cars and of the
// /admin/cars page, its rows, and the bulk actions of POST /api/admin/cars/bulk. One schema each,
// shared by the page, the API and the OpenAPI document.
import { z } from './zod';
import {
  CAR_STATUSES,
  MIN_VEHICLE_YEAR,
  OLDEST_LISTED_YEAR,
  type CarMake,
  type CarStatus,
} from '../constants';
import { SHOWN_PRICE_RULE } from '../format';
import { normalisePaging, PageQuerySchema, type Paging } from './api';
import { CarSchema } from './car';
import { makeValue, yearValue, type InventoryYear } from './inventory-query';
import { moneyParam, queryParam, wholeNumberParam } from './query-params';

/** The public sorts but relevance (staff's search is no keyword ranking), plus staff's own. */
export const ADMIN_CAR_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
  'oldest-in-stock',
  'mileage-desc',
  'year-asc',
] as const;
export type AdminCarSort = (typeof ADMIN_CAR_SORTS)[number];

export const ADMIN_CAR_SORT_LABELS: Record<AdminCarSort, string> = {
  newest: 'Newest added',
  'oldest-in-stock': 'Longest in stock',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'mileage-asc': 'Mileage: lowest first',
  'mileage-desc': 'Mileage: highest first',
  'year-desc': 'Year: newest first',
  'year-asc': 'Year: oldest first',
};

/** Rows per page of /admin/cars (and the API's default there). */
export const ADMIN_CARS_PAGE_SIZE = 25;
/** The longest keyword search, and how many words of it count. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_SEARCH_MAX_WORDS = 6;

const searchText = z
  .string({ error: 'must be given once' })
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, `must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`);

// The shown price (staff enter and see vehicle prices, docs/product.md#price-display).
const SHOWN_PRICE = `the shown price (${SHOWN_PRICE_RULE})`;

export const AdminCarQuerySchema = z
  .object({
    make: queryParam(makeValue(), {
      description: "Only this make (one of the makes we sell, any letter case; 'Any Make' = all)",
      example: 'Toyota',
    }),
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
    year: queryParam(yearValue(), {
      description:
        `A model year (${MIN_VEHICLE_YEAR} or later): cars of exactly that year; or 'older': ` +
        `model years ${OLDEST_LISTED_YEAR - 1} and before`,
      example: '2021',
    }),
    maxMileage: queryParam(wholeNumberParam(10_000_000), {
      description: 'Cars whose mileage in km is strictly below this value (mileage < maxMileage)',
      example: '50000',
    }),
    // Not a queryParam: the "any" words mean nothing special in a keyword search.
    q: z
      .preprocess((value) => (value === '' ? undefined : value), searchText.optional())
      .transform((value) => value || undefined)
      .meta({
        description:
          'Keywords, any letter case: each word must be found in the stock number, VIN, make, ' +
          `model or trim (a part of one is enough, e.g. the last 6 characters of a VIN). At most ` +
          `${ADMIN_SEARCH_MAX_LENGTH} characters; words after the ${ADMIN_SEARCH_MAX_WORDS}th are ignored.`,
        example: 'civic 4821',
      }),
    status: queryParam(
      z.enum(CAR_STATUSES, { error: `must be one of ${CAR_STATUSES.join(', ')}` }),
      { description: 'Only cars with this status (default: every status)', example: 'sold' },
    ),
    featured: queryParam(
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .transform((value) => value === 'true'),
      { description: 'true: featured cars only; false: cars not featured', example: 'true' },
    ),
    sort: queryParam(
      z.enum(ADMIN_CAR_SORTS, { error: `must be one of ${ADMIN_CAR_SORTS.join(', ')}` }),
      {
        description:
          `Order: ${ADMIN_CAR_SORTS.join(', ')} (default newest). oldest-in-stock: earliest ` +
          'in-stock date first',
        example: 'price-desc',
      },
    ),
  })
  .extend(PageQuerySchema.shape)
  .meta({ description: 'The /admin/cars search' });

export type AdminCarQueryInput = z.input<typeof AdminCarQuerySchema>;

export interface AdminCarQuery {
  make?: CarMake;
  /** Bounds on the shown price (not the all-in price shoppers filter by). */
  minPrice?: number;
  maxPrice?: number;
  year?: InventoryYear;
  maxMileage?: number;
  page: number;
  pageSize: number;
  /** The search words, lower case (at most ADMIN_SEARCH_MAX_WORDS). */
  words: string[];
  status?: CarStatus;
  featured?: boolean;
  sort: AdminCarSort;
}

/** The words of a keyword search: lower case, split on spaces, repeats dropped. */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, ADMIN_SEARCH_MAX_WORDS);
}

function adminPaging(parsed: { page?: number; pageSize?: number }): Paging {
  return normalisePaging({ ...parsed, pageSize: parsed.pageSize ?? ADMIN_CARS_PAGE_SIZE });
}

/** Applies the defaults (newest first, 25 a page, at most MAX_PAGE_SIZE). */
export function normaliseAdminCarQuery(
  parsed: z.output<typeof AdminCarQuerySchema>,
): AdminCarQuery {
  const { q, ...rest } = parsed;
  return { ...rest, words: searchWords(q), sort: parsed.sort ?? 'newest', ...adminPaging(parsed) };
}

/**
 * The /admin/cars page's query from its URL. The page is staff's own address bar: a parameter
 * that breaks a rule is left out (the API answers 400 instead), so the rest of the search holds.
 */
export function adminCarQueryFromUrl(search: URLSearchParams): AdminCarQuery {
  const input: Record<string, string> = {};
  for (const key of Object.keys(AdminCarQuerySchema.shape)) {
    const value = search.get(key);
    if (value !== null) input[key] = value;
  }
  const result = AdminCarQuerySchema.safeParse(input);
  if (result.success) return normaliseAdminCarQuery(result.data);
  for (const issue of result.error.issues) delete input[String(issue.path[0])];
  return normaliseAdminCarQuery(AdminCarQuerySchema.parse(input));
}

/** The page's parameters in their URL order; a default or empty value is left out. */
export const ADMIN_CAR_PARAMS = [
  'q',
  'status',
  'featured',
  'make',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;

/** The canonical query string of an /admin/cars search (form fields or a URL). */
export function adminCarSearchParams(input: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ADMIN_CAR_PARAMS) {
    const value = input.get(key)?.trim();
    if (!value) continue;
    if ((key === 'sort' && value === 'newest') || (key === 'page' && value === '1')) continue;
    out.set(key, value);
  }
  return out;
}

export const AdminCarSchema = CarSchema.extend({
  daysInStock: z.number().int().meta({
    description: 'Whole days since the in-stock date, on the dealership calendar (0 on the day)',
  }),
  photoCount: z.number().int(),
}).meta({ id: 'AdminCar', description: 'A car as the inventory desk lists it' });
export type AdminCar = z.infer<typeof AdminCarSchema>;

export const BULK_ACTIONS = [
  'mark-sold',
  'mark-available',
  'mark-pending',
  'feature',
  'unfeature',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** What each bulk action sets. */
export const BULK_ACTION_CHANGES: Record<
  Exclude<BulkAction, 'delete'>,
  { status: CarStatus } | { featured: boolean }
> = {
  'mark-sold': { status: 'sold' },
  'mark-available': { status: 'available' },
  'mark-pending': { status: 'pending' },
  feature: { featured: true },
  unfeature: { featured: false },
};

/** At most this many cars in one bulk action. */
export const MAX_BULK_IDS = 500;

export const BulkActionSchema = z
  .strictObject({
    ids: z
      .array(
        z
          .number({ error: 'Each id must be a car id' })
          .int('Each id must be a car id')
          .positive('Each id must be a car id'),
        {
          error: 'ids must be a list of car ids',
        },
      )
      .min(1, 'Choose at least one car')
      .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} cars at a time`)
      .transform((ids) => [...new Set(ids)])
      .meta({ description: `The cars to act on (1 to ${MAX_BULK_IDS}; repeats count once)` }),
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(', ')}` }),
  })
  .meta({ id: 'BulkCarAction' });
export type BulkActionInput = z.output<typeof BulkActionSchema>;

export const BulkResultSchema = z
  .object({
    updated: z.number().int().meta({
      description:
        'How many cars changed (deleted, for delete); a car already in the asked state is not counted',
    }),
  })
  .meta({ id: 'BulkCarResult' });
export type BulkResult = z.infer<typeof BulkResultSchema>;
