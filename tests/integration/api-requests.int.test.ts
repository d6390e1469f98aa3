// Leads, contact messages and appraisal requests: what shoppers send (every rule of
// docs/product.md#validation, honeypot, rate limit, script payloads stored verbatim) and what staff
// do with them (paged lists, status).
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appraisals, contacts, leads } from '../../server/db/schema';
import {
  buildAppraisal,
  buildContact,
  buildPost,
  buildTestDrive,
  createCar,
  createPost,
} from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const NEXT_YEAR = new Date().getFullYear() + 1;

// One phone format per form, so each accepted shape is seen once; money with cents.
const LEAD = buildTestDrive({ phone: '(604) 555-0199' });
const CONTACT = buildContact({ phone: '604-555-0142' });
const APPRAISAL = buildAppraisal({ askingPrice: 15_500.5, contactPhone: '604 555 0177' });

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let carId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { formsPerMinute: 10_000 } });
  admin = await signedInAgent(t);
  carId = (await createCar(t.services)).id;
});
afterAll(() => t.close());

describe('POST /api/leads (the test-drive form)', () => {
  it('stores the lead with its car and answers 201 with the record', async () => {
    const res = await request(t.app)
      .post('/api/leads')
      .send({ ...LEAD, carId })
      .expect(201);
    expect(res.body).toMatchObject({ ...LEAD, carId, status: 'new', id: expect.any(Number) });
    expect((await admin.get(`/api/leads/${res.body.id}`).expect(200)).body).toEqual(res.body);
  });

  it('refuses a carId that names no car with 400, storing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(leads))[0]!.n;
    const res = await request(t.app)
      .post('/api/leads')
      .send({ ...LEAD, carId: 987654 })
      .expect(400);
    expect(res.body.details).toEqual({ carId: ['This vehicle is no longer available'] });
    expect((await t.db.select({ n: count() }).from(leads))[0]!.n).toBe(before);
  });

  it.each([
    ['first name missing', { firstName: '' }, 'firstName', 'First name is required'],
    ['last name missing', { lastName: '  ' }, 'lastName', 'Last name is required'],
    ['email invalid', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['email missing', { email: undefined }, 'email', 'Please enter a valid email address'],
    [
      'first name over 50',
      { firstName: 'x'.repeat(51) },
      'firstName',
      'Must be at most 50 characters',
    ],
    ['phone over 20', { phone: '6'.repeat(21) }, 'phone', 'Must be at most 20 characters'],
    ['phone with letters', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['carId as text', { carId: '5' }, 'carId', 'carId must be a number'],
  ] as const)('%s', async (_name, change, field, message) => {
    const res = await request(t.app)
      .post('/api/leads')
      .send({ ...LEAD, carId, ...change })
      .expect(400);
    expect(res.body.details[field]).toContain(message);
  });

  it('keeps the car-less lead of a general question (carId absent)', async () => {
    const { message: _m, phone: _p, carId: _c, ...required } = LEAD;
    const res = await request(t.app).post('/api/leads').send(required).expect(201);
    expect(res.body).toMatchObject({ carId: null, phone: null, message: null });
  });
});

describe('POST /api/contacts (the message form)', () => {
  it('stores the message and answers 201 with the record', async () => {
    const res = await request(t.app).post('/api/contacts').send(CONTACT).expect(201);
    expect(res.body).toMatchObject({ ...CONTACT, status: 'new' });
  });

  it.each([
    ['interest missing', { interest: undefined }, 'interest', 'Please select your interest'],
    [
      'interest outside the list',
      { interest: 'Gossip' },
      'interest',
      'Please select your interest',
    ],
    ['first name missing', { firstName: '' }, 'firstName', 'First name is required'],
    ['last name missing', { lastName: '' }, 'lastName', 'Last name is required'],
    ['email invalid', { email: 'a@b' }, 'email', 'Please enter a valid email address'],
    [
      'email over 100',
      { email: `${'a'.repeat(95)}@example.com` },
      'email',
      'Must be at most 100 characters',
    ],
  ] as const)('%s', async (_name, change, field, message) => {
    const res = await request(t.app)
      .post('/api/contacts')
      .send({ ...CONTACT, ...change })
      .expect(400);
    expect(res.body.details[field]).toContain(message);
  });
});

describe('POST /api/appraisals (the sell form)', () => {
  it('stores the request, money exact, and answers 201', async () => {
    const res = await request(t.app).post('/api/appraisals').send(APPRAISAL).expect(201);
    expect(res.body).toMatchObject({ ...APPRAISAL, status: 'new' });
  });

  it('takes the asking price as optional', async () => {
    const { askingPrice: _a, description: _d, ...required } = APPRAISAL;
    const res = await request(t.app).post('/api/appraisals').send(required).expect(201);
    expect(res.body).toMatchObject({ askingPrice: null, description: null });
  });

  it.each([
    ['condition missing', { condition: undefined }, 'condition', 'Please select vehicle condition'],
    [
      'condition outside the list',
      { condition: 'mint' },
      'condition',
      'Please select vehicle condition',
    ],
    ['year before 1990', { year: 1989 }, 'year', 'Year must be 1990 or later'],
    [
      'year after next year',
      { year: NEXT_YEAR + 1 },
      'year',
      `Year must be ${NEXT_YEAR} or earlier`,
    ],
    ['year as text', { year: 'old' }, 'year', 'Year must be a number'],
    ['mileage as text', { mileage: 'lots' }, 'mileage', 'Mileage must be a number'],
    ['negative asking price', { askingPrice: -1 }, 'askingPrice', 'Asking price must be 0 or more'],
    ['make missing', { make: '' }, 'make', 'Make is required'],
    ['model missing', { model: '' }, 'model', 'Model is required'],
    ['name missing', { contactName: '' }, 'contactName', 'Name is required'],
    ['phone missing', { contactPhone: '' }, 'contactPhone', 'Phone number is required'],
    ['email invalid', { contactEmail: 'x' }, 'contactEmail', 'Please enter a valid email address'],
  ] as const)('%s', async (_name, change, field, message) => {
    const res = await request(t.app)
      .post('/api/appraisals')
      .send({ ...APPRAISAL, ...change })
      .expect(400);
    expect(res.body.details[field]).toContain(message);
  });
});

describe('shopper text', () => {
  const PAYLOADS = [
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
  ];

  it('is stored exactly as typed, script payloads included (shown as text, never as HTML)', async () => {
    const payloads = PAYLOADS;
    const res = await request(t.app)
      .post('/api/contacts')
      .send({
        ...CONTACT,
        firstName: payloads[0],
        lastName: payloads[1],
        message: payloads.join('\n'),
      })
      .expect(201);
    const stored = (await admin.get(`/api/contacts/${res.body.id}`).expect(200)).body;
    expect(stored.firstName).toBe(payloads[0]);
    expect(stored.lastName).toBe(payloads[1]);
    expect(stored.message).toBe(payloads.join('\n'));
  });

  // Every free-text field of each form gets each payload; the stored record (read back through
  // the admin API) holds exactly what was sent.
  it.each([
    ['/api/leads', LEAD, ['firstName', 'lastName', 'interest', 'message']],
    ['/api/appraisals', APPRAISAL, ['make', 'model', 'description', 'contactName']],
  ] as const)(
    '%s stores script payloads in every text field as typed',
    async (path, base, fields) => {
      for (const payload of PAYLOADS) {
        const sent = { ...base, ...Object.fromEntries(fields.map((field) => [field, payload])) };
        const created = await request(t.app).post(path).send(sent).expect(201);
        const stored = (await admin.get(`${path}/${created.body.id}`).expect(200)).body;
        for (const field of fields) expect(stored[field], `${field}: ${payload}`).toBe(payload);
        expect(stored).toMatchObject(sent);
      }
    },
  );

  it('refuses script payloads in the formatted fields (email, phone) with 400, storing nothing', async () => {
    for (const [path, base, table, fields] of [
      ['/api/leads', LEAD, leads, ['email', 'phone']],
      ['/api/appraisals', APPRAISAL, appraisals, ['contactEmail', 'contactPhone']],
    ] as const) {
      const before = (await t.db.select({ n: count() }).from(table))[0]!.n;
      for (const field of fields) {
        for (const payload of PAYLOADS) {
          const res = await request(t.app)
            .post(path)
            .send({ ...base, [field]: payload })
            .expect(400);
          expect(Object.keys(res.body.details), `${field}: ${payload}`).toEqual([field]);
        }
      }
      expect((await t.db.select({ n: count() }).from(table))[0]!.n).toBe(before);
    }
  });
});

describe('anti-automation', () => {
  it('refuses a filled honeypot with 400 and stores nothing', async () => {
    for (const [path, body, table] of [
      ['/api/contacts', CONTACT, contacts],
      ['/api/leads', LEAD, leads],
      ['/api/appraisals', APPRAISAL, appraisals],
    ] as const) {
      const before = (await t.db.select({ n: count() }).from(table))[0]!.n;
      const res = await request(t.app)
        .post(path)
        .send({ ...body, website: 'http://spam.example' })
        .expect(400);
      expect(res.body.details.website).toEqual(['Form not submitted properly']);
      expect((await t.db.select({ n: count() }).from(table))[0]!.n).toBe(before);
      await request(t.app)
        .post(path)
        .send({ ...body, website: '' })
        .expect(201);
    }
  });

  it('answers 429 with Retry-After past 10 submissions a minute from one address; each 2xx is stored', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await request(limited.app).post('/api/contacts').send(CONTACT)).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const last = await request(limited.app).post('/api/contacts').send(CONTACT).expect(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await limited.db.select({ n: count() }).from(contacts))[0]!.n).toBe(10);
    } finally {
      await limited.close();
    }
  });

  it('stores exactly 50 rows for 50 parallel submissions', async () => {
    const before = (await t.db.select({ n: count() }).from(leads))[0]!.n;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(t.app)
          .post('/api/leads')
          .send({ ...LEAD, message: `#${i}` }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await t.db.select({ n: count() }).from(leads))[0]!.n).toBe(before + 50);
  });
});

