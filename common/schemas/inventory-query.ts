// The inventory search (docs/product.md#inventory-filters, #keyword-search, #facets): one schema
// for the API query string (GET /api/cars and GET /api/cars/facets) and the page URL.
import { z } from './zod';
import {
  BODY_TYPES,
  CAR_MAKES,
  COLOUR_FAMILIES,
  DRIVETRAINS,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  OLDEST_LISTED_YEAR,
  TRANSMISSIONS,
  type BodyType,
  type CarMake,
  type ColourFamily,
  type Drivetrain,
  type FuelType,
  type Transmission,
} from '../constants';
import { SHOWN_PRICE_RULE } from '../format';
import { isAnyValue, MULTI_VALUE_PARAMS } from '../search-options';
import { normalisePaging, PageQuerySchema } from './api';
import { moneyParam, queryParam, wholeNumberParam } from './query-params';

export const INVENTORY_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** The longest keyword search (characters, after trimming). */
export const KEYWORD_SEARCH_MAX_LENGTH = 100;
/** How many words of a keyword search count; the rest are ignored. */
export const KEYWORD_SEARCH_MAX_WORDS = 6;
/** How many values one repeated parameter may carry (the longest list, the makes, has 27). */
const MAX_VALUES_PER_PARAM = 50;

/** A model year of the year filter: a year, or 'older' (OLDEST_LISTED_YEAR - 1 and before). */
export type InventoryYear = number | 'older';

const makeByLowerCase = new Map(CAR_MAKES.map((make) => [make.toLowerCase(), make]));

/** One make, any letter case, as the list spells it. */
export const makeValue = () =>
  z
    .string()
    .transform((value) => makeByLowerCase.get(value.trim().toLowerCase()))
    .pipe(z.enum(CAR_MAKES, { error: 'must be one of the makes we sell' }));

/** One year filter value: a model year (MIN_VEHICLE_YEAR or later) or 'older'. */
export const yearValue = () =>
  z.union(
    [
      z
        .string()
        .transform((value) => value.trim().toLowerCase())
        .pipe(z.literal('older')),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, "must be a year or 'older'")
        .transform(Number)
        .pipe(z.number().min(MIN_VEHICLE_YEAR, `must be ${MIN_VEHICLE_YEAR} or later`)),
    ],
    { error: "must be a year or 'older'" },
  );

/** One value of a fixed list, any letter case. */
const listValue = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }));

/**
 * A repeatable query-string parameter (?make=Honda&make=Toyota, as URLSearchParams.getAll reads
 * it): one value or several, each checked by `inner`. "Any" values and repeats are dropped;
 * absent is [] (no filter). A bad value is reported under the parameter's own name.
 */
const multiParam = <T>(
  inner: z.ZodType<T, string>,
  doc: { description: string; example: string },
) =>
  z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.string({ error: 'must be text' }), { error: 'must be text' })
        .max(MAX_VALUES_PER_PARAM, `must have at most ${MAX_VALUES_PER_PARAM} values`),
    )
    .transform((values, ctx) => {
      const out: T[] = [];
      for (const value of values) {
        if (isAnyValue(value)) continue;
        const parsed = inner.safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: parsed.error.issues[0]?.message ?? 'is not valid',
            input: value,
          });
          return z.NEVER;
        }
        if (!out.includes(parsed.data)) out.push(parsed.data);
      }
      return out;
    })
    .meta({
      description: `${doc.description}. Repeat the parameter for several values.`,
      example: [doc.example],
    });

// What a shopper's price bounds compare (docs/product.md#bc-advertising, #price-display).
const ALL_IN_PRICE =
  `the all-in price: the shown price (${SHOWN_PRICE_RULE}) plus the dealer fees every buyer ` +
  'pays besides GST and PST';

/** The filters of a shopper's search: GET /api/cars, GET /api/cars/facets and /inventory. */
export const InventoryFilterSchema = z.object({
  // Not a queryParam: the "any" words mean nothing special in a keyword search.
  q: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ error: 'must be given once' })
        .trim()
        .max(KEYWORD_SEARCH_MAX_LENGTH, `must be at most ${KEYWORD_SEARCH_MAX_LENGTH} characters`)
        .optional(),
    )
    .transform((value) => value?.replace(/\s+/g, ' ') || undefined)
    .meta({
      description:
        'Keywords, any letter case, typos tolerated: each word must be found (or nearly, e.g. ' +
        '"civc" finds Civic) in the make, model, trim, VIN, stock number, colours, body type, ' +
        'drivetrain, fuel type, features or description; a word with a digit must be found as ' +
        `typed (a VIN fragment, a year). At most ${KEYWORD_SEARCH_MAX_LENGTH} characters; words ` +
        `after the ${KEYWORD_SEARCH_MAX_WORDS}th are ignored. Sorts by relevance unless sort says ` +
        'otherwise.',
      example: 'civic awd',
    }),
  make: multiParam(makeValue(), {
    description: "Only these makes (the makes we sell, any letter case; 'Any Make' = all)",
    example: 'Toyota',
  }),
  bodyType: multiParam(listValue(BODY_TYPES), {
    description: `Only these body types: ${BODY_TYPES.join(', ')}`,
    example: 'suv',
  }),
  fuelType: multiParam(listValue(FUEL_TYPES), {
    description: `Only these fuel types: ${FUEL_TYPES.join(', ')}`,
    example: 'hybrid',
  }),
  transmission: multiParam(listValue(TRANSMISSIONS), {
    description: `Only these transmissions: ${TRANSMISSIONS.join(', ')}`,
    example: 'automatic',
  }),
  drivetrain: multiParam(listValue(DRIVETRAINS), {
    description: `Only these drivetrains: ${DRIVETRAINS.join(', ')}`,
    example: 'awd',
  }),
  colour: multiParam(listValue(COLOUR_FAMILIES), {
    description:
      `Only these exterior colour families (${COLOUR_FAMILIES.join(', ')}): each paint name ` +
      'falls in one, e.g. "Soul Red Crystal" is red',
    example: 'blue',
  }),
  minPrice: queryParam(moneyParam(), {
    description:
      `Inclusive lower bound in dollars on ${ALL_IN_PRICE}: cars with all-in price ≥ minPrice ` +
      '(prices have cents, so "over $50,000" is minPrice=50000.01)',
    example: '15000.01',
  }),
  maxPrice: queryParam(moneyParam(), {
    description: `Inclusive upper bound in dollars on ${ALL_IN_PRICE}: cars with all-in price ≤ maxPrice`,
    example: '25000',
  }),
  year: multiParam(yearValue(), {
    description:
      `Model years (${MIN_VEHICLE_YEAR} or later): cars of exactly one of them; or ` +
      `'older': model years ${OLDEST_LISTED_YEAR - 1} and before`,
    example: '2021',
  }),
  minMileage: queryParam(wholeNumberParam(10_000_000), {
    description: 'Cars whose mileage in km is at least this value (mileage ≥ minMileage)',
    example: '25000',
  }),
  maxMileage: queryParam(wholeNumberParam(10_000_000), {
    description: 'Cars whose mileage in km is strictly below this value (mileage < maxMileage)',
    example: '50000',
  }),
});

