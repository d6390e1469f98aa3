// The shoppers' inventory search (docs/product.md#keyword-search, #facets): the list of GET
// /api/cars and /inventory with keywords, and the facet counts of GET /api/cars/facets.
//
// Keywords are matched on cars.keywords (lower case, written by a trigger, drizzle/0008) through
// its trigram index. Typos are corrected against the inventory's names rather than matched
// loosely: trigram similarity alone cannot tell "hinda" → Honda (0.33) from "hinda" → Highlander
// or "honda" → hood (0.33 too), so a word no car has is replaced by the names within a small edit
// distance of it (fuzzystrmatch's levenshtein, drizzle/0009).
import { and, asc, count, desc, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  BODY_TYPES,
  CAR_MAKES,
  COLOUR_FAMILIES,
  DRIVETRAINS,
  FUEL_TYPES,
  OLDEST_LISTED_YEAR,
  TRANSMISSIONS,
} from '../../common/constants';
import { DEALER_FEES_TOTAL } from '../../common/format';
import type { Page } from '../../common/schemas/api';
import type { InventoryFacets } from '../../common/schemas/inventory-facets';
import {
  inventoryFilters,
  KEYWORD_SEARCH_MAX_WORDS,
  type InventoryFilters,
  type InventoryQuery,
} from '../../common/schemas/inventory-query';
import {
  MILEAGE_RANGE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  YEAR_OPTIONS,
  type SearchOption,
} from '../../common/search-options';
import { rowsOf, type Database } from '../db/client';
import { cars } from '../db/schema';
import { cacheKey, NO_QUERY_CACHE, type QueryCache } from '../cache/query-cache';
import { pageOf, withPaging } from './paging';

// ---------------------------------------------------------------------------------------------
// Keywords

/** How a word of a keyword search is matched (docs/product.md#keyword-search). */
export type KeywordWord =
  /** Has a digit: found as typed anywhere (a VIN or stock-number fragment, a year, "f-150"). */
  | { kind: 'fragment'; word: string }
  /** One or two letters: a whole word ("ev", "lx"). */
  | { kind: 'whole'; word: string }
  /** Letters: the start of a word ("civ" finds Civic), or corrected when no car has it. */
  | { kind: 'prefix'; word: string };

/**
 * The words of a keyword search: lower case, split on spaces, punctuation trimmed from their ends,
 * repeats dropped, at most KEYWORD_SEARCH_MAX_WORDS.
 */
export function keywordWords(q: string | undefined): KeywordWord[] {
  const words = (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, KEYWORD_SEARCH_MAX_WORDS).map((word) => {
    if (/\p{N}/u.test(word)) return { kind: 'fragment', word };
    if (word.length <= 2) return { kind: 'whole', word };
    return { kind: 'prefix', word };
  });
}

/** How many edits a word may be away from the name it is corrected to: 1, or 2 from 5 letters. */
export const typoDistance = (word: string): number => (word.length >= 5 ? 2 : 1);

/**
 * Words a shopper may type that the names of the cars do not hold: the lists of common/constants
 * and the words car_keywords (drizzle/0008) adds for them. With the makes, models and trims of the
 * inventory they are what a misspelt word can be corrected to.
 */
const FIXED_VOCABULARY = [
  ...CAR_MAKES.flatMap((make) => [make, ...make.split('-')]),
  ...BODY_TYPES,
  ...DRIVETRAINS,
  ...FUEL_TYPES,
  ...TRANSMISSIONS,
  ...COLOUR_FAMILIES,
  'gray',
  'crossover',
  'truck',
  'all-wheel-drive',
  'four-wheel-drive',
  'front-wheel-drive',
  'rear-wheel-drive',
  'gas',
].map((word) => word.toLowerCase());

/** `text` for LIKE: its wildcards and the escape character match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** `text` for a PostgreSQL regular expression: every character but letters and digits escaped. */
const regexLiteral = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, (char) => `\\${char}`);

