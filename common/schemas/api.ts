// Shapes that belong to the API as a whole: errors, paging, dashboard counts.
import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { queryParam, wholeNumberParam } from './query-params';

export const ErrorSchema = z
  .object({
    error: z.string(),
    details: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Messages per field, keyed by the field name' }),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

/** page and pageSize of any paged list; the page size is clamped to MAX_PAGE_SIZE. */
export const PageQuerySchema = z.object({
  page: queryParam(wholeNumberParam(MAX_PAGE).pipe(z.number().min(1, 'must be 1 or more')), {
    description: 'Page number, from 1 (default 1)',
    example: '2',
  }),
  pageSize: queryParam(wholeNumberParam(1_000_000).pipe(z.number().min(1, 'must be 1 or more')), {
    description: `Items per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}; larger values are clamped)`,
    example: '24',
  }),
});

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * One page of a list, as every service answers it. The HTTP API sends `items` as the body and the
 * total in headers (server/api/route.ts sendPage); pages read it whole.
 */
export interface Page<T> extends Paging {
  items: T[];
  total: number;
}

export function normalisePaging(parsed: { page?: number; pageSize?: number }): Paging {
  return {
    page: parsed.page ?? 1,
    pageSize: Math.min(parsed.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export const DashboardStatsSchema = z
  .object({
    totalInventory: z.number().int(),
    availableCars: z.number().int(),
    newLeads: z.number().int(),
    publishedPosts: z.number().int(),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** One week of the dashboard's charts (docs/product.md#dashboard); weeks start on Monday. */
export const DashboardWeekSchema = z
  .object({
    week: z.iso.date().meta({ description: 'The Monday the week starts, dealership time' }),
    leads: z.number().int(),
    contacts: z.number().int(),
    appraisals: z.number().int(),
    answered: z.number().int().meta({ description: 'Requests of the week whose status changed' }),
    medianResponseHours: z
      .number()
      .nullable()
      .meta({ description: 'Median hours from a request to its first status change' }),
  })
  .meta({ id: 'DashboardWeek' });
export type DashboardWeek = z.infer<typeof DashboardWeekSchema>;
