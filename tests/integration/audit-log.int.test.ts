// The audit log (docs/product.md#audit-log): every staff write leaves exactly one row naming who
// did it, the record and the before/after of what changed; the list filters by person, type and
// day; rows older than two years are swept; no secret is ever stored.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '../../common/schemas/audit';
import { CarInputSchema, type Car } from '../../common/schemas/car';
import { apiRoutes } from '../../server/api';
import { auditLog, outbox, users } from '../../server/db/schema';
import {
  buildFullCar,
  buildPost,
  createAppraisal,
  createCar,
  createContact,
  createPost,
  createTestDrive,
} from '../factories';
import { signedInAgent, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

let t: TestApp;
let admin: Agent;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
  adminId = (await t.services.users.findUserByUsername(TEST_ADMIN.username))!.id;
});
afterAll(() => t.close());

const lastAuditId = async () => {
  const [row] = await t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
};

const rowsAfter = (id: number) =>
  t.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);

/** A car for a route to act on (stored by the service without an actor: no audit row). */
const someCar = (stockNumber?: string) => createCar(t.services, stockNumber ? { stockNumber } : {});

const REQUEST_TYPES = [
  { collection: 'leads', type: 'lead', create: () => createTestDrive(t.services) },
  { collection: 'contacts', type: 'contact', create: () => createContact(t.services) },
  { collection: 'appraisals', type: 'appraisal', create: () => createAppraisal(t.services) },
] as const;

/** How the test drives a route, and the action its one audit row must name. */
interface Audited {
  action: string;
  drive: () => Promise<Response>;
}
/** A route that changes no record staff keep, and why; its row comes from the write it leads to. */
interface NotAudited {
  exempt: string;
}

/**
 * Every admin route that is not a plain read, by `METHOD path`. A new admin write route fails the
 * first test until it is added here: with how to drive it, or with the reason it writes nothing
 * of its own.
 */
