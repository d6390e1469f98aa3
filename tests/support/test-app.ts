// The Express app in-process on a test database, for supertest.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { RequestHandler } from 'express';
import { createApp } from '../../server/app';
import type { PagesHandlerFactory } from '../../server/http/pages';
import type { Logger } from '../../server/logger';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import type { Config } from '../../server/config';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../../common/privacy';
import { DEFAULT_MAIL_SETTINGS } from '../../server/mail/mail-settings';
import { LocalObjectStore, type ObjectStore } from '../../server/images/object-store';
import { createServices } from '../../server/services';
import { startChangeFeed } from '../../server/cache/change-feed';
import { createQueryCache } from '../../server/cache/query-cache';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestAppOptions {
  config?: Partial<Config>;
  rateLimits?: Partial<RateLimitSettings>;
  /** A logger to inspect what the app logs (silent otherwise). */
  logger?: Logger;
  /** Reuse a database (e.g. to restart the app on the same data). */
  database?: TestDatabase;
  /** The photo store (a local folder under the test's data directory by default). */
  images?: ObjectStore;
  /** Server-rendered pages and their assets (tests/support/page-renderer.ts); API only without. */
  pages?: { pages: PagesHandlerFactory; assets: RequestHandler };
  /** The server's caches of public answers, with their change feed (as server/main.ts has them). */
  caching?: boolean;
  /** As server/main.ts tells the app that shutdown has started. */
  isShuttingDown?: () => boolean;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const overrides = options.config ?? {};
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-test-'));
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const config: Config = {
    nodeEnv: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    publicUrl: undefined,
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    adminUsername: undefined,
    adminPassword: undefined,
    logLevel: 'silent',
    seed: false,
    requireTotp: false,
    trustProxy: false,
    formRateLimitPerMinute: 10,
    mail: DEFAULT_MAIL_SETTINGS,
    leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS,
    ...overrides,
  };
  const logger = options.logger ?? pino({ level: 'silent' });
  const images: ObjectStore = options.images ?? new LocalObjectStore(path.join(dataDir, 'objects'));
  const changes = options.caching ? await startChangeFeed(database, logger) : undefined;
  const cache = changes ? createQueryCache(changes) : undefined;
  const services = createServices(database.db, {
    mail: config.mail,
    publicUrl: config.publicUrl,
    leadRetentionDays: config.leadRetentionDays,
    cache,
  });
  const app = createApp({
    config,
    logger,
    database,
    services,
    images,
    rateLimits: options.rateLimits,
    changes,
    queryCache: cache,
    isShuttingDown: options.isShuttingDown,
    ...options.pages,
  });
  return {
    app,
    config,
    database,
    db: database.db,
    images,
    logger,
    services,
    changes,
    cache,
    async close() {
      await changes?.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
