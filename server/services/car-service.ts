import { cacheKey, NO_QUERY_CACHE, type QueryCache } from '../cache/query-cache';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  BULK_ACTION_CHANGES,
  type AdminCar,
  type AdminCarQuery,
  type AdminCarSort,
  type BulkActionInput,
} from '../../common/schemas/admin-cars';
import type { Page } from '../../common/schemas/api';
import {
  CarInputSchema,
  DISCLOSURE_REQUIRED,
  disclosuresRefusal,
  missingDisclosures,
  type Car,
  type CarInput,
  type PriceChange,
} from '../../common/schemas/car';
import type { InventoryFacets } from '../../common/schemas/inventory-facets';
import {
  inventoryFilters,
  type InventoryFilters,
  type InventoryQuery,
} from '../../common/schemas/inventory-query';
import type { CarStatus } from '../../common/constants';
import { daysInStock, dealershipToday, isoDateIn } from '../../common/dates';
import { displayPrice, withFees } from '../../common/format';
import { isOwnImage } from '../../common/images';
import { SIMILAR_CARS_COUNT, SIMILAR_PRICE_BAND_PERCENT } from '../../common/constants';
import type { Database } from '../db/client';
import { carPriceHistory, cars, images, type CarRow, type NewCarRow } from '../db/schema';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/errors';
import { AppError } from '../errors';
import { toIso, toMoney, toMoneyColumn } from './mapping';
import { facetCounts, filterConditions, INVENTORY_SORT_ORDER, searchCars } from './car-search';
import { pageOf, withPaging } from './paging';
import { changedFields, recordAudit, type AuditActor, type FieldChanges } from './audit-service';

/** The fields staff edit: what an audit row compares (docs/product.md#audit-log). */
const CAR_AUDIT_FIELDS = Object.keys(CarInputSchema.shape);

/** A car as a person reads it in the audit log: "2019 Honda Civic (FC-000123)". */
export const carSummary = (car: Pick<Car, 'year' | 'make' | 'model' | 'stockNumber'>) =>
  `${car.year} ${car.make} ${car.model} (${car.stockNumber})`;

/** A car's row without the search columns, which no answer shows (the feeds read only these). */
export type CarFields = Omit<CarRow, 'keywords' | 'searchText'>;

export function toCar(row: CarFields): Car {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    price: Number(row.price),
    originalPrice: toMoney(row.originalPrice),
    discountedPrice: toMoney(row.discountedPrice),
    mileage: row.mileage,
    condition: row.condition as Car['condition'],
    transmission: row.transmission as Car['transmission'],
    fuelType: row.fuelType as Car['fuelType'],
    location: row.location,
    description: row.description,
    photos: row.photos,
    vin: row.vin,
    status: row.status as Car['status'],
    featured: row.featured,
    stockNumber: row.stockNumber,
    bodyType: row.bodyType as Car['bodyType'],
    drivetrain: row.drivetrain as Car['drivetrain'],
    exteriorColour: row.exteriorColour,
    interiorColour: row.interiorColour,
    doors: row.doors,
    seats: row.seats,
    engine: row.engine,
    features: row.features,
    inStockSince: row.inStockSince,
    priorTaxiPoliceRacing: row.priorTaxiPoliceRacing as Car['priorTaxiPoliceRacing'],
    priorLeaseRental: row.priorLeaseRental as Car['priorLeaseRental'],
    damageOver2000: row.damageOver2000 as Car['damageOver2000'],
    damageAmount: toMoney(row.damageAmount),
    fromOutsideBc: row.fromOutsideBc as Car['fromOutsideBc'],
    importedFrom: row.importedFrom,
    colourFamily: row.colourFamily as Car['colourFamily'],
    allInPrice: withFees(Number(row.displayPrice)),
    priceReducedFrom: toMoney(row.priceReducedFrom),
    priceReducedAt: row.priceReducedAt ? toIso(row.priceReducedAt) : null,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/**
 * A car's input as its columns (the demo seed stores its cars through this too). A stock number
 * or in-stock date left empty is not written: an edited car keeps its own (a new one: see
 * newCarColumns).
 */
export function carColumns({
  stockNumber,
  inStockSince,
  ...input
}: CarInput): Omit<NewCarRow, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    ...input,
    ...(stockNumber !== null && { stockNumber }),
    ...(inStockSince !== null && { inStockSince }),
    price: toMoneyColumn(input.price)!,
    originalPrice: toMoneyColumn(input.originalPrice),
    discountedPrice: toMoneyColumn(input.discountedPrice),
    damageAmount: toMoneyColumn(input.damageAmount),
  };
}

