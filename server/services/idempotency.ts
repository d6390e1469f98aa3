// The stored first answers of public POSTs sent with an Idempotency-Key
// (docs/product.md#idempotency). The answer is written in the request's own transaction, so
// either both the request and its answer exist or neither; the (key, scope) primary key makes
// the second of two concurrent posts with one key fail, roll back and read the first's answer.
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { RequestType } from '../../common/constants';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

/** How long a first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

export interface StoredAnswer {
  fingerprint: string;
  response: unknown;
}

/** A hash of what was posted: the same key with a different body is a client's mistake. */
export function fingerprintOf(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/** The live answer stored under `key` for this form, if any. */
export async function findAnswer(
  db: Database,
  key: string,
  scope: RequestType,
  now = new Date(),
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.scope, scope),
        gt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      ),
    );
  return row ?? null;
}

/**
 * Stores the first answer under `key`, in the request's transaction. False when a live answer
 * is already there (another post with this key won); an expired one is replaced.
 */
export async function storeAnswer(
  tx: Database,
  answer: { key: string; scope: RequestType; requestId: number } & StoredAnswer,
  now = new Date(),
): Promise<boolean> {
  const stored = await tx
    .insert(idempotencyKeys)
    .values({ ...answer, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.key, idempotencyKeys.scope],
      set: {
        requestId: answer.requestId,
        fingerprint: answer.fingerprint,
        response: answer.response,
        createdAt: now,
      },
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
}

/** The stored answer to repeat, or a 422 when the repeat carries another body. */
export function replay(answer: StoredAnswer, fingerprint: string): unknown {
  if (answer.fingerprint !== fingerprint) {
    throw new AppError(
      'unprocessable',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return answer.response;
}

/**
 * Forgets the stored answers of requests being deleted (`requestIds`: their ids, e.g. a
 * subquery), in the caller's transaction: the answers hold the shopper's details.
 */
export async function forgetAnswers(tx: Database, scope: RequestType, requestIds: SQLWrapper) {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), inArray(idempotencyKeys.requestId, requestIds)));
}

/** Deletes the answers older than the replay window; returns how many. */
export async function sweepExpiredAnswers(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ one: sql`1` });
  return gone.length;
}
