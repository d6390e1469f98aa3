// Car photos from upload to storage (spec §7, issue 6): issue an upload URL, receive the bytes
// (local disk) or let the browser PUT them to S3, verify and process them into WebP variants,
// delete photos nobody uses any more. No HTTP here: callers pass what they read from requests.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { isOwnImage } from '../../common/images';
import type { Database } from '../db/client';
import { appMeta, blogPosts, cars, images, uploads } from '../db/schema';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { encodeImageVariants, imagePrefix, saveImageVariants } from './image-service';
import { SHARP_FORMAT, sniffImageType, type AcceptedImageType } from './image-type';
import { LocalObjectStore, wrongLength, type ObjectStore } from './object-store';

/** An upload URL is good for one object, for this long. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;
/** After its URL expired, an upload may still be processed (a slow phone) for this long. */
export const UPLOAD_GRACE_MS = 60 * 60_000;
/** A processed photo that no car or post uses after this long is deleted. */
export const ORPHAN_IMAGE_AGE_MS = 24 * 60 * 60_000;
/** Half-written upload bodies older than this are crash leftovers (requests time out sooner). */
export const TEMP_FILE_AGE_MS = 10 * 60_000;

const UPLOAD_ID = /^[a-f0-9]{32}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^\d{1,13}$/;

export const uploadKey = (id: string) => `uploads/${id}`;

export interface UploadRequest {
  contentType?: AcceptedImageType;
  size?: number;
}

export interface IssuedUpload {
  uploadURL: string;
  expiresAt: string;
}

