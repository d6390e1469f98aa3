// Staff's view of a request (docs/product.md#request-details): status history written with each
// change, internal notes (never mailed), the detail API with the delivery state of each mail,
// "Retry now" waking a real delivery worker, the inbox CSV exports, and the dashboard's weekly
// series computed by the database.
import { and, count, eq, sql } from 'drizzle-orm';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'csv-parse/sync';
import { REQUEST_NOTE_MAX_LENGTH } from '../../common/constants';
import { appraisals, contacts, leads, outbox, requestEvents } from '../../server/db/schema';
import { createFileTransport } from '../../server/mail/mail-transport';
import { startOutboxWorker } from '../../server/mail/outbox-worker';
import { createAppraisal, createCar, createContact, createTestDrive } from '../factories';
import { signedInAgent, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let car: Awaited<ReturnType<typeof createCar>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
  car = await createCar(t.services, { stockNumber: 'FC-DETAIL-1' });
});
afterAll(() => t.close());

const mailsOfLead = (id: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.requestType, 'lead'), eq(outbox.requestId, id)))
    .orderBy(outbox.id);

describe('status history', () => {
  it('records each change with who made it, in the order made; setting the same status records nothing', async () => {
    const lead = await createTestDrive(t.services);
    await admin.patch(`/api/leads/${lead.id}`).send({ status: 'contacted' }).expect(200);
    await admin.patch(`/api/leads/${lead.id}`).send({ status: 'contacted' }).expect(200);
    await admin.patch(`/api/leads/${lead.id}`).send({ status: 'closed' }).expect(200);
    const { body } = await admin.get(`/api/admin/leads/${lead.id}`).expect(200);
    expect(body.request.status).toBe('closed');
    expect(body.events).toEqual([
      expect.objectContaining({
        kind: 'status',
        fromStatus: 'contacted',
        toStatus: 'closed',
        actor: TEST_ADMIN.username,
        note: null,
      }),
      expect.objectContaining({
        kind: 'status',
        fromStatus: 'new',
        toStatus: 'contacted',
        actor: TEST_ADMIN.username,
      }),
    ]);
  });

  it('is kept for each kind of request apart (same id, other table)', async () => {
    const contact = await createContact(t.services);
    const appraisal = await createAppraisal(t.services);
    await admin.patch(`/api/contacts/${contact.id}`).send({ status: 'closed' }).expect(200);
    const contactView = (await admin.get(`/api/admin/contacts/${contact.id}`).expect(200)).body;
    expect(contactView.events).toEqual([
      expect.objectContaining({ fromStatus: 'new', toStatus: 'closed' }),
    ]);
    const appraisalView = (await admin.get(`/api/admin/appraisals/${appraisal.id}`).expect(200))
      .body;
    expect(appraisalView.events).toEqual([]);
    expect(appraisalView.car).toBeNull();
    expect(appraisalView.request).toMatchObject({ contactName: appraisal.contactName });
  });

  it('a change to a request that does not exist is a 404 and writes no history', async () => {
    const before = (await t.db.select({ n: count() }).from(requestEvents))[0]!.n;
    await admin.patch('/api/leads/987654').send({ status: 'closed' }).expect(404);
    expect((await t.db.select({ n: count() }).from(requestEvents))[0]!.n).toBe(before);
  });
});

