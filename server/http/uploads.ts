// PUT /uploads/{id}?expires=…&sig=… — where the browser sends a photo when the local-disk driver
// is in use. The signed URL is the only credential (it was issued to a signed-in admin).
import { Router } from 'express';
import { AppError } from '../errors';
import type { PhotoService } from '../services/photo-service';

export function uploadsRouter(photos: PhotoService): Router {
  const router = Router();
  router.put('/:id', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await photos.receiveLocalUpload({
        id: req.params.id,
        expires: req.query.expires,
        signature: req.query.sig,
        contentType: req.headers['content-type'],
        contentLength: req.headers['content-length'],
        body: req,
      });
      res.status(200).json({ ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The rest of a refused body is not worth reading: answer, then close the connection.
      if (!req.complete) res.setHeader('Connection', 'close');
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.status(error.status).json({ error: error.message });
    }
  });
  return router;
}
