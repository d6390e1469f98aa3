// A freshly migrated database for one test file: PGlite in memory by default, or a new database
// on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createServerDatabase } from './server-database';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database it created. */
  destroy(): Promise<void>;
  /** PostgreSQL only: the database's URL, for a second connection (another app instance). */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ kind: 'pglite-memory', template });
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const database = await createServerDatabase(serverUrl, 'forecourt_test');
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  return {
    ...handle,
    url: database.url,
    async destroy() {
      await handle.close();
      await database.drop();
    },
  };
}
