// The transactional outbox (docs/product.md#lead-delivery). A request's mails are written in the
// request's own transaction (enqueue), so a stored request always has its mails and a failed
// insert has none. The delivery worker (server/mail/outbox-worker.ts) claims due rows, sends
// them and reports back here; the retry rule lives here too.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, asc, count, eq, inArray, lte, min, sql, type SQLWrapper } from 'drizzle-orm';
import { SITE } from '../../common/site';
import type { OutboxKind, RequestType } from '../../common/constants';
import type { Database } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema';
import { AppError } from '../errors';
import { composeAdf, ADF_PROVIDER } from '../mail/adf';
import { composeConfirmation } from '../mail/confirmation';
import { DEFAULT_MAIL_SETTINGS, mailboxDomain, type MailSettings } from '../mail/mail-settings';
import type { OutgoingMail } from '../mail/mail-transport';
import { shopperOf, type RequestForMail } from '../mail/request-mail';
import { composeStaffNotification } from '../mail/staff-notification';
import { recordAudit, type AuditActor } from './audit-service';

/** The first retry comes this long after a failed attempt; each next one waits twice as long… */
export const FIRST_RETRY_MS = 10_000;
/** …but never more than an hour… */
export const MAX_RETRY_MS = 60 * 60_000;
/** …and a mail not sent this long after its request is given up (status failed). */
export const GIVE_UP_AFTER_MS = 72 * 60 * 60_000;
/**
 * A claimed row's next_attempt_at is pushed this far ahead while it is being sent: another
 * instance leaves it alone, and if this one dies mid-send the row is due again afterwards.
 * Longer than an attempt can take (the SMTP transport's timeouts).
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

const PENDING = ['queued', 'retrying'] as const;

/** What went wrong with one attempt, as nodemailer reports it. */
export interface DeliveryFailure {
  message: string;
  /** The SMTP reply code, when the server answered. */
  responseCode?: number;
  /** The SMTP command it answered, e.g. 'RCPT TO'. */
  command?: string;
}

export function deliveryFailureOf(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as {
    message?: string;
    response?: string;
    responseCode?: number;
    command?: string;
    code?: string;
  };
  const text = e.response ?? [e.code, e.message].filter(Boolean).join(' ');
  return {
    message: (text || String(error)).slice(0, 1000),
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    command: e.command,
  };
}

export interface RetryDecision {
  status: 'retrying' | 'failed';
  nextAttemptAt: Date;
}

/**
 * After a failed attempt: retry FIRST_RETRY_MS later, doubling up to hourly, with a last attempt
 * when GIVE_UP_AFTER_MS has passed since the request; failed after that. Every refusal is retried
 * (a relay's 5xx is usually a setting staff can fix: relaying denied, bad credentials), except a
 * confirmation whose recipient the server refused permanently: that is the shopper's address,
 * retrying cannot fix a mistyped one, and repeated bounces harm the sender's reputation.
 * `attempts` counts the attempt that just failed.
 */
export function decideRetry(
  row: Pick<OutboxRow, 'kind' | 'attempts' | 'createdAt'>,
  failure: DeliveryFailure,
  now: Date,
): RetryDecision {
  const deadline = row.createdAt.getTime() + GIVE_UP_AFTER_MS;
  const recipientRefused =
    row.kind === 'confirmation' &&
    failure.command === 'RCPT TO' &&
    (failure.responseCode ?? 0) >= 500;
  if (recipientRefused || now.getTime() >= deadline)
    return { status: 'failed', nextAttemptAt: now };
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_MS);
  return { status: 'retrying', nextAttemptAt: new Date(Math.min(now.getTime() + delay, deadline)) };
}

/** The message a row stands for. */
export function outgoingMailOf(row: OutboxRow): OutgoingMail {
  return {
    messageId: row.messageId,
    date: row.createdAt,
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
  };
}

/** A lead, contact message or appraisal request, by kind and id. */
export interface RequestRef {
  type: RequestType;
  id: number;
}

export interface OutboxOptions {
  mail?: MailSettings;
}