describe('the inboxes (admin)', () => {
  it('lists each inbox newest first, paged, with X-Total-Count', async () => {
    for (const path of ['/api/leads', '/api/contacts', '/api/appraisals']) {
      const all = await admin.get(`${path}?pageSize=100`).expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(all.body).toHaveLength(Math.min(total, 100));
      const times = (all.body as { createdAt: string }[]).map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const page2 = await admin.get(`${path}?page=2&pageSize=2`).expect(200);
      expect(page2.body.map((r: { id: number }) => r.id)).toEqual(
        all.body.slice(2, 4).map((r: { id: number }) => r.id),
      );
      expect(page2.headers['link']).toContain('rel="prev"');
    }
  });

  it('moves a lead new → contacted → closed and the dashboard count of new leads drops', async () => {
    const lead = (await request(t.app).post('/api/leads').send(LEAD).expect(201)).body;
    const before = (await admin.get('/api/admin/stats').expect(200)).body.newLeads;
    const contacted = await admin
      .patch(`/api/leads/${lead.id}`)
      .send({ status: 'contacted' })
      .expect(200);
    expect(contacted.body.status).toBe('contacted');
    expect((await admin.get('/api/admin/stats').expect(200)).body.newLeads).toBe(before - 1);
    await admin.patch(`/api/leads/${lead.id}`).send({ status: 'closed' }).expect(200);
    const bad = await admin.patch(`/api/leads/${lead.id}`).send({ status: 'archived' }).expect(400);
    expect(bad.body.details.status).toEqual(['Status must be new, contacted or closed']);
    await admin.patch('/api/contacts/999999').send({ status: 'closed' }).expect(404);
    await admin.get('/api/appraisals/999999').expect(404);
  });

  it.each([
    ['/api/contacts', CONTACT, 'contacts'],
    ['/api/appraisals', APPRAISAL, 'appraisals'],
  ] as const)(
    'moves a request of %s through its statuses, in any order, and its count of new ones follows',
    async (path, body, inbox) => {
      const countNew = () => t.services[inbox].countNew();
      const item = (await request(t.app).post(path).send(body).expect(201)).body;
      const patch = async (status: string) => {
        const res = await admin.patch(`${path}/${item.id}`).send({ status }).expect(200);
        expect(res.body).toMatchObject({ id: item.id, status });
        // Stored, not just echoed.
        expect((await admin.get(`${path}/${item.id}`).expect(200)).body.status).toBe(status);
      };
      const before = await countNew();
      await patch('contacted');
      expect(await countNew()).toBe(before - 1);
      await patch('closed');
      expect(await countNew()).toBe(before - 1);
      // Staff may undo a mistaken close, and may close a new one at once.
      await patch('new');
      expect(await countNew()).toBe(before);
      await patch('closed');
      expect(await countNew()).toBe(before - 1);

      const bad = await admin.patch(`${path}/${item.id}`).send({ status: 'spam' }).expect(400);
      expect(bad.body.details.status).toEqual(['Status must be new, contacted or closed']);
      await admin.patch(`${path}/999999`).send({ status: 'closed' }).expect(404);
      expect((await admin.get(`${path}/${item.id}`).expect(200)).body.status).toBe('closed');
    },
  );
});