describe('notes', () => {
  it('adds a note (201, newest first in the history) and mails nobody', async () => {
    const lead = await createTestDrive(t.services);
    const mailsBefore = (await mailsOfLead(lead.id)).length;
    const first = await admin
      .post(`/api/admin/leads/${lead.id}/notes`)
      .send({ note: 'Called, no answer' })
      .expect(201);
    expect(first.body).toMatchObject({
      kind: 'note',
      note: 'Called, no answer',
      actor: TEST_ADMIN.username,
      fromStatus: null,
      toStatus: null,
    });
    await admin
      .post(`/api/admin/leads/${lead.id}/notes`)
      .send({ note: '  Booked Saturday 10am <b>  ' })
      .expect(201);
    const { body } = await admin.get(`/api/admin/leads/${lead.id}`).expect(200);
    expect(body.events.map((e: { note: string }) => e.note)).toEqual([
      'Booked Saturday 10am <b>',
      'Called, no answer',
    ]);
    expect((await mailsOfLead(lead.id)).length).toBe(mailsBefore);
  });

  it.each([
    ['empty', '   ', 'Write a note first'],
    [
      'too long',
      'n'.repeat(REQUEST_NOTE_MAX_LENGTH + 1),
      `Must be at most ${REQUEST_NOTE_MAX_LENGTH} characters`,
    ],
  ])('refuses a note that is %s with 400 naming the field', async (_name, note, message) => {
    const contact = await createContact(t.services);
    const res = await admin
      .post(`/api/admin/contacts/${contact.id}/notes`)
      .send({ note })
      .expect(400);
    expect(res.body.details).toEqual({ note: [message] });
  });

  it('takes a note of exactly 2000 characters, and 404s for an unknown request', async () => {
    const appraisal = await createAppraisal(t.services);
    await admin
      .post(`/api/admin/appraisals/${appraisal.id}/notes`)
      .send({ note: 'n'.repeat(REQUEST_NOTE_MAX_LENGTH) })
      .expect(201);
    const res = await admin
      .post('/api/admin/appraisals/987654/notes')
      .send({ note: 'x' })
      .expect(404);
    expect(res.body).toEqual({ error: 'Appraisal request not found' });
  });
});

describe('deleting a request', () => {
  it('deletes its history and notes with it (they may name the shopper)', async () => {
    const lead = await createTestDrive(t.services);
    await admin.patch(`/api/leads/${lead.id}`).send({ status: 'contacted' }).expect(200);
    await admin
      .post(`/api/admin/leads/${lead.id}/notes`)
      .send({ note: 'Her number is 604-555-0100' })
      .expect(201);
    const other = await createContact(t.services);
    await admin.post(`/api/admin/contacts/${other.id}/notes`).send({ note: 'Kept' }).expect(201);
    const eventsOf = (type: 'lead' | 'contact', id: number) =>
      t.db
        .select()
        .from(requestEvents)
        .where(and(eq(requestEvents.requestType, type), eq(requestEvents.requestId, id)));
    expect(await eventsOf('lead', lead.id)).toHaveLength(2);
    await admin.delete(`/api/admin/leads/${lead.id}`).expect(204);
    expect(await eventsOf('lead', lead.id)).toEqual([]);
    expect(await eventsOf('contact', other.id)).toHaveLength(1);
  });
});

