// Leads, contact messages and appraisal requests behave alike: shoppers create them, staff list
// them newest first and move their status through new → contacted → closed. One factory, three
// tables. A new request and its mails (the outbox) are written in one transaction.
import { count, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page, Paging } from '../../common/schemas/api';
import type { RequestStatus } from '../../common/constants';
import type { Database } from '../db/client';
import { appraisals, cars, contacts, leads } from '../db/schema';
import type { CarForMail, RequestForMail } from '../mail/request-mail';
import type { OutboxService } from './outbox-service';
import { AppError } from '../errors';
import { toIso, toMoney, toMoneyColumn } from './mapping';
import { pageOf, withPaging } from './paging';
import type {
  Appraisal,
  AppraisalInput,
  Contact,
  ContactInput,
  Lead,
  LeadInput,
} from '../../common/schemas/requests';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/errors';

type InboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

interface InboxDefinition<Row, Item, Input> {
  table: InboxTable;
  /** What the records are called in messages, e.g. 'Lead'. */
  noun: string;
  toItem(row: Row): Item;
  toColumns(input: Input): Record<string, unknown>;
  /** Maps a database error of the insert to a user-facing one (or rethrows). */
  onInsertError?(error: unknown): never;
  /** What the mails say about a new request (read inside its transaction). */
  mailOf(tx: Database, item: Item): Promise<RequestForMail>;
}

export interface InboxOptions {
  outbox: OutboxService;
  /** PUBLIC_URL: the base of links in mail, before the request's own origin. */
  publicUrl?: string;
}

export interface CreateContext {
  /** The origin the request came to (links in mail when PUBLIC_URL is not set). */
  origin?: string;
}

function createInbox<Row, Item, Input>(
  db: Database,
  options: InboxOptions,
  def: InboxDefinition<Row, Item, Input>,
) {
  const { table } = def;
  const notFound = () => new AppError('not_found', `${def.noun} not found`);
  return {
    async create(input: Input, context: CreateContext = {}): Promise<Item> {
      const siteUrl = options.publicUrl ?? context.origin ?? 'http://localhost';
      let item: Item;
      try {
        item = await db.transaction(async (tx) => {
          const [row] = await tx.insert(table).values(def.toColumns(input)).returning();
          const created = def.toItem(row as Row);
          await options.outbox.enqueue(tx, await def.mailOf(tx, created), siteUrl);
          return created;
        });
      } catch (error) {
        if (def.onInsertError) def.onInsertError(error);
        throw error;
      }
      // Committed: the delivery worker may send now. The answer never waits for it.
      options.outbox.notifyQueued();
      return item;
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

    async setStatus(id: number, status: RequestStatus): Promise<Item> {
      const [row] = await db.update(table).set({ status }).where(eq(table.id, id)).returning();
      if (!row) throw notFound();
      return def.toItem(row as Row);
    },

    async countNew(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(table).where(eq(table.status, 'new'));
      return row?.total ?? 0;
    },
  };
}

export type InboxService<Item, Input> = ReturnType<typeof createInbox<unknown, Item, Input>>;

const requestFields = (row: { id: number; status: string; createdAt: Date }) => ({
  id: row.id,
  status: row.status as RequestStatus,
  createdAt: toIso(row.createdAt),
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

/** The stored columns of a shopper's input: everything but the honeypot. */
const withoutHoneypot = <T extends { website?: string }>({ website: _honeypot, ...input }: T) =>
  input;

/** The car a lead names, as its mails show it (null when it names none). */
async function carForMail(tx: Database, carId: number | null): Promise<CarForMail | null> {
  if (carId === null) return null;
  const [car] = await tx
    .select({
      id: cars.id,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      trim: cars.trim,
      vin: cars.vin,
      stockNumber: cars.stockNumber,
      mileage: cars.mileage,
      price: cars.displayPrice,
    })
    .from(cars)
    .where(eq(cars.id, carId));
  return car ? { ...car, price: Number(car.price) } : null;
}

export function createLeadService(db: Database, options: InboxOptions) {
  return createInbox<typeof leads.$inferSelect, Lead, LeadInput>(db, options, {
    table: leads,
    noun: 'Lead',
    toItem: (row) => ({ ...messageFields(row), carId: row.carId }),
    toColumns: withoutHoneypot,
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
    table: contacts,
    noun: 'Contact message',
    toItem: messageFields,
    toColumns: withoutHoneypot,
    mailOf: async (_tx, contact) => ({ type: 'contact', request: contact }),
  });
}

export function createAppraisalService(db: Database, options: InboxOptions) {
  return createInbox<typeof appraisals.$inferSelect, Appraisal, AppraisalInput>(db, options, {
    table: appraisals,
    noun: 'Appraisal request',
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
      ...withoutHoneypot(input),
      askingPrice: toMoneyColumn(input.askingPrice),
    }),
    mailOf: async (_tx, appraisal) => ({ type: 'appraisal', request: appraisal }),
  });
}
