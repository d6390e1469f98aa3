// The delivery worker inside the app: takes due outbox rows, sends each over the mail transport
// with its stable Message-ID, and marks it sent or schedules the retry. It wakes at once when a
// request commits new mail (a nudge), when the next retry is due, and at least every `pollMs`
// (mail written by another instance on the same PostgreSQL). Several instances share the outbox:
// a row is claimed by exactly one of them (FOR UPDATE SKIP LOCKED in outbox-service.ts).
import type { Logger } from '../logger';
import { outgoingMailOf, type OutboxService } from '../services/outbox-service';
import type { MailTransport } from './mail-transport';

export interface OutboxWorkerOptions {
  outbox: OutboxService;
  transport: MailTransport;
  logger: Logger;
  /** The longest sleep when nothing is due. */
  pollMs?: number;
  /** Rows taken per claim; they are sent `concurrency` at a time. */
  batchSize?: number;
  concurrency?: number;
  /** How long a claimed row is left alone (CLAIM_LEASE_MS): the wait before a crashed send is retried. */
  leaseMs?: number;
}

export interface OutboxWorker {
  /** Look for due mail now (no-op while a round is running: it looks again when done). */
  nudge(): void;
  /** Finishes the sends under way and stops; the transport is closed. */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, transport, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? 4;
  let stopped = false;
  let nudged = false;
  let wake: (() => void) | null = null;

  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const unsubscribe = outbox.onQueued(nudge);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function deliver(row: Awaited<ReturnType<OutboxService['claimDue']>>[number]) {
    try {
      await transport.send(outgoingMailOf(row));
    } catch (error) {
      const decision = await outbox.markFailed(row, error);
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, ...decision, err: error },
        decision.status === 'failed' ? 'mail given up' : 'mail not sent; will retry',
      );
      return;
    }
    await outbox.markSent(row.id);
    logger.info({ outboxId: row.id, kind: row.kind, messageId: row.messageId }, 'mail sent');
  }

  async function round(): Promise<number> {
    const rows = await outbox.claimDue(batchSize, options.leaseMs);
    // `concurrency` lanes each take the next row as soon as their last one is done: one slow
    // send does not hold the others up (the pooled transport keeps its connections busy).
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        // A database failure marking the row leaves it to its lease (sent again later: at least once).
        await deliver(row).catch((error: unknown) =>
          logger.error({ err: error, outboxId: row.id }, 'outbox update failed'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    return rows.length;
  }

  async function run() {
    while (!stopped) {
      nudged = false;
      let wait = pollMs;
      try {
        if ((await round()) > 0) continue;
        const due = await outbox.msUntilNextDue();
        // A due row another instance is claiming this very moment: look again shortly.
        if (due !== null) wait = Math.min(wait, Math.max(due, 100));
      } catch (error) {
        logger.error({ err: error }, 'outbox round failed');
      }
      if (!stopped && !nudged) await sleep(wait);
    }
  }

  const running = run();
  return {
    nudge,
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await running;
      transport.close();
    },
  };
}
