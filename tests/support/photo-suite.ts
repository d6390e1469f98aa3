// The photo pipeline's tests that hold for every store driver (issue 6 "Done when"; security and
// faults cases 19–27). tests/integration/car-images-local.int.test.ts runs them on the local disk,
// tests/s3/car-images-s3.s3.test.ts on a real S3-compatible gateway.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../common/images';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { UPLOAD_CONTENT_TYPES } from '../../common/schemas/car-images';
import { images } from '../../server/db/schema';
import type { ObjectStore } from '../../server/images/object-store';
import { buildCar } from '../factories';
import {
  HTML_PAGE,
  hasGpsTag,
  jpegWithScript,
  photoAvif,
  photoJpeg,
  photoPng,
  photoWebp,
  pngBomb,
  SCRIPT_TRAILER,
  SVG_WITH_SCRIPT,
  truncatedJpeg,
} from './image-fixtures';
import {
  imageCount,
  issueUploadUrl,
  leftovers,
  locationOf,
  photoServiceAt,
  putFile,
  SMALL_JPEG_BINDING,
  startPhotoApp,
  storedImageKeys,
  uploadAndProcess,
  type PhotoApp,
} from './photo-app';

const HOUR = 3_600_000;

async function variantOf(app: PhotoApp, imagePath: string, variant: string | number) {
  return request(app.base).get(`${imagePath}/${variant}.webp`).buffer(true);
}

