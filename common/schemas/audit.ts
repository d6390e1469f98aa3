// The audit log (docs/product.md#audit-log): the query of GET /api/admin/audit and of the
// /admin/audit page, and its rows. One schema each, shared by the page, the API and the OpenAPI
// document.
import { z } from './zod';
import { isIsoDate } from '../dates';
import { normalisePaging, PageQuerySchema, type Paging } from './api';
import { queryParam } from './query-params';

const isoDateParam = (what: string) =>
  queryParam(z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD'), {
    description: `${what} (YYYY-MM-DD, on the dealership's calendar)`,
    example: '2026-11-01',
  });

export const AuditQuerySchema = PageQuerySchema.extend({
  actorId: queryParam(z.uuid('must be a staff member’s id'), {
    description: 'Only what this staff member did (their user id)',
  }),
  entityType: queryParam(
    z
      .string()
      .max(30)
      .regex(/^[a-z][a-z-]*$/, 'must be a record type such as car or post'),
    { description: 'Only changes to this type of record, e.g. car, post, lead', example: 'car' },
  ),
  action: queryParam(
    z
      .string()
      .max(50)
      .regex(/^[a-z][a-z-]*\.[a-z][a-z-]*$/, 'must be an action such as car.update'),
    { description: 'Only this action, e.g. car.update', example: 'car.update' },
  ),
  from: isoDateParam('From this day'),
  to: isoDateParam('Up to and including this day'),
}).meta({ id: 'AuditQuery' });
export type AuditQueryInput = z.input<typeof AuditQuerySchema>;

export interface AuditQuery extends Paging {
  actorId?: string;
  entityType?: string;
  action?: string;
  from?: string;
  to?: string;
}

export function normaliseAuditQuery(parsed: z.output<typeof AuditQuerySchema>): AuditQuery {
  const { page, pageSize, ...filters } = parsed;
  return { ...filters, ...normalisePaging({ page, pageSize }) };
}

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'When (ISO 8601)' }),
    actorId: z.string().nullable().meta({ description: 'The staff member’s user id' }),
    actorName: z
      .string()
      .nullable()
      .meta({ description: 'Their username then (kept if the account changes)' }),
    action: z.string().meta({ description: '<entity>.<verb>, e.g. car.update' }),
    entityType: z.string(),
    entityId: z.string().nullable(),
    summary: z
      .string()
      .nullable()
      .meta({ description: 'The record in words, e.g. 2019 Honda Civic' }),
    changes: z
      .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
      .nullable()
      .meta({ description: 'Each changed field as [before, after]' }),
    address: z.string().nullable().meta({ description: 'The address the request came from' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryRow = z.infer<typeof AuditEntrySchema>;

/** Who and what the page's filters offer: every staff account, and the record types seen. */
export interface AuditFilterOptions {
  people: { id: string; name: string }[];
  entityTypes: string[];
}

/** How long rows are kept (docs/product.md#audit-log): then the sweep deletes them. */
export const AUDIT_RETENTION_YEARS = 2;

/** The /admin/audit page's query from its URL: a parameter that breaks a rule is left out. */
export function auditQueryFromUrl(search: URLSearchParams): AuditQuery {
  const input: Record<string, string> = {};
  for (const key of Object.keys(AuditQuerySchema.shape)) {
    const value = search.get(key);
    if (value) input[key] = value;
  }
  const result = AuditQuerySchema.safeParse(input);
  if (result.success) return normaliseAuditQuery(result.data);
  for (const issue of result.error.issues) delete input[String(issue.path[0])];
  return normaliseAuditQuery(AuditQuerySchema.parse(input));
}
