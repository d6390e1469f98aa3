// The app factory: one Express app for the API, pages, images and assets. The server (main.ts)
// and the tests build it with their own dependencies.
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { isbot } from 'isbot';
import { apiRouter, isPublicApiRead } from './api';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './auth/rate-limits';
import { createSessions, sessionCookieName } from './auth/session';
import type { ChangeFeed } from './cache/change-feed';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { bumpAfterWrites } from './http/cache-control';
import { finalErrorHandler } from './http/error-handler';
import { feedsRouter } from './http/feeds';
import { imagesRouter } from './http/images';
import { createMetrics, metricsEndpoint, type CacheStats } from './http/metrics';
import { requestOrigin } from './http/origin';
import { pageCache } from './http/page-cache';
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
  /** The version of public content the caches key by; a write through this app moves it. */
  changes?: ChangeFeed;
  /** True once the server is shutting down: /readyz then answers 503. */
  isShuttingDown?: () => boolean;
  /** The shoppers' query cache, whose hit rate /metrics reports. */
  queryCache?: { stats(): CacheStats };
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
  // The page cache is made below; /metrics reads its counts when scraped.
  let pageCacheStats: (() => CacheStats) | undefined;
  const metrics = config.metricsToken
    ? createMetrics({
        database: deps.database,
        caches: {
          query: deps.queryCache && (() => deps.queryCache!.stats()),
          page: () => pageCacheStats?.() ?? { hits: 0, misses: 0 },
        },
      })
    : undefined;
  if (metrics) app.use(metrics.measure);
  app.use(requestLogger(logger));
  app.use(securityHeaders(config, photoOrigins(config)));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (deps.isShuttingDown?.()) {
      res.setHeader('Retry-After', '5');
      res.status(503).json({ error: 'Shutting down' });
      return;
    }
    try {
      await deps.database.ping();
      res.json({ status: 'ready' });
    } catch {
      res.setHeader('Retry-After', '5');
      res.status(503).json({ error: 'Database unavailable' });
    }
  });

  if (metrics && config.metricsToken)
    app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));

  app.use(compression());
  app.use(urlHygiene);
  if (deps.changes) app.use(bumpAfterWrites(deps.changes));
  app.use('/images', imagesRouter(deps.images));
  // Read by machines without a session (docs/product.md#feeds).
  app.use(
    '/feeds',
    feedsRouter({
      feeds: services.feeds,
      publicUrl: config.publicUrl,
      imageBaseUrl: config.imageBaseUrl,
    }),
  );
  // The local driver's upload target: a binary body, authorised by its signed URL alone, so it
  // sits outside /api (JSON only) and before the sessions.
  app.use('/uploads', uploadsRouter(photos));
  if (deps.assets) app.use(deps.assets);
  // Public pages and API reads for visitors without a session, from the cache (docs/product.md#caching): before
  // the sessions, so a cached page costs neither a session lookup nor a render.
  if (deps.changes) {
    const cookieName = `${sessionCookieName(config)}=`;
    const cache = pageCache(deps.changes, {
      // Pages but the admin's, and the API's public reads (the same JSON for every visitor).
      isPublic: (path) =>
        /^\/api(?:\/|$)/.test(path) ? isPublicApiRead(path.slice(4)) : !ADMIN_PAGE.test(path),
      hasSession: (cookie) => cookie?.includes(cookieName) ?? false,
      // Without PUBLIC_URL, links are built from the request's origin: part of the key. Search
      // engines get each page whole (app/entry.server.tsx), browsers streamed: kept apart.
      keyOf: (req) =>
        (isbot(req.get('user-agent')) ? 'bot ' : '') +
        (config.publicUrl ? '' : requestOrigin(req)) +
        req.originalUrl,
    });
    pageCacheStats = cache.stats;
    app.use(cache);
  }

  // Sessions only from here on: static files never touch the session store.
  const sessions = createSessions(config, deps.database, logger);
  app.use(sessions.middleware);
  const rateLimits = createRateLimits(
    deps.database.db,
    {
      ...DEFAULT_RATE_LIMITS,
      formsPerMinute: config.formRateLimitPerMinute,
      ...deps.rateLimits,
    },
    logger,
  );
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
