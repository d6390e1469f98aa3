// The audit log (docs/product.md#audit-log): who did what, when, to which record, and the before
// and after of each changed field. Written in the transaction of the change where there is one,
// so a write and its row land together or not at all.
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Page } from '../../common/schemas/api';
import {
  AUDIT_RETENTION_YEARS,
  type AuditEntryRow,
  type AuditFilterOptions,
  type AuditQuery,
} from '../../common/schemas/audit';
import { SITE } from '../../common/site';
import type { Database } from '../db/client';
import { auditLog, users, type AuditLogRow } from '../db/schema';
import { toIso } from './mapping';
import { pageOf, withPaging } from './paging';

/** Who acted: a signed-in staff member, or nobody known (a failed sign-in names the username). */
export interface AuditActor {
  id: string | null;
  username: string | null;
  /** The client's address as the limits see it (server/auth/client-address.ts). */
  address?: string | null;
}

export type FieldChanges = Record<string, [before: unknown, after: unknown]>;

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. car.update, post.delete, request.status, staff.disable, sign-in.failure. */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** One line a person reads in the list, e.g. "2019 Honda Civic". */
  summary?: string | null;
  changes?: FieldChanges | null;
}

/** Never stored, whatever a caller passes: secrets and what would let one be guessed. */
const SECRET_FIELD = /password|hash|secret|token|totp|recovery/i;

/**
 * The fields whose values differ between two versions of a record, as { field: [before, after] }.
 * Only `fields` when given; secrets are left out. Values compare by their JSON form (dates, arrays).
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields?: readonly string[],
): FieldChanges {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChanges = {};
  for (const key of keys) {
    if (SECRET_FIELD.test(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}

function withoutSecrets(changes: FieldChanges | null | undefined): FieldChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes).filter(([key]) => !SECRET_FIELD.test(key));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** A database or a transaction of it: the audit row joins the caller's transaction. */
type Executor = Pick<Database, 'insert'>;

/**
 * Writes one audit row, in `tx` when given: services call this inside the transaction of the
 * change they record, so both land together or neither does.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username?.slice(0, 50) ?? null,
    address: actor.address?.slice(0, 64) ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary?.slice(0, 300) ?? null,
    changes: withoutSecrets(entry.changes),
  });
}

/** The instant a day (YYYY-MM-DD) starts on the dealership's calendar. */
export function startOfDealershipDay(day: string, timeZone: string = SITE.timeZone): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // The zone's offset at an instant: its wall clock read as UTC, minus the instant.
  const offset = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<string, number>;
    const asUtc = Date.UTC(
      parts.year!,
      parts.month! - 1,
      parts.day!,
      parts.hour!,
      parts.minute!,
      parts.second!,
    );
    return asUtc - instant;
  };
  // Twice: the offset at midnight may differ from the one at the first guess (a DST change).
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

function toAuditEntry(row: AuditLogRow): AuditEntryRow {
  return {
    id: row.id,
    at: toIso(row.at),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    changes: (row.changes as FieldChanges | null) ?? null,
    address: row.address,
  };
}

function auditFilters(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, startOfDealershipDay(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, startOfDealershipDay(nextDay(query.to))));
  return conditions.length ? and(...conditions) : undefined;
}

export function createAuditService(db: Database) {
  return {
    /** Writes one audit row, in `tx` when given. */
    record: (actor: AuditActor, entry: AuditEntry, tx: Executor = db) =>
      recordAudit(tx, actor, entry),

    /** The log, newest first, filtered by person, record type, action and days. */
    async listAudit(query: AuditQuery): Promise<Page<AuditEntryRow>> {
      const where = auditFilters(query);
      const [rows, [totals]] = await Promise.all([
        withPaging(
          db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(desc(auditLog.at), desc(auditLog.id))
            .$dynamic(),
          query,
        ),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return pageOf(rows.map(toAuditEntry), totals?.total, query);
    },

    /** What the filters offer: every staff account (disabled ones too) and the types recorded. */
    async filterOptions(): Promise<AuditFilterOptions> {
      const [people, types] = await Promise.all([
        db
          .select({ id: users.id, username: users.username, displayName: users.displayName })
          .from(users)
          .orderBy(asc(users.username)),
        db
          .selectDistinct({ entityType: auditLog.entityType })
          .from(auditLog)
          .orderBy(asc(auditLog.entityType)),
      ]);
      return {
        people: people.map((person) => ({
          id: person.id,
          name: person.displayName ? `${person.displayName} (${person.username})` : person.username,
        })),
        entityTypes: types.map((row) => row.entityType),
      };
    },

    /** The retention sweep: deletes rows older than AUDIT_RETENTION_YEARS; how many. */
    async sweepExpired(now = new Date()): Promise<number> {
      const cutoff = new Date(now);
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS);
      const gone = await db
        .delete(auditLog)
        .where(lt(auditLog.at, cutoff))
        .returning({ id: auditLog.id });
      return gone.length;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
