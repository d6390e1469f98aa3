// Car photos on a real S3-compatible store (Ceph RGW from ../shared/tools/start-s3-gateway.sh in
// CI): the shared pipeline suite, then what the store itself must refuse. Needs S3_TEST_ENDPOINT
// (e.g. http://127.0.0.1:7480); `npm run test:s3` fails loudly without it rather than skipping.
import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors';
import {
  DELETE_CONCURRENCY,
  S3ObjectStore,
  type S3Settings,
} from '../../server/images/s3-object-store';
import { freePort } from '../e2e/support/server-process';
import { photoJpeg } from '../support/image-fixtures';
import {
  issueUploadUrl,
  issueUploadUrlAt,
  leftovers,
  locationOf,
  putFile,
  startPhotoApp,
  type PhotoApp,
} from '../support/photo-app';
import { photoPipelineSuite } from '../support/photo-suite';

const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) {
  throw new Error('S3_TEST_ENDPOINT is not set: start the gateway (see .ci/run) and set it');
}

const buckets: { client: S3Client; name: string }[] = [];

/** The gateway's settings for one bucket (`at`: another address, e.g. one nothing listens on). */
const storeSettings = (bucket: string, at = endpoint): S3Settings => ({
  bucket,
  endpoint: at,
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
  accessKeyId: process.env.S3_ACCESS_KEY ?? 'TESTAK',
  secretAccessKey: process.env.S3_SECRET_KEY ?? 'TESTSECRETKEY123',
  forcePathStyle: true,
});

/** A fresh bucket per suite, so suites running side by side never see each other's objects. */
async function freshStore(): Promise<S3ObjectStore> {
  const settings = storeSettings(`forecourt-test-${randomBytes(6).toString('hex')}`);
  const store = new S3ObjectStore(settings);
  await store.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  buckets.push({ client: store.client, name: settings.bucket });
  return store;
}

afterAll(async () => {
  for (const { client, name } of buckets) {
    const store = new S3ObjectStore(
      { bucket: name, endpoint, region: 'us-east-1', forcePathStyle: true },
      client,
    );
    for (const prefix of ['uploads/', 'images/']) await store.deletePrefix(prefix);
    await client.send(new DeleteBucketCommand({ Bucket: name }));
  }
});

photoPipelineSuite('S3 gateway', freshStore);

