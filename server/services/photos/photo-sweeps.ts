// Deleting what nobody uses: a deleted car's photos at once, and hourly the photos never attached,
// long-expired tickets, raw uploads without a ticket and temporary files of interrupted uploads.
import { and, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { isOwnImage } from '../../../common/images';
import { blogPosts, cars, images, uploads } from '../../db/schema';
import { imagePrefix } from '../../images/image-service';
import { LocalObjectStore } from '../../images/object-store';
import type { Logger } from '../../logger';
import { startPeriodic, type RunClaim } from '../../periodic';
import type { PhotoDeps } from './photo-deps';
import { UPLOAD_GRACE_MS, UPLOAD_PREFIX, UPLOAD_URL_TTL_MS } from './upload-tickets';

/** A processed photo that no car or post uses after this long is deleted. */
export const ORPHAN_IMAGE_AGE_MS = 24 * 60 * 60_000;
/** Half-written upload bodies older than this are crash leftovers (requests time out sooner). */
export const TEMP_FILE_AGE_MS = 10 * 60_000;

export interface SweepReport {
  images: number;
  uploads: number;
  strayUploads: number;
  tempFiles: number;
}

/** '/images/{id}' → id */
const imageIdOf = (photo: string) => photo.slice('/images/'.length);

export function createPhotoSweepService({ db, store, logger, now }: PhotoDeps) {
  /** An `images` row whose photo no car lists and no blog post features. */
  const photoPath = sql`'/images/' || ${images.id}`;
  const unused = and(
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
  );

  /** Deletes the unused photos among `which`: rows and variants. Returns how many. */
  async function deleteUnusedImages(which: SQL): Promise<number> {
    // Rows first: once they are gone no car can be saved with these photos; then the bytes.
    const deleted = await db.delete(images).where(and(which, unused)).returning({ id: images.id });
    for (const { id } of deleted) await store.deletePrefix(imagePrefix(id));
    return deleted.length;
  }

  return {
    /** After a car is deleted: its own photos go too, unless another car or a post uses them. */
    async deleteUnusedPhotos(photos: string[]): Promise<number> {
      const ids = [...new Set(photos.filter(isOwnImage).map(imageIdOf))];
      return ids.length === 0 ? 0 : deleteUnusedImages(inArray(images.id, ids));
    },

    /**
     * Housekeeping: photos uploaded but never attached (after 24 hours), upload URLs long
     * expired, raw uploads left behind, and temporary files of interrupted uploads.
     */
    async sweepOrphans(): Promise<SweepReport> {
      const at = now();
      const orphaned = await deleteUnusedImages(
        lt(images.createdAt, new Date(at - ORPHAN_IMAGE_AGE_MS)),
      );

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
      for await (const object of store.list(UPLOAD_PREFIX)) {
        if (!live.has(object.key) && object.lastModified.getTime() < strayBefore) {
          await store.delete(object.key);
          strayUploads++;
        }
      }

      const tempFiles =
        store instanceof LocalObjectStore ? await store.sweepTempFiles(TEMP_FILE_AGE_MS, at) : 0;
      const report = { images: orphaned, uploads: expired.length, strayUploads, tempFiles };
      if (Object.values(report).some((n) => n > 0)) logger.info(report, 'photo sweep');
      return report;
    },
  };
}

export type PhotoSweepService = ReturnType<typeof createPhotoSweepService>;

/** Runs the sweep now and then every hour (unref'd: it never keeps the process alive). */
export function startPhotoSweeper(
  photos: Pick<PhotoSweepService, 'sweepOrphans'>,
  logger: Logger,
  claim?: RunClaim,
  everyMs = 3_600_000,
) {
  return startPeriodic('photo sweep', () => photos.sweepOrphans(), logger, everyMs, claim);
}
