// Opens what the app talks to (database, image store) from the configuration. Shared by the
// server and the command-line scripts so they all see the same data.
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { LocalObjectStore, type ObjectStore } from './images/object-store';
import { recordExistingPhotos } from './services/photos/photo-processing';
import { S3ObjectStore } from './images/s3-object-store';
import { createServices, type Services } from './services';

export interface Runtime {
  database: DatabaseHandle;
  images: ObjectStore;
  services: Services;
}

/** Photos live in the S3-compatible store when S3_BUCKET is set, else under DATA_DIR/objects. */
export function openObjectStore(config: Config): ObjectStore {
  return config.s3
    ? new S3ObjectStore(config.s3)
    : new LocalObjectStore(path.join(config.dataDir, 'objects'));
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  await recordExistingPhotos(database.db);
  const images = openObjectStore(config);
  return {
    database,
    images,
    services: createServices(database.db, {
      mail: config.mail,
      publicUrl: config.publicUrl,
      leadRetentionDays: config.leadRetentionDays,
    }),
  };
}
