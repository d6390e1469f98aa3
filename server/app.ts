// The app factory: one Express app for the API, pages, images and assets. The server (main.ts)
// and the tests build it with their own dependencies.
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { apiRouter } from './api';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { imagesRouter } from './http/images';
import { requestLogger } from './http/request-logger';
import type { ObjectStore } from './images/object-store';
import type { Logger } from './logger';
import type { Services } from './services';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  services: Services;
  images: ObjectStore;
  /** Static assets (built client files, or Vite's middleware in development). */
  assets?: RequestHandler;
  /** The React Router request handler; absent in API-only tests. */
  pages?: RequestHandler;
}

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogger(deps.logger));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await deps.database.ping();
      res.json({ status: 'ready' });
    } catch {
      res.setHeader('Retry-After', '5');
      res.status(503).json({ error: 'Database unavailable' });
    }
  });

  app.use(compression());
  app.use('/api', apiRouter(deps.services));
  app.use('/images', imagesRouter(deps.images));
  if (deps.assets) app.use(deps.assets);
  if (deps.pages) app.use(deps.pages);
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