describe('GET /api/admin/stats (the dashboard counts)', () => {
  // Its own database, so every row is known.
  let fresh: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    fresh = await createTestApp({ rateLimits: { formsPerMinute: 10_000 } });
    staff = await signedInAgent(fresh);
  });
  afterAll(() => fresh.close());

  const stats = async () => (await staff.get('/api/admin/stats').expect(200)).body;
  const addCar = (status: 'available' | 'pending' | 'sold') =>
    createCar(fresh.services, { status });
  const addPost = (slug: string, published: boolean) =>
    createPost(fresh.services, { slug, published });
  const addLead = async (status: 'new' | 'contacted' | 'closed') => {
    const lead = (await request(fresh.app).post('/api/leads').send(LEAD).expect(201)).body;
    if (status !== 'new') await staff.patch(`/api/leads/${lead.id}`).send({ status }).expect(200);
  };

  it('counts all cars, available cars, new leads and published posts (drafts excluded) exactly', async () => {
    expect(await stats()).toEqual({
      totalInventory: 0,
      availableCars: 0,
      newLeads: 0,
      publishedPosts: 0,
    });
    // 3 available, 2 pending, 4 sold; 2 published posts and 3 drafts; 3 new leads, 2 contacted, 1
    // closed; contact messages and appraisals, new or not, are not leads.
    for (const [status, n] of [
      ['available', 3],
      ['pending', 2],
      ['sold', 4],
    ] as const) {
      for (let i = 0; i < n; i++) await addCar(status);
    }
    await addPost('published-one', true);
    await addPost('published-two', true);
    for (const slug of ['draft-one', 'draft-two', 'draft-three']) await addPost(slug, false);
    for (const status of ['new', 'new', 'new', 'contacted', 'contacted', 'closed'] as const)
      await addLead(status);
    await request(fresh.app).post('/api/contacts').send(CONTACT).expect(201);
    await request(fresh.app).post('/api/appraisals').send(APPRAISAL).expect(201);

    expect(await stats()).toEqual({
      totalInventory: 9,
      availableCars: 3,
      newLeads: 3,
      publishedPosts: 2,
    });
  });

  it('follows changes: a sold car leaves the available count, a draft published joins the posts', async () => {
    const before = await stats();
    const car = await addCar('available');
    expect(await stats()).toEqual({
      ...before,
      totalInventory: before.totalInventory + 1,
      availableCars: before.availableCars + 1,
    });
    await staff.patch(`/api/cars/${car.id}`).send({ status: 'sold' }).expect(200);
    expect(await stats()).toEqual({ ...before, totalInventory: before.totalInventory + 1 });
    await staff.delete(`/api/cars/${car.id}`).expect(204);

    const draft = await addPost('draft-four', false);
    expect(await stats()).toEqual(before);
    await staff
      .put(`/api/blog/${draft.id}`)
      .send(buildPost({ slug: 'draft-four', published: true }))
      .expect(200);
    expect(await stats()).toEqual({ ...before, publishedPosts: before.publishedPosts + 1 });

    await addLead('new');
    expect((await stats()).newLeads).toBe(before.newLeads + 1);
  });
});
