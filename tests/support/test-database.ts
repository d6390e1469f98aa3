// A freshly migrated database for one test file: PGlite in memory by default, or a new database
// on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database it created. */
  destroy(): Promise<void>;
  /** PostgreSQL only: the database's URL, for a second connection (another app instance). */
  url?: string;
}

export interface ServerDatabase {
  /** Its connection URL (the server's, with this database's name). */
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`. */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const runOnServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await runOnServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
