import { Router } from 'express';
import type { ObjectStore } from '../images/object-store';
import { imageKey } from '../images/image-service';

const VARIANT = /^(320|640|1024|1600|placeholder)\.webp$/;
const ID = /^[a-f0-9]{16,64}$/;

/** Serves stored photos with a long immutable cache: an image id never changes its bytes. */
export function imagesRouter(store: ObjectStore): Router {
  const router = Router();
  router.get('/:id/:variant', async (req, res, next) => {
    const { id, variant } = req.params;
    if (!ID.test(id) || !VARIANT.test(variant)) return next();
    const object = await store.get(imageKey(id, variant.replace('.webp', '')));
    if (!object) return next();
    res.setHeader('ETag', object.etag);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (req.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(object.size));
    object.body.on('error', next).pipe(res);
  });
  return router;
}
