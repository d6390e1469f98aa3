// Leads, contact messages and appraisal requests behave alike: shoppers create them, staff list
// them newest first, move their status through new → contacted → closed (each change kept in
// the request's history, in the change's transaction), add internal notes and may delete them;
// the privacy rules (docs/product.md#privacy) find, erase and expire them by e-mail address and
// age. One factory, three tables. A new request, its mails (the outbox) and, with an
// Idempotency-Key, its stored answer are written in one transaction; deleting a request deletes
// its mails and that answer with it.
import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page, Paging } from '../../common/schemas/api';
import type { RequestStatus, RequestType } from '../../common/constants';
import { MARKETING_CONSENT_TEXT } from '../../common/privacy';
import type { Database } from '../db/client';
import { appraisals, cars, contacts, leads, outbox, requestEvents } from '../db/schema';
import type { CarForMail, RequestForMail } from '../mail/request-mail';
import type { OutboxService } from './outbox-service';
import { AppError } from '../errors';
import { CSV_BYTE_ORDER_MARK, cellText, csvText, neutraliseCell } from './car-csv';
import { toIso, toMoney, toMoneyColumn } from './mapping';
import { pageOf, withPaging } from './paging';
import type {
  Appraisal,
  AppraisalInput,
  Contact,
  ContactInput,
  Lead,
  LeadInput,
  RequestCar,
  RequestDetails,
  RequestEvent,
  RequestMail,
} from '../../common/schemas/requests';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/errors';
import { findAnswer, fingerprintOf, forgetAnswers, replay, storeAnswer } from './idempotency';
import { recordAudit, type AuditActor } from './audit-service';

type InboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

interface InboxDefinition<Row, Item, Input> {
  type: RequestType;
  table: InboxTable;
  /** The shopper's e-mail address (what a privacy request names). */
  email: PgColumn;
  /** What the records are called in messages, e.g. 'Lead'. */
  noun: string;
  toItem(row: Row): Item;
  toColumns(input: Input): Record<string, unknown>;
  /** Maps a database error of the insert to a user-facing one (or rethrows). */
  onInsertError?(error: unknown): never;
  /** What the mails say about a new request (read inside its transaction). */
  mailOf(tx: Database, item: Item): Promise<RequestForMail>;
  /** The car the request is about, if this kind names one (a lead). */
  carIdOf?(item: Item): number | null;
  /** The CSV export's columns: the item's fields by name (a car adds vehicle and stockNumber). */
  csvColumns: readonly (keyof Item & string)[];
}

/**
 * Who did something to a request: the signed-in admin (null: not known, e.g. a script). Their
 * username goes in the request's history; the audit row gets the rest.
 */
export type Actor = AuditActor | null;

/** Rows per batch of the CSV export (keyset on id, so memory stays flat). */
const EXPORT_BATCH = 1000;

const toEvent = (row: typeof requestEvents.$inferSelect): RequestEvent => ({
  id: row.id,
  kind: row.kind as RequestEvent['kind'],
  fromStatus: row.fromStatus as RequestStatus | null,
  toStatus: row.toStatus as RequestStatus | null,
  note: row.note,
  actor: row.actor,
  createdAt: toIso(row.createdAt),
});

const toMail = (row: typeof outbox.$inferSelect): RequestMail => ({
  id: row.id,
  kind: row.kind as RequestMail['kind'],
  toAddress: row.toAddress,
  subject: row.subject,
  status: row.status as RequestMail['status'],
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: toIso(row.nextAttemptAt),
  sentAt: row.sentAt ? toIso(row.sentAt) : null,
  createdAt: toIso(row.createdAt),
});

/** What staff and the mails both show of a request's car. */
const carNameColumns = {
  id: cars.id,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  trim: cars.trim,
  stockNumber: cars.stockNumber,
  price: cars.displayPrice,
};

/** The cars these ids name, as staff see them next to a request (deleted cars are absent). */
export async function requestCars(db: Database, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map<number, RequestCar>();
  const rows = await db.select(carNameColumns).from(cars).where(inArray(cars.id, wanted));
  return new Map(rows.map((car) => [car.id, { ...car, price: Number(car.price) }]));
}

export interface InboxOptions {
  outbox: OutboxService;
  /** PUBLIC_URL: the base of links in mail, before the request's own origin. */
  publicUrl?: string;
}

export interface CreateContext {
  /** The origin the request came to (links in mail when PUBLIC_URL is not set). */
  origin?: string;
  /** The Idempotency-Key it was posted with: a repeat is answered from the first. */
  idempotencyKey?: string;
}