/**
 * A new car's columns: an empty stock number is left to the database (FC- and the id), an empty
 * in-stock date is today on the dealership's calendar as the app counts it (common/dates.ts). Not
 * the column's SQL default: the database's time-zone data can differ from Node's (PGlite's puts
 * Vancouver on UTC-7 all year from November 2026, Node 20's on UTC-8 in winter), and a car dated
 * by one and checked by the other would be "in the future" for an hour a day.
 */
export function newCarColumns(input: CarInput, today: string = dealershipToday()) {
  return { inStockSince: today, ...carColumns(input) };
}

/** The 409 of a stock number another car has (docs/product.md#vehicle-form). */
export function stockNumberTaken(stockNumber: string): AppError {
  const message = `Stock number ${stockNumber} is already used by another car`;
  return new AppError('conflict', message, { stockNumber: [message] });
}

/** Runs a write of `input`; a stock number another car has becomes a 409 naming the field. */
async function withUniqueStockNumber<T>(input: CarInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      input.stockNumber !== null &&
      pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
      pgConstraint(error) === 'cars_stock_number_unique'
    ) {
      throw stockNumberTaken(input.stockNumber);
    }
    throw error;
  }
}

const ADMIN_SORT_ORDER = {
  ...INVENTORY_SORT_ORDER,
  'oldest-in-stock': [asc(cars.inStockSince), asc(cars.id)],
  'mileage-desc': [desc(cars.mileage), desc(cars.id)],
  'year-asc': [asc(cars.year), desc(cars.createdAt), desc(cars.id)],
} satisfies Record<AdminCarSort, SQL[]>;

/** `text` for LIKE: its wildcards and the escape character match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The inventory desk's filters (docs/product.md#admin-inventory): the public ones, status,
 * featured, and each search word somewhere in the stock number, VIN, make, model or trim. The
 * words are matched against `search_text` (lower case, trigram-indexed).
 */
