// The privacy rules over the three inboxes (docs/product.md#privacy): everything held about one
// e-mail address, its erasure, and the retention sweep (requests older than LEAD_RETENTION_DAYS,
// with their mails, and the expired idempotency answers). Each erasure is one transaction.
import type { PrivacyErasure, PrivacyExport } from '../../common/schemas/privacy';
import type { Database } from '../db/client';
import type {
  createAppraisalService,
  createContactService,
  createLeadService,
} from './inbox-service';
import { sweepExpiredAnswers } from './idempotency';
import { recordAudit, type AuditActor } from './audit-service';

const DAY_MS = 24 * 60 * 60_000;

export interface PrivacyDeps {
  leads: ReturnType<typeof createLeadService>;
  contacts: ReturnType<typeof createContactService>;
  appraisals: ReturnType<typeof createAppraisalService>;
  /** Requests older than this many days are deleted by the sweep. */
  retentionDays: number;
}

/** What the erasures need of an inbox. */
type Erasable = Pick<PrivacyDeps['leads'], 'deleteByEmail' | 'deleteOlderThan'>;

export interface RetentionReport {
  leads: number;
  contacts: number;
  appraisals: number;
  idempotencyKeys: number;
}

export function createPrivacyService(db: Database, deps: PrivacyDeps) {
  const inboxes = { leads: deps.leads, contacts: deps.contacts, appraisals: deps.appraisals };

  /** Runs `erase` on each inbox in one transaction; how many each deleted. */
  const eraseEach = (
    erase: (inbox: Erasable, tx: Database) => Promise<number>,
    audit?: (tx: Database, deleted: PrivacyErasure['deleted']) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const deleted = {
        leads: await erase(inboxes.leads, tx),
        contacts: await erase(inboxes.contacts, tx),
        appraisals: await erase(inboxes.appraisals, tx),
      };
      await audit?.(tx, deleted);
      return deleted;
    });

  /**
   * A privacy request in the audit log: how many records, never the address (the log outlives
   * an erasure; docs/product.md#audit-log).
   */
  const counts = ({ leads, contacts, appraisals }: PrivacyErasure['deleted']) =>
    `${leads} leads, ${contacts} contact messages, ${appraisals} appraisal requests`;

  return {
    retentionDays: deps.retentionDays,

    /** Every lead, contact message and appraisal request sent with this address. */
    async exportByEmail(email: string, actor?: AuditActor): Promise<PrivacyExport> {
      const [leads, contacts, appraisals] = await Promise.all([
        inboxes.leads.findByEmail(email),
        inboxes.contacts.findByEmail(email),
        inboxes.appraisals.findByEmail(email),
      ]);
      // Staff's notes may name the person too: they are part of what is held about them.
      const history = await Promise.all([
        inboxes.leads.historyOf(leads.map((item) => item.id)),
        inboxes.contacts.historyOf(contacts.map((item) => item.id)),
        inboxes.appraisals.historyOf(appraisals.map((item) => item.id)),
      ]);
      if (actor) {
        await recordAudit(db, actor, {
          action: 'privacy.export',
          entityType: 'privacy',
          summary: `Access request answered: ${counts({
            leads: leads.length,
            contacts: contacts.length,
            appraisals: appraisals.length,
          })}`,
        });
      }
      return { email, leads, contacts, appraisals, history: history.flat() };
    },

    /** Deletes all of them, with their mails; how many of each. */
    async eraseByEmail(email: string, actor?: AuditActor): Promise<PrivacyErasure> {
      const deleted = await eraseEach(
        (inbox, tx) => inbox.deleteByEmail(tx, email),
        actor &&
          ((tx, erased) =>
            recordAudit(tx, actor, {
              action: 'privacy.erase',
              entityType: 'privacy',
              summary: `Erasure: ${counts(erased)} deleted`,
            })),
      );
      return { email, deleted, total: deleted.leads + deleted.contacts + deleted.appraisals };
    },

    /** The retention sweep: requests received more than retentionDays ago, and stale answers. */
    async sweepExpired(now = new Date()): Promise<RetentionReport> {
      const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
      const deleted = await eraseEach((inbox, tx) => inbox.deleteOlderThan(tx, cutoff));
      return { ...deleted, idempotencyKeys: await sweepExpiredAnswers(db, now) };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
