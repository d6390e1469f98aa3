import { Router } from 'express';
import { AppError } from '../errors';
import { imageKey } from '../images/image-service';
import type { ObjectInfo, ObjectStore, StoredObject } from '../images/object-store';

const VARIANT = /^(320|640|1024|1320|1600|placeholder)\.webp$/;
const ID = /^[a-f0-9]{16,64}$/;

const hasBody = (object: ObjectInfo | StoredObject): object is StoredObject => 'body' in object;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Serves stored photos from either driver with a long immutable cache: an image id never changes
 * its bytes. Only WebP variants we wrote ourselves are ever served (the raw uploads are not), and
 * with nosniff, a sandboxing CSP and an inline Content-Disposition even so.
 */
export function imagesRouter(store: ObjectStore): Router {
  const router = Router();
  router.get('/:id/:variant', async (req, res, next) => {
    const { id, variant } = req.params;
    if (!ID.test(id) || !VARIANT.test(variant)) return next();
    const name = variant.replace('.webp', '');
    const key = imageKey(id, name);
    try {
      const conditional = req.headers['if-none-match'];
      // A revalidation needs only the ETag: no body is fetched from the store for a 304.
      const object: ObjectInfo | StoredObject | null = conditional
        ? await store.head(key)
        : await store.get(key);
      if (!object) return next();
      res.setHeader('ETag', object.etag);
      res.setHeader('Last-Modified', object.lastModified.toUTCString());
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Content-Disposition', `inline; filename="photo-${id}-${name}.webp"`);
      if (matches(conditional, object.etag)) {
        if (hasBody(object)) object.body.destroy();
        res.status(304).end();
        return;
      }
      const full = hasBody(object) ? object : await store.get(key);
      if (!full) return next();
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Content-Length', String(full.size));
      full.body.on('error', next).pipe(res);
    } catch (error) {
      // The store being down is a 503 (pages show their placeholders), never a stack trace.
      if (error instanceof AppError && error.status === 503) {
        res.setHeader('Retry-After', '5');
        res.status(503).type('text/plain').send('Photo storage is unavailable');
        return;
      }
      next(error);
    }
  });
  return router;
}