describe('presigned uploads, enforced by the store itself', () => {
  let app: PhotoApp;
  let store: S3ObjectStore;
  let bytes: Buffer;
  beforeAll(async () => {
    store = await freshStore();
    app = await startPhotoApp({ images: store });
    bytes = await photoJpeg({ width: 400, height: 300 });
  });
  afterAll(() => app.close());

  async function issue() {
    return new URL(await issueUploadUrl(app, { contentType: 'image/jpeg', size: bytes.length }));
  }

  it('signs the type and length, expires in 15 minutes, and carries no empty-body checksum', async () => {
    const url = await issue();
    expect(`${url.origin}${url.pathname}`).toMatch(
      new RegExp(`^${endpoint}/forecourt-test-[a-f0-9]{12}/uploads/[a-f0-9]{32}$`),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect([...url.searchParams.keys()].some((key) => /checksum/i.test(key))).toBe(false);
  });

  it('uploads, processes and serves a photo through the app', async () => {
    const url = await issue();
    expect((await putFile(url.toString(), bytes)).status).toBe(200);
    const res = await app.agent
      .put('/api/car-images')
      .send({ imageURL: locationOf(url.toString()) });
    expect(res.status).toBe(200);
    const served = await fetch(`${app.base}${res.body.imagePath}/320.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Stored with the headers a public bucket or a CDN would pass on.
    const head = await fetch(
      `${store.objectUrl(`images/${res.body.imagePath.slice(8)}/320.webp`)}`,
      {
        method: 'HEAD',
      },
    );
    expect([200, 403]).toContain(head.status); // private bucket: 403 is fine, never a listing
  });

  it('refuses a tampered signature (403) and stores nothing', async () => {
    const before = await leftovers(app);
    const url = await issue();
    const sig = url.searchParams.get('X-Amz-Signature')!;
    url.searchParams.set('X-Amz-Signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    expect((await putFile(url.toString(), bytes)).status).toBe(403);
    expect((await leftovers(app)).raw).toEqual(before.raw);
  });

  it('refuses the signature used for another key (403)', async () => {
    const before = await leftovers(app);
    const url = await issue();
    url.pathname = url.pathname.replace(/[a-f0-9]{32}$/, 'f'.repeat(32));
    expect((await putFile(url.toString(), bytes)).status).toBe(403);
    url.pathname = url.pathname.replace(/uploads\/f+$/, 'images/evil/640.webp');
    expect((await putFile(url.toString(), bytes)).status).toBe(403);
    expect((await leftovers(app)).raw).toEqual(before.raw);
  });

  /** The store's answer: its status and error code, e.g. 403 SignatureDoesNotMatch. */
  async function storeAnswer(res: Response) {
    const code = /<Code>([^<]+)<\/Code>/.exec(await res.text())?.[1];
    return { status: res.status, code };
  }

  const keyOf = (url: URL | string) => `uploads/${new URL(url).pathname.split('/').pop()}`;

  it.each([
    ['longer', 4096],
    ['one byte longer', 1],
    ['shorter', -1],
  ])(
    'refuses a body %s than the signed length: 403 SignatureDoesNotMatch, no object',
    async (_name, delta) => {
      const before = await leftovers(app);
      const url = await issue();
      const body =
        delta < 0
          ? bytes.subarray(0, bytes.length + delta)
          : Buffer.concat([bytes, Buffer.alloc(delta, 0x20)]);
      expect(await storeAnswer(await putFile(url.toString(), body))).toEqual({
        status: 403,
        code: 'SignatureDoesNotMatch',
      });
      expect(await store.head(keyOf(url))).toBeNull();
      expect((await leftovers(app)).raw).toEqual(before.raw);
    },
  );

  it('refuses another content type than the signed one (403), no object', async () => {
    const before = await leftovers(app);
    const url = await issue();
    const retyped = await putFile(url.toString(), bytes, 'text/html');
    expect(await storeAnswer(retyped)).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await store.head(keyOf(url))).toBeNull();
    expect((await leftovers(app)).raw).toEqual(before.raw);
  });

  it('refuses a URL the app issued 16 minutes ago (403 AccessDenied), no object', async () => {
    const before = await leftovers(app);
    const issuedAt = Date.now() - 16 * 60_000;
    const url = new URL(
      await issueUploadUrlAt(app, -16 * 60_000, {
        contentType: 'image/jpeg',
        size: bytes.length,
      }),
    );
    // Signed by the app's clock, 16 minutes back, for 15 minutes: expired a minute ago.
    const amzDate = url.searchParams.get('X-Amz-Date')!;
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(Math.abs(signedAt - issuedAt)).toBeLessThan(5_000);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(await storeAnswer(await putFile(url.toString(), bytes))).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    expect(await store.head(keyOf(url))).toBeNull();
    expect((await leftovers(app)).raw).toEqual(before.raw);
    // The same request in time is taken: the refusal was the expiry, not the request.
    const fresh = await issue();
    expect((await putFile(fresh.toString(), bytes)).status).toBe(200);
  });
});

describe('upload URLs for the S3 store', () => {
  let app: PhotoApp;
  beforeAll(async () => {
    app = await startPhotoApp({ images: await freshStore() });
  });
  afterAll(() => app.close());

  it.each([
    ['no body (the spec’s client)', undefined, ['contentType', 'size']],
    ['no size', { contentType: 'image/jpeg' }, ['size']],
    ['no content type', { size: 1000 }, ['contentType']],
  ])('are refused with %s: 400 naming each missing field', async (_name, body, missing) => {
    const before = await leftovers(app);
    const req = app.agent.post('/api/car-images/upload');
    const res = await (body ? req.send(body) : req);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['details', 'error']);
    expect(Object.keys(res.body.details).sort()).toEqual(missing);
    for (const field of missing) {
      expect(res.body.details[field]).toEqual([expect.stringMatching(/is required/)]);
      expect(res.body.error).toContain(field);
    }
    expect(await leftovers(app)).toEqual(before);
  });
});

describe('reading from the S3 store while earlier answers are still being sent', () => {
  it('answers more reads at once than the client keeps sockets by default, their bodies still unread', async () => {
    const store = await freshStore();
    await store.put('images/held/one', Buffer.from('photo bytes'));
    // A photo streams from the store to the visitor: until a slow phone has it all, the store's
    // connection stays with that answer. With the SDK's 50 sockets the 51st read waited for one,
    // and the connect timeout, already running, turned a healthy store into a 503.
    const reads = await Promise.allSettled(
      Array.from({ length: 60 }, () => store.get('images/held/one')),
    );
    try {
      const failed = reads.flatMap((read) =>
        read.status === 'rejected' ? [String(read.reason)] : [],
      );
      expect(failed).toEqual([]);
      expect(reads.filter((read) => read.status === 'fulfilled' && read.value === null)).toEqual(
        [],
      );
    } finally {
      for (const read of reads) if (read.status === 'fulfilled') read.value?.body.destroy();
    }
  }, 30_000);

  it('still fails a read of a store that refuses connections at once, as unavailable', async () => {
    // A port nothing listens on: the store is down.
    const down = new S3ObjectStore(
      storeSettings('forecourt-down', `http://127.0.0.1:${await freePort()}`),
    );
    const started = Date.now();
    const read = await down.get('images/held/one').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(read).toBeInstanceOf(AppError);
    expect((read as AppError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('deleting a prefix on the S3 store', () => {
  it('deletes 1,200 objects (more than a listing page) a few at a time, leaving none', async () => {
    const store = await freshStore();
    const keys = Array.from(
      { length: 1_200 },
      (_, i) => `images/bulk/${String(i).padStart(4, '0')}`,
    );
    const body = Buffer.from('x');
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, body)));
    }
    await store.put('images/kept/one', body);

    // Counts the DeleteObject requests in flight, before they reach the client's sockets.
    let inFlight = 0;
    let mostInFlight = 0;
    let deletes = 0;
    store.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== 'DeleteObjectCommand') return next(args);
        deletes += 1;
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        try {
          return await next(args);
        } finally {
          inFlight -= 1;
        }
      },
      { step: 'initialize', name: 'countDeletes' },
    );
    try {
      await store.deletePrefix('images/bulk');
    } finally {
      store.client.middlewareStack.remove('countDeletes');
    }

    expect(deletes).toBe(keys.length);
    expect(mostInFlight).toBeLessThanOrEqual(DELETE_CONCURRENCY);
    const left: string[] = [];
    for await (const object of store.list('images/')) left.push(object.key);
    expect(left).toEqual(['images/kept/one']);
  }, 120_000);
});
