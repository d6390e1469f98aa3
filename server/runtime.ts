// Opens what the app talks to (database, image store) from the configuration. Shared by the
// server and the command-line scripts so they all see the same data.
import path from 'node:path';
import { startChangeFeed, type ChangeFeed } from './cache/change-feed';
import { createQueryCache } from './cache/query-cache';
import type { Config } from './config';
import type { Logger } from './logger';
import { embeddedDatabaseExists, openDatabase, type DatabaseHandle } from './db/client';
import { loadEmbeddedTemplate } from './db/template';
import { LocalObjectStore, type ObjectStore } from './images/object-store';
import { recordExistingPhotos } from './services/photos/photo-processing';
import { S3ObjectStore } from './images/s3-object-store';
import { createServices, type Services } from './services';

export interface Runtime {
  database: DatabaseHandle;
  images: ObjectStore;
  services: Services;
  /** The server's: what its caches listen to (docs/product.md#caching); absent for scripts. */
  changes?: ChangeFeed;
  /** The server's cache of the shoppers' searches; absent for scripts. */
  cache?: ReturnType<typeof createQueryCache>;
}

/** Photos live in the S3-compatible store when S3_BUCKET is set, else under DATA_DIR/objects. */
export function openObjectStore(config: Config): ObjectStore {
  return config.s3
    ? new S3ObjectStore(config.s3)
    : new LocalObjectStore(path.join(config.dataDir, 'objects'));
}

/** `caching`: the server's caches of public answers, kept current by the change feed. */
export async function openRuntime(
  config: Config,
  { caching = false, logger }: { caching?: boolean; logger?: Logger } = {},
): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : {
          kind: 'pglite',
          dataDir: config.dataDir,
          // A new embedded database starts from the migrated template, when there is one.
          template: embeddedDatabaseExists(config.dataDir)
            ? undefined
            : await loadEmbeddedTemplate(),
        },
  );
  await database.migrate();
  await recordExistingPhotos(database.db);
  const images = openObjectStore(config);
  const changes = caching && logger ? await startChangeFeed(database, logger) : undefined;
  const cache = changes ? createQueryCache(changes) : undefined;
  return {
    database,
    images,
    changes,
    cache,
    services: createServices(database.db, {
      mail: config.mail,
      publicUrl: config.publicUrl,
      leadRetentionDays: config.leadRetentionDays,
      cache,
    }),
  };
}
