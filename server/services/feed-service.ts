// The inventory feeds' data (docs/product.md#feeds): the cars a feed lists, read a batch at a
// time, and a fingerprint of the inventory that changes with any write to it, so a feed's ETag
// never outlives a sale.
import { and, asc, count, eq, getTableColumns, gt, max, sql } from 'drizzle-orm';
import type { Car } from '../../common/schemas/car';
import type { Database } from '../db/client';
import { cars } from '../db/schema';
import { toCar } from './car-service';
import { googleVehiclesXml, inventoryFeedCsv, type FeedContext } from './feed-format';

/** Cars read per query while writing a feed. */
export const FEED_BATCH = 1000;

// Every column but the search ones (keywords repeats the description and features: it would
// double what each batch carries).
const { keywords: _keywords, searchText: _searchText, ...FEED_COLUMNS } = getTableColumns(cars);

export function createFeedService(db: Database) {
  /** Every car shoppers can buy (docs/product.md#sold-cars: available, never sold or pending), by id. */
  async function* availableCars(batch = FEED_BATCH): AsyncGenerator<Car[]> {
    let after = 0;
    for (;;) {
      const rows = await db
        .select(FEED_COLUMNS)
        .from(cars)
        .where(and(eq(cars.status, 'available'), gt(cars.id, after)))
        .orderBy(asc(cars.id))
        .limit(batch);
      if (rows.length === 0) return;
      yield rows.map(toCar);
      after = rows[rows.length - 1]!.id;
      if (rows.length < batch) return;
    }
  }

  return {
    /**
     * A digest of the whole cars table that any insert, update or delete changes: the count and
     * highest id (adds, deletes), the sum of the versions (every update bumps one, even in a
     * transaction that started before another's) and the last change. One scan, no rows sent.
     */
    async inventoryFingerprint(): Promise<string> {
      const [row] = await db
        .select({
          cars: count(),
          lastId: max(cars.id),
          versions: sql<string>`coalesce(sum(${cars.version}), 0)::text`,
          lastChange: sql<string | null>`max(${cars.updatedAt})::text`,
        })
        .from(cars);
      return [row?.cars, row?.lastId, row?.versions, row?.lastChange].join('|');
    },

    availableCars,

    /** `/feeds/google-vehicles.xml`, in pieces. */
    googleVehicles: (context: FeedContext) => googleVehiclesXml(availableCars(), context),

    /** `/feeds/inventory.csv`, in pieces. */
    inventoryCsv: (context: FeedContext) => inventoryFeedCsv(availableCars(), context),
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
