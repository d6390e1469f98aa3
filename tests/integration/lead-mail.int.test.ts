// Lead mail end to end through the outbox, with a real SMTP server at the receiving end: what
// arrives for each kind of request, an SMTP server that is down or refuses, two instances sharing
// one outbox, and the .eml default (docs/product.md#lead-delivery).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestType } from '../../common/constants';
import { openDatabase } from '../../server/db/client';
import { outbox, type OutboxRow } from '../../server/db/schema';
import type { MailSettings } from '../../server/mail/mail-settings';
import {
  createFileTransport,
  openMailTransport,
  type OutgoingMail,
} from '../../server/mail/mail-transport';
import { startOutboxWorker, type OutboxWorker } from '../../server/mail/outbox-worker';
import { createServices, type Services } from '../../server/services';
import { FIRST_RETRY_MS, GIVE_UP_AFTER_MS } from '../../server/services/outbox-service';
import { buildAppraisal, buildContact, buildTestDrive, createCar } from '../factories';
import { readAdfProspect } from '../support/adf';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server';

const PUBLIC_URL = 'https://forecourt.example';
const MAIL: MailSettings = {
  from: 'Forecourt Motors <leads@forecourt.example>',
  notifyTo: ['sales@forecourt.example', 'Manager <manager@forecourt.example>'],
  crmAdfTo: 'crm@crm.example',
  sendConfirmations: true,
};
const silent = pino({ level: 'silent' });

let smtp: TestSmtpServer;
let t: TestApp;
let car: Awaited<ReturnType<typeof createCar>>;
const workers: OutboxWorker[] = [];

/**
 * Starts a delivery worker over SMTP; `sent` counts the mails it handed to the server. A mail for
 * which `waitBefore` gives a promise is sent once it settles (a slow send).
 */
function startWorker(
  services: Services = t.services,
  waitBefore: (mail: OutgoingMail) => Promise<void> | undefined = () => undefined,
) {
  const transport = openMailTransport({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
  const counted = { sent: 0 };
  const worker = startOutboxWorker({
    outbox: services.outbox,
    transport: {
      target: transport.target,
      close: () => transport.close(),
      async send(mail) {
        await waitBefore(mail);
        await transport.send(mail);
        counted.sent += 1;
      },
    },
    logger: silent,
  });
  workers.push(worker);
  return counted;
}

async function rowsOf(type: RequestType, id: number): Promise<OutboxRow[]> {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.requestType, type), eq(outbox.requestId, id)))
    .orderBy(outbox.id);
}

/** Waits until the lead's mails (staff, ADF, confirmation) are in these states. */
async function waitForStatuses(id: number, statuses: string[], timeout: number) {
  await vi.waitFor(async () => {
    expect((await rowsOf('lead', id)).map((row) => row.status)).toEqual(statuses);
  }, timeout);
}

const ALL_SENT = ['sent', 'sent', 'sent'];

/** The messages that arrived for these outbox rows, by kind. */
function arrivedFor(rows: OutboxRow[]) {
  return Object.fromEntries(
    rows.map((row) => {
      const copies = smtp.received.filter((mail) => mail.parsed.messageId === row.messageId);
      expect(copies, `${row.kind} mail arrives once`).toHaveLength(1);
      return [row.kind, copies[0]!];
    }),
  );
}

async function postLead(): Promise<number> {
  const res = await request(t.app)
    .post('/api/leads')
    .send(buildTestDrive({ carId: car.id, message: 'Saturday <10am> & not Monday ]]>' }))
    .expect(201);
  return res.body.id;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mail: MAIL },
    rateLimits: { formsPerMinute: 10_000 },
  });
  car = await createCar(t.services);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  smtp.accept();
  await smtp.start().catch(() => undefined); // started again if a test stopped it
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