export interface Submitted<Item> {
  item: Item;
  /** True when this is the stored answer of an earlier post with the same key. */
  replayed: boolean;
}

/** Thrown inside a create's transaction to roll it back: another post with its key won. */
class KeyAlreadyUsed extends Error {}

function createInbox<Row, Item, Input>(
  db: Database,
  options: InboxOptions,
  def: InboxDefinition<Row, Item, Input>,
) {
  const { table } = def;
  const notFound = () => new AppError('not_found', `${def.noun} not found`);
  // "Lead #12", never the shopper's name: the log outlives an erased request
  // (docs/product.md#audit-log).
  const summaryOf = (id: number) => `${def.noun} #${id}`;
  const replayed = (response: unknown): Submitted<Item> => ({
    item: response as Item,
    replayed: true,
  });

  /** Deletes the requests `where` selects, with their mails, stored answers and history. */
  async function deleteWhere(tx: Database, where: SQL | undefined): Promise<number> {
    const ids = tx.select({ id: table.id }).from(table).where(where);
    await options.outbox.forgetRequests(tx, def.type, ids);
    await forgetAnswers(tx, def.type, ids);
    // Notes may name the shopper: an erased request keeps nothing here either.
    await tx
      .delete(requestEvents)
      .where(and(eq(requestEvents.requestType, def.type), inArray(requestEvents.requestId, ids)));
    const gone = await tx.delete(table).where(where).returning({ id: table.id });
    return gone.length;
  }

  const byEmail = (email: string) => eq(sql`lower(${def.email})`, email.trim().toLowerCase());

  async function submit(input: Input, context: CreateContext = {}): Promise<Submitted<Item>> {
    const siteUrl = options.publicUrl ?? context.origin ?? 'http://localhost';
    const key = context.idempotencyKey;
    const fingerprint = key === undefined ? '' : fingerprintOf(input);
    if (key !== undefined) {
      const earlier = await findAnswer(db, key, def.type);
      if (earlier) return replayed(replay(earlier, fingerprint));
    }
    let item: Item;
    try {
      item = await db.transaction(async (tx) => {
        const [row] = await tx.insert(table).values(def.toColumns(input)).returning();
        const created = def.toItem(row as Row);
        await options.outbox.enqueue(tx, await def.mailOf(tx, created), siteUrl);
        if (key !== undefined) {
          const requestId = (row as { id: number }).id;
          const answer = { key, scope: def.type, requestId, fingerprint, response: created };
          if (!(await storeAnswer(tx, answer))) throw new KeyAlreadyUsed();
        }
        return created;
      });
    } catch (error) {
      if (error instanceof KeyAlreadyUsed) {
        // A concurrent post with this key committed first: answer as it was answered (unless
        // staff deleted that request in the meantime, which leaves nothing to repeat).
        const earlier = await findAnswer(db, key!, def.type);
        if (earlier) return replayed(replay(earlier, fingerprint));
        throw new AppError('conflict', 'This Idempotency-Key was just used; please try again');
      }
      if (def.onInsertError) def.onInsertError(error);
      throw error;
    }
    // Committed: the delivery worker may send now. The answer never waits for it.
    options.outbox.notifyQueued();
    return { item, replayed: false };
  }

  return {
    submit,

    async create(input: Input, context: CreateContext = {}): Promise<Item> {
      return (await submit(input, context)).item;
    },

    async list(paging: Paging): Promise<Page<Item>> {
      const [rows, [totals]] = await Promise.all([
        withPaging(
          db.select().from(table).orderBy(desc(table.createdAt), desc(table.id)).$dynamic(),
          paging,
        ),
        db.select({ total: count() }).from(table),
      ]);
      return pageOf((rows as Row[]).map(def.toItem), totals?.total, paging);
    },

    async get(id: number): Promise<Item | null> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? def.toItem(row as Row) : null;
    },

    /** Sets the status; a change is written to the history in the same transaction. */
    async setStatus(id: number, status: RequestStatus, actor: Actor = null): Promise<Item> {
      return db.transaction(async (tx) => {
        // The row lock orders concurrent changes, so each event's "from" is what it replaced.
        const [before] = await tx
          .select({ status: table.status })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx.update(table).set({ status }).where(eq(table.id, id)).returning();
        if (before.status !== status) {
          await tx.insert(requestEvents).values({
            requestType: def.type,
            requestId: id,
            kind: 'status',
            fromStatus: before.status as string,
            toStatus: status,
            actor: actor?.username ?? null,
          });
        }
        if (actor) {
          await recordAudit(tx, actor, {
            action: `${def.type}.status`,
            entityType: def.type,
            entityId: id,
            summary: summaryOf(id),
            changes: before.status === status ? null : { status: [before.status, status] },
          });
        }
        return def.toItem(row as Row);
      });
    },

    /** Adds an internal note. Notes are for staff only: nothing is mailed. */
    async addNote(id: number, note: string, actor: Actor = null): Promise<RequestEvent> {
      return db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
        if (!exists) throw notFound();
        const [row] = await tx
          .insert(requestEvents)
          .values({
            requestType: def.type,
            requestId: id,
            kind: 'note',
            note,
            actor: actor?.username ?? null,
          })
          .returning();
        if (actor) {
          // The note's words stay with the request (they may name the shopper and go with it).
          await recordAudit(tx, actor, {
            action: `${def.type}.note`,
            entityType: def.type,
            entityId: id,
            summary: summaryOf(id),
          });
        }
        return toEvent(row!);
      });
    },

    /** The request, its car, its history (newest first) and its mails, or null. */
    async details(id: number): Promise<RequestDetails<Item> | null> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) return null;
      const request = def.toItem(row as Row);
      const ofRequest = <T extends typeof requestEvents | typeof outbox>(t: T) =>
        and(eq(t.requestType, def.type), eq(t.requestId, id));
      const carId = def.carIdOf?.(request) ?? null;
      const [events, mails, carsById] = await Promise.all([
        db
          .select()
          .from(requestEvents)
          .where(ofRequest(requestEvents))
          .orderBy(desc(requestEvents.createdAt), desc(requestEvents.id)),
        db.select().from(outbox).where(ofRequest(outbox)).orderBy(asc(outbox.id)),
        requestCars(db, [carId]),
      ]);
      return {
        request,
        car: carId === null ? null : (carsById.get(carId) ?? null),
        events: events.map(toEvent),
        mails: mails.map(toMail),
      };
    },

    /** Every request, oldest first, in batches, each item with its car (if it names one). */
    async *exportAll(): AsyncGenerator<{ item: Item; car: RequestCar | null }[]> {
      let after = 0;
      for (;;) {
        const rows = (await db
          .select()
          .from(table)
          .where(gt(table.id, after))
          .orderBy(asc(table.id))
          .limit(EXPORT_BATCH)) as Row[];
        if (rows.length === 0) return;
        const items = rows.map(def.toItem);
        const carIds = items.map((item) => def.carIdOf?.(item) ?? null);
        const carsById = await requestCars(db, carIds);
        yield items.map((item, i) => ({
          item,
          car: carIds[i] == null ? null : (carsById.get(carIds[i]) ?? null),
        }));
        if (rows.length < EXPORT_BATCH) return;
        after = (rows.at(-1) as { id: number }).id;
      }
    },

    /** Every request as CSV text, in pieces: header first, then a batch of rows at a time. */
    async *exportCsv(): AsyncGenerator<string> {
      const carColumns = def.carIdOf ? ['vehicle', 'stockNumber'] : [];
      yield CSV_BYTE_ORDER_MARK + csvText([[...def.csvColumns, ...carColumns]]);
      for await (const batch of this.exportAll()) {
        const rows = batch.map(({ item, car }) => {
          const cells = def.csvColumns.map((column) => cellText(item[column]));
          if (def.carIdOf) {
            cells.push(car ? `${car.year} ${car.make} ${car.model}` : '', car?.stockNumber ?? '');
          }
          return cells.map(neutraliseCell);
        });
        yield csvText(rows);
      }
    },

    /** Deletes one request (and its mails); not_found when there is none. */
    async delete(id: number, actor: Actor = null): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await deleteWhere(tx, eq(table.id, id));
        if (deleted === 0) throw notFound();
        if (actor) {
          await recordAudit(tx, actor, {
            action: `${def.type}.delete`,
            entityType: def.type,
            entityId: id,
            summary: summaryOf(id),
          });
        }
      });
    },

    /** Every request from this e-mail address (any case), oldest first. */
    async findByEmail(email: string): Promise<Item[]> {
      const rows = await db
        .select()
        .from(table)
        .where(byEmail(email))
        .orderBy(asc(table.createdAt), asc(table.id));
      return (rows as Row[]).map(def.toItem);
    },

    /** The status changes and notes on these requests, oldest first. */
    async historyOf(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(requestEvents)
        .where(and(eq(requestEvents.requestType, def.type), inArray(requestEvents.requestId, ids)))
        .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id));
      return rows.map((row) => ({
        requestType: def.type,
        requestId: row.requestId,
        ...toEvent(row),
      }));
    },

    /** Erases every request from this address, in the caller's transaction; returns how many. */
    deleteByEmail: (tx: Database, email: string) => deleteWhere(tx, byEmail(email)),

    /** Deletes the requests received before `cutoff`, in the caller's transaction. */
    deleteOlderThan: (tx: Database, cutoff: Date) => deleteWhere(tx, lt(table.createdAt, cutoff)),

    async countNew(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(table).where(eq(table.status, 'new'));
      return row?.total ?? 0;
    },
  };
}

