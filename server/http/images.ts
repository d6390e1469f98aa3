import { Router, type NextFunction, type Request, type Response } from 'express';
import { etagMatches } from '../../common/etag';
import { AppError } from '../errors';
import { imageKey } from '../images/image-service';
import type { ObjectInfo, ObjectStore, StoredObject } from '../images/object-store';

const VARIANT = /^(320|640|1024|1320|1600|placeholder)\.webp$/;
const ID = /^[a-f0-9]{16,64}$/;
/**
 * What `/images/{id}` (the path the API returns and a car's `photos` store) answers: the 1024 px
 * variant, wide enough for a card, a feed or an e-mail and a fraction of the 1600 px file
 * (docs/product.md#image-variants).
 */
export const DEFAULT_VARIANT = '1024';

const hasBody = (object: ObjectInfo | StoredObject): object is StoredObject => 'body' in object;

function notFound(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(404).type('text/plain').send('Not found');
}

/** Sends one stored variant: headers, 304 on a matching ETag, the body unless it is a HEAD. */
async function sendVariant(
  store: ObjectStore,
  id: string,
  variant: string,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  const key = imageKey(id, variant);
  try {
    const conditional = req.headers['if-none-match'];
    // A revalidation or a HEAD needs only the metadata: no body is fetched from the store.
    const object: ObjectInfo | StoredObject | null =
      conditional || req.method === 'HEAD' ? await store.head(key) : await store.get(key);
    if (!object) return notFound(res);
    res.setHeader('ETag', object.etag);
    res.setHeader('Last-Modified', object.lastModified.toUTCString());
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `inline; filename="photo-${id}-${variant}.webp"`);
    if (etagMatches(conditional, object.etag)) {
      if (hasBody(object)) object.body.destroy();
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'image/webp');
    if (req.method === 'HEAD') {
      res.setHeader('Content-Length', String(object.size));
      res.status(200).end();
      return;
    }
    const full = hasBody(object) ? object : await store.get(key);
    if (!full) return notFound(res);
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
}

/**
 * Serves stored photos from either driver with a long immutable cache: an image id never changes
 * its bytes. Only WebP variants we wrote ourselves are ever served (the raw uploads are not), and
 * with nosniff, a sandboxing CSP and an inline Content-Disposition even so. `/images/{id}` is the
 * default variant itself, not a redirect: one request for clients that follow none (mail, feeds),
 * and nothing else to cache. Anything else under /images is a plain 404, never a page.
 */
export function imagesRouter(store: ObjectStore): Router {
  const router = Router();
  router.get('/:id', (req, res, next) => {
    const { id } = req.params;
    if (!ID.test(id)) return notFound(res);
    return sendVariant(store, id, DEFAULT_VARIANT, req, res, next);
  });
  router.get('/:id/:variant', (req, res, next) => {
    const { id, variant } = req.params;
    if (!ID.test(id) || !VARIANT.test(variant)) return notFound(res);
    return sendVariant(store, id, variant.replace('.webp', ''), req, res, next);
  });
  router.use((_req, res) => notFound(res));
  return router;
}
