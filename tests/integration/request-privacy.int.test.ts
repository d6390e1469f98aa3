// Consent and privacy (docs/product.md#privacy): the marketing consent is stored with its words
// and time (or not at all), staff delete one request, export or erase everything sent with one
// e-mail address, and the retention sweep deletes old requests — each with its mails.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestType } from '../../common/constants';
import { MARKETING_CONSENT_TEXT } from '../../common/privacy';
import { appraisals, contacts, idempotencyKeys, leads, outbox } from '../../server/db/schema';
import { buildAppraisal, buildContact, buildTestDrive, uniqueTag } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { formsPerMinute: 10_000 },
    config: { leadRetentionDays: RETENTION_DAYS },
  });
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const FORMS = [
  { type: 'lead', path: '/api/leads', staffPath: '/api/admin/leads', build: buildTestDrive },
  { type: 'contact', path: '/api/contacts', staffPath: '/api/admin/contacts', build: buildContact },
  {
    type: 'appraisal',
    path: '/api/appraisals',
    staffPath: '/api/admin/appraisals',
    build: buildAppraisal,
  },
] as const;

/** The mails (outbox rows) and stored idempotency answers a request has. */
async function traces(type: RequestType, id: number) {
  const mails = await t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.requestType, type), eq(outbox.requestId, id)));
  const answers = await t.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, type), eq(idempotencyKeys.requestId, id)));
  return { mails: mails.length, answers: answers.length };
}

const send = (path: string, body: object) =>
  request(t.app).post(path).set('Idempotency-Key', crypto.randomUUID()).send(body).expect(201);

describe.each(FORMS)('marketing consent on $path', ({ path, build }) => {
  it('ticked: stored with the exact words and the time, and returned to staff', async () => {
    const before = Date.now();
    const res = await send(path, { ...build(), marketingConsent: true });
    expect(res.body).toMatchObject({
      marketingConsent: true,
      consentText: MARKETING_CONSENT_TEXT,
    });
    const at = Date.parse(res.body.consentAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await admin.get(`${path}/${res.body.id}`).expect(200)).body).toEqual(res.body);
  });

  it('not ticked or not sent: false, with no words and no time', async () => {
    for (const body of [{ ...build(), marketingConsent: false }, build()]) {
      const res = await send(path, body);
      expect(res.body).toMatchObject({
        marketingConsent: false,
        consentText: null,
        consentAt: null,
      });
      const listed = (await admin.get(`${path}?pageSize=100`).expect(200)).body as {
        id: number;
      }[];
      expect(listed.find((item) => item.id === res.body.id)).toEqual(res.body);
    }
  });

  it('anything but true or false is a 400 naming the field', async () => {
    const res = await request(t.app)
      .post(path)
      .send({ ...build(), marketingConsent: 'yes' })
      .expect(400);
    expect(res.body.details.marketingConsent).toEqual(['marketingConsent must be true or false']);
  });
});

describe.each(FORMS)('DELETE $staffPath/:id', ({ type, path, staffPath, build }) => {
  it('deletes the request with its mails and stored answer; a second time is a 404', async () => {
    const { body } = await send(path, build());
    expect(await traces(type, body.id)).toEqual({ mails: 1, answers: 1 });
    await admin.delete(`${staffPath}/${body.id}`).expect(204);
    await admin.get(`${path}/${body.id}`).expect(404);
    expect(await traces(type, body.id)).toEqual({ mails: 0, answers: 0 });
    const again = await admin.delete(`${staffPath}/${body.id}`).expect(404);
    expect(again.body.error).toMatch(/not found/);
  });
});

