import express, { Router } from 'express';
import path from 'node:path';
import { clientBuildDir } from '../paths';

/** Built client files: hashed assets are cached for a year as immutable, the rest for an hour. */
export function staticAssets(): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientBuildDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  );
  router.use(express.static(clientBuildDir, { maxAge: '1h', index: false }));
  return router;
}
