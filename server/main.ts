// Boots the server: configuration, database (migrated), first admin, demo data, then HTTP.
// `--dev` serves pages through Vite with hot reload; otherwise the production build is served.
import { createServer } from 'node:http';
import { createApp } from './app';
import { ensureFirstAdmin, writeFirstAdminPassword } from './bootstrap/ensure-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { embeddedDatabaseExists } from './db/client';
import { startStatisticsKeeper } from './db/statistics';
import { DataDirLockedError } from './db/data-dir-lock';
import { staticAssets } from './http/static-assets';
import { pagesHandler, type PagesSource } from './http/pages';
import { createPhotoService } from './services/photo-service';
import { startPhotoSweeper } from './services/photos/photo-sweeps';
import { createLogger } from './logger';
import { startMailDelivery } from './mail/mail-delivery';
import { claimRuns, startPeriodic } from './periodic';
import { openRuntime } from './runtime';
import { renderDemoPhotos, seedDemoDataIfEmpty } from './seed/seed-demo';

const SHUTDOWN_GRACE_MS = 10_000;
const RETENTION_SWEEP_EVERY_MS = 24 * 60 * 60_000;

function fail(message: string): never {
  process.stderr.write(`forecourt: ${message}\n`);
  process.exit(1);
}

function siteUrl(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${port}`;
}

/** The page renderer and static assets: the production build, or Vite with hot reload. */
async function loadPages(dev: boolean) {
  let source: PagesSource = { kind: 'build' };
  let assets;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
    source = { kind: 'vite', vite };
    assets = vite.middlewares;
  } else {
    assets = staticAssets();
  }
  return { source, assets, pages: await pagesHandler(source) };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const dev = process.argv.includes('--dev');
  const logger = createLogger(config.logLevel);

  // A new embedded database is always seeded: its demo photos are encoded while the database
  // is created and migrated (the photos keep libuv's threads busy, the database the main thread).
  const demoPhotos =
    config.seed && !config.databaseUrl && !embeddedDatabaseExists(config.dataDir)
      ? renderDemoPhotos()
      : undefined;

  const runtime = await openRuntime(config, { caching: !dev, logger }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  });
  const { database, images, services, changes } = runtime;
  // A crash closes the database before the process ends, so the embedded one is left consistent
  // and unlocked (docs/product.md#embedded-database-lock).
  const onFatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error, kind }, 'fatal error: closing the database and exiting');
    setTimeout(() => process.exit(1), 5000).unref();
    void (async () => {
      await changes?.close().catch(() => undefined);
      await database.close().catch(() => undefined);
    })().finally(() => process.exit(1));
  };
  process.once('uncaughtException', onFatal('uncaughtException'));
  process.once('unhandledRejection', onFatal('unhandledRejection'));
  // /readyz answers 503 from the moment shutdown starts, so a balancer stops sending new requests.
  const lifecycle = { stopping: false };

  // The pages' code loads while the demo data is seeded.
  const pagesReady = loadPages(dev);
  pagesReady.catch(() => undefined); // awaited below; a failure surfaces there

  // Instances starting together on one PostgreSQL make the first admin and the demo data once.
  const firstAdmin = await database.exclusively(async () => {
    const created = await ensureFirstAdmin(services.users, config, logger);
    if (config.seed) {
      const admin = await services.users.findUserByUsername(config.adminUsername ?? 'admin');
      await seedDemoDataIfEmpty(database.db, images, {
        authorId: admin?.id ?? null,
        logger,
        photos: demoPhotos,
      });
    }
    return created;
  });

  const { source, assets, pages } = await pagesReady;
  const photos = createPhotoService({
    db: database.db,
    store: images,
    secret: config.sessionSecret,
    logger,
  });
  const app = createApp({
    config,
    logger,
    database,
    services,
    images,
    photos,
    assets,
    pages,
    changes,
    queryCache: runtime.cache,
    isShuttingDown: () => lifecycle.stopping,
  });

  const server = createServer(app);
  // Slow or half-open clients must not hold sockets forever (slowloris).
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // An idle connection is kept longer than the clients in front of us keep theirs (proxies and
  // load balancers idle out at about 60 s; Playwright's request client ignores the Keep-Alive
  // hint): a client reusing a socket we have just closed would get a reset instead of an answer.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      fail(`port ${config.port} is already in use (set PORT to another one)`);
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = siteUrl(config, port);
  logger.info({ url, database: database.driver, dev, photos: images.driver }, 'listening');
  // Unattached uploads, expired upload URLs, half-written temporary files: now, then hourly.
  // Several instances on one database: each period's sweep runs on one of them only.
  const claim = claimRuns(database.db);
  const sweeper = startPhotoSweeper(photos, logger, claim);
  // Lead mail: the outbox's delivery worker, over SMTP or into .eml files.
  const mail = startMailDelivery(config, { outbox: services.outbox, logger });
  // PGlite has no autovacuum: the planner's statistics are kept here (PostgreSQL keeps its own).
  const statistics =
    database.driver === 'pglite' ? startStatisticsKeeper(database.db, logger) : undefined;
  // Privacy: requests older than LEAD_RETENTION_DAYS (and stale idempotency answers), now, then daily.
  const retention = startPeriodic(
    'retention sweep',
    async () => {
      const deleted = await services.privacy.sweepExpired();
      if (Object.values(deleted).some((n) => n > 0)) logger.info({ deleted }, 'retention sweep');
    },
    logger,
    RETENTION_SWEEP_EVERY_MS,
    claim,
  );
  // The audit log keeps two years (docs/product.md#audit-log): older rows go, now, then daily.
  const auditRetention = startPeriodic(
    'audit retention sweep',
    async () => {
      const deleted = await services.audit.sweepExpired();
      if (deleted > 0) logger.info({ deleted }, 'audit retention sweep');
    },
    logger,
    RETENTION_SWEEP_EVERY_MS,
    claim,
  );

  // The one place a password is shown: the console of a local run, once, when it was generated
  // for the first admin; a deployment's goes to a file (its console is the log).
  const lines = [
    ``,
    `  Forecourt is running at ${url}`,
    `  Admin sign-in: ${url}/admin/login`,
    config.smtpUrl
      ? `  Lead mail is sent through ${mail.target}`
      : `  Lead mail is written as .eml files to ${mail.target} (set SMTP_URL to send it)`,
  ];
  if (firstAdmin.created && firstAdmin.generatedPassword && config.isProduction) {
    const file = writeFirstAdminPassword(
      config.dataDir,
      firstAdmin.username,
      firstAdmin.generatedPassword,
    );
    lines.push(
      `  First admin created: ${firstAdmin.username}. Its password is in ${file} (readable by this user only)`,
    );
  } else if (firstAdmin.created && firstAdmin.generatedPassword) {
    lines.push(
      `  First admin created. Username: ${firstAdmin.username}  Password: ${firstAdmin.generatedPassword}`,
      `  (shown once; change it with: npm run admin -- ${firstAdmin.username})`,
    );
  } else if (firstAdmin.created) {
    lines.push(
      `  First admin created from ADMIN_USERNAME / ADMIN_PASSWORD: ${firstAdmin.username}`,
    );
  } else {
    lines.push(`  Forgot the admin password? npm run admin -- <username>`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');

  const shutdown = (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    logger.info({ signal }, 'shutting down');
    const sweepsStopped = Promise.all([sweeper.stop(), retention.stop(), auditRetention.stop()]);
    const mailStopped = mail.stop();
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting; finish in-flight requests; then close the database.
    server.close(async () => {
      clearTimeout(force);
      if (source.kind === 'vite') await source.vite.close();
      // Sends under way finish (bounded by the SMTP timeouts) before the database closes.
      await mailStopped;
      await statistics?.stop();
      await sweepsStopped;
      await changes?.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `forecourt: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
