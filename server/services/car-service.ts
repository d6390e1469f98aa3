import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  BULK_ACTION_CHANGES,
  type AdminCar,
  type AdminCarQuery,
  type AdminCarSort,
  type BulkActionInput,
} from '../../common/schemas/admin-cars';
import type { Page } from '../../common/schemas/api';
import type { Car, CarInput, PriceChange } from '../../common/schemas/car';
import type { InventoryQuery } from '../../common/schemas/inventory-query';
import type { CarStatus } from '../../common/constants';
import { daysInStock, dealershipToday } from '../../common/dates';
import { isOwnImage } from '../../common/images';
import { OLDEST_LISTED_YEAR } from '../../common/constants';
import type { Database } from '../db/client';
import { carPriceHistory, cars, images, type CarRow, type NewCarRow } from '../db/schema';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/errors';
import { AppError } from '../errors';
import { toIso, toMoney, toMoneyColumn } from './mapping';
import { pageOf, withPaging } from './paging';

export function toCar(row: CarRow): Car {
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

function inventoryFilters(query: InventoryQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.make) conditions.push(eq(cars.make, query.make));
  if (query.minPrice !== undefined)
    conditions.push(gte(cars.displayPrice, query.minPrice.toFixed(2)));
  if (query.maxPrice !== undefined)
    conditions.push(lte(cars.displayPrice, query.maxPrice.toFixed(2)));
  if (query.year === 'older') conditions.push(lt(cars.year, OLDEST_LISTED_YEAR));
  else if (query.year !== undefined) conditions.push(eq(cars.year, query.year));
  if (query.maxMileage !== undefined) conditions.push(lt(cars.mileage, query.maxMileage));
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_ORDER = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  'price-asc': [asc(cars.displayPrice), desc(cars.id)],
  'price-desc': [desc(cars.displayPrice), desc(cars.id)],
  'mileage-asc': [asc(cars.mileage), desc(cars.id)],
  'year-desc': [desc(cars.year), desc(cars.createdAt), desc(cars.id)],
} satisfies Record<InventoryQuery['sort'], SQL[]>;

const ADMIN_SORT_ORDER = {
  ...SORT_ORDER,
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
  const shared = inventoryFilters({ ...query, sort: 'newest' });
  if (shared) conditions.push(shared);
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

const carNotFound = () => new AppError('not_found', 'Car not found');

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

export function createCarService(db: Database) {
  return {
    async listCars(query: InventoryQuery): Promise<Page<Car>> {
      const where = inventoryFilters(query);
      const [rows, [totals]] = await Promise.all([
        withPaging(
          db
            .select()
            .from(cars)
            .where(where)
            .orderBy(...SORT_ORDER[query.sort])
            .$dynamic(),
          query,
        ),
        db.select({ total: count() }).from(cars).where(where),
      ]);
      return pageOf(rows.map(toCar), totals?.total, query);
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
    async bulkUpdateCars({ ids, action }: BulkActionInput): Promise<{
      updated: number;
      deleted: Car[];
    }> {
      return db.transaction(async (tx) => {
        // Locked until the end: a car deleted meanwhile cannot slip between check and change.
        const found = await tx
          .select({ id: cars.id })
          .from(cars)
          .where(inArray(cars.id, ids))
          .for('update');
        if (found.length !== ids.length) {
          const known = new Set(found.map((row) => row.id));
          const unknown = ids.filter((id) => !known.has(id));
          const message = `No car has the id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`;
          throw new AppError('bad_request', message, { ids: [message] });
        }
        if (action === 'delete') {
          const rows = await tx.delete(cars).where(inArray(cars.id, ids)).returning();
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
        return { updated: rows.length, deleted: [] };
      });
    },

    async listFeaturedCars(): Promise<Car[]> {
      const rows = await db
        .select()
        .from(cars)
        .where(and(eq(cars.featured, true), eq(cars.status, 'available')))
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(24);
      return rows.map(toCar);
    },

    async getCar(id: number): Promise<Car | null> {
      const [row] = await db.select().from(cars).where(eq(cars.id, id));
      return row ? toCar(row) : null;
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

    async createCar(input: CarInput): Promise<Car> {
      await checkOwnPhotos(db, input.photos);
      const [row] = await withUniqueStockNumber(input, () =>
        db.insert(cars).values(newCarColumns(input)).returning(),
      );
      return toCar(row!);
    },

    /**
     * Replaces a car's fields. With `expectedVersion` (the If-Match of the request) an edit made
     * on a stale copy is refused instead of silently overwriting someone else's change.
     */
    async updateCar(id: number, input: CarInput, expectedVersion?: number): Promise<Car> {
      await checkOwnPhotos(db, input.photos);
      const where =
        expectedVersion === undefined
          ? eq(cars.id, id)
          : and(eq(cars.id, id), eq(cars.version, expectedVersion));
      const [row] = await withUniqueStockNumber(input, () =>
        db.update(cars).set(carColumns(input)).where(where).returning(),
      );
      if (row) return toCar(row);
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
      }));
    },

    async setCarStatus(id: number, status: CarStatus): Promise<Car> {
      const [row] = await db.update(cars).set({ status }).where(eq(cars.id, id)).returning();
      if (!row) throw carNotFound();
      return toCar(row);
    },

    /** Deletes a car and returns it (its photos are the caller's to clean up). */
    async deleteCar(id: number): Promise<Car> {
      const [row] = await db.delete(cars).where(eq(cars.id, id)).returning();
      if (!row) throw carNotFound();
      return toCar(row);
    },
  };
}

export type CarService = ReturnType<typeof createCarService>;