export const InventoryQuerySchema = InventoryFilterSchema.extend({
  sort: queryParam(
    z.enum(INVENTORY_SORTS, { error: `must be one of ${INVENTORY_SORTS.join(', ')}` }),
    {
      description:
        `Order of the results: ${INVENTORY_SORTS.join(', ')} (default relevance when q is ` +
        'given, else newest; relevance without q is newest). Prices sort by the all-in price.',
      example: 'price-asc',
    },
  ),
}).extend(PageQuerySchema.shape);

export type InventoryQueryInput = z.input<typeof InventoryQuerySchema>;

/**
 * A shopper's filters, normalised. A list holds the values any of which a car may have; an absent
 * or empty list is no filter on that field (the schema always gives lists, other callers needn't).
 */
export interface InventoryFilters {
  /** Keywords, trimmed, single-spaced; absent when none. */
  q?: string;
  make?: CarMake[];
  bodyType?: BodyType[];
  fuelType?: FuelType[];
  transmission?: Transmission[];
  drivetrain?: Drivetrain[];
  colour?: ColourFamily[];
  year?: InventoryYear[];
  minPrice?: number;
  maxPrice?: number;
  minMileage?: number;
  maxMileage?: number;
}

export interface InventoryQuery extends InventoryFilters {
  sort: InventorySort;
  page: number;
  pageSize: number;
}

/**
 * The filters of a query (drops sort and paging, so the facets take any search's query, and what
 * depends on the filters alone is cached once for every order and page).
 */
export function inventoryFilters(parsed: InventoryFilters): InventoryFilters {
  const filters: InventoryFilters = {
    make: parsed.make,
    bodyType: parsed.bodyType,
    fuelType: parsed.fuelType,
    transmission: parsed.transmission,
    drivetrain: parsed.drivetrain,
    colour: parsed.colour,
    year: parsed.year,
  };
  for (const key of ['q', 'minPrice', 'maxPrice', 'minMileage', 'maxMileage'] as const) {
    if (parsed[key] !== undefined) Object.assign(filters, { [key]: parsed[key] });
  }
  return filters;
}

/**
 * Applies defaults (relevance with keywords, else newest; relevance without keywords is newest)
 * and clamps the page size (at most MAX_PAGE_SIZE).
 */
export function normaliseInventoryQuery(
  parsed: z.output<typeof InventoryQuerySchema>,
): InventoryQuery {
  const filters = inventoryFilters(parsed);
  const sort = parsed.sort ?? (filters.q ? 'relevance' : 'newest');
  return {
    ...filters,
    sort: sort === 'relevance' && !filters.q ? 'newest' : sort,
    ...normalisePaging(parsed),
  };
}

/**
 * A URL's search as the schema's input: repeatable parameters with all their values
 * (URLSearchParams.getAll), the others with their first.
 */
export function inventoryQueryInput(search: URLSearchParams): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const key of Object.keys(InventoryQuerySchema.shape)) {
    const values = search.getAll(key);
    if (values.length === 0) continue;
    input[key] = (MULTI_VALUE_PARAMS as readonly string[]).includes(key) ? values : values[0]!;
  }
  return input;
}

/**
 * The /inventory page's query from its URL. A parameter that breaks a rule is left out (the API
 * answers 400 instead), so the rest of a hand-edited search still holds.
 */
export function inventoryQueryFromUrl(search: URLSearchParams): InventoryQuery {
  const input = inventoryQueryInput(search);
  const result = InventoryQuerySchema.safeParse(input);
  if (result.success) return normaliseInventoryQuery(result.data);
  for (const issue of result.error.issues) delete input[String(issue.path[0])];
  const retry = InventoryQuerySchema.safeParse(input);
  return normaliseInventoryQuery(retry.success ? retry.data : InventoryQuerySchema.parse({}));
}