describe('a privacy request for one e-mail address', () => {
  it('exports every lead, contact and appraisal sent with it (any case), and nothing else', async () => {
    const email = `privacy-${uniqueTag()}@example.com`;
    const lead1 = (await send('/api/leads', buildTestDrive({ email }))).body;
    const lead2 = (await send('/api/leads', buildTestDrive({ email: email.toUpperCase() }))).body;
    const contact = (await send('/api/contacts', buildContact({ email }))).body;
    const appraisal = (await send('/api/appraisals', buildAppraisal({ contactEmail: email }))).body;
    const other = (
      await send('/api/leads', buildTestDrive({ email: `other-${uniqueTag()}@example.com` }))
    ).body;
    // Staff's notes and status changes on these requests are held about the person too.
    await admin
      .post(`/api/admin/leads/${lead1.id}/notes`)
      .send({ note: 'Called back' })
      .expect(201);
    await admin.patch(`/api/contacts/${contact.id}`).send({ status: 'closed' }).expect(200);
    await admin.post(`/api/admin/leads/${other.id}/notes`).send({ note: 'Not theirs' }).expect(201);

    const res = await admin
      .get('/api/admin/privacy')
      .query({ email: email.replace('privacy', 'PRIVACY') })
      .expect(200);
    expect(res.body).toEqual({
      email: email.replace('privacy', 'PRIVACY'),
      leads: [lead1, lead2],
      contacts: [{ ...contact, status: 'closed' }],
      appraisals: [appraisal],
      history: [
        expect.objectContaining({
          requestType: 'lead',
          requestId: lead1.id,
          kind: 'note',
          note: 'Called back',
          actor: expect.any(String),
        }),
        expect.objectContaining({
          requestType: 'contact',
          requestId: contact.id,
          kind: 'status',
          fromStatus: 'new',
          toStatus: 'closed',
        }),
      ],
    });
  });

  it('erases them all with their mails and answers, with a count; others are kept', async () => {
    const email = `erase-${uniqueTag()}@example.com`;
    const mine = [
      { type: 'lead' as const, id: (await send('/api/leads', buildTestDrive({ email }))).body.id },
      {
        type: 'contact' as const,
        id: (await send('/api/contacts', buildContact({ email }))).body.id,
      },
      {
        type: 'appraisal' as const,
        id: (await send('/api/appraisals', buildAppraisal({ contactEmail: email }))).body.id,
      },
    ];
    const other = (
      await send('/api/contacts', buildContact({ email: `keep-${uniqueTag()}@example.com` }))
    ).body;

    const res = await admin.delete('/api/admin/privacy').query({ email }).expect(200);
    expect(res.body).toEqual({
      email,
      deleted: { leads: 1, contacts: 1, appraisals: 1 },
      total: 3,
    });
    for (const { type, id } of mine)
      expect(await traces(type, id)).toEqual({ mails: 0, answers: 0 });
    expect((await admin.get('/api/admin/privacy').query({ email }).expect(200)).body).toEqual({
      email,
      leads: [],
      contacts: [],
      appraisals: [],
      history: [],
    });
    expect(await traces('contact', other.id)).toEqual({ mails: 1, answers: 1 });
    await admin.get(`/api/contacts/${other.id}`).expect(200);

    const none = await admin.delete('/api/admin/privacy').query({ email }).expect(200);
    expect(none.body.total).toBe(0);
  });

  it('needs a valid address (400 naming email), and an admin (401)', async () => {
    const bad = await admin.get('/api/admin/privacy').query({ email: 'nope' }).expect(400);
    expect(bad.body.details.email).toEqual(['Please enter a valid email address']);
    await admin.delete('/api/admin/privacy').expect(400);
    await request(t.app).get('/api/admin/privacy').query({ email: 'a@example.com' }).expect(401);
    await request(t.app).delete('/api/admin/privacy').query({ email: 'a@example.com' }).expect(401);
  });
});

describe('the retention sweep', () => {
  it(`deletes requests older than LEAD_RETENTION_DAYS (${RETENTION_DAYS}) with their mails, keeps the rest`, async () => {
    const sent = [];
    for (const form of FORMS) {
      const old = (await send(form.path, form.build())).body.id as number;
      const recent = (await send(form.path, form.build())).body.id as number;
      sent.push({ type: form.type, old, recent });
    }
    const backdate = async (ageDays: number, type: RequestType, id: number) => {
      const table = { lead: leads, contact: contacts, appraisal: appraisals }[type];
      await t.db
        .update(table)
        .set({ createdAt: new Date(Date.now() - ageDays * DAY_MS) })
        .where(eq(table.id, id));
    };
    for (const { type, old, recent } of sent) {
      await backdate(RETENTION_DAYS + 1, type, old);
      await backdate(RETENTION_DAYS - 1, type, recent);
    }

    const report = await t.services.privacy.sweepExpired();
    expect(report).toMatchObject({ leads: 1, contacts: 1, appraisals: 1 });
    for (const { type, old, recent } of sent) {
      expect(await traces(type, old)).toEqual({ mails: 0, answers: 0 });
      expect(await traces(type, recent)).toEqual({ mails: 1, answers: 1 });
    }
    for (const { type, old, recent } of sent) {
      const path = FORMS.find((form) => form.type === type)!.path;
      await admin.get(`${path}/${old}`).expect(404);
      await admin.get(`${path}/${recent}`).expect(200);
    }
    // Nothing more to do on a second run.
    expect(await t.services.privacy.sweepExpired()).toMatchObject({
      leads: 0,
      contacts: 0,
      appraisals: 0,
    });
  });
});