/** Cars whose keywords have a word starting with `word` (the LIKE lets the trigram index serve). */
const startsAWord = (word: string): SQL =>
  sql`(${cars.keywords} LIKE ${`%${likeLiteral(word)}%`} AND ${cars.keywords} ~ ${`\\m${regexLiteral(word)}`})`;

/** A regular expression matching any of `words` as a whole word. */
const wholeWordRegex = (words: string[]) => `\\m(?:${words.map(regexLiteral).join('|')})\\M`;

/** Cars whose keywords have one of `words` as a whole word. */
const hasWholeWord = (words: string[]): SQL => {
  const regex = wholeWordRegex(words);
  if (words.some((word) => word.length < 3)) return sql`${cars.keywords} ~ ${regex}`;
  const likes = words.map((word) => sql`${cars.keywords} LIKE ${`%${likeLiteral(word)}%`}`);
  return sql`((${sql.join(likes, sql` OR `)}) AND ${cars.keywords} ~ ${regex})`;
};

/** A keyword search made ready: a condition on `cars` and its relevance score. */
export interface KeywordMatch {
  condition: SQL;
  score: SQL;
}

/**
 * Resolves a keyword search against the inventory: a letter word no car that is not sold has
 * (as the start of a word) is replaced by the names of the inventory within typoDistance edits of
 * it, the closest only; a word with no such name matches nothing. One query to find the words,
 * a second only when one is missing.
 */
export async function matchKeywords(
  db: Database,
  q: string | undefined,
): Promise<KeywordMatch | null> {
  const words = keywordWords(q);
  if (words.length === 0) return null;
  const prefixWords = words.filter((word) => word.kind === 'prefix').map((word) => word.word);
  const found = new Set<string>();
  if (prefixWords.length > 0) {
    const checks = prefixWords.map(
      (word, index) =>
        sql`(SELECT ${index}::int AS i WHERE EXISTS (SELECT 1 FROM ${cars} WHERE ${cars.status} <> 'sold' AND ${startsAWord(word)}))`,
    );
    const rows = await rowsOf<{ i: number }>(db, sql.join(checks, sql` UNION ALL `));
    for (const row of rows) found.add(prefixWords[Number(row.i)]!);
  }
  const missing = prefixWords.filter((word) => !found.has(word));
  const corrections = await correctWords(db, missing);

  const conditions: SQL[] = [];
  const scored: string[][] = [];
  for (const { kind, word } of words) {
    if (kind === 'fragment') {
      conditions.push(sql`${cars.keywords} LIKE ${`%${likeLiteral(word)}%`}`);
      scored.push([word]);
    } else if (kind === 'whole') {
      conditions.push(hasWholeWord([word]));
      scored.push([word]);
    } else if (found.has(word)) {
      conditions.push(startsAWord(word));
      scored.push([word]);
    } else {
      const names = corrections.get(word) ?? [];
      conditions.push(names.length ? hasWholeWord(names) : sql`false`);
      if (names.length) scored.push(names);
    }
  }
  // Relevance (docs/product.md#keyword-search): a word that is one of the car's own names (make,
  // model, trim, VIN, stock number: search_text) counts 2, the start of one 1, found elsewhere
  // (features, description...) 0; ties go to the newest. Regular expressions on the short
  // search_text, not word_similarity on the long keywords, which costs ~100 times more a row.
  const score = scored.length
    ? sql.join(
        scored.map(
          (words) =>
            sql`(${cars.searchText} ~ ${wholeWordRegex(words)})::int + (${cars.searchText} ~ ${`\\m(?:${words.map(regexLiteral).join('|')})`})::int`,
        ),
        sql` + `,
      )
    : sql`0::int`;
  return { condition: and(...conditions)!, score: sql`(${score})` };
}

/** How long the inventory's names are reused for typo corrections before they are read again. */
const VOCABULARY_TTL_MS = 60_000;
const vocabularies = new WeakMap<Database, { at: number; words: Promise<string[]> }>();