describe('GET /api/admin/{leads|contacts|appraisals}/:id', () => {
  it('answers the lead, its car and the delivery state of each of its mails', async () => {
    const lead = await createTestDrive(t.services, { carId: car.id });
    const [staff] = await mailsOfLead(lead.id);
    await t.db
      .update(outbox)
      .set({ status: 'retrying', attempts: 1, lastError: '451 4.3.0 Try again later' })
      .where(eq(outbox.id, staff!.id));
    const { body } = await admin.get(`/api/admin/leads/${lead.id}`).expect(200);
    expect(body.request).toEqual(lead);
    expect(body.car).toEqual({
      id: car.id,
      year: car.year,
      make: car.make,
      model: car.model,
      trim: car.trim,
      stockNumber: 'FC-DETAIL-1',
      price: car.discountedPrice && car.discountedPrice > 0 ? car.discountedPrice : car.price,
    });
    expect(body.mails).toEqual([
      {
        id: staff!.id,
        kind: 'staff',
        toAddress: staff!.toAddress,
        subject: staff!.subject,
        status: 'retrying',
        attempts: 1,
        lastError: '451 4.3.0 Try again later',
        nextAttemptAt: staff!.nextAttemptAt.toISOString(),
        sentAt: null,
        createdAt: staff!.createdAt.toISOString(),
      },
    ]);
  });

  it('404s for an unknown id, in the words of each inbox', async () => {
    expect((await admin.get('/api/admin/leads/987654').expect(404)).body.error).toBe(
      'Lead not found',
    );
    expect((await admin.get('/api/admin/contacts/987654').expect(404)).body.error).toBe(
      'Contact message not found',
    );
    expect((await admin.get('/api/admin/appraisals/abc').expect(404)).body.error).toBe(
      'Appraisal request not found',
    );
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('makes a failed mail due now and wakes the worker, which sends it; a sent mail is a 409', async () => {
    const lead = await createTestDrive(t.services);
    const [staff] = await mailsOfLead(lead.id);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.db
      .update(outbox)
      .set({
        status: 'failed',
        attempts: 3,
        lastError: '550 5.7.1 Relaying denied',
        nextAttemptAt: inAnHour,
      })
      .where(eq(outbox.id, staff!.id));
    // Polls only once a minute: only the nudge of the retry can wake it in time.
    const worker = startOutboxWorker({
      outbox: t.services.outbox,
      transport: createFileTransport(path.join(t.config.dataDir, 'mail')),
      logger: pino({ level: 'silent' }),
      pollMs: 60_000,
    });
    try {
      expect(await t.services.outbox.failedMails()).toEqual({
        count: 1,
        oldest: { type: 'lead', id: lead.id },
      });
      await admin.post(`/api/admin/outbox/${staff!.id}/retry`).expect(204);
      await vi.waitFor(async () => {
        const [row] = await t.db.select().from(outbox).where(eq(outbox.id, staff!.id));
        expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
      }, 15_000);
    } finally {
      await worker.stop();
    }
    expect(await t.services.outbox.failedMails()).toEqual({ count: 0, oldest: null });
    const res = await admin.post(`/api/admin/outbox/${staff!.id}/retry`).expect(409);
    expect(res.body).toEqual({ error: 'This mail was already sent' });
    await admin.post('/api/admin/outbox/987654/retry').expect(404);
  });
});

describe('GET /api/admin/{leads|contacts|appraisals}/export.csv', () => {
  it('exports every lead with its car; a formula in a cell is neutralised with a leading quote', async () => {
    const lead = await createTestDrive(t.services, {
      carId: car.id,
      message: '=HYPERLINK("http://evil.example","x")',
      firstName: '@Ann',
    });
    const res = await admin.get('/api/admin/leads/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      res.text.startsWith(
        '\uFEFFid,createdAt,status,firstName,lastName,email,phone,interest,message,carId,vehicle,stockNumber\r\n',
      ),
    ).toBe(true);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    const total = (await t.db.select({ n: count() }).from(leads))[0]!.n;
    expect(rows).toHaveLength(total);
    const row = rows.find((r) => r.id === String(lead.id))!;
    expect(row).toMatchObject({
      createdAt: lead.createdAt,
      status: 'new',
      firstName: "'@Ann",
      message: `'=HYPERLINK("http://evil.example","x")`,
      carId: String(car.id),
      vehicle: `${car.year} ${car.make} ${car.model}`,
      stockNumber: 'FC-DETAIL-1',
    });
  });

  it('exports contact messages and appraisal requests with their own columns', async () => {
    await createAppraisal(t.services, { description: '+1 owner, -no accidents' });
    const contactsCsv = (await admin.get('/api/admin/contacts/export.csv').expect(200)).text;
    expect(contactsCsv.split('\r\n')[0]).toBe(
      '\uFEFFid,createdAt,status,firstName,lastName,email,phone,interest,message',
    );
    expect(parse(contactsCsv, { bom: true, columns: true })).toHaveLength(
      (await t.db.select({ n: count() }).from(contacts))[0]!.n,
    );
    const appraisalsCsv = (await admin.get('/api/admin/appraisals/export.csv').expect(200)).text;
    expect(appraisalsCsv.split('\r\n')[0]).toBe(
      '\uFEFFid,createdAt,status,contactName,contactPhone,contactEmail,year,make,model,mileage,condition,askingPrice,description',
    );
    const rows = parse(appraisalsCsv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength((await t.db.select({ n: count() }).from(appraisals))[0]!.n);
    expect(rows.at(-1)!.description).toBe("'+1 owner, -no accidents");
  });

  it('needs a signed-in admin', async () => {
    await request(t.app).get('/api/admin/leads/export.csv').expect(401);
  });
});

describe('the dashboard series (getWeeklyRequests)', () => {
  // Tuesday 2026-11-24, 10:00 in Richmond (18:00 UTC); this week starts Monday 2026-11-23.
  const NOW = new Date('2026-11-24T18:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('counts requests per week by type and the median time to the first status change, 12 weeks, empty weeks included', async () => {
    const db = t.db;
    await db.delete(leads);
    await db.delete(contacts);
    await db.delete(appraisals);
    await db.delete(requestEvents);
    const place = async (
      table: typeof leads | typeof contacts | typeof appraisals,
      id: number,
      createdAt: Date,
    ) => db.update(table).set({ createdAt }).where(eq(table.id, id));
    const answer = async (type: 'lead' | 'contact' | 'appraisal', id: number, createdAt: Date) =>
      db.insert(requestEvents).values({
        requestType: type,
        requestId: id,
        kind: 'status',
        fromStatus: 'new',
        toStatus: 'contacted',
        createdAt,
      });

    // This week: two leads answered after 1 h and 3 h (median 2 h), one contact not answered.
    const l1 = await createTestDrive(t.services);
    await place(leads, l1.id, at('2026-11-23T17:00:00Z'));
    await answer('lead', l1.id, at('2026-11-23T18:00:00Z'));
    // A later change does not count: only the first one.
    await answer('lead', l1.id, at('2026-11-24T17:00:00Z'));
    const l2 = await createTestDrive(t.services);
    await place(leads, l2.id, at('2026-11-24T08:00:00Z'));
    await answer('lead', l2.id, at('2026-11-24T11:00:00Z'));
    const c1 = await createContact(t.services);
    await place(contacts, c1.id, at('2026-11-24T09:00:00Z'));
    // Sunday night in Richmond (Monday 06:00 UTC) still belongs to the week before.
    const a1 = await createAppraisal(t.services);
    await place(appraisals, a1.id, at('2026-11-23T06:00:00Z'));
    await answer('appraisal', a1.id, at('2026-11-24T06:00:00Z'));
    // 11 weeks back (the first week shown) and 12 weeks back (not shown).
    const c2 = await createContact(t.services);
    await place(contacts, c2.id, at('2026-09-08T20:00:00Z'));
    const c3 = await createContact(t.services);
    await place(contacts, c3.id, at('2026-08-31T20:00:00Z'));
    // A note is not an answer.
    await t.services.contacts.addNote(c1.id, 'Left a voicemail');

    const weeks = await t.services.stats.getWeeklyRequests(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.week).toBe('2026-09-07');
    expect(weeks.at(-1)!.week).toBe('2026-11-23');
    expect(weeks.at(-1)).toEqual({
      week: '2026-11-23',
      leads: 2,
      contacts: 1,
      appraisals: 0,
      answered: 2,
      medianResponseHours: 2,
    });
    expect(weeks.at(-2)).toEqual({
      week: '2026-11-16',
      leads: 0,
      contacts: 0,
      appraisals: 1,
      answered: 1,
      medianResponseHours: 24,
    });
    expect(weeks[0]).toEqual({
      week: '2026-09-07',
      leads: 0,
      contacts: 1,
      appraisals: 0,
      answered: 0,
      medianResponseHours: null,
    });
    for (const week of weeks.slice(1, -2)) {
      expect(week).toMatchObject({
        leads: 0,
        contacts: 0,
        appraisals: 0,
        answered: 0,
        medianResponseHours: null,
      });
    }
  });

  it('takes the middle of an odd number of answers', async () => {
    await t.db.execute(sql`delete from request_events`);
    await t.db.delete(leads);
    const hours = [5, 1, 30];
    for (const h of hours) {
      const lead = await createTestDrive(t.services);
      await t.db
        .update(leads)
        .set({ createdAt: at('2026-11-24T00:00:00Z') })
        .where(eq(leads.id, lead.id));
      await t.db.insert(requestEvents).values({
        requestType: 'lead',
        requestId: lead.id,
        kind: 'status',
        fromStatus: 'new',
        toStatus: 'closed',
        createdAt: new Date(at('2026-11-24T00:00:00Z').getTime() + h * 3_600_000),
      });
    }
    const week = (await t.services.stats.getWeeklyRequests(NOW)).find(
      (w) => w.week === '2026-11-23',
    )!;
    expect(week).toMatchObject({ leads: 3, answered: 3, medianResponseHours: 5 });
  });
});
