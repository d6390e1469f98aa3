// Several instances, proven (docs/deploy.md#scaling-out, issue 18): two processes of the built
// server (`node build/server-main.js`) start at the same moment on one new PostgreSQL database and
// one S3-compatible store, with a real SMTP server for their mail, and requests are spread across
// them by a round-robin proxy. What one instance does, the other sees: sessions, the sign-in and
// form limits, photos, the lead outbox (each mail sent once) and the invalidation of the caches.
// Needs S3_TEST_ENDPOINT (the gateway of .ci/run) and a PostgreSQL server: TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a scratch database is made there and dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAR_MAKES, OUTBOX_KINDS } from '../../common/constants';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { DEFAULT_RATE_LIMITS } from '../../server/auth/rate-limits';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { blogPosts, cars, outbox, users } from '../../server/db/schema';
import { S3ObjectStore, type S3Settings } from '../../server/images/s3-object-store';
import { demoCars } from '../../server/seed/demo-cars';
import { demoPosts } from '../../server/seed/demo-posts';
import { freePort, startServer, type ServerProcess } from '../e2e/support/server-process';
import { buildCar, buildContact, buildTestDrive } from '../factories';
import { sessionCookie } from '../support/admin';
import { photoJpeg } from '../support/image-fixtures';
import { locationOf, putFile } from '../support/photo-app';
import {
  SERVED_BY,
  startRoundRobinProxy,
  type RoundRobinProxy,
} from '../support/round-robin-proxy';
import { createServerDatabase, type ServerDatabase } from '../support/server-database';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server';

const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) {
  throw new Error('S3_TEST_ENDPOINT is not set: start the gateway (see .ci/run) and set it');
}
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const ADMIN = { username: 'manager', password: `pw-${randomBytes(12).toString('base64url')}` };
const METRICS_TOKEN = randomBytes(16).toString('hex');
const SESSION_SECRET = randomBytes(32).toString('base64url');
const FORM_LIMIT = 4;
const LEADS = 20;
const s3: S3Settings = {
  bucket: `forecourt-multi-${randomBytes(6).toString('hex')}`,
  endpoint,
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
  accessKeyId: process.env.S3_ACCESS_KEY ?? 'TESTAK',
  secretAccessKey: process.env.S3_SECRET_KEY ?? 'TESTSECRETKEY123',
  forcePathStyle: true,
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-multi-'));
let database: ServerDatabase | undefined;
let handle: DatabaseHandle | undefined;
let store: S3ObjectStore | undefined;
let smtp: TestSmtpServer | undefined;
let proxy: RoundRobinProxy;
const instances: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;
/** A staff session, made on A, for the admin calls of the tests. */
let staffCookie: string;

/** One instance's environment: a production build (page and query caches on) on shared stores. */
function instanceEnv(name: string, smtpUrl: string, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // Served over http on 127.0.0.1: a local run, not a deployment (no https PUBLIC_URL).
    LOCAL_RUN: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dir, name),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    REQUIRE_TOTP: 'false',
    SEED: 'true',
    // The proxy appends the client's address to X-Forwarded-For; the tests name their own.
    TRUST_PROXY: 'loopback',
    FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: endpoint!,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: smtpUrl,
    LEAD_NOTIFY_TO: 'sales@forecourt.example',
    CRM_ADF_TO: 'crm@crm.example',
    SEND_CONFIRMATIONS: 'true',
    METRICS_TOKEN,
  };
}