/**
 * The words of the names of the cars not sold (make, model, trim; hyphenated names whole and in
 * parts) with FIXED_VOCABULARY: what a misspelt word can be corrected to. Reading them takes a pass
 * over the inventory (tens of milliseconds at 100,000 cars), so a database's are kept a minute: a
 * model added meanwhile is found by its name at once, by a misspelling a minute later.
 */
function vocabulary(db: Database): Promise<string[]> {
  const cached = vocabularies.get(db);
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.words;
  const words = rowsOf<{ name: string }>(
    db,
    sql`SELECT DISTINCT lower(concat_ws(' ', ${cars.make}, ${cars.model}, ${cars.trim})) AS name
      FROM ${cars} WHERE ${cars.status} <> 'sold'`,
  ).then((rows) => {
    const words = new Set(FIXED_VOCABULARY);
    for (const { name } of rows) {
      for (const token of name.split(/[^\p{L}\p{N}-]+/u)) {
        for (const word of [token, ...token.split('-')]) if (word.length >= 3) words.add(word);
      }
    }
    return [...words].sort();
  });
  words.catch(() => vocabularies.delete(db));
  vocabularies.set(db, { at: Date.now(), words });
  return words;
}

/**
 * For each word, the words of the vocabulary closest to it by edit distance (fuzzystrmatch's
 * levenshtein), if within typoDistance. No word has a space (keywordWords splits on them), so a
 * space-joined list carries them to the database.
 */