const ROUTES: Record<string, Audited | NotAudited> = {
  'POST /cars': {
    action: 'car.create',
    drive: () => admin.post('/api/cars').send(buildFullCar()).expect(201),
  },
  'PUT /cars/:id': {
    action: 'car.update',
    async drive() {
      const car = await someCar();
      return admin
        .put(`/api/cars/${car.id}`)
        .send({ ...pick(car), price: 12_345 })
        .expect(200);
    },
  },
  'PATCH /cars/:id': {
    action: 'car.status',
    async drive() {
      const car = await someCar();
      return admin.patch(`/api/cars/${car.id}`).send({ status: 'sold' }).expect(200);
    },
  },
  'DELETE /cars/:id': {
    action: 'car.delete',
    async drive() {
      const car = await someCar();
      return admin.delete(`/api/cars/${car.id}`).expect(204);
    },
  },
  'POST /admin/cars/bulk': {
    action: 'car.bulk-mark-sold',
    async drive() {
      const ids = [(await someCar()).id, (await someCar()).id];
      return admin.post('/api/admin/cars/bulk').send({ ids, action: 'mark-sold' }).expect(200);
    },
  },
  'POST /admin/cars/import': {
    action: 'car.import',
    async drive() {
      await someCar();
      const records = parse((await admin.get('/api/admin/cars/export.csv').expect(200)).text, {
        bom: true,
      }) as string[][];
      const mileage = records[0]!.indexOf('mileage');
      for (const record of records.slice(1)) record[mileage] = String(Number(record[mileage]) + 1);
      return admin
        .post('/api/admin/cars/import')
        .set('Content-Type', 'text/csv')
        .send(stringify(records))
        .expect(200);
    },
  },
  'POST /car-images/upload': {
    exempt:
      'hands out an upload address; the photo joins a car through PUT /cars/:id (car.update, photos before → after)',
  },
  'PUT /car-images': {
    exempt:
      'processes an uploaded photo that belongs to no record yet (unattached ones are swept after 24 h); attaching it is car.update',
  },
  'POST /blog': {
    action: 'post.create',
    drive: () => admin.post('/api/blog').send(buildPost()).expect(201),
  },
  'POST /blog/preview': { exempt: 'renders a preview; nothing is stored' },
  'PUT /blog/:id': {
    action: 'post.update',
    async drive() {
      const post = await createPost(t.services, { published: true });
      return admin
        .put(`/api/blog/${post.id}`)
        .send(buildPost({ slug: post.slug, title: 'A new title', published: true }))
        .expect(200);
    },
  },
  'DELETE /blog/:id': {
    action: 'post.delete',
    async drive() {
      const post = await createPost(t.services);
      return admin.delete(`/api/blog/${post.id}`).expect(204);
    },
  },
  ...Object.fromEntries(
    REQUEST_TYPES.flatMap(({ collection, type, create }) => [
      [
        `PATCH /${collection}/:id`,
        {
          action: `${type}.status`,
          async drive() {
            const item = await create();
            return admin
              .patch(`/api/${collection}/${item.id}`)
              .send({ status: 'closed' })
              .expect(200);
          },
        },
      ],
      [
        `DELETE /admin/${collection}/:id`,
        {
          action: `${type}.delete`,
          async drive() {
            const item = await create();
            return admin.delete(`/api/admin/${collection}/${item.id}`).expect(204);
          },
        },
      ],
      [
        `POST /admin/${collection}/:id/notes`,
        {
          action: `${type}.note`,
          async drive() {
            const item = await create();
            return admin
              .post(`/api/admin/${collection}/${item.id}/notes`)
              .send({ note: 'Called back, left a voicemail' })
              .expect(201);
          },
        },
      ],
    ]),
  ),
  'POST /admin/outbox/:id/retry': {
    action: 'mail.retry',
    async drive() {
      const lead = await createTestDrive(t.services);
      const [mail] = await t.db
        .update(outbox)
        .set({ status: 'failed' })
        .where(and(eq(outbox.requestType, 'lead'), eq(outbox.requestId, lead.id)))
        .returning({ id: outbox.id });
      return admin.post(`/api/admin/outbox/${mail!.id}/retry`).expect(204);
    },
  },
  'DELETE /admin/privacy': {
    action: 'privacy.erase',
    async drive() {
      await createContact(t.services, { email: 'erase.me@example.com' });
      return admin.delete('/api/admin/privacy?email=erase.me@example.com').expect(200);
    },
  },
  'POST /admin/staff/invitations': {
    action: 'staff.invite',
    drive: () =>
      admin
        .post('/api/admin/staff/invitations')
        .send({ username: 'invited.one', displayName: 'Invited One' })
        .expect(201),
  },
  'POST /admin/staff/:id/disable': {
    action: 'staff.disable',
    async drive() {
      const id = await otherStaff('leaving.one');
      return admin.post(`/api/admin/staff/${id}/disable`).expect(200);
    },
  },
  'POST /admin/staff/:id/enable': {
    action: 'staff.enable',
    async drive() {
      const id = await otherStaff('returning.one');
      await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
      return admin.post(`/api/admin/staff/${id}/enable`).expect(200);
    },
  },
  'POST /admin/account/second-factor/setup': {
    exempt:
      'starts a setup: the new secret is unconfirmed and signs nothing in; its confirmation is staff.totp-enable',
  },
  // The next three run in this order on the test admin's own second factor.
  'POST /admin/account/second-factor/confirm': {
    action: 'staff.totp-enable',
    async drive() {
      const { secret } = (await admin.post('/api/admin/account/second-factor/setup').expect(200))
        .body as { secret: string };
      return admin
        .post('/api/admin/account/second-factor/confirm')
        .send({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) })
        .expect(200);
    },
  },
  'POST /admin/account/second-factor/recovery-codes': {
    action: 'staff.recovery-codes',
    drive: () =>
      admin
        .post('/api/admin/account/second-factor/recovery-codes')
        .send({ password: TEST_ADMIN.password })
        .expect(200),
  },
  'POST /admin/account/second-factor/disable': {
    action: 'staff.totp-disable',
    drive: () =>
      admin
        .post('/api/admin/account/second-factor/disable')
        .send({ password: TEST_ADMIN.password })
        .expect(204),
  },
  'POST /admin/account/sessions/sign-out-others': {
    action: 'staff.sign-out-others',
    drive: () => admin.post('/api/admin/account/sessions/sign-out-others').expect(200),
  },
  // Last: the test admin's password changes here.
  'POST /admin/account/password': {
    action: 'staff.password',
    drive: () =>
      admin
        .post('/api/admin/account/password')
        .send({ currentPassword: TEST_ADMIN.password, newPassword: 'granite-orchard-tide-2718' })
        .expect(200),
  },
};

/** Another staff member for the account routes to act on (made without an audit row). */
async function otherStaff(username: string): Promise<string> {
  await t.services.users.setUserPassword(username, 'birch-canyon-window-3141');
  return (await t.services.users.findUserByUsername(username))!.id;
}

/** Reads that are recorded too: answering an access request hands a person's data out. */
const AUDITED_READS: Record<string, Audited> = {
  'GET /admin/privacy': {
    action: 'privacy.export',
    async drive() {
      await createContact(t.services, { email: 'ask.me@example.com' });
      return admin.get('/api/admin/privacy?email=ask.me@example.com').expect(200);
    },
  },
};

/** Sign-in and sign-out are public routes; their rows are the sign-in's own (not this table's). */
const adminWrites = apiRoutes
  .filter((route) => route.access === 'admin' && route.method !== 'get')
  .map((route) => `${route.method.toUpperCase()} ${route.path}`);

