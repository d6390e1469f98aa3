// The app factory: one Express app for the API, pages, images and assets. The server (main.ts)
// and the tests build it with their own dependencies.
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { apiRouter } from './api';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './auth/rate-limits';
import { createSessions } from './auth/session';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { finalErrorHandler } from './http/error-handler';
import { imagesRouter } from './http/images';
import type { PagesHandlerFactory } from './http/pages';
import { requestLogger } from './http/request-logger';
import { noStore, securityHeaders, urlHygiene } from './http/security';
import type { ObjectStore } from './images/object-store';
import { createPhotoService, type PhotoService } from './services/photo-service';
import { bucketBaseUrl } from './images/s3-object-store';
import { uploadsRouter } from './http/uploads';
import type { Logger } from './logger';
import type { Services } from './services';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  services: Services;
  images: ObjectStore;
  /** Upload, processing and clean-up of photos; built from `images` when absent. */
  photos?: PhotoService;
  /** Static assets (built client files, or Vite's middleware in development). */
  assets?: RequestHandler;
  /** Builds the React Router request handler; absent in API-only tests. */
  pages?: PagesHandlerFactory;
  rateLimits?: Partial<RateLimitSettings>;
}

/** The S3 store (browsers PUT to it) and a CDN (pages load photos from it) join the CSP. */
function photoOrigins(config: Config) {
  const origin = (url: string) => new URL(url).origin;
  return {
    connectSources: config.s3 ? [origin(bucketBaseUrl(config.s3))] : [],
    imageSources: config.imageBaseUrl ? [origin(config.imageBaseUrl)] : [],
  };
}

/** /admin, /admin/..., and /admin.data (React Router's data URL of the dashboard). */
const ADMIN_PAGE = /^\/admin(?:\/|\.data$|$)/;

export function createApp(deps: AppDependencies): Express {
  const { config, logger, services } = deps;
  const photos =
    deps.photos ??
    createPhotoService({
      db: deps.database.db,
      store: deps.images,
      secret: config.sessionSecret,
      logger,
    });
  const app = express();
  app.disable('x-powered-by');
  // Only a proxy we were told about may set X-Forwarded-For (else every request could pick its
  // own address and walk past the rate limits).
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  app.use(securityHeaders(config, photoOrigins(config)));

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
  app.use(urlHygiene);
  app.use('/images', imagesRouter(deps.images));
  // The local driver's upload target: a binary body, authorised by its signed URL alone, so it
  // sits outside /api (JSON only) and before the sessions.
  app.use('/uploads', uploadsRouter(photos));
  if (deps.assets) app.use(deps.assets);

  // Sessions only from here on: static files never touch the session store.
  const sessions = createSessions(config, deps.database, logger);
  app.use(sessions.middleware);
  const rateLimits = createRateLimits(deps.database.db, {
    ...DEFAULT_RATE_LIMITS,
    formsPerMinute: config.formRateLimitPerMinute,
    ...deps.rateLimits,
  });
  app.use('/api', apiRouter({ config, logger, services, rateLimits, photos }));

  // Admin pages and the data requests of client-side navigations to them (/admin.data).
  app.use((req, res, next) => (ADMIN_PAGE.test(req.path) ? noStore(req, res, next) : next()));
  if (deps.pages)
    app.use(
      deps.pages({ services, publicUrl: config.publicUrl, imageBaseUrl: config.imageBaseUrl }),
    );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(finalErrorHandler);
  return app;
}