async function correctWords(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (words.length === 0) return out;
  const known = await vocabulary(db);
  const rows = await rowsOf<{ word: string; name: string; distance: number }>(
    db,
    sql`
      SELECT w.word, v.name, levenshtein(w.word, v.name) AS distance
      FROM unnest(
        string_to_array(${words.join(' ')}, ' '),
        string_to_array(${words.map(typoDistance).join(' ')}, ' ')::int[]
      ) AS w(word, k)
      JOIN unnest(string_to_array(${known.join(' ')}, ' ')) AS v(name)
        ON levenshtein_less_equal(w.word, v.name, w.k) <= w.k
    `,
  );
  for (const word of words) {
    const close = rows.filter((row) => row.word === word);
    const best = Math.min(...close.map((row) => Number(row.distance)));
    out.set(
      word,
      close
        .filter((row) => Number(row.distance) === best)
        .map((row) => row.name)
        .sort(),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Filters

/** The columns the filters read: the table's, or the same names in the facets' subquery. */
interface FilterColumns {
  make: SQLWrapper;
  bodyType: SQLWrapper;
  fuelType: SQLWrapper;
  transmission: SQLWrapper;
  drivetrain: SQLWrapper;
  colourFamily: SQLWrapper;
  year: SQLWrapper;
  displayPrice: SQLWrapper;
  mileage: SQLWrapper;
}

const TABLE_COLUMNS: FilterColumns = cars;

/**
 * A shopper's all-in price bound as a bound on the shown price: the fees are the same for every
 * car, so they come off the bound and display_price's index still serves it.
 */
const shownPriceBound = (allIn: number) => (allIn - DEALER_FEES_TOTAL).toFixed(2);

/** The parts of a search each facet leaves out of its own counts. */
type FacetKey = keyof InventoryFacets;

const listIn = (column: SQLWrapper, values: readonly (string | number)[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The conditions of a search's filters, each tagged with the facet it belongs to (so the facet's
 * own counts can leave it out). A list is any of its values; 'older' is every year before
 * OLDEST_LISTED_YEAR. Shoppers' price bounds are all-in prices (docs/product.md#price-display),
 * staff's (the inventory desk, `allInPrices: false`) are on the shown price itself.
 */
export function filterConditions(
  filters: InventoryFilters,
  {
    columns = TABLE_COLUMNS,
    allInPrices = true,
  }: { columns?: FilterColumns; allInPrices?: boolean } = {},
): { facet: FacetKey; condition: SQL }[] {
  const priceBound = (bound: number) => (allInPrices ? shownPriceBound(bound) : bound.toFixed(2));
  const out: { facet: FacetKey; condition: SQL }[] = [];
  const lists = [
    ['make', columns.make, filters.make],
    ['bodyType', columns.bodyType, filters.bodyType],
    ['fuelType', columns.fuelType, filters.fuelType],
    ['transmission', columns.transmission, filters.transmission],
    ['drivetrain', columns.drivetrain, filters.drivetrain],
    ['colour', columns.colourFamily, filters.colour],
  ] as const;
  for (const [facet, column, values] of lists) {
    if (values?.length) out.push({ facet, condition: listIn(column, values) });
  }
  if (filters.year?.length) {
    const years = filters.year.filter((year) => year !== 'older');
    const parts = years.length ? [listIn(columns.year, years)] : [];
    if (filters.year.includes('older')) parts.push(sql`${columns.year} < ${OLDEST_LISTED_YEAR}`);
    out.push({ facet: 'year', condition: sql`(${sql.join(parts, sql` OR `)})` });
  }
  if (filters.minPrice !== undefined)
    out.push({
      facet: 'price',
      condition: sql`${columns.displayPrice} >= ${priceBound(filters.minPrice)}`,
    });
  if (filters.maxPrice !== undefined)
    out.push({
      facet: 'price',
      condition: sql`${columns.displayPrice} <= ${priceBound(filters.maxPrice)}`,
    });
  if (filters.minMileage !== undefined)
    out.push({ facet: 'mileage', condition: sql`${columns.mileage} >= ${filters.minMileage}` });
  if (filters.maxMileage !== undefined)
    out.push({ facet: 'mileage', condition: sql`${columns.mileage} < ${filters.maxMileage}` });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The list

/** The orders of the list but relevance (which needs the keywords' score); staff's desk adds its own. */
export const INVENTORY_SORT_ORDER = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  'price-asc': [asc(cars.displayPrice), desc(cars.id)],
  'price-desc': [desc(cars.displayPrice), desc(cars.id)],
  'mileage-asc': [asc(cars.mileage), desc(cars.id)],
  'year-desc': [desc(cars.year), desc(cars.createdAt), desc(cars.id)],
} satisfies Record<Exclude<InventoryQuery['sort'], 'relevance'>, SQL[]>;

/**
 * A page of what shoppers can find (docs/product.md#inventory-filters): cars not sold
 * (docs/product.md#sold-cars), by the filters and keywords, in the asked order; relevance (best
 * match first, then newest) only with keywords.
 *
 * The page's ids are read first, then their rows: without keywords the ids come from the index of
 * the asked order alone (drizzle/0010: the filters' columns ride along), so a deep page skips its
 * thousands of earlier entries without reading them from the table (docs/product.md#performance).
 * The total is counted apart and kept in `cache` by the filters, so the pages of one search count
 * once.
 */
export async function searchCars<T>(
  db: Database,
  query: InventoryQuery,
  toItem: (row: typeof cars.$inferSelect) => T,
  cache: QueryCache = NO_QUERY_CACHE,
): Promise<Page<T>> {
  const keywords = await matchKeywords(db, query.q);
  const where = and(
    ne(cars.status, 'sold'),
    ...filterConditions(query).map((part) => part.condition),
    ...(keywords ? [keywords.condition] : []),
  );
  const order =
    query.sort === 'relevance' && keywords
      ? [desc(keywords.score), desc(cars.createdAt), desc(cars.id)]
      : INVENTORY_SORT_ORDER[query.sort === 'relevance' ? 'newest' : query.sort];
  const countAll = async () => {
    const [totals] = await db.select({ total: count() }).from(cars).where(where);
    return totals?.total ?? 0;
  };
  let ids: number[];
  let total: number;
  if (!keywords) {
    const [rows, counted] = await Promise.all([
      withPaging(
        db
          .select({ id: cars.id })
          .from(cars)
          .where(where)
          .orderBy(...order)
          .$dynamic(),
        query,
      ),
      cache.get(cacheKey('cars:count', inventoryFilters(query)), countAll),
    ]);
    ids = rows.map((row) => row.id);
    total = counted;
  } else {
    // Keywords are the dear part of a search (a pattern over each candidate's keywords): matched
    // once, the page's ids with the total alongside (a window count).
    const rows = await withPaging(
      db
        .select({ id: cars.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(cars)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      query,
    );
    ids = rows.map((row) => row.id);
    // Past the last page the window had no row to carry the total.
    total = rows[0]?.total ?? (query.page > 1 ? await countAll() : 0);
  }
  const rows = ids.length ? await db.select().from(cars).where(inArray(cars.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : []; // deleted between the two reads
  });
  return pageOf(items, total, query);
}

// ---------------------------------------------------------------------------------------------
// Facets

/** The bucket SQL of disjoint range options: CASE WHEN <bounds of the first> THEN 'its value' ... */
function rangeBucket(
  options: readonly SearchOption[],
  bound: (param: string, value: string) => SQL,
): SQL {
  const whens = options.map((option) => {
    const bounds = Object.entries(option.params).map(([param, value]) => bound(param, value));
    return sql`WHEN ${sql.join(bounds, sql` AND `)} THEN ${option.value}`;
  });
  return sql`CASE ${sql.join(whens, sql` `)} END`;
}

const PRICE_BUCKET = rangeBucket(PRICE_RANGE_OPTIONS, (param, value) =>
  param === 'minPrice'
    ? sql`display_price >= ${sql.raw(shownPriceBound(Number(value)))}`
    : sql`display_price <= ${sql.raw(shownPriceBound(Number(value)))}`,
);
const MILEAGE_BUCKET = rangeBucket(MILEAGE_RANGE_OPTIONS, (param, value) =>
  param === 'minMileage'
    ? sql`mileage >= ${sql.raw(String(Number(value)))}`
    : sql`mileage < ${sql.raw(String(Number(value)))}`,
);
const YEAR_BUCKET = sql`CASE WHEN year < ${sql.raw(String(OLDEST_LISTED_YEAR))} THEN 'older' ELSE year::text END`;

/** Each facet's column in the facets' subquery `src`. */
const FACET_COLUMNS: Record<FacetKey, string> = {
  make: 'make',
  bodyType: 'body_type',
  fuelType: 'fuel_type',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  colour: 'colour_family',
  year: 'year_bucket',
  price: 'price_bucket',
  mileage: 'mileage_bucket',
};
const FACET_KEYS = Object.keys(FACET_COLUMNS) as FacetKey[];

const src = (column: string) => sql.raw(`src.${column}`);
const SRC_COLUMNS: FilterColumns = {
  make: src('make'),
  bodyType: src('body_type'),
  fuelType: src('fuel_type'),
  transmission: src('transmission'),
  drivetrain: src('drivetrain'),
  colourFamily: src('colour_family'),
  year: src('year'),
  displayPrice: src('display_price'),
  mileage: src('mileage'),
};

/** The values each facet always lists, in order (the year list grows with newer years found). */
const FIXED_VALUES: Record<Exclude<FacetKey, 'year'>, readonly string[]> = {
  make: CAR_MAKES,
  bodyType: BODY_TYPES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  drivetrain: DRIVETRAINS,
  colour: COLOUR_FAMILIES,
  price: PRICE_RANGE_OPTIONS.map((option) => option.value),
  mileage: MILEAGE_RANGE_OPTIONS.map((option) => option.value),
};
const LISTED_YEARS = YEAR_OPTIONS.slice(1)
  .map((option) => option.value)
  .filter((value) => value !== 'older');

/**
 * The facet counts of a search (docs/product.md#facets): for each facet, how many cars not sold
 * each value would leave with every other filter of the search (keywords included) applied but
 * its own. One statement: the cars matching the keywords are gathered once (materialised when
 * there are keywords, else read straight from the table with its indexes), the facets with no
 * filter of their own are counted together in one pass (GROUPING SETS), each facet with one in a
 * pass of its own.
 */
export async function facetCounts(
  db: Database,
  filters: InventoryFilters,
): Promise<InventoryFacets> {
  const keywords = await matchKeywords(db, filters.q);
  const conditions = filterConditions(filters, { columns: SRC_COLUMNS });
  const active = new Set(conditions.map((part) => part.facet));
  const whereBut = (facet?: FacetKey) => {
    const parts = conditions.filter((part) => part.facet !== facet).map((part) => part.condition);
    return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
  };
  const shared = FACET_KEYS.filter((facet) => !active.has(facet));
  const passes: SQL[] = [];
  if (shared.length) {
    const grouping = (facet: FacetKey) => sql.raw(`GROUPING(src.${FACET_COLUMNS[facet]})`);
    const facetName = sql.join(
      shared.map((facet) => sql`WHEN ${grouping(facet)} = 0 THEN ${facet}`),
      sql` `,
    );
    const value = sql.raw(
      `COALESCE(${shared.map((facet) => `src.${FACET_COLUMNS[facet]}::text`).join(', ')})`,
    );
    const sets = sql.raw(shared.map((facet) => `(src.${FACET_COLUMNS[facet]})`).join(', '));
    passes.push(
      sql`SELECT CASE ${facetName} END AS facet, ${value} AS value, count(*)::int AS n FROM src ${whereBut()} GROUP BY GROUPING SETS (${sets})`,
    );
  }
  for (const facet of FACET_KEYS.filter((key) => active.has(key))) {
    const column = sql.raw(`src.${FACET_COLUMNS[facet]}`);
    passes.push(
      sql`SELECT ${facet} AS facet, ${column}::text AS value, count(*)::int AS n FROM src ${whereBut(facet)} GROUP BY ${column}`,
    );
  }
  const rows = await rowsOf<{ facet: FacetKey; value: string | null; n: number }>(
    db,
    sql`
      WITH src AS ${keywords ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`} (
        SELECT make, body_type, fuel_type, transmission, drivetrain, colour_family, year,
          display_price, mileage,
          ${YEAR_BUCKET} AS year_bucket, ${PRICE_BUCKET} AS price_bucket,
          ${MILEAGE_BUCKET} AS mileage_bucket
        FROM ${cars}
        WHERE ${cars.status} <> 'sold' ${keywords ? sql`AND ${keywords.condition}` : sql``}
      )
      ${sql.join(passes, sql` UNION ALL `)}
    `,
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.value !== null) counts.set(`${row.facet}\u0000${row.value}`, Number(row.n));
  }
  const list = (facet: FacetKey, values: readonly string[]) =>
    values.map((value) => ({ value, count: counts.get(`${facet}\u0000${value}`) ?? 0 }));
  const newerYears = rows
    .filter((row) => row.facet === 'year' && row.value !== null && row.value !== 'older')
    .map((row) => row.value!)
    .filter((year) => !LISTED_YEARS.includes(year));
  const years = [...new Set([...LISTED_YEARS, ...newerYears])].sort((a, b) => b.localeCompare(a));
  return {
    make: list('make', FIXED_VALUES.make),
    bodyType: list('bodyType', FIXED_VALUES.bodyType),
    fuelType: list('fuelType', FIXED_VALUES.fuelType),
    transmission: list('transmission', FIXED_VALUES.transmission),
    drivetrain: list('drivetrain', FIXED_VALUES.drivetrain),
    colour: list('colour', FIXED_VALUES.colour),
    year: list('year', [...years, 'older']),
    price: list('price', FIXED_VALUES.price),
    mileage: list('mileage', FIXED_VALUES.mileage),
  } as InventoryFacets;
}
