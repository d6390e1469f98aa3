// Car photos on the local-disk driver: the shared pipeline suite, then what only our own upload
// endpoint does (signed URLs, the streamed size cap, temporary files).
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { eq } from 'drizzle-orm';
import { cars } from '../../server/db/schema';
import { recordExistingPhotos } from '../../server/services/photos/photo-processing';
import { S3ObjectStore } from '../../server/images/s3-object-store';
import { buildCar } from '../factories';
import { bigJpegLike, photoJpeg } from '../support/image-fixtures';
import {
  issueUploadUrl,
  issueUploadUrlAt,
  leftovers,
  locationOf,
  photoServiceAt,
  putFile,
  startPhotoApp,
  type PhotoApp,
} from '../support/photo-app';
import { photoPipelineSuite } from '../support/photo-suite';

photoPipelineSuite('local disk');

describe('the local upload endpoint', () => {
  let app: PhotoApp;
  let objects: string;
  beforeAll(async () => {
    app = await startPhotoApp();
    objects = path.join(app.t.config.dataDir, 'objects');
  });
  afterAll(() => app.close());

  const tempFiles = async () => readdir(path.join(objects, '.tmp')).catch(() => [] as string[]);

  /** Raw uploads and temporary files before an action, to compare with afterwards. */
  async function files() {
    return { raw: (await leftovers(app)).raw, temp: await tempFiles() };
  }

  it('issues a URL without a body, as the spec’s client asks (capped at 10 MB as it streams)', async () => {
    const res = await app.agent.post('/api/car-images/upload');
    expect(res.status).toBe(200);
    expect(res.body.uploadURL).toMatch(/^https?:\/\/.+\/uploads\/[a-f0-9]{32}\?/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('issues a signed URL to this server that expires in 15 minutes', async () => {
    const res = await app.agent.post('/api/car-images/upload').send({});
    const url = new URL(res.body.uploadURL);
    expect(url.origin).toBe(app.base);
    expect(url.pathname).toMatch(/^\/uploads\/[a-f0-9]{32}$/);
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(res.body.expiresAt)).toBe(expires);
  });

  it('uses PUBLIC_URL for the address when it is set', async () => {
    const other = await startPhotoApp();
    try {
      Object.assign(other.t.config, { publicUrl: 'https://cars.example.com' });
      const uploadURL = await issueUploadUrl(other);
      expect(uploadURL).toMatch(/^https:\/\/cars\.example\.com\/uploads\/[a-f0-9]{32}\?/);
    } finally {
      await other.close();
    }
  });

  it('refuses a tampered signature, id or expiry with 403 and stores nothing', async () => {
    const before = await files();
    const bytes = await photoJpeg({ width: 200, height: 100 });
    const uploadURL = await issueUploadUrl(app, { contentType: 'image/jpeg', size: bytes.length });
    const url = new URL(uploadURL);
    const sig = url.searchParams.get('sig')!;
    const id = url.pathname.split('/').pop()!;
    const variants = [
      uploadURL.replace(sig, (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)),
      uploadURL.replace(id, `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`),
      uploadURL.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 3600}`),
      uploadURL.replace(/&?sig=[^&]+/, ''),
      `${uploadURL}&sig=${sig}`,
    ];
    for (const tampered of variants) {
      const res = await putFile(tampered, bytes);
      expect(res.status, tampered).toBe(403);
    }
    expect(await files()).toEqual(before);
    expect((await putFile(uploadURL, bytes)).status).toBe(200);
  });

  it.each([
    ['unbound', undefined],
    ['bound to a type and size', 'bound'],
  ])(
    'refuses a URL the app issued 16 minutes ago (%s) with 403 and stores nothing',
    async (_name, binding) => {
      const before = await files();
      const bytes = await photoJpeg({ width: 200, height: 100 });
      const uploadURL = await issueUploadUrlAt(
        app,
        -16 * 60_000,
        binding ? { contentType: 'image/jpeg', size: bytes.length } : {},
      );
      const expires = Number(new URL(uploadURL).searchParams.get('expires')) * 1000;
      expect(Date.now() - expires).toBeGreaterThanOrEqual(60_000 - 1000);
      const res = await putFile(uploadURL, bytes);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Request has expired' });
      expect(await files()).toEqual(before);
      const processed = await app.agent
        .put('/api/car-images')
        .send({ imageURL: locationOf(uploadURL) });
      expect(processed.status).toBe(400);
    },
  );

  it('is good for one object: a second PUT is refused and the first stays intact', async () => {
    const before = await files();
    const first = await photoJpeg({ width: 200, height: 100 });
    const uploadURL = await issueUploadUrl(app);
    expect((await putFile(uploadURL, first)).status).toBe(200);
    const second = await putFile(uploadURL, await photoJpeg({ width: 300, height: 100 }));
    expect(second.status).toBe(409);
    const stored = await app.store.get(`uploads/${locationOf(uploadURL).split('/').pop()}`);
    expect(stored!.size).toBe(first.length);
    stored!.body.destroy();
    const res = await app.agent.put('/api/car-images').send({ imageURL: locationOf(uploadURL) });
    expect(res.status).toBe(200);
    // Once processed, the URL accepts nothing more.
    expect((await putFile(uploadURL, first)).status).toBe(403);
    expect(await files()).toEqual(before);
  });

  it('refuses a body of another type than the URL was bound to (403)', async () => {
    const before = await files();
    const bytes = await photoJpeg({ width: 200, height: 100 });
    const uploadURL = await issueUploadUrl(app, { contentType: 'image/png', size: bytes.length });
    expect((await putFile(uploadURL, bytes, 'image/jpeg')).status).toBe(403);
    expect(await files()).toEqual(before);
  });

  it('refuses an 11 MB body with 413 and removes the partial file', async () => {
    const before = await files();
    const uploadURL = await issueUploadUrl(app);
    const res = await putFile(uploadURL, bigJpegLike(11 * 1024 * 1024)).catch(
      (error: Error) => error,
    );
    // The server may close the connection before the client finished sending.
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    expect(await files()).toEqual(before);
  });

  it('enforces the cap while streaming a body of unknown length (chunked): 413, partial removed', async () => {
    const before = await files();
    const uploadURL = new URL(await issueUploadUrl(app));
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent > MAX_UPLOAD_BYTES + chunk.length * 4) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        uploadURL,
        { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      body.pipe(req);
    });
    expect(status).toBe(413);
    expect(await files()).toEqual(before);
  });

  describe('a URL bound to a size takes a body of exactly that size', () => {
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = await photoJpeg({ width: 300, height: 200 });
    });
    const bindTo = (size: number) => issueUploadUrl(app, { contentType: 'image/jpeg', size });

    /** PUTs the body in chunks with no Content-Length, so only the streamed count can tell. */
    function putChunked(url: string, body: Buffer) {
      return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = httpRequest(
          new URL(url),
          { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                body: JSON.parse(Buffer.concat(chunks).toString()),
              }),
            );
          },
        );
        req.on('error', reject);
        Readable.from([body.subarray(0, 100), body.subarray(100)]).pipe(req);
      });
    }

    it.each([
      ['shorter', -1],
      ['longer', +1],
      ['much longer', +4096],
    ])('a %s body is refused with 400, leaving nothing', async (_name, delta) => {
      const before = await files();
      const uploadURL = await bindTo(bytes.length);
      const body =
        delta < 0
          ? bytes.subarray(0, bytes.length + delta)
          : Buffer.concat([bytes, Buffer.alloc(delta, 0x20)]);
      const res = await putFile(uploadURL, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: `The file must be exactly ${bytes.length} bytes, the size this upload URL was issued for`,
      });
      expect(await files()).toEqual(before);
      // Nothing was kept, so the URL cannot be processed either.
      const processed = await app.agent
        .put('/api/car-images')
        .send({ imageURL: locationOf(uploadURL) });
      expect(processed.status).toBe(400);
      expect(processed.body.error).toBe('Nothing was uploaded to this URL');
    });

    it.each([
      ['shorter', -1],
      ['longer', +1],
    ])(
      'a %s body sent in chunks (no length up front) is refused with 400, leaving nothing',
      async (_name, delta) => {
        const before = await files();
        const uploadURL = await bindTo(bytes.length);
        const body =
          delta < 0
            ? bytes.subarray(0, bytes.length + delta)
            : Buffer.concat([bytes, Buffer.from(' ')]);
        const res = await putChunked(uploadURL, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: `The file must be exactly ${bytes.length} bytes, the size this upload URL was issued for`,
        });
        expect(await files()).toEqual(before);
      },
    );

    it('the exact body is taken, whole or in chunks', async () => {
      const whole = await bindTo(bytes.length);
      expect((await putFile(whole, bytes)).status).toBe(200);
      const chunked = await bindTo(bytes.length);
      expect((await putChunked(chunked, bytes)).status).toBe(200);
      for (const url of [whole, chunked]) {
        const res = await app.agent.put('/api/car-images').send({ imageURL: locationOf(url) });
        expect(res.status).toBe(200);
      }
    });

    it('an unbound URL still takes any body up to 10 MB', async () => {
      expect((await putFile(await issueUploadUrl(app), bytes)).status).toBe(200);
      const padded = Buffer.concat([bytes, Buffer.alloc(4096, 0x20)]);
      expect((await putFile(await issueUploadUrl(app), padded)).status).toBe(200);
    });
  });

  it('sweeps temporary files of interrupted uploads (a crashed process, or old ones)', async () => {
    const tmp = path.join(objects, '.tmp');
    await mkdir(tmp, { recursive: true });
    const deadPid = path.join(tmp, '999999-0123456789abcdef'); // no such process
    const old = path.join(tmp, `${process.pid}-fedcba9876543210`);
    const fresh = path.join(tmp, `${process.pid}-00000000000000aa`);
    for (const file of [deadPid, old, fresh]) await writeFile(file, 'partial');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    const report = await photoServiceAt(app, 0).sweepOrphans();
    expect(report.tempFiles).toBe(2);
    expect(await tempFiles()).toEqual([path.basename(fresh)]);
  });
});

describe('an S3 store that is down (security and faults case 33)', () => {
  let app: PhotoApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every call to the store fails to connect.
    const store = new S3ObjectStore({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SECRET',
      forcePathStyle: true,
    });
    app = await startPhotoApp({ images: store });
  });
  afterAll(() => app.close());

  it('still issues presigned upload URLs (signing needs no network)', async () => {
    const uploadURL = await issueUploadUrl(app, { contentType: 'image/jpeg', size: 1000 });
    expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:9\/photos\/uploads\/[a-f0-9]{32}\?/);
  });

  it('answers 503 with Retry-After when processing, and when serving a photo', async () => {
    const uploadURL = await issueUploadUrl(app, { contentType: 'image/jpeg', size: 1000 });
    const res = await app.agent.put('/api/car-images').send({ imageURL: locationOf(uploadURL) });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      error: 'Photo storage is unavailable. Please try again in a moment.',
    });
    const photo = await fetch(`${app.base}/images/${'a'.repeat(24)}/640.webp`);
    expect(photo.status).toBe(503);
    expect(photo.headers.get('retry-after')).toBe('5');
  });
});

describe('photos of databases seeded before photos had rows', () => {
  let app: PhotoApp;
  beforeAll(async () => {
    app = await startPhotoApp();
  });
  afterAll(() => app.close());

  it('get a row once at start-up, so their cars can be saved again', async () => {
    const legacy = `/images/${'b'.repeat(24)}`;
    const created = await app.agent.post('/api/cars').send(buildCar({ photos: [] }));
    expect(created.status).toBe(201);
    await app.t.db
      .update(cars)
      .set({ photos: [legacy] })
      .where(eq(cars.id, created.body.id));
    const refused = await app.agent
      .put(`/api/cars/${created.body.id}`)
      .send(buildCar({ photos: [legacy] }));
    expect(refused.status).toBe(400);

    expect(await recordExistingPhotos(app.t.db)).toBe(1);
    expect(await recordExistingPhotos(app.t.db)).toBe(0);
    const saved = await app.agent
      .put(`/api/cars/${created.body.id}`)
      .send(buildCar({ photos: [legacy] }));
    expect(saved.status).toBe(200);
  });
});