describe('every admin write route', () => {
  it('is in the table: driven here, or exempt with its reason', () => {
    expect(adminWrites.length).toBeGreaterThan(0);
    const missing = adminWrites.filter((name) => !(name in ROUTES));
    expect(missing, 'admin write routes missing from ROUTES').toEqual([]);
    // And nothing stale: every entry is still a route.
    expect(Object.keys(ROUTES).filter((name) => !adminWrites.includes(name))).toEqual([]);
  });

  const driven = Object.entries({ ...ROUTES, ...AUDITED_READS }).filter(
    (entry): entry is [string, Audited] => 'drive' in entry[1],
  );

  it.each(driven)('%s writes exactly one audit row naming the admin', async (_name, route) => {
    const before = await lastAuditId();
    await route.drive();
    const rows = await rowsAfter(before);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      action: route.action,
      actorId: adminId,
      actorName: TEST_ADMIN.username,
    });
    expect(row!.address).toBeTruthy();
    expect(row!.entityType).toBe(route.action.split('.')[0]);
    expect(row!.summary).toBeTruthy();
  });
});

describe('what a row holds', () => {
  it('a car edit: only the changed fields, each as before → after, and the car in words', async () => {
    const car = await someCar('FC-AUDIT-1');
    const before = await lastAuditId();
    await admin
      .put(`/api/cars/${car.id}`)
      .send({ ...pick(car), price: car.price + 500, mileage: car.mileage + 10 })
      .expect(200);
    const [row] = await rowsAfter(before);
    expect(row!.entityId).toBe(String(car.id));
    expect(row!.summary).toBe(`${car.year} ${car.make} ${car.model} (FC-AUDIT-1)`);
    expect(row!.changes).toEqual({
      price: [car.price, car.price + 500],
      mileage: [car.mileage, car.mileage + 10],
    });
  });

  it('a failed write leaves no row (it is in the write’s transaction)', async () => {
    const car = await someCar();
    const before = await lastAuditId();
    await admin
      .put(`/api/cars/${car.id}`)
      .set('If-Match', `"v${car.version + 5}"`)
      .send(pick(car))
      .expect(409);
    await admin.delete('/api/cars/999999').expect(404);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('a request: its status before → after, never the shopper’s name, address or note', async () => {
    const lead = await createTestDrive(t.services, {
      firstName: 'Wilhelmina',
      email: 'wilhelmina@example.com',
    });
    const before = await lastAuditId();
    await admin.patch(`/api/leads/${lead.id}`).send({ status: 'contacted' }).expect(200);
    await admin
      .post(`/api/admin/leads/${lead.id}/notes`)
      .send({ note: 'Wilhelmina prefers Tuesdays' })
      .expect(201);
    await admin.delete('/api/admin/privacy?email=wilhelmina@example.com').expect(200);
    const rows = await rowsAfter(before);
    expect(rows.map((row) => row.action)).toEqual(['lead.status', 'lead.note', 'privacy.erase']);
    expect(rows[0]!.changes).toEqual({ status: ['new', 'contacted'] });
    expect(rows[0]!.summary).toBe(`Lead #${lead.id}`);
    expect(JSON.stringify(rows)).not.toMatch(/wilhelmina/i);
  });

  it('a post published by an edit is post.publish; the body is named, not copied', async () => {
    const post = await createPost(t.services, { published: false });
    const before = await lastAuditId();
    await admin
      .put(`/api/blog/${post.id}`)
      .send(
        buildPost({
          slug: post.slug,
          title: post.title,
          published: true,
          content: '<p>New words here</p>',
        }),
      )
      .expect(200);
    const [row] = await rowsAfter(before);
    expect(row!.action).toBe('post.publish');
    expect(row!.summary).toBe(post.title);
    expect(row!.changes).toMatchObject({ published: [false, true], content: ['…', 'edited'] });
    expect(JSON.stringify(row!.changes)).not.toContain('New words here');
  });

  it('a bulk action: one row, each changed car before → after', async () => {
    const [a, b] = [await someCar('FC-BULK-A'), await someCar('FC-BULK-B')];
    await t.services.cars.setCarStatus(b.id, 'sold');
    const before = await lastAuditId();
    await admin
      .post('/api/admin/cars/bulk')
      .send({ ids: [a.id, b.id], action: 'mark-sold' })
      .expect(200);
    const rows = await rowsAfter(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.summary).toBe('1 of 2 cars: mark sold');
    expect(rows[0]!.changes).toEqual({
      [`${a.year} ${a.make} ${a.model} (FC-BULK-A) status`]: ['available', 'sold'],
    });
  });

  it('never stores a secret, whatever a caller passes', async () => {
    await t.services.audit.record(
      { id: adminId, username: TEST_ADMIN.username, address: '203.0.113.9' },
      {
        action: 'staff.update',
        entityType: 'staff',
        changes: { passwordHash: ['a', 'b'], totpSecret: ['c', 'd'], displayName: ['Al', 'Alex'] },
      },
    );
    const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row!.changes).toEqual({ displayName: ['Al', 'Alex'] });
  });
});

/** A stored car as the PUT body that keeps it as it is (so only a test's changes differ). */
function pick(car: Car) {
  return Object.fromEntries(
    Object.keys(CarInputSchema.shape).map((key) => [key, car[key as keyof Car]]),
  );
}

describe('GET /api/admin/audit', () => {
  let second: Agent;
  let secondId: string;
  beforeAll(async () => {
    const person = { username: 'second-staff', password: 'another-password-9876' };
    second = await signedInAgent(t, person);
    secondId = (await t.services.users.findUserByUsername(person.username))!.id;
    await second
      .post('/api/blog')
      .send(buildPost({ title: 'Winter tyres explained' }))
      .expect(201);
  });

  const list = async (query: string, agent: Agent = admin) => {
    const res = await agent.get(`/api/admin/audit${query}`).expect(200);
    return { rows: res.body as AuditEntryRow[], total: Number(res.headers['x-total-count']) };
  };

  it('answers 401 to a visitor', async () => {
    await request(t.app).get('/api/admin/audit').expect(401);
  });

  it('lists newest first and filters by person', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBeGreaterThan(1);
    const times = all.rows.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    // Their sign-in and the post they wrote.
    const theirs = await list(`?actorId=${secondId}`);
    expect(theirs.rows.map((row) => row.action).sort()).toEqual(['post.create', 'sign-in.success']);
    expect(theirs.rows.find((row) => row.action === 'post.create')).toMatchObject({
      action: 'post.create',
      actorName: 'second-staff',
      summary: 'Winter tyres explained',
    });
    const mine = await list(`?actorId=${adminId}&pageSize=100`);
    expect(mine.rows.every((row) => row.actorId === adminId)).toBe(true);
    expect(mine.total + theirs.total).toBeLessThanOrEqual(all.total);
  });

  it('filters by type and action', async () => {
    const posts = await list('?entityType=post&pageSize=100');
    expect(posts.total).toBeGreaterThan(0);
    expect(posts.rows.every((row) => row.entityType === 'post')).toBe(true);
    const deletes = await list('?action=car.delete&pageSize=100');
    expect(deletes.rows.every((row) => row.action === 'car.delete')).toBe(true);
  });

  it('filters by days on the dealership’s calendar, both ends included', async () => {
    const [row] = await t.db
      .insert(auditLog)
      .values({
        at: new Date('2025-01-10T07:30:00Z'), // 2025-01-09 23:30 in Vancouver (PST)
        actorId: adminId,
        actorName: TEST_ADMIN.username,
        action: 'car.update',
        entityType: 'car',
        summary: 'Back-dated',
      })
      .returning({ id: auditLog.id });
    const ids = async (query: string) => (await list(query)).rows.map((r) => r.id);
    expect(await ids('?from=2025-01-09&to=2025-01-09')).toEqual([row!.id]);
    expect(await ids('?from=2025-01-10&to=2025-01-31')).toEqual([]);
    expect(await ids('?to=2025-01-08')).toEqual([]);
  });

  it('refuses malformed filters with a 400 naming them', async () => {
    const res = await admin.get('/api/admin/audit?from=2025-02-30').expect(400);
    expect(JSON.stringify(res.body)).toContain('from');
    await admin.get('/api/admin/audit?actorId=nobody').expect(400);
  });

  it('the filters offer every staff account and the types recorded', async () => {
    const options = await t.services.audit.filterOptions();
    expect(options.people.map((p) => p.id)).toEqual(expect.arrayContaining([adminId, secondId]));
    expect(options.entityTypes).toEqual(expect.arrayContaining(['car', 'post', 'lead']));
  });
});

describe('retention', () => {
  it('the sweep deletes rows older than two years and keeps the rest', async () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const values = (at: string, summary: string) => ({
      at: new Date(at),
      actorId: adminId,
      action: 'car.update',
      entityType: 'car',
      summary,
    });
    await t.db
      .insert(auditLog)
      .values([
        values('2024-06-15T11:00:00Z', 'just over two years'),
        values('2024-06-15T13:00:00Z', 'just under two years'),
      ]);
    const deleted = await t.services.audit.sweepExpired(now);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(sql`${auditLog.at} < ${new Date('2024-06-16T00:00:00Z')}`);
    expect(left.map((row) => row.summary)).toEqual(['just under two years']);
  });
});