export type InboxService<Item, Input> = ReturnType<typeof createInbox<unknown, Item, Input>>;

const requestFields = (row: {
  id: number;
  status: string;
  createdAt: Date;
  marketingConsent: boolean;
  consentText: string | null;
  consentAt: Date | null;
}) => ({
  id: row.id,
  status: row.status as RequestStatus,
  createdAt: toIso(row.createdAt),
  marketingConsent: row.marketingConsent,
  consentText: row.consentText,
  consentAt: row.consentAt ? toIso(row.consentAt) : null,
});

/** The fields a lead and a contact message share (who wrote, and what). */
const messageFields = (row: typeof contacts.$inferSelect) => ({
  ...requestFields(row),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  interest: row.interest,
  message: row.message,
});

/** The CSV columns of a lead and a contact message (a lead adds its car). */
const MESSAGE_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'firstName',
  'lastName',
  'email',
  'phone',
  'interest',
  'message',
] as const;

/**
 * The stored columns of a shopper's input: everything but the honeypot, and the consent as CASL
 * wants it kept: the words the shopper agreed to and when (both null without consent).
 */
const requestColumns = <T extends { website?: string; marketingConsent: boolean }>({
  website: _honeypot,
  ...input
}: T) => ({
  ...input,
  consentText: input.marketingConsent ? MARKETING_CONSENT_TEXT : null,
  consentAt: input.marketingConsent ? new Date() : null,
});

