import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Car } from '../../common/schemas/car';
import type { InventoryQuery } from '../../common/schemas/inventory-query';
import { OLDEST_LISTED_YEAR } from '../../common/constants';
import type { Database } from '../db/client';
import { cars, type CarRow } from '../db/schema';

const toMoney = (value: string | null): number | null => (value == null ? null : Number(value));

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

export interface CarPage {
  cars: Car[];
  total: number;
  page: number;
  pageSize: number;
}

export function createCarService(db: Database) {
  return {
    async listCars(query: InventoryQuery): Promise<CarPage> {
      const where = inventoryFilters(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(cars)
          .where(where)
          .orderBy(...SORT_ORDER[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(cars).where(where),
      ]);
      return {
        cars: rows.map(toCar),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async listFeaturedCars(): Promise<Car[]> {
      const rows = await db
        .select()
        .from(cars)
        .where(and(eq(cars.featured, true), eq(cars.status, 'available')))
        .orderBy(desc(cars.createdAt), desc(cars.id));
      return rows.map(toCar);
    },

    async getCar(id: number): Promise<Car | null> {
      const [row] = await db.select().from(cars).where(eq(cars.id, id));
      return row ? toCar(row) : null;
    },

    async countCars(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(cars);
      return row?.total ?? 0;
    },
  };
}

export type CarService = ReturnType<typeof createCarService>;