export function photoPipelineSuite(driver: string, makeStore?: () => Promise<ObjectStore>) {
  let app: PhotoApp;
  beforeAll(async () => {
    app = await startPhotoApp({ images: makeStore ? await makeStore() : undefined });
  });
  afterAll(() => app?.close());

  /** Uploads `bytes`, expects processing to fail with `status`, and nothing to be left over. */
  async function expectRefused(bytes: Buffer, status: number, contentType = 'image/jpeg') {
    const imagesBefore = await storedImageKeys(app);
    const rowsBefore = await imageCount(app);
    const before = await leftovers(app);
    // The S3 store takes only a URL bound to an accepted type: what is not a photo arrives
    // claiming to be a JPEG. The local driver also takes it unbound, as the spec's client sends.
    const bound = app.store.driver === 's3';
    const declared = (UPLOAD_CONTENT_TYPES as readonly string[]).includes(contentType)
      ? contentType
      : 'image/jpeg';
    const res = await uploadAndProcess(app, bytes, bound ? declared : contentType, bound);
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await leftovers(app)).toEqual(before);
    expect(await storedImageKeys(app)).toEqual(imagesBefore);
    expect(await imageCount(app)).toBe(rowsBefore);
    return res;
  }

  describe(`upload URLs (${driver})`, () => {
    it('are issued to an admin only', async () => {
      const res = await request(app.base).post('/api/car-images/upload').send({});
      expect(res.status).toBe(401);
      const put = await request(app.base).put('/api/car-images').send({ imageURL: 'x' });
      expect(put.status).toBe(401);
    });

    it('are issued for a type and size, not to be cached', async () => {
      const res = await app.agent.post('/api/car-images/upload').send(SMALL_JPEG_BINDING);
      expect(res.status).toBe(200);
      expect(res.body.uploadURL).toMatch(/^https?:\/\/.+\/uploads\/[a-f0-9]{32}\?/);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['an 11 MB file', { contentType: 'image/jpeg', size: 11 * 1024 * 1024 }, 'size'],
      ['one byte over 10 MB', { contentType: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 }, 'size'],
      ['an empty file', { contentType: 'image/jpeg', size: 0 }, 'size'],
      ['SVG', { contentType: 'image/svg+xml', size: 100 }, 'contentType'],
      ['HTML', { contentType: 'text/html', size: 100 }, 'contentType'],
      ['HEIC', { contentType: 'image/heic', size: 100 }, 'contentType'],
      ['an unknown field', { contentType: 'image/jpeg', size: 100, key: '../x' }, '_'],
    ])('refuses %s up front with 400', async (_name, body, field) => {
      const res = await app.agent.post('/api/car-images/upload').send(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.details ?? { _: 1 })).toContain(field);
    });
  });

  describe(`processing (${driver})`, () => {
    it('strips EXIF and GPS, writes a WebP at each width and a placeholder, deletes the raw upload', async () => {
      const before = await leftovers(app);
      const original = await photoJpeg({ width: 2000, height: 1500, gps: true });
      expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);

      const res = await uploadAndProcess(app, original);
      expect(res.status).toBe(200);
      expect(res.body.imagePath).toMatch(/^\/images\/[a-f0-9]{24}$/);
      const imagePath: string = res.body.imagePath;

      for (const width of IMAGE_WIDTHS) {
        const variant = await variantOf(app, imagePath, width);
        expect(variant.status).toBe(200);
        const meta = await sharp(variant.body).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1500) / 2000));
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(variant.body.includes(Buffer.from('TestPhone'))).toBe(false);
      }
      const placeholder = await variantOf(app, imagePath, 'placeholder');
      expect(placeholder.status).toBe(200);
      expect((await sharp(placeholder.body).metadata()).width).toBe(24);
      expect(placeholder.body.length).toBeLessThan(1000);

      const [row] = await app.t.db
        .select()
        .from(images)
        .where(eq(images.id, imagePath.replace('/images/', '')));
      expect(row).toMatchObject({ width: 2000, height: 1500 });
      expect(await leftovers(app)).toEqual(before);
    });

    it('turns a photo upright by its EXIF orientation and never enlarges a small one', async () => {
      const sideways = await photoJpeg({ width: 400, height: 300, orientation: 6 });
      const res = await uploadAndProcess(app, sideways);
      expect(res.status).toBe(200);
      for (const width of [320, 1600]) {
        const meta = await sharp((await variantOf(app, res.body.imagePath, width)).body).metadata();
        expect(meta.height! > meta.width!).toBe(true);
        expect(meta.width).toBe(Math.min(width, 300));
      }
    });

    it.each([
      ['PNG', 'image/png', photoPng],
      ['WebP', 'image/webp', photoWebp],
      ['AVIF', 'image/avif', photoAvif],
    ])('accepts a %s photo', async (_name, type, make) => {
      const res = await uploadAndProcess(app, await make(), type);
      expect(res.status).toBe(200);
      expect((await variantOf(app, res.body.imagePath, 640)).status).toBe(200);
    });

    it('re-encodes a JPEG with a script appended: the trailer is gone', async () => {
      const res = await uploadAndProcess(app, await jpegWithScript());
      expect(res.status).toBe(200);
      for (const width of IMAGE_WIDTHS) {
        const variant = await variantOf(app, res.body.imagePath, width);
        expect(variant.headers['content-type']).toBe('image/webp');
        expect(variant.headers['x-content-type-options']).toBe('nosniff');
        expect(variant.body.includes(Buffer.from(SCRIPT_TRAILER))).toBe(false);
        expect(variant.body.includes(Buffer.from('<script'))).toBe(false);
      }
    });

    it('refuses an SVG with a script before any decoder sees it (415), leaving nothing', async () => {
      const res = await expectRefused(SVG_WITH_SCRIPT, 415, 'image/svg+xml');
      expect(res.body.error).toBe('Only JPEG, PNG, WebP and AVIF photos are accepted');
    });

    it('refuses HTML renamed to .jpg (415), leaving nothing', async () => {
      await expectRefused(HTML_PAGE, 415, 'image/jpeg');
    });

    it('refuses a zero-byte file (400), leaving nothing', async () => {
      if (app.store.driver === 's3') {
        // An S3 URL is always bound to a size, and a size of 0 gets no URL at all.
        const res = await app.agent
          .post('/api/car-images/upload')
          .send({ contentType: 'image/jpeg', size: 0 });
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual({ size: ['The file is empty'] });
        return;
      }
      const res = await expectRefused(Buffer.alloc(0), 400);
      expect(res.body.error).toBe('The uploaded file is empty');
    });

    it('refuses a truncated JPEG (400), leaving nothing', async () => {
      const res = await expectRefused(await truncatedJpeg(), 400);
      expect(res.body.error).toMatch(/could not be read/);
    });

    it('refuses a 30000×30000 pixel bomb (400) without a memory spike, leaving nothing', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(2_000_000);
      const before = process.memoryUsage().rss;
      const res = await expectRefused(bomb, 400, 'image/png');
      expect(res.body.error).toMatch(/too many pixels/);
      // Decoding it would take 2.7 GB; refusing it from the header takes next to nothing.
      expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    });

    it('processes an upload once: a second request for the same URL is a 400', async () => {
      const bytes = await photoJpeg({ width: 300, height: 200 });
      const uploadURL = await issueUploadUrl(app, {
        contentType: 'image/jpeg',
        size: bytes.length,
      });
      expect((await putFile(uploadURL, bytes)).ok).toBe(true);
      const imageURL = locationOf(uploadURL);
      expect((await app.agent.put('/api/car-images').send({ imageURL })).status).toBe(200);
      const again = await app.agent.put('/api/car-images').send({ imageURL });
      expect(again.status).toBe(400);
    });

    it('answers 400 when nothing was uploaded to the URL, and consumes it', async () => {
      const before = await leftovers(app);
      const uploadURL = await issueUploadUrl(app, SMALL_JPEG_BINDING);
      const res = await app.agent.put('/api/car-images').send({ imageURL: locationOf(uploadURL) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Nothing was uploaded to this URL');
      expect(await leftovers(app)).toEqual(before);
    });
  });

  describe(`imageURL must be an upload this site issued (${driver})`, () => {
    it.each([
      ['../../etc/passwd'],
      ['%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
      ['..%5c..%5cwindows%5cwin.ini'],
      ['/objects/uploads/../../.env'],
      ['/uploads/0123456789abcdef0123456789abcdef'],
      ['file:///etc/passwd'],
      ['http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
      ['http://[fd00:ec2::254]/latest/meta-data/'],
      ['https://evil.example/uploads/0123456789abcdef0123456789abcdef'],
      ['https://other-bucket.s3.amazonaws.com/uploads/0123456789abcdef0123456789abcdef'],
      ['javascript:alert(1)'],
      ['data:image/jpeg;base64,/9j/4AAQ'],
      ['x'.repeat(5000)],
    ])('%s → 400', async (imageURL) => {
      const res = await app.agent.put('/api/car-images').send({ imageURL });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it('refuses a NUL byte, tricks around a real upload, and a well-formed id never issued', async () => {
      const bytes = await photoJpeg({ width: 300, height: 200 });
      const uploadURL = await issueUploadUrl(app, {
        contentType: 'image/jpeg',
        size: bytes.length,
      });
      expect((await putFile(uploadURL, bytes)).ok).toBe(true);
      const real = locationOf(uploadURL);
      const url = new URL(real);
      const id = url.pathname.split('/').pop()!;
      const prefix = real.slice(0, real.length - id.length);
      for (const imageURL of [
        `${real}\u0000`,
        `${prefix}../uploads/${id}`,
        `${prefix}%2e%2e/uploads/${id}`,
        `${prefix}${id}/..`,
        `${prefix}${id}%2f..%2f..`,
        `${prefix}${id.toUpperCase()}`,
        `${url.protocol}//user:pw@${url.host}${url.pathname}`,
        `${url.protocol}//${url.host}.evil.example${url.pathname}`,
        `${prefix}${'0'.repeat(32)}`,
      ]) {
        const res = await app.agent.put('/api/car-images').send({ imageURL });
        expect(res.status, imageURL).toBe(400);
      }
      // The real one still works afterwards: none of the tricks consumed it.
      const ok = await app.agent.put('/api/car-images').send({ imageURL: real });
      expect(ok.status).toBe(200);
    });
  });

  describe(`serving (${driver})`, () => {
    it('sends WebP with nosniff, a sandbox CSP, an inline filename, an immutable cache and an ETag', async () => {
      const { body } = await uploadAndProcess(app, await photoJpeg({ width: 700, height: 500 }));
      const res = await variantOf(app, body.imagePath, 640);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="photo-[a-f0-9]{24}-640\.webp"$/,
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['etag']).toEqual(expect.any(String));
      const again = await request(app.base)
        .get(`${body.imagePath}/640.webp`)
        .set('If-None-Match', res.headers['etag']!);
      expect(again.status).toBe(304);
      expect((await request(app.base).get(`${body.imagePath}/641.webp`)).status).toBe(404);
      expect((await request(app.base).get(`/images/${'f'.repeat(24)}/640.webp`)).status).toBe(404);
    });

    it('answers the path the API returns (/images/{id}) with the 1024 px WebP itself, GET and HEAD', async () => {
      const { body } = await uploadAndProcess(app, await photoJpeg({ width: 2000, height: 1500 }));
      const imagePath: string = body.imagePath;
      const res = await request(app.base).get(imagePath).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="photo-[a-f0-9]{24}-1024\.webp"$/,
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 768 });
      // The very bytes (and ETag) of the 1024 variant: one file, two addresses.
      const variant = await variantOf(app, imagePath, 1024);
      expect(Buffer.compare(res.body, variant.body)).toBe(0);
      expect(res.headers['etag']).toBe(variant.headers['etag']);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);

      const again = await request(app.base).get(imagePath).set('If-None-Match', res.headers.etag!);
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const path of [imagePath, `${imagePath}/640.webp`]) {
        const head = await request(app.base).head(path);
        expect(head.status, path).toBe(200);
        expect(head.headers['content-type']).toBe('image/webp');
        expect(head.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
        expect(head.headers['etag']).toEqual(expect.any(String));
        expect(head.body).toEqual({});
      }
      expect(Number((await request(app.base).head(imagePath)).headers['content-length'])).toBe(
        res.body.length,
      );
    });

    it('answers an unknown or malformed image path with a plain 404, never a page', async () => {
      for (const path of [
        `/images/${'f'.repeat(24)}`,
        `/images/${'f'.repeat(24)}/1024.webp`,
        '/images/not-an-id',
        '/images/ABCDEF0123456789ABCDEF01',
        `/images/${'f'.repeat(24)}/original.jpg`,
        `/images/${'f'.repeat(24)}/1024.webp/more`,
        '/images',
      ]) {
        for (const method of ['get', 'head'] as const) {
          const res = await request(app.base)[method](path);
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.headers['content-type'], path).toMatch(/^text\/plain/);
          expect(res.headers['cache-control'], path).toBeUndefined();
        }
      }
    });

    it('never serves a raw upload', async () => {
      const bytes = await photoJpeg({ width: 300, height: 200 });
      const uploadURL = await issueUploadUrl(app, {
        contentType: 'image/jpeg',
        size: bytes.length,
      });
      await putFile(uploadURL, bytes);
      const id = locationOf(uploadURL).split('/').pop()!;
      for (const path of [`/uploads/${id}`, `/images/${id}/640.webp`, `/images/../uploads/${id}`]) {
        expect((await request(app.base).get(path)).status).toBe(404);
      }
    });
  });

  describe(`photos of cars (${driver})`, () => {
    it('refuses a car whose own-image photo was never processed (400)', async () => {
      const res = await app.agent
        .post('/api/cars')
        .send(buildCar({ photos: [`/images/${'a'.repeat(24)}`] }));
      expect(res.status).toBe(400);
      expect(res.body.details['photos.0']).toEqual(['This photo does not exist (upload it again)']);
    });

    it('keeps photos added by https address as links, never fetched', async () => {
      const link = 'https://photos.example.invalid/car.jpg';
      const before = await imageCount(app);
      const res = await app.agent.post('/api/cars').send(buildCar({ photos: [link] }));
      expect(res.status).toBe(201);
      expect(res.body.photos).toEqual([link]);
      expect(await imageCount(app)).toBe(before);
    });

    it('deletes a car’s photos with it, but not those another car still uses', async () => {
      const own = (await uploadAndProcess(app, await photoJpeg({ width: 400, height: 300 }))).body
        .imagePath as string;
      const shared = (await uploadAndProcess(app, await photoPng())).body.imagePath as string;
      const first = await app.agent
        .post('/api/cars')
        .send(buildCar({ photos: [own, shared, 'https://photos.example.invalid/a.jpg'] }));
      expect(first.status).toBe(201);
      const second = await app.agent.post('/api/cars').send(buildCar({ photos: [shared] }));
      expect(second.status).toBe(201);

      expect((await app.agent.delete(`/api/cars/${first.body.id}`)).status).toBe(204);
      expect((await variantOf(app, own, 640)).status).toBe(404);
      expect((await storedImageKeys(app)).some((key) => key.includes(own.slice(8)))).toBe(false);
      const [ownRow] = await app.t.db
        .select()
        .from(images)
        .where(eq(images.id, own.slice(8)));
      expect(ownRow).toBeUndefined();
      expect((await variantOf(app, shared, 640)).status).toBe(200);

      expect((await app.agent.delete(`/api/cars/${second.body.id}`)).status).toBe(204);
      expect((await variantOf(app, shared, 640)).status).toBe(404);
    });
  });

  describe(`the sweep (${driver})`, () => {
    it('deletes photos never attached after 24 hours, and expired uploads, and keeps the rest', async () => {
      const attached = (await uploadAndProcess(app, await photoWebp())).body.imagePath as string;
      const car = await app.agent.post('/api/cars').send(buildCar({ photos: [attached] }));
      expect(car.status).toBe(201);
      const orphan = (await uploadAndProcess(app, await photoWebp())).body.imagePath as string;
      // An upload URL used but never processed, and one never used.
      const bytes = await photoJpeg({ width: 300, height: 200 });
      const forgotten = await issueUploadUrl(app, {
        contentType: 'image/jpeg',
        size: bytes.length,
      });
      await putFile(forgotten, bytes);
      await issueUploadUrl(app, SMALL_JPEG_BINDING);

      // An hour later nothing is due yet.
      expect(await photoServiceAt(app, HOUR).sweepOrphans()).toMatchObject({
        images: 0,
        uploads: 0,
      });
      expect((await variantOf(app, orphan, 320)).status).toBe(200);

      const report = await photoServiceAt(app, 25 * HOUR).sweepOrphans();
      expect(report.images).toBeGreaterThanOrEqual(1);
      expect(report.uploads).toBeGreaterThanOrEqual(2);
      expect((await variantOf(app, orphan, 320)).status).toBe(404);
      expect((await variantOf(app, attached, 320)).status).toBe(200);
      expect(await leftovers(app)).toEqual({ raw: [], tickets: 0 });
      // Whatever is left is used by a car.
      const cars = await app.agent.get('/api/cars?pageSize=100');
      const used = new Set(cars.body.flatMap((c: { photos: string[] }) => c.photos));
      for (const key of await storedImageKeys(app)) {
        expect(used.has(`/images/${key.split('/')[1]}`)).toBe(true);
      }
    });
  });
}