/** The car a lead names, as its mails show it (null when it names none). */
async function carForMail(tx: Database, carId: number | null): Promise<CarForMail | null> {
  if (carId === null) return null;
  const [car] = await tx
    .select({ ...carNameColumns, vin: cars.vin, mileage: cars.mileage })
    .from(cars)
    .where(eq(cars.id, carId));
  return car ? { ...car, price: Number(car.price) } : null;
}

export function createLeadService(db: Database, options: InboxOptions) {
  return createInbox<typeof leads.$inferSelect, Lead, LeadInput>(db, options, {
    type: 'lead',
    table: leads,
    email: leads.email,
    noun: 'Lead',
    carIdOf: (lead) => lead.carId,
    csvColumns: [...MESSAGE_CSV_COLUMNS, 'carId'],
    toItem: (row) => ({ ...messageFields(row), carId: row.carId }),
    toColumns: requestColumns,
    mailOf: async (tx, lead) => ({
      type: 'lead',
      request: lead,
      car: await carForMail(tx, lead.carId),
    }),
    onInsertError(error) {
      // The carId names no car (or the car was deleted a moment ago).
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
        throw new AppError('bad_request', 'Invalid request: carId does not name a car', {
          carId: ['This vehicle is no longer available'],
        });
      }
      throw error;
    },
  });
}

export function createContactService(db: Database, options: InboxOptions) {
  return createInbox<typeof contacts.$inferSelect, Contact, ContactInput>(db, options, {
    type: 'contact',
    table: contacts,
    email: contacts.email,
    noun: 'Contact message',
    csvColumns: MESSAGE_CSV_COLUMNS,
    toItem: messageFields,
    toColumns: requestColumns,
    mailOf: async (_tx, contact) => ({ type: 'contact', request: contact }),
  });
}

export function createAppraisalService(db: Database, options: InboxOptions) {
  return createInbox<typeof appraisals.$inferSelect, Appraisal, AppraisalInput>(db, options, {
    type: 'appraisal',
    table: appraisals,
    email: appraisals.contactEmail,
    noun: 'Appraisal request',
    csvColumns: [
      'id',
      'createdAt',
      'status',
      'contactName',
      'contactPhone',
      'contactEmail',
      'year',
      'make',
      'model',
      'mileage',
      'condition',
      'askingPrice',
      'description',
    ],
    toItem: (row) => ({
      ...requestFields(row),
      make: row.make,
      model: row.model,
      year: row.year,
      mileage: row.mileage,
      condition: row.condition as Appraisal['condition'],
      askingPrice: toMoney(row.askingPrice),
      description: row.description,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      contactEmail: row.contactEmail,
    }),
    toColumns: (input) => ({
      ...requestColumns(input),
      askingPrice: toMoneyColumn(input.askingPrice),
    }),
    mailOf: async (_tx, appraisal) => ({ type: 'appraisal', request: appraisal }),
  });
}