describe('each request reaches staff, the CRM and the shopper', () => {
  it('a test drive: staff notification, ADF document and confirmation, over STARTTLS', async () => {
    startWorker();
    const id = await postLead();
    await waitForStatuses(id, ALL_SENT, 20_000);
    const rows = await rowsOf('lead', id);
    expect(rows.map((row) => row.kind)).toEqual(['staff', 'adf', 'confirmation']);
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
    const { staff, adf, confirmation } = arrivedFor(rows);
    const lead = buildTestDrive();

    expect(staff!.secure).toBe(true);
    expect(staff!.envelope.to).toEqual(['sales@forecourt.example', 'manager@forecourt.example']);
    expect(staff!.parsed.from?.value).toEqual([
      { address: 'leads@forecourt.example', name: 'Forecourt Motors' },
    ]);
    expect(staff!.parsed.replyTo?.value[0]?.address).toBe(lead.email);
    expect(staff!.parsed.subject).toBe(
      `Test-drive request: ${car.year} ${car.make} ${car.model}${car.trim ? ` ${car.trim}` : ''} (${car.stockNumber}) – ${lead.firstName} ${lead.lastName}`,
    );
    expect(staff!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const html = String(staff!.parsed.html);
    expect(html).toContain(`href="${PUBLIC_URL}/cars/${car.id}"`);
    expect(html).toContain(`href="${PUBLIC_URL}/admin/leads/${id}"`);
    expect(html).toContain('Saturday &lt;10am&gt; &amp; not Monday ]]&gt;');
    expect(staff!.parsed.text).toContain(`Stock no.: ${car.stockNumber}`);
    expect(staff!.parsed.text).toContain('Saturday <10am> & not Monday ]]>');

    expect(adf!.envelope.to).toEqual(['crm@crm.example']);
    expect(adf!.parsed.html).toBe(false);
    const prospect = readAdfProspect(adf!.parsed.text!);
    expect(prospect.vehicle).toMatchObject({
      interest: 'buy',
      status: 'used',
      year: car.year,
      make: car.make,
      model: car.model,
      stock: car.stockNumber,
    });
    expect(prospect.customer.contact.email).toBe(lead.email);
    expect(prospect.customer.comments).toContain('Saturday <10am> & not Monday ]]>');
    expect(prospect.provider.url).toBe(PUBLIC_URL);

    expect(confirmation!.envelope.to).toEqual([lead.email]);
    expect(confirmation!.parsed.subject).toBe('We received your request – Forecourt Motors');
    expect(confirmation!.parsed.text).toContain('We reply within 24 hours.');
  });

  it('a contact message and an appraisal request', async () => {
    startWorker();
    const contact = buildContact();
    const appraisal = buildAppraisal({ contactName: 'Mary Ann Smith' });
    const contactId = (await request(t.app).post('/api/contacts').send(contact).expect(201)).body
      .id;
    const appraisalId = (await request(t.app).post('/api/appraisals').send(appraisal).expect(201))
      .body.id;
    await vi.waitFor(async () => {
      const rows = [
        ...(await rowsOf('contact', contactId)),
        ...(await rowsOf('appraisal', appraisalId)),
      ];
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(6);
    }, 20_000);

    const toContact = arrivedFor(await rowsOf('contact', contactId));
    expect(toContact.staff!.parsed.subject).toBe(
      `Contact message: ${contact.interest} – ${contact.firstName} ${contact.lastName}`,
    );
    expect(toContact.staff!.parsed.text).toContain(`${PUBLIC_URL}/admin/contacts/${contactId}`);
    const contactAdf = readAdfProspect(toContact.adf!.parsed.text!);
    expect(contactAdf.customer.contact.name).toEqual([
      { '#text': contact.firstName, part: 'first' },
      { '#text': contact.lastName, part: 'last' },
    ]);
    expect(toContact.confirmation!.parsed.text).toContain('Thank you for your message.');

    const toAppraisal = arrivedFor(await rowsOf('appraisal', appraisalId));
    expect(toAppraisal.staff!.parsed.text).toContain(
      `Their car: ${appraisal.year} ${appraisal.make} ${appraisal.model}`,
    );
    expect(String(toAppraisal.staff!.parsed.html)).toContain(`href="tel:`);
    const appraisalAdf = readAdfProspect(toAppraisal.adf!.parsed.text!);
    expect(appraisalAdf.vehicle).toMatchObject({
      interest: 'sell',
      year: appraisal.year,
      make: appraisal.make,
      model: appraisal.model,
      odometer: { '#text': appraisal.mileage, units: 'km' },
    });
    expect(toAppraisal.confirmation!.parsed.text).toContain(
      'contact you within 24 hours with an offer',
    );
  });

  it('writes no mail for a request that is refused', async () => {
    const before = await t.db.select().from(outbox);
    await request(t.app)
      .post('/api/leads')
      .send(buildTestDrive({ carId: 987_654 }))
      .expect(400);
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });
});

describe('a mail server that is down or refuses never loses a request', () => {
  it('SMTP down at submit time: 201 at once, delivered once the server is back', async () => {
    await smtp.stop();
    startWorker();
    const started = Date.now();
    const id = await postLead();
    expect(Date.now() - started).toBeLessThan(2_000);
    await vi.waitFor(async () => {
      const rows = await rowsOf('lead', id);
      expect(rows.every((row) => row.status === 'retrying' && row.lastError)).toBe(true);
    }, 10_000);
    const [staffRow] = await rowsOf('lead', id);
    expect(staffRow!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // The first retry is due FIRST_RETRY_MS after the failed attempt.
    expect(staffRow!.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(FIRST_RETRY_MS);

    await smtp.start();
    await waitForStatuses(id, ALL_SENT, FIRST_RETRY_MS + 10_000);
    const rows = await rowsOf('lead', id);
    expect(rows.map((row) => row.attempts)).toEqual([2, 2, 2]);
    arrivedFor(rows);
  });

  it('a temporary 4xx answer is retried, then the mail is sent', async () => {
    smtp.refuse({ code: 451, message: '4.3.0 Try again later', at: 'data' });
    startWorker();
    const id = await postLead();
    await waitForStatuses(id, ['retrying', 'retrying', 'retrying'], 10_000);
    expect((await rowsOf('lead', id))[0]!.lastError).toContain('451 4.3.0 Try again later');
    smtp.accept();
    await waitForStatuses(id, ALL_SENT, FIRST_RETRY_MS + 10_000);
    const rows = await rowsOf('lead', id);
    expect(rows.every((row) => row.attempts === 2 && row.lastError === null)).toBe(true);
    arrivedFor(rows);
  });

  it('a permanent 5xx: staff and CRM mail keep retrying and fail after 72 h; a refused shopper address fails at once', async () => {
    smtp.refuse({ code: 550, message: '5.1.1 No such user', at: 'rcpt' });
    startWorker();
    const id = await postLead();
    await waitForStatuses(id, ['retrying', 'retrying', 'failed'], 10_000);
    for (const row of await rowsOf('lead', id)) {
      expect(row.lastError).toContain('550 5.1.1 No such user');
      expect(row.attempts).toBe(1);
    }
    // 72 hours on: the request is older than the give-up time when the next attempt fails.
    await t.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS), nextAttemptAt: new Date() })
      .where(and(eq(outbox.requestType, 'lead'), eq(outbox.requestId, id)));
    t.services.outbox.notifyQueued();
    await waitForStatuses(id, ['failed', 'failed', 'failed'], 10_000);
    expect((await rowsOf('lead', id)).map((row) => row.attempts)).toEqual([2, 2, 1]);
    const ids = new Set((await rowsOf('lead', id)).map((row) => row.messageId));
    expect(smtp.received.filter((mail) => ids.has(mail.parsed.messageId!))).toEqual([]);
    expect(smtp.refusals).toBeGreaterThanOrEqual(5);
  });
});

