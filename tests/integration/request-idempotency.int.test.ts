// Idempotent public posts (docs/product.md#idempotency): a repeat of a submission with the same
// Idempotency-Key is answered from the first and stores nothing: no second request, no second
// set of mails, also when both arrive at once. Bad keys are refused naming the header.
import { and, count, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestType } from '../../common/constants';
import { appraisals, contacts, idempotencyKeys, leads, outbox } from '../../server/db/schema';
import { IDEMPOTENCY_TTL_MS } from '../../server/services/idempotency';
import { buildAppraisal, buildContact, buildTestDrive, uniqueTag } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { formsPerMinute: 10_000 } });
});
afterAll(() => t.close());

const FORMS = [
  { type: 'lead', path: '/api/leads', table: leads, build: buildTestDrive },
  { type: 'contact', path: '/api/contacts', table: contacts, build: buildContact },
  { type: 'appraisal', path: '/api/appraisals', table: appraisals, build: buildAppraisal },
] as const;

const post = (path: string, body: object, key?: string) => {
  const req = request(t.app).post(path);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send(body);
};

async function rowCount(table: (typeof FORMS)[number]['table']): Promise<number> {
  return (await t.db.select({ n: count() }).from(table))[0]!.n;
}

async function mailsOf(type: RequestType, id: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.requestType, type), eq(outbox.requestId, id)));
  return row!.n;
}

const newKey = () => `key-${uniqueTag()}-${crypto.randomUUID()}`;

describe.each(FORMS)('POST $path with an Idempotency-Key', ({ type, path, table, build }) => {
  it('twice with one key: one request, one set of mails, the same answer', async () => {
    const key = newKey();
    const before = await rowCount(table);
    const first = await post(path, build(), key).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await post(path, build(), key).expect(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await rowCount(table)).toBe(before + 1);
    expect(await mailsOf(type, first.body.id)).toBe(1);
  });

  it('with two keys: two requests', async () => {
    const before = await rowCount(table);
    const a = await post(path, build(), newKey()).expect(201);
    const b = await post(path, build(), newKey()).expect(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await rowCount(table)).toBe(before + 2);
    expect(await mailsOf(type, a.body.id)).toBe(1);
    expect(await mailsOf(type, b.body.id)).toBe(1);
  });

  it('five at once with one key: one request, every answer the same', async () => {
    const key = newKey();
    const before = await rowCount(table);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(path, build(), key)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((res) => res.body.id));
    expect(ids.size).toBe(1);
    for (const res of answers) expect(res.body).toEqual(answers[0]!.body);
    expect(await rowCount(table)).toBe(before + 1);
    expect(await mailsOf(type, answers[0]!.body.id)).toBe(1);
  });
});

describe('the Idempotency-Key rules', () => {
  it('a key is per form: the same key on another form is a new request', async () => {
    const key = newKey();
    const lead = await post('/api/leads', buildTestDrive(), key).expect(201);
    const contact = await post('/api/contacts', buildContact(), key).expect(201);
    expect(contact.headers['idempotent-replayed']).toBeUndefined();
    expect(contact.body.email).toBe(buildContact().email);
    expect(lead.body.id).toBeGreaterThan(0);
  });

  it('the same key with another body is refused with 422 and stores nothing', async () => {
    const key = newKey();
    await post('/api/leads', buildTestDrive(), key).expect(201);
    const before = await rowCount(leads);
    const res = await post('/api/leads', buildTestDrive({ message: 'Changed my mind' }), key);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/Idempotency-Key/);
    expect(await rowCount(leads)).toBe(before);
  });

  it.each([
    ['too long', 'k'.repeat(256), 'must be at most 255 characters'],
    ['with a space', 'two words', 'may hold only letters, digits and _ . : -'],
    ['with odd characters', 'key<script>', 'may hold only letters, digits and _ . : -'],
  ])('a key %s is a 400 naming the header, storing nothing', async (_name, key, message) => {
    const before = await rowCount(leads);
    const res = await post('/api/leads', buildTestDrive(), key).expect(400);
    expect(res.body.error).toBe(`Invalid header: Idempotency-Key ${message}`);
    expect(res.body.details).toEqual({ 'Idempotency-Key': [message] });
    expect(await rowCount(leads)).toBe(before);
  });

  it('without a key every post is a new request', async () => {
    const before = await rowCount(leads);
    await post('/api/leads', buildTestDrive()).expect(201);
    await post('/api/leads', buildTestDrive()).expect(201);
    expect(await rowCount(leads)).toBe(before + 2);
  });

  it('an answer older than 24 hours is not replayed, and the sweep deletes it', async () => {
    const key = newKey();
    const first = await post('/api/leads', buildTestDrive(), key).expect(201);
    const stale = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: stale })
      .where(eq(idempotencyKeys.key, key));
    const again = await post('/api/leads', buildTestDrive(), key).expect(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.headers['idempotent-replayed']).toBeUndefined();

    const other = newKey();
    await post('/api/contacts', buildContact(), other).expect(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: stale })
      .where(eq(idempotencyKeys.key, other));
    const report = await t.services.privacy.sweepExpired();
    expect(report.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} in (${key}, ${other})`);
    // The replaced key is fresh again; the stale one is gone.
    expect(left).toEqual([{ key }]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the Idempotency-Key header on the three public POSTs', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    for (const { path } of FORMS) {
      const operation = body.paths[path].post;
      expect(operation.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
        ]),
      );
      expect(operation.parameters.find((p: { in: string }) => p.in === 'header').required).not.toBe(
        true,
      );
      expect(operation.responses['422']).toBeDefined();
    }
  });
});
