// Processing: an uploaded file becomes a photo of ours (checked by its magic bytes and pixel
// count, re-encoded into WebP variants, recorded in `images`), or is refused; either way the raw
// upload goes.
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '../../../common/constants';
import type { Database } from '../../db/client';
import { appMeta, blogPosts, cars, images } from '../../db/schema';
import { AppError } from '../../errors';
import { encodeImageVariants, imagePrefix, saveImageVariants } from '../../images/image-service';
import { SHARP_FORMAT, sniffImageType } from '../../images/image-type';
import type { PhotoDeps } from './photo-deps';
import type { UploadTicketService } from './upload-tickets';

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

export function createPhotoProcessingService(
  { db, store, logger }: PhotoDeps,
  tickets: Pick<UploadTicketService, 'claimUpload'>,
) {
  return {
    /**
     * Turns an uploaded file into a photo of ours: only an upload this site issued, only JPEG,
     * PNG, WebP or AVIF by their magic bytes, decoded under a pixel limit, re-encoded (metadata
     * and anything appended gone). The raw upload is deleted whatever the outcome.
     */
    async processUpload(imageURL: string, siteOrigins: string[]): Promise<{ imagePath: string }> {
      const ticket = await tickets.claimUpload(imageURL, siteOrigins);
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
  };
}

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
