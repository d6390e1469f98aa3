// A scratch database on a PostgreSQL server, for the tests on PostgreSQL and the benchmarks (no
// test runner needed here).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