async function signIn(base: string): Promise<string> {
  const res = await request(base).post('/api/admin/login').send(ADMIN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionCookie(res)!;
}

/** The upstreams that answered these responses through the proxy, in order. */
const servedBy = (answers: { headers: Record<string, string> }[]) =>
  answers.map((res) => res.headers[SERVED_BY]);

/** Each answer came from the other instance than the one before. */
function expectAlternating(upstreams: (string | undefined)[]) {
  expect(new Set(upstreams)).toEqual(new Set([a.url, b.url]));
  upstreams.slice(1).forEach((upstream, i) => expect(upstream).not.toBe(upstreams[i]));
}

/** The hits of an instance's caches (page and query) so far, from its /metrics. */
async function cacheHits(base: string): Promise<number> {
  const res = await request(base).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  expect(res.status).toBe(200);
  // A cache with no hit yet has no line.
  return (res.text as string)
    .split('\n')
    .filter(
      (line) => line.startsWith('forecourt_cache_lookups_total{') && line.includes('result="hit"'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

beforeAll(() => ensureBuild(), 600_000);

beforeAll(async () => {
  database = await createServerDatabase(serverUrl, 'forecourt_multi');
  store = new S3ObjectStore(s3);
  await store.client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  smtp = await startTestSmtpServer();
  const ports = [await freePort()];
  while (ports.length < 2) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  // Both at the same moment, on the new, empty database.
  const started = await Promise.allSettled(
    ['a', 'b'].map((name, i) =>
      startServer({ ...instanceEnv(name, smtp!.url, database!.url), PORT: String(ports[i]) }),
    ),
  );
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  [a, b] = instances as [ServerProcess, ServerProcess];
  proxy = await startRoundRobinProxy([a.url, b.url]);
  handle = await openDatabase({ kind: 'postgres', url: database.url });
  staffCookie = await signIn(a.url);
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(
    instances.map(async (instance) => {
      instance.child.kill('SIGTERM');
      const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
      await instance.exited;
      clearTimeout(timer);
    }),
  );
  await handle?.close();
  await database?.drop();
  await smtp?.stop();
  if (store) {
    for (const prefix of ['uploads/', 'images/']) await store.deletePrefix(prefix);
    await store.client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
  }
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('two instances on one PostgreSQL and one S3 store', () => {
  it('started together on a new database: both ready, one first admin, the demo data once', async () => {
    const db = handle!.db;
    const [admins] = await db.select({ n: count() }).from(users);
    const [carRows] = await db.select({ n: count() }).from(cars);
    const [postRows] = await db.select({ n: count() }).from(blogPosts);
    expect([admins!.n, carRows!.n, postRows!.n]).toEqual([1, demoCars.length, demoPosts.length]);
    // The banner names the first admin on the instance that made it, and only there.
    await vi.waitFor(() => {
      const told = instances.filter((instance) =>
        instance.output().includes('First admin created'),
      );
      expect(told).toHaveLength(1);
    });
    for (const instance of instances) {
      expect((await request(instance.url).get('/readyz')).status).toBe(200);
    }
  });

  it('a session made on one instance is valid on the other, and ended on both', async () => {
    const cookie = await signIn(a.url);
    expect((await request(b.url).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(200);
    expect((await request(b.url).post('/api/admin/logout').set('Cookie', cookie)).status).toBe(200);
    expect((await request(a.url).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(401);
  });

  it('failed sign-ins spread over both instances add up to the 429', async () => {
    const from = '192.0.2.10';
    const failures = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginPerPair; i++) {
      failures.push(
        await request(proxy.url)
          .post('/api/admin/login')
          .set('X-Forwarded-For', from)
          .send({ username: ADMIN.username, password: `${ADMIN.password}-wrong-${i}` }),
      );
    }
    expect(failures.map((res) => res.status)).toEqual(
      Array(DEFAULT_RATE_LIMITS.loginPerPair).fill(401),
    );
    // Even the right password is refused now, whichever instance takes it.
    const locked = [];
    for (let i = 0; i < 2; i++) {
      locked.push(
        await request(proxy.url).post('/api/admin/login').set('X-Forwarded-For', from).send(ADMIN),
      );
    }
    expect(locked.map((res) => res.status)).toEqual([429, 429]);
    expect(locked[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expectAlternating(servedBy([...failures, ...locked]));
    // The same staff member from another address is not locked out.
    expect((await request(proxy.url).post('/api/admin/login').send(ADMIN)).status).toBe(200);
  });

  it('form posts spread over both instances share the per-address limit', async () => {
    const from = '192.0.2.20';
    const answers = [];
    for (let i = 0; i <= FORM_LIMIT; i++) {
      answers.push(
        await request(proxy.url)
          .post('/api/contacts')
          .set('X-Forwarded-For', from)
          .send(buildContact()),
      );
    }
    expect(answers.map((res) => res.status)).toEqual([...Array(FORM_LIMIT).fill(201), 429]);
    expect(answers.at(-1)!.headers['retry-after']).toMatch(/^\d+$/);
    expectAlternating(servedBy(answers));
  });

  it('a photo uploaded through one instance is processed by the other and served by both', async () => {
    const bytes = await photoJpeg({ width: 400, height: 300 });
    const ticket = await request(a.url)
      .post('/api/car-images/upload')
      .set('Cookie', staffCookie)
      .send({ contentType: 'image/jpeg', size: bytes.length });
    expect(ticket.status).toBe(200);
    const uploadURL = ticket.body.uploadURL as string;
    expect(uploadURL.startsWith(`${endpoint}/${s3.bucket}/uploads/`)).toBe(true);
    expect((await putFile(uploadURL, bytes)).status).toBe(200);
    const processed = await request(b.url)
      .put('/api/car-images')
      .set('Cookie', staffCookie)
      .send({ imageURL: locationOf(uploadURL) });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const imagePath = processed.body.imagePath as string;
    const served = [];
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}${imagePath}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      served.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(served[0]!.length).toBeGreaterThan(0);
    expect(served[0]!.equals(served[1]!)).toBe(true);
  });

  it('a change through one instance reaches the other’s cached search within seconds', async () => {
    // The make fewest demo cars have: the search answers this test's car first (newest) among few.
    const make = [...CAR_MAKES].sort(
      (x, y) =>
        demoCars.filter((car) => car.make === x).length -
        demoCars.filter((car) => car.make === y).length,
    )[0]!;
    const input = buildCar({ make });
    const created = await request(a.url).post('/api/cars').set('Cookie', staffCookie).send(input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const search = `/api/cars?make=${encodeURIComponent(make)}`;
    const shownPrice = async (base: string) => {
      const res = await request(base).get(search);
      expect(res.status).toBe(200);
      const car = (res.body as { id: number; price: number }[]).find(
        (listed) => listed.id === created.body.id,
      );
      expect(car).toBeDefined();
      return car!.price;
    };
    for (const instance of [a, b]) {
      const hits = await cacheHits(instance.url);
      expect(await shownPrice(instance.url)).toBe(input.price);
      expect(await shownPrice(instance.url)).toBe(input.price);
      // The second read was answered from the instance's cache.
      expect(await cacheHits(instance.url)).toBeGreaterThan(hits);
    }
    const newPrice = input.price + 1_000;
    const changed = await request(a.url)
      .put(`/api/cars/${created.body.id}`)
      .set('Cookie', staffCookie)
      .send({ ...input, price: newPrice });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await shownPrice(a.url)).toBe(newPrice);
    await vi.waitFor(async () => expect(await shownPrice(b.url)).toBe(newPrice), {
      timeout: 3_000,
      interval: 100,
    });
  });

  it(`the outbox sends each mail once: ${LEADS} leads through both instances`, async () => {
    const [car] = (await request(proxy.url).get('/api/cars?pageSize=1').expect(200)).body;
    // Each lead from an address of its own: the form limit is not what this test is about.
    const posted = await Promise.all(
      Array.from({ length: LEADS }, (_, i) =>
        request(proxy.url)
          .post('/api/leads')
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .send(buildTestDrive({ carId: car.id })),
      ),
    );
    expect(posted.map((res) => res.status)).toEqual(Array(LEADS).fill(201));
    // Both instances took leads, so both delivery workers were nudged and at work.
    expect(new Set(servedBy(posted))).toEqual(new Set([a.url, b.url]));
    const db = handle!.db;
    await vi.waitFor(
      async () => {
        const rows = await db.select({ status: outbox.status }).from(outbox);
        expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
      },
      { timeout: 60_000, interval: 250 },
    );
    const rows = await db.select().from(outbox);
    const ids = new Set(posted.map((res) => res.body.id as number));
    const leadRows = rows.filter((row) => row.requestType === 'lead' && ids.has(row.requestId));
    // Each lead: the staff notification, the ADF document for the CRM and the confirmation.
    expect(leadRows).toHaveLength(LEADS * OUTBOX_KINDS.length);
    for (const id of ids) {
      expect(
        leadRows
          .filter((row) => row.requestId === id)
          .map((row) => row.kind)
          .sort(),
      ).toEqual([...OUTBOX_KINDS].sort());
    }
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    // A second copy would be on its way by now if two workers had taken one row.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const arrived = smtp!.received.map((mail) => mail.parsed.messageId);
    expect(arrived).toHaveLength(rows.length);
    expect(new Set(arrived)).toEqual(new Set(rows.map((row) => row.messageId)));
  });
});
