import { sql } from 'drizzle-orm';
import { DASHBOARD_CHART_WEEKS } from '../../common/constants';
import type { DashboardStats, DashboardWeek } from '../../common/schemas/api';
import { SITE } from '../../common/site';
import { rowsOf, type Database } from '../db/client';
import { appraisals, blogPosts, cars, contacts, leads, requestEvents } from '../db/schema';

interface WeekRow {
  week: string;
  leads: number | string;
  contacts: number | string;
  appraisals: number | string;
  answered: number | string;
  median_hours: number | string | null;
}

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

    /**
     * The dashboard's charts, one row per week (Monday to Sunday on the dealership's calendar),
     * the last DASHBOARD_CHART_WEEKS weeks up to this one, oldest first, empty weeks included:
     * the requests that came in by type, and of those whose status has changed, the median time
     * from the request to its first change (how fast the team answers).
     */
    async getWeeklyRequests(now = new Date()): Promise<DashboardWeek[]> {
      const zone = SITE.timeZone;
      const thisWeek = sql`date_trunc('week', (${now.toISOString()}::timestamptz AT TIME ZONE ${zone}))`;
      const rows = await rowsOf<WeekRow>(
        db,
        sql`
          WITH weeks AS (
            SELECT generate_series(${thisWeek} - make_interval(weeks => ${DASHBOARD_CHART_WEEKS - 1}), ${thisWeek}, interval '1 week') AS week
          ),
          requests AS (
            SELECT 'lead' AS type, id, created_at FROM ${leads}
            UNION ALL SELECT 'contact', id, created_at FROM ${contacts}
            UNION ALL SELECT 'appraisal', id, created_at FROM ${appraisals}
          ),
          recent AS (
            SELECT r.type, r.created_at,
                   date_trunc('week', r.created_at AT TIME ZONE ${zone}) AS week,
                   (SELECT min(e.created_at) FROM ${requestEvents} e
                     WHERE e.request_type = r.type AND e.request_id = r.id AND e.kind = 'status') AS answered_at
            FROM requests r
            WHERE r.created_at >= ((SELECT min(week) FROM weeks) AT TIME ZONE ${zone})
          )
          SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
                 count(r.type) FILTER (WHERE r.type = 'lead') AS leads,
                 count(r.type) FILTER (WHERE r.type = 'contact') AS contacts,
                 count(r.type) FILTER (WHERE r.type = 'appraisal') AS appraisals,
                 count(r.answered_at) AS answered,
                 percentile_cont(0.5) WITHIN GROUP (
                   ORDER BY extract(epoch FROM r.answered_at - r.created_at)
                 ) / 3600 AS median_hours
          FROM weeks w LEFT JOIN recent r ON r.week = w.week
          GROUP BY w.week
          ORDER BY w.week`,
      );
      return rows.map((row) => ({
        week: row.week,
        leads: Number(row.leads),
        contacts: Number(row.contacts),
        appraisals: Number(row.appraisals),
        answered: Number(row.answered),
        medianResponseHours: row.median_hours === null ? null : Number(row.median_hours),
      }));
    },
  };
}