function adminFilters(query: AdminCarQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const { make, year } = query;
  const filters = { ...query, make: make ? [make] : [], year: year ? [year] : [] };
  conditions.push(
    ...filterConditions(filters, { allInPrices: false }).map((part) => part.condition),
  );
  if (query.status) conditions.push(eq(cars.status, query.status));
  if (query.featured !== undefined) conditions.push(eq(cars.featured, query.featured));
  for (const word of query.words) {
    conditions.push(sql`${cars.searchText} LIKE ${`%${likeLiteral(word)}%`}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function toAdminCar(row: CarRow, now = new Date()): AdminCar {
  const car = toCar(row);
  return { ...car, daysInStock: daysInStock(car.inStockSince, now), photoCount: car.photos.length };
}

/** What similar cars are chosen by: the car's id (left out), body type, make and prices. */
export type SimilarTo = Pick<
  Car,
  'id' | 'bodyType' | 'make' | 'price' | 'originalPrice' | 'discountedPrice'
>;

const carNotFound = () => new AppError('not_found', 'Car not found');

/**
 * The 400 of cars that can't be made available while a disclosure is unanswered
 * (docs/product.md#disclosures): for one car its fields are named, for several their stock
 * numbers (under `ids`).
 */
function unansweredDisclosures(rows: CarRow[], several: boolean): AppError | null {
  const blocked = rows.filter((row) => missingDisclosures(row).length > 0);
  if (blocked.length === 0) return null;
  const message = disclosuresRefusal(blocked.map((row) => row.stockNumber));
  if (several) return new AppError('bad_request', message, { ids: [message] });
  const missing = missingDisclosures(blocked[0]!);
  return new AppError(
    'bad_request',
    message,
    Object.fromEntries(missing.map((field) => [field, [DISCLOSURE_REQUIRED]])),
  );
}

/** Our own photos (/images/{id}) must be ones we processed: a made-up path is a 400. */
async function checkOwnPhotos(db: Database, photos: string[]): Promise<void> {
  const own = photos.filter(isOwnImage);
  if (own.length === 0) return;
  const ids = own.map((photo) => photo.slice('/images/'.length));
  const found = new Set(
    (await db.select({ id: images.id }).from(images).where(inArray(images.id, ids))).map(
      (row) => row.id,
    ),
  );
  const details: Record<string, string[]> = {};
  photos.forEach((photo, index) => {
    if (isOwnImage(photo) && !found.has(photo.slice('/images/'.length))) {
      details[`photos.${index}`] = ['This photo does not exist (upload it again)'];
    }
  });
  if (Object.keys(details).length > 0) {
    throw new AppError('bad_request', 'Some photos do not exist', details);
  }
}

/** The cars of the home page: featured and available, newest first. */
async function readFeaturedCars(db: Database): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.featured, true), eq(cars.status, 'available')))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(24);
  return rows.map(toCar);
}

/** `cache` keeps the shoppers' searches and facets (docs/product.md#caching); none by default. */
export function createCarService(db: Database, cache: QueryCache = NO_QUERY_CACHE) {
  return {
    /** What shoppers find (docs/product.md#keyword-search, #inventory-filters): car-search.ts. */
    listCars(query: InventoryQuery): Promise<Page<Car>> {
      return cache.get(cacheKey('cars:list', query), () => searchCars(db, query, toCar, cache));
    },

    /** The facet counts of a search (docs/product.md#facets): car-search.ts. */
    getFacets(filters: InventoryFilters): Promise<InventoryFacets> {
      // Keyed by the filters alone: every order and page of a search shares its counts.
      const only = inventoryFilters(filters);
      return cache.get(cacheKey('cars:facets', only), () => facetCounts(db, only));
    },

    /** Every car, all statuses, as the inventory desk searches and sorts them. */
    async listAdminCars(query: AdminCarQuery): Promise<Page<AdminCar>> {
      const where = adminFilters(query);
      const [rows, [totals]] = await Promise.all([
        withPaging(
          db
            .select()
            .from(cars)
            .where(where)
            .orderBy(...ADMIN_SORT_ORDER[query.sort])
            .$dynamic(),
          query,
        ),
        db.select({ total: count() }).from(cars).where(where),
      ]);
      const now = new Date();
      return pageOf(
        rows.map((row) => toAdminCar(row, now)),
        totals?.total,
        query,
      );
    },

    /**
     * One action on many cars, in one transaction (docs/product.md#admin-inventory). Any id that
     * names no car is a 400 naming them, and nothing changes. A car already in the asked state is
     * left alone (its version stays). Deleted cars are returned: their photos are the caller's
     * to clean up, as with deleteCar.
     */
    async bulkUpdateCars(
      { ids, action }: BulkActionInput,
      actor?: AuditActor,
    ): Promise<{
      updated: number;
      deleted: Car[];
    }> {
      return db.transaction(async (tx) => {
        // Locked until the end: a car deleted meanwhile cannot slip between check and change.
        const found = await tx.select().from(cars).where(inArray(cars.id, ids)).for('update');
        if (found.length !== ids.length) {
          const known = new Set(found.map((row) => row.id));
          const unknown = ids.filter((id) => !known.has(id));
          const message = `No car has the id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`;
          throw new AppError('bad_request', message, { ids: [message] });
        }
        if (action === 'mark-available') {
          const becoming = found.filter((row) => row.status !== 'available');
          const refused = unansweredDisclosures(becoming, true);
          if (refused) throw refused;
        }
        if (action === 'delete') {
          const rows = await tx.delete(cars).where(inArray(cars.id, ids)).returning();
          if (actor) {
            await recordAudit(tx, actor, {
              action: 'car.bulk-delete',
              entityType: 'car',
              summary: `${rows.length} cars deleted: ${rows.map(carSummary).join(', ')}`,
            });
          }
          return { updated: rows.length, deleted: rows.map(toCar) };
        }
        const change = BULK_ACTION_CHANGES[action];
        const differs =
          'status' in change ? ne(cars.status, change.status) : ne(cars.featured, change.featured);
        const rows = await tx
          .update(cars)
          .set(change)
          .where(and(inArray(cars.id, ids), differs))
          .returning({ id: cars.id });
        if (actor) {
          // One row for the whole action, each changed car's field as before → after.
          const field = 'status' in change ? 'status' : 'featured';
          const value = 'status' in change ? change.status : change.featured;
          const changedIds = new Set(rows.map((row) => row.id));
          const changes: FieldChanges = Object.fromEntries(
            found
              .filter((row) => changedIds.has(row.id))
              .map((row) => [`${carSummary(row)} ${field}`, [row[field], value]]),
          );
          await recordAudit(tx, actor, {
            action: `car.bulk-${action}`,
            entityType: 'car',
            summary: `${rows.length} of ${ids.length} cars: ${action.replace(/-/g, ' ')}`,
            changes,
          });
        }
        return { updated: rows.length, deleted: [] };
      });
    },

    listFeaturedCars(): Promise<Car[]> {
      return cache.get('cars:featured', () => readFeaturedCars(db));
    },

    async getCar(id: number): Promise<Car | null> {
      const [row] = await db.select().from(cars).where(eq(cars.id, id));
      return row ? toCar(row) : null;
    },

    /**
     * The cars these ids name, in the order asked, whatever their status (a shopper's favourites
     * and comparison show a sold car as sold); ids that name no car are left out.
     */
    async listCarsByIds(ids: readonly number[]): Promise<Car[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(cars)
        .where(inArray(cars.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, toCar(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Available cars like `car` for its page (docs/product.md#similar-cars), best first: the same
     * body type, then an all-in price within SIMILAR_PRICE_BAND_PERCENT of its own, then the same
     * make, then the closest price (then the newest). Never the car itself.
     *
     * The three yes-or-no criteria make eight tiers, taken in order until enough cars are found.
     * Within a tier the closest prices are read outwards from the car's price, above and below,
     * in the price index's order: a few rows per query however large the inventory, where one
     * query ranking every car for sale would sort them all.
     */
    async listSimilarCars(car: SimilarTo, limit = SIMILAR_CARS_COUNT): Promise<Car[]> {
      const shownCents = Math.round(displayPrice(car) * 100);
      // The fees are the same for every car: the all-in band is the same band on the shown price.
      const bandCents = Math.round(withFees(displayPrice(car)) * SIMILAR_PRICE_BAND_PERCENT);
      const money = (cents: number) => (cents / 100).toFixed(2);
      const [low, shown, high] = [shownCents - bandCents, shownCents, shownCents + bandCents].map(
        money,
      ) as [string, string, string];
      const price = cars.displayPrice;
      const outwards = {
        up: [asc(price), desc(cars.id)],
        down: [desc(price), desc(cars.id)],
      };
      const sides = (inBand: boolean) =>
        inBand
          ? [
              { where: and(gte(price, shown), lte(price, high)), order: outwards.up },
              { where: and(lt(price, shown), gte(price, low)), order: outwards.down },
            ]
          : [
              { where: gt(price, high), order: outwards.up },
              { where: lt(price, low), order: outwards.down },
            ];
      const distance = (row: CarRow) =>
        Math.abs(Math.round(Number(row.displayPrice) * 100) - shownCents);
      const forSale = and(eq(cars.status, 'available'), ne(cars.id, car.id));
      const found: CarRow[] = [];
      for (const sameBody of [true, false]) {
        // A car of unknown body type shares it with none.
        if (sameBody && car.bodyType === null) continue;
        const body =
          car.bodyType === null
            ? undefined
            : sameBody
              ? eq(cars.bodyType, car.bodyType)
              : or(ne(cars.bodyType, car.bodyType), isNull(cars.bodyType));
        for (const inBand of [true, false]) {
          for (const sameMake of [true, false]) {
            const wanted = limit - found.length;
            const make = sameMake ? eq(cars.make, car.make) : ne(cars.make, car.make);
            const rows = await Promise.all(
              sides(inBand).map((side) =>
                db
                  .select()
                  .from(cars)
                  .where(and(forSale, body, make, side.where))
                  .orderBy(...side.order)
                  .limit(wanted),
              ),
            );
            const tier = rows
              .flat()
              .sort((a, b) => distance(a) - distance(b) || b.id - a.id)
              .slice(0, wanted);
            found.push(...tier);
            if (found.length >= limit) return found.map(toCar);
          }
        }
      }
      return found.map(toCar);
    },

    /** Every car a shopper can still buy, for the sitemap: id and last change. */
    async listAvailableCarRefs(): Promise<{ id: number; updatedAt: string }[]> {
      const rows = await db
        .select({ id: cars.id, updatedAt: cars.updatedAt })
        .from(cars)
        .where(eq(cars.status, 'available'))
        .orderBy(asc(cars.id));
      return rows.map((row) => ({ id: row.id, updatedAt: toIso(row.updatedAt) }));
    },

    async countCars(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(cars);
      return row?.total ?? 0;
    },

    async createCar(input: CarInput, actor?: AuditActor): Promise<Car> {
      await checkOwnPhotos(db, input.photos);
      return withUniqueStockNumber(input, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(cars).values(newCarColumns(input)).returning();
          const car = toCar(row!);
          if (actor) {
            await recordAudit(tx, actor, {
              action: 'car.create',
              entityType: 'car',
              entityId: car.id,
              summary: carSummary(car),
              changes: changedFields(null, car, CAR_AUDIT_FIELDS),
            });
          }
          return car;
        }),
      );
    },

    /**
     * Replaces a car's fields. With `expectedVersion` (the If-Match of the request) an edit made
     * on a stale copy is refused instead of silently overwriting someone else's change.
     */
    async updateCar(
      id: number,
      input: CarInput,
      expectedVersion?: number,
      actor?: AuditActor,
    ): Promise<Car> {
      await checkOwnPhotos(db, input.photos);
      const where =
        expectedVersion === undefined
          ? eq(cars.id, id)
          : and(eq(cars.id, id), eq(cars.version, expectedVersion));
      const updated = await withUniqueStockNumber(input, () =>
        db.transaction(async (tx) => {
          // Locked, so the "before" of the audit row is what this edit replaced.
          const [before] = await tx.select().from(cars).where(where).for('update');
          if (!before) return null;
          const [row] = await tx.update(cars).set(carColumns(input)).where(where).returning();
          const car = toCar(row!);
          if (actor) {
            await recordAudit(tx, actor, {
              action: 'car.update',
              entityType: 'car',
              entityId: car.id,
              summary: carSummary(car),
              changes: changedFields(toCar(before), car, CAR_AUDIT_FIELDS),
            });
          }
          return car;
        }),
      );
      if (updated) return updated;
      if (expectedVersion !== undefined && (await this.getCar(id))) {
        throw new AppError(
          'conflict',
          'This car was changed by someone else since you opened it. Reload it and try again.',
        );
      }
      throw carNotFound();
    },

    /**
     * Every price the car was shown at, oldest first: one entry from when it was added, then one
     * per change of its shown price (written by the database with the change itself).
     */
    async getPriceHistory(carId: number): Promise<PriceChange[]> {
      const rows = await db
        .select({
          displayPrice: carPriceHistory.displayPrice,
          changedAt: carPriceHistory.changedAt,
        })
        .from(carPriceHistory)
        .where(eq(carPriceHistory.carId, carId))
        .orderBy(asc(carPriceHistory.changedAt), asc(carPriceHistory.id));
      if (rows.length === 0 && !(await this.getCar(carId))) throw carNotFound();
      return rows.map((row) => ({
        displayPrice: Number(row.displayPrice),
        changedAt: toIso(row.changedAt),
        // Dated here, not by the browser: its time-zone data can put Vancouver an hour off the
        // server's, and the editor's dates would differ while hydrating (docs/product.md#price-history).
        day: isoDateIn(row.changedAt),
      }));
    },

    async setCarStatus(id: number, status: CarStatus, actor?: AuditActor): Promise<Car> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(cars).where(eq(cars.id, id)).for('update');
        if (!current) throw carNotFound();
        if (status === 'available' && current.status !== 'available') {
          const refused = unansweredDisclosures([current], false);
          if (refused) throw refused;
        }
        const [row] = await tx.update(cars).set({ status }).where(eq(cars.id, id)).returning();
        const car = toCar(row!);
        if (actor) {
          await recordAudit(tx, actor, {
            action: 'car.status',
            entityType: 'car',
            entityId: id,
            summary: carSummary(car),
            changes: changedFields(current, row, ['status']),
          });
        }
        return car;
      });
    },

    /** Deletes a car and returns it (its photos are the caller's to clean up). */
    async deleteCar(id: number, actor?: AuditActor): Promise<Car> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(cars).where(eq(cars.id, id)).returning();
        if (!row) throw carNotFound();
        if (actor) {
          await recordAudit(tx, actor, {
            action: 'car.delete',
            entityType: 'car',
            entityId: id,
            summary: carSummary(row),
          });
        }
        return toCar(row);
      });
    },
  };
}

export type CarService = ReturnType<typeof createCarService>;