export function createOutboxService(db: Database, options: OutboxOptions = {}) {
  const settings = options.mail ?? DEFAULT_MAIL_SETTINGS;
  const events = new EventEmitter();
  const newMessageId = () => `<${randomUUID()}@${mailboxDomain(settings.from)}>`;

  return {
    /**
     * Writes the mails of a new request; call it with the request's transaction. Staff always,
     * the CRM when CRM_ADF_TO is set, the shopper when SEND_CONFIRMATIONS is on.
     */
    async enqueue(tx: Database, mail: RequestForMail, siteUrl: string): Promise<void> {
      const shopper = shopperOf(mail);
      const request = { requestType: mail.type, requestId: mail.request.id };
      const row = (
        kind: OutboxKind,
        to: string,
        parts: { subject: string; text: string; html?: string },
        replyTo: string,
      ) => ({
        ...request,
        kind,
        fromAddress: settings.from,
        toAddress: to,
        replyTo,
        subject: parts.subject,
        textBody: parts.text,
        htmlBody: parts.html ?? null,
        messageId: newMessageId(),
      });
      // Staff answer the shopper with Reply; the shopper's reply reaches the dealership.
      const rows = [
        row(
          'staff',
          settings.notifyTo.join(', '),
          composeStaffNotification(mail, siteUrl),
          shopper.email,
        ),
      ];
      if (settings.crmAdfTo) {
        const subject = `ADF lead from ${ADF_PROVIDER}: ${mail.type}-${mail.request.id}`;
        rows.push(
          row('adf', settings.crmAdfTo, { subject, text: composeAdf(mail, siteUrl) }, SITE.email),
        );
      }
      if (settings.sendConfirmations) {
        rows.push(
          row('confirmation', shopper.email, composeConfirmation(mail, siteUrl), SITE.email),
        );
      }
      await tx.insert(outbox).values(rows);
    },

    /**
     * Deletes the mails of requests being deleted (`requestIds`: their ids, e.g. a subquery),
     * in the caller's transaction: they hold the shopper's details too.
     */
    async forgetRequests(tx: Database, type: RequestType, requestIds: SQLWrapper): Promise<void> {
      await tx
        .delete(outbox)
        .where(and(eq(outbox.requestType, type), inArray(outbox.requestId, requestIds)));
    },

    /** Tells the delivery worker that new mail is waiting (after the transaction committed). */
    notifyQueued(): void {
      events.emit('queued');
    },

    /** Calls `listener` after each new request's mails are committed; returns the unsubscribe. */
    onQueued(listener: () => void): () => void {
      events.on('queued', listener);
      return () => events.off('queued', listener);
    },

    /**
     * Takes up to `limit` due rows for sending: one statement that locks them (skipping rows
     * another instance holds), counts the attempt and pushes them `leaseMs` ahead.
     */
    async claimDue(
      limit: number,
      leaseMs = CLAIM_LEASE_MS,
      now = new Date(),
    ): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.status, PENDING), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(outbox.id, due))
        .returning();
    },

    async markSent(id: number, now = new Date()): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(outbox.id, id));
    },

    /** Records a failed attempt: retrying later, or failed (see decideRetry). */
    async markFailed(row: OutboxRow, error: unknown, now = new Date()): Promise<RetryDecision> {
      const failure = deliveryFailureOf(error);
      const decision = decideRetry(row, failure, now);
      await db
        .update(outbox)
        .set({ ...decision, lastError: failure.message })
        .where(eq(outbox.id, row.id));
      return decision;
    },

    /**
     * Staff's "Retry now": a retrying or failed mail becomes due at once (a failed one gets one
     * more attempt) and the worker is woken. A sent mail is a conflict; a queued one is left as it is.
     */
    async retryNow(id: number, actor?: AuditActor, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: outbox.status,
            kind: outbox.kind,
            requestType: outbox.requestType,
            requestId: outbox.requestId,
          })
          .from(outbox)
          .where(eq(outbox.id, id))
          .for('update');
        if (!row) throw new AppError('not_found', 'Mail not found');
        if (row.status === 'sent') throw new AppError('conflict', 'This mail was already sent');
        await tx
          .update(outbox)
          .set({
            status: sql`CASE WHEN ${outbox.status} = 'failed' THEN 'retrying' ELSE ${outbox.status} END`,
            nextAttemptAt: now,
          })
          .where(and(eq(outbox.id, id), inArray(outbox.status, ['retrying', 'failed'])));
        if (actor) {
          // Which mail of which request; never its address or text (docs/product.md#audit-log).
          await recordAudit(tx, actor, {
            action: 'mail.retry',
            entityType: 'mail',
            entityId: id,
            summary: `${row.kind} mail of ${row.requestType} #${row.requestId}`,
            changes: row.status === 'failed' ? { status: ['failed', 'retrying'] } : null,
          });
        }
      });
      events.emit('queued');
    },

    /**
     * The mails given up (the dashboard warns about them): how many, and the request of the
     * oldest, for the warning's link.
     */
    async failedMails(): Promise<{ count: number; oldest: RequestRef | null }> {
      const [[totals], [oldest]] = await Promise.all([
        db.select({ total: count() }).from(outbox).where(eq(outbox.status, 'failed')),
        db
          .select({ type: outbox.requestType, id: outbox.requestId })
          .from(outbox)
          .where(eq(outbox.status, 'failed'))
          .orderBy(asc(outbox.id))
          .limit(1),
      ]);
      return {
        count: totals?.total ?? 0,
        oldest: oldest ? { type: oldest.type as RequestType, id: oldest.id } : null,
      };
    },

    /** Milliseconds until the next pending row is due (0 if one is due now), or null if none. */
    async msUntilNextDue(now = new Date()): Promise<number | null> {
      const [row] = await db
        .select({ next: min(outbox.nextAttemptAt) })
        .from(outbox)
        .where(inArray(outbox.status, PENDING));
      return row?.next ? Math.max(0, row.next.getTime() - now.getTime()) : null;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
