import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../common/schemas/api';
import type { Database } from '../db/client';
import { blogPosts, cars, leads } from '../db/schema';

export function createStatsService(db: Database) {
  return {
    /** The four dashboard counts, computed by the database in one round trip. */
    async getDashboardStats(): Promise<DashboardStats> {
      const [row] = await db
        .select({
          totalInventory: sql<number>`(select count(*) from ${cars})`.mapWith(Number),
          availableCars:
            sql<number>`(select count(*) from ${cars} where ${cars.status} = 'available')`.mapWith(
              Number,
            ),
          newLeads:
            sql<number>`(select count(*) from ${leads} where ${leads.status} = 'new')`.mapWith(
              Number,
            ),
          publishedPosts:
            sql<number>`(select count(*) from ${blogPosts} where ${blogPosts.published})`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
  };
}
