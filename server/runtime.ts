// Opens what the app talks to (database, image store) from the configuration. Shared by the
// server and the command-line scripts so they all see the same data.
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { LocalObjectStore, type ObjectStore } from './images/object-store';
import { createServices, type Services } from './services';

export interface Runtime {
  database: DatabaseHandle;
  images: ObjectStore;
  services: Services;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const images = new LocalObjectStore(path.join(config.dataDir, 'objects'));
  return { database, images, services: createServices(database.db) };
}