describe('a burst of requests', () => {
  it('a slow send does not hold up the rest of its batch', async () => {
    const ids = [await postLead(), await postLead(), await postLead()];
    const rows = (await Promise.all(ids.map((id) => rowsOf('lead', id)))).flat();
    const slow = rows[0]!.messageId;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const before = smtp.received.length;
    startWorker(t.services, (mail) => (mail.messageId === slow ? released : undefined));
    try {
      // The other eight mails of the batch arrive while the first one is still on its way.
      await smtp.waitFor(before + 8, 20_000);
      expect(smtp.received.map((mail) => mail.parsed.messageId)).not.toContain(slow);
    } finally {
      release();
    }
    await smtp.waitFor(before + 9, 20_000);
    arrivedFor(rows);
  });
});

describe('several app instances on one database', () => {
  it('share the outbox: each mail is delivered exactly once', async () => {
    // A second instance: its own services and, on PostgreSQL, its own connection pool.
    const second = t.database.url
      ? await openDatabase({ kind: 'postgres', url: t.database.url })
      : null;
    const other = createServices(second ? second.db : t.db, { mail: MAIL, publicUrl: PUBLIC_URL });
    try {
      const before = smtp.received.length;
      const ids = await Promise.all(Array.from({ length: 20 }, () => postLead()));
      // Both start on a full outbox: 60 mails to share.
      const first = startWorker(t.services);
      const next = startWorker(other);
      await smtp.waitFor(before + 60, 25_000);
      await vi.waitFor(async () => {
        const rows = (await Promise.all(ids.map((id) => rowsOf('lead', id)))).flat();
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(60);
      }, 10_000);
      const rows = (await Promise.all(ids.map((id) => rowsOf('lead', id)))).flat();
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      arrivedFor(rows);
      expect(smtp.received).toHaveLength(before + 60);
      // Both took their share.
      expect(first.sent).toBeGreaterThan(0);
      expect(next.sent).toBeGreaterThan(0);
      expect(first.sent + next.sent).toBe(60);
    } finally {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await second?.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const directory = path.join(t.config.dataDir, 'mail');
    const worker = startOutboxWorker({
      outbox: t.services.outbox,
      transport: createFileTransport(directory),
      logger: silent,
    });
    workers.push(worker);
    const id = await postLead();
    await waitForStatuses(id, ALL_SENT, 10_000);
    const rows = await rowsOf('lead', id);
    const files = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
    const parsed = await Promise.all(
      files.map(async (name) => simpleParser(await readFile(path.join(directory, name)))),
    );
    for (const row of rows) {
      const mail = parsed.find((message) => message.messageId === row.messageId);
      expect(mail?.subject).toBe(row.subject);
      expect(mail?.to).toMatchObject({
        text: expect.stringContaining(
          row.toAddress.split(',')[0]!.trim().replace(/^.*</, '').replace(/>$/, ''),
        ),
      });
    }
    expect(openMailTransport({ dataDir: t.config.dataDir }).target).toBe(directory);
  });
});