export interface LocalUploadRequest {
  id: string;
  expires: unknown;
  signature: unknown;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

export interface SweepReport {
  images: number;
  uploads: number;
  strayUploads: number;
  tempFiles: number;
}

export interface PhotoServiceOptions {
  db: Database;
  store: ObjectStore;
  /** Signs local upload URLs (the session secret). */
  secret: string;
  logger: Logger;
  now?: () => number;
}

const forbidden = (message: string) => new AppError('forbidden', message);

/** The S3 store enforces what is signed into its URL: a URL must be bound to a type and size. */
function requireBinding(request: UploadRequest): void {
  const details: Record<string, string[]> = {};
  if (request.contentType === undefined) {
    details.contentType = ['The photo’s type is required: the store checks the upload against it'];
  }
  if (request.size === undefined) {
    details.size = [
      'The photo’s size in bytes is required: the store checks the upload against it',
    ];
  }
  const missing = Object.keys(details);
  if (missing.length > 0) {
    throw new AppError(
      'bad_request',
      `Invalid request: ${missing.join(' and ')} required`,
      details,
    );
  }
}
const notOurUpload = () =>
  new AppError('bad_request', 'imageURL must be the address of a photo uploaded through this site');

async function readAll(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new AppError('payload_too_large', `The photo is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** '/images/{id}' → id */
const imageIdOf = (photo: string) => photo.slice('/images/'.length);

export function createPhotoService(options: PhotoServiceOptions) {
  const { db, store, logger } = options;
  const now = options.now ?? Date.now;

  /** The local URL's signature; a URL bound to a size signs it too (its length is then exact). */
  function sign(id: string, expires: number, size?: number): string {
    const bound = size === undefined ? '' : `\n${size}`;
    return createHmac('sha256', options.secret)
      .update(`forecourt-upload-v1\n${id}\n${expires}${bound}`)
      .digest('base64url');
  }

  const signatureMatches = (signature: string, expected: string) =>
    timingSafeEqual(Buffer.from(expected), Buffer.from(signature));

  /** The upload id named by an imageURL, if it is the address of an upload we issued. */
  function uploadIdOf(imageURL: string, siteOrigins: string[]): string {
    let url: URL;
    try {
      url = new URL(imageURL);
    } catch {
      throw notOurUpload();
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
      throw notOurUpload();
    }
    // The path is matched as sent (still percent-encoded), so no escape can smuggle in a '..'.
    const match = /\/uploads\/([a-f0-9]{32})$/.exec(url.pathname);
    if (!match) throw notOurUpload();
    const id = match[1]!;
    const address = `${url.origin}${url.pathname}`;
    // Only the canonical form: whatever a URL parser would have to resolve ('..', a default
    // port, odd case) is refused rather than interpreted.
    if (imageURL.split(/[?#]/)[0] !== address) throw notOurUpload();
    const expected = store.objectUrl
      ? [store.objectUrl(uploadKey(id))]
      : siteOrigins.map((origin) => `${origin}/uploads/${id}`);
    if (!expected.includes(address)) throw notOurUpload();
    return id;
  }

  /** Deletes photos (their variants and rows) that no car and no blog post refers to. */
  async function deleteImagesIfUnused(ids: string[]): Promise<string[]> {
    const deleted: string[] = [];
    for (const id of new Set(ids)) {
      const path = `/images/${id}`;
      const [used] = await db
        .select({ id: cars.id })
        .from(cars)
        .where(sql`${cars.photos} @> ARRAY[${path}]::text[]`)
        .limit(1);
      const [post] = used
        ? [used]
        : await db
            .select({ id: blogPosts.id })
            .from(blogPosts)
            .where(eq(blogPosts.featuredImage, path))
            .limit(1);
      if (used || post) continue;
      // Row first: once it is gone no car can be saved with this photo; then the bytes.
      await db.delete(images).where(eq(images.id, id));
      await store.deletePrefix(imagePrefix(id));
      deleted.push(id);
    }
    return deleted;
  }

  return {
    /**
     * Issues a URL that accepts one photo for 15 minutes. With a content type and size the URL is
     * bound to them: the body must be of that type and exactly that long. S3 needs both, signed
     * into the URL, since nothing of ours sees the body before the store keeps it; the local
     * driver also takes a URL without them (the spec's client), capped at 10 MB while streaming.
     */
    async issueUploadUrl(request: UploadRequest, siteOrigin: string): Promise<IssuedUpload> {
      if (store.presignUpload) requireBinding(request);
      const id = randomBytes(16).toString('hex');
      const key = uploadKey(id);
      // Whole seconds: the local URL carries the expiry in seconds and must match the row.
      const expiresAtMs = Math.floor((now() + UPLOAD_URL_TTL_MS) / 1000) * 1000;
      const maxBytes = request.size ?? MAX_UPLOAD_BYTES;
      await db.insert(uploads).values({
        id,
        objectKey: key,
        contentType: request.contentType ?? null,
        maxBytes,
        expiresAt: new Date(expiresAtMs),
      });
      let uploadURL: string;
      if (store.presignUpload) {
        uploadURL = await store.presignUpload(key, {
          contentType: request.contentType!,
          contentLength: request.size!,
          expiresInSeconds: UPLOAD_URL_TTL_MS / 1000,
          // Our clock, not the SDK's: the URL expires 15 minutes after the ticket was issued.
          signingDate: new Date(now()),
        });
      } else {
        const expires = expiresAtMs / 1000;
        const query = new URLSearchParams({
          expires: String(expires),
          sig: sign(id, expires, request.size),
        });
        uploadURL = `${siteOrigin}/uploads/${id}?${query}`;
      }
      return { uploadURL, expiresAt: new Date(expiresAtMs).toISOString() };
    },

    /**
     * The local-disk driver's answer to the browser's PUT: authorised by the URL's signature
     * alone, streamed to a temporary file under the size cap, then moved into place.
     */
    async receiveLocalUpload(request: LocalUploadRequest): Promise<{ size: number }> {
      if (!(store instanceof LocalObjectStore)) {
        throw new AppError('not_found', 'Uploads go to the object store');
      }
      const { id, expires, signature } = request;
      if (
        !UPLOAD_ID.test(id) ||
        typeof expires !== 'string' ||
        !EXPIRES.test(expires) ||
        typeof signature !== 'string' ||
        !SIGNATURE.test(signature)
      ) {
        throw forbidden('This upload URL is not valid');
      }
      // The ticket first: whether the URL was bound to a size (its maxBytes) is part of what was
      // signed, and the URL itself does not repeat it.
      const [ticket] = await db.select().from(uploads).where(eq(uploads.id, id));
      const exact =
        ticket && signatureMatches(signature, sign(id, Number(expires), ticket.maxBytes));
      if (!exact && !signatureMatches(signature, sign(id, Number(expires)))) {
        throw forbidden('This upload URL is not valid');
      }
      if (now() > Number(expires) * 1000) throw forbidden('Request has expired');
      if (!ticket || ticket.expiresAt.getTime() !== Number(expires) * 1000) {
        throw forbidden('This upload URL was already used or is no longer valid');
      }
      const type = request.contentType?.split(';')[0]!.trim().toLowerCase();
      if (ticket.contentType && type !== ticket.contentType) {
        throw forbidden(`This upload URL accepts only ${ticket.contentType}`);
      }
      const declared = request.contentLength === undefined ? NaN : Number(request.contentLength);
      if (exact && !Number.isNaN(declared) && declared !== ticket.maxBytes) {
        throw wrongLength(ticket.maxBytes);
      }
      if (declared > ticket.maxBytes) {
        throw new AppError('payload_too_large', `The file is larger than ${ticket.maxBytes} bytes`);
      }
      const size = await store.receive(ticket.objectKey, request.body, {
        maxBytes: ticket.maxBytes,
        // A body of chunks carries no length up front: counted as it arrives.
        ...(exact ? { exactBytes: ticket.maxBytes } : {}),
      });
      return { size };
    },

    /**
     * Turns an uploaded file into a photo of ours: only an upload this site issued, only JPEG,
     * PNG, WebP or AVIF by their magic bytes, decoded under a pixel limit, re-encoded (metadata
     * and anything appended gone). The raw upload is deleted whatever the outcome.
     */
    async processUpload(imageURL: string, siteOrigins: string[]): Promise<{ imagePath: string }> {
      const id = uploadIdOf(imageURL, siteOrigins);
      // Claimed by deleting its row: a second request for the same upload finds nothing.
      const [ticket] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
      if (!ticket || ticket.expiresAt.getTime() + UPLOAD_GRACE_MS < now()) {
        throw new AppError(
          'bad_request',
          'This upload was already processed, has expired, or was never issued',
        );
      }
      try {
        const object = await store.get(ticket.objectKey);
        if (!object) throw new AppError('bad_request', 'Nothing was uploaded to this URL');
        if (object.size > MAX_UPLOAD_BYTES) {
          object.body.destroy();
          throw new AppError(
            'payload_too_large',
            `The photo is larger than ${MAX_UPLOAD_BYTES} bytes`,
          );
        }
        const bytes = await readAll(object.body, MAX_UPLOAD_BYTES);
        if (bytes.length === 0) throw new AppError('bad_request', 'The uploaded file is empty');
        const type = sniffImageType(bytes);
        if (!type) {
          throw new AppError(
            'unsupported_media_type',
            'Only JPEG, PNG, WebP and AVIF photos are accepted',
          );
        }
        const encoded = await encodeImageVariants(bytes, { expectedFormat: SHARP_FORMAT[type] });
        const imageId = await saveImageVariants(store, encoded.variants);
        try {
          await db
            .insert(images)
            .values({ id: imageId, width: encoded.width, height: encoded.height });
        } catch (error) {
          await store.deletePrefix(imagePrefix(imageId)).catch(() => undefined);
          throw error;
        }
        return { imagePath: `/images/${imageId}` };
      } finally {
        await store.delete(ticket.objectKey).catch((error: unknown) => {
          // The sweep removes it later; the answer to the staff member does not depend on it.
          logger.warn({ err: error, key: ticket.objectKey }, 'could not delete a raw upload');
        });
      }
    },

    /** Of these photo references, the own images (/images/{id}) that have no `images` row. */
    async findUnknownImages(photos: string[]): Promise<string[]> {
      const own = [...new Set(photos.filter(isOwnImage))];
      if (own.length === 0) return [];
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(inArray(images.id, own.map(imageIdOf)));
      const known = new Set(rows.map((row) => `/images/${row.id}`));
      return own.filter((photo) => !known.has(photo));
    },

    /** After a car is deleted: its own photos go too, unless another car or a post uses them. */
    async deleteUnusedPhotos(photos: string[]): Promise<number> {
      const deleted = await deleteImagesIfUnused(photos.filter(isOwnImage).map(imageIdOf));
      return deleted.length;
    },

    /**
     * Housekeeping: photos uploaded but never attached (after 24 hours), upload URLs long
     * expired, raw uploads left behind, and temporary files of interrupted uploads.
     */
    async sweepOrphans(): Promise<SweepReport> {
      const at = now();
      const photoPath = sql`'/images/' || ${images.id}`;
      const orphaned = await db
        .delete(images)
        .where(
          and(
            lt(images.createdAt, new Date(at - ORPHAN_IMAGE_AGE_MS)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(cars)
                .where(sql`${cars.photos} @> ARRAY[${photoPath}]::text[]`),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(blogPosts)
                .where(sql`${blogPosts.featuredImage} = ${photoPath}`),
            ),
          ),
        )
        .returning({ id: images.id });
      for (const { id } of orphaned) await store.deletePrefix(imagePrefix(id));

      const expired = await db
        .delete(uploads)
        .where(lt(uploads.expiresAt, new Date(at - UPLOAD_GRACE_MS)))
        .returning({ key: uploads.objectKey });
      for (const { key } of expired) await store.delete(key);

      // Raw objects with no live ticket (e.g. a presigned URL replayed after processing).
      const live = new Set(
        (await db.select({ key: uploads.objectKey }).from(uploads)).map((row) => row.key),
      );
      let strayUploads = 0;
      const strayBefore = at - UPLOAD_URL_TTL_MS - UPLOAD_GRACE_MS;
      for await (const object of store.list('uploads/')) {
        if (!live.has(object.key) && object.lastModified.getTime() < strayBefore) {
          await store.delete(object.key);
          strayUploads++;
        }
      }

      const tempFiles =
        store instanceof LocalObjectStore ? await store.sweepTempFiles(TEMP_FILE_AGE_MS, at) : 0;
      const report = { images: orphaned.length, uploads: expired.length, strayUploads, tempFiles };
      if (Object.values(report).some((n) => n > 0)) logger.info(report, 'photo sweep');
      return report;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;

const BACKFILLED_KEY = 'images_backfilled_at';

/**
 * Databases seeded before photos had rows name /images/{id} paths that have none, and cars that
 * name them could no longer be saved. Once per database, give each such photo a row (size 0:
 * unknown). Its variants stay where they are.
 */
export async function recordExistingPhotos(db: Database): Promise<number> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, BACKFILLED_KEY));
  if (done) return 0;
  const own = '^/images/[a-f0-9]{16,64}$';
  const inserted = await db.execute<{ id: string }>(sql`
    insert into ${images} (id, width, height)
    select distinct substr(photo, 9), 0, 0 from (
      select unnest(${cars.photos}) as photo from ${cars}
      union select ${blogPosts.featuredImage} from ${blogPosts}
    ) as used
    where photo ~ ${own}
    on conflict (id) do nothing
    returning id`);
  await db
    .insert(appMeta)
    .values({ key: BACKFILLED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  return (inserted as unknown as { rows?: unknown[] }).rows?.length ?? 0;
}

/** Runs the sweep now and then every hour (unref'd: it never keeps the process alive). */
export function startPhotoSweeper(photos: PhotoService, logger: Logger, everyMs = 3_600_000) {
  const run = () =>
    photos
      .sweepOrphans()
      .catch((error: unknown) => logger.warn({ err: error }, 'photo sweep failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
