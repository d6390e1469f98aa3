import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds: a second open here would corrupt the files too. */
const heldHere = new Set<string>();

/**
 * Takes an exclusive lock on an embedded database directory (a pid file). A stale lock left by a
 * process that died is taken over, including one holding our own pid that this process did not
 * take: in a container a restarted server is pid 1 again after a kill -9 or an out-of-memory kill
 * (docs/product.md#embedded-database-lock). Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.resolve(dataDir, 'pglite.lock');
  if (heldHere.has(file)) {
    throw new DataDirLockedError(
      `The embedded database in ${dataDir} is already open in this process (${process.pid}).`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
