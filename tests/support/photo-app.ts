// The app on a real port for the photo tests: upload URLs name a host, so the test must reach the
// same one the app saw (supertest's request(app) opens a new port per request).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { images, uploads } from '../../server/db/schema';
import type { ObjectStore } from '../../server/images/object-store';
import { createApp } from '../../server/app';
import { createPhotoService } from '../../server/services/photo-service';
import { createAdmin, TEST_ADMIN } from './admin';
import { createTestApp, type TestApp } from './test-app';

export interface PhotoApp {
  t: TestApp;
  base: string;
  agent: ReturnType<typeof request.agent>;
  store: ObjectStore;
  /** The app's photo clock runs this far from now (upload URLs issued in the past). */
  clock: { offsetMs: number };
  close(): Promise<void>;
}

export async function startPhotoApp(options: { images?: ObjectStore } = {}): Promise<PhotoApp> {
  const t = await createTestApp({ images: options.images });
  const clock = { offsetMs: 0 };
  // The test app's dependencies, with a photo service whose clock the test can move.
  const photos = createPhotoService({
    db: t.db,
    store: t.images,
    secret: t.config.sessionSecret,
    logger: t.logger,
    now: () => Date.now() + clock.offsetMs,
  });
  const app = createApp({
    config: t.config,
    logger: t.logger,
    database: t.database,
    services: t.services,
    images: t.images,
    photos,
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await createAdmin(t);
  const agent = request.agent(base);
  await agent.post('/api/admin/login').send(TEST_ADMIN).expect(200);
  return {
    t,
    base,
    agent,
    store: t.images,
    clock,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

/** A second photo service on the same data whose clock is `offsetMs` away (expiry, sweeps). */
export function photoServiceAt(app: PhotoApp, offsetMs: number) {
  return createPhotoService({
    db: app.t.db,
    store: app.store,
    secret: app.t.config.sessionSecret,
    logger: app.t.logger,
    now: () => Date.now() + offsetMs,
  });
}

export async function issueUploadUrl(
  app: PhotoApp,
  body?: { contentType?: string; size?: number },
): Promise<string> {
  const res = await app.agent.post('/api/car-images/upload').send(body ?? {});
  if (res.status !== 200) throw new Error(`upload URL: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.uploadURL as string;
}

/** An upload URL the app issued through its API as if it were `offsetMs` from now. */
export async function issueUploadUrlAt(
  app: PhotoApp,
  offsetMs: number,
  body?: { contentType?: string; size?: number },
): Promise<string> {
  app.clock.offsetMs = offsetMs;
  try {
    return await issueUploadUrl(app, body);
  } finally {
    app.clock.offsetMs = 0;
  }
}

/** A binding for tests that need an upload URL but upload nothing (the S3 driver needs one). */
export const SMALL_JPEG_BINDING = { contentType: 'image/jpeg', size: 1000 } as const;

/** PUTs bytes to an upload URL the way a browser does. */
export function putFile(url: string, bytes: Buffer, contentType = 'image/jpeg') {
  return fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': contentType },
  });
}

/** The address Uppy reports back after an upload: the upload URL without its query string. */
export const locationOf = (uploadURL: string) => uploadURL.split('?')[0]!;

/** Uploads bytes (the URL bound to their type and size) and asks for them to be processed. */
export async function uploadAndProcess(
  app: PhotoApp,
  bytes: Buffer,
  contentType = 'image/jpeg',
  bind = true,
) {
  const uploadURL = await issueUploadUrl(
    app,
    bind && bytes.length > 0 ? { contentType, size: bytes.length } : {},
  );
  const put = await putFile(uploadURL, bytes, contentType);
  if (!put.ok) throw new Error(`PUT ${put.status}: ${await put.text()}`);
  return app.agent.put('/api/car-images').send({ imageURL: locationOf(uploadURL) });
}

/** What the pipeline leaves in the store and the database besides processed photos. */
export async function leftovers(app: PhotoApp) {
  const raw: string[] = [];
  for await (const object of app.store.list('uploads/')) raw.push(object.key);
  const [tickets] = await app.t.db.select({ n: count() }).from(uploads);
  return { raw, tickets: tickets?.n ?? 0 };
}

export async function imageCount(app: PhotoApp): Promise<number> {
  const [row] = await app.t.db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}

export async function storedImageKeys(app: PhotoApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.store.list('images/')) keys.push(object.key);
  return keys.sort();
}
