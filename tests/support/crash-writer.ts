// A process that writes and is then killed (tests/integration/data-dir-lock.int.test.ts): opens the
// embedded database under the DATA_DIR given, creates the tables, then adds users one at a time
// and prints each username once its insert has returned (acknowledged), until it is killed.
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer.ts <dataDir>');
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
process.stdout.write('ready\n');
for (let n = 0; ; n++) {
  const username = `acked-${n}`;
  await database.db.insert(users).values({ username, passwordHash: 'x' });
  process.stdout.write(`${username}\n`);
}
