// The audit log (docs/product.md#audit-log): who did what, when, to which record, and the before
// and after of each changed field. Written in the transaction of the change where there is one,
// so a write and its row land together or not at all.
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

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

export function createAuditService(db: Database) {
  return {
    /** Writes one audit row, in `tx` when given. */
    async record(actor: AuditActor, entry: AuditEntry, tx: Executor = db): Promise<void> {
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
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
