// The embedded database's lock (docs/product.md#embedded-database-lock): a server killed with
// SIGKILL leaves its lock behind; restarted in a container it is pid 1 again, so a lock holding
// our own pid that this process did not take is stale. Every write acknowledged before the kill
// is there after the restart. A second open in the same process is still refused.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { users } from '../../server/db/schema';

const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the crash writer until `count` writes are acknowledged, kills it with SIGKILL. */
async function writeThenKill(dataDir: string, count: number): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('tests/support/crash-writer.ts'), dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const acknowledged: string[] = [];
  let buffered = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`writer exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      acknowledged.push(...lines.filter((line) => line.startsWith('acked-')));
      if (acknowledged.length >= count) resolve();
    });
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return acknowledged;
}

describe('the embedded database lock', () => {
  it('after a kill -9, a restart under the same pid takes over the lock and finds every acknowledged write', async () => {
    const dataDir = path.join(dir, 'killed');
    const acknowledged = await writeThenKill(dataDir, 40);
    const lock = path.join(dataDir, 'pglite.lock');
    expect(readFileSync(lock, 'utf8')).toMatch(/^\d+$/);
    // The restarted server got the dead one's pid (pid 1 in a container): simulated here by
    // writing this process's pid into the lock the killed writer left.
    writeFileSync(lock, String(process.pid));

    const restarted = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await restarted.migrate();
      const rows = await restarted.db
        .select({ username: users.username })
        .from(users)
        .where(like(users.username, 'acked-%'));
      const found = new Set(rows.map((row) => row.username));
      expect(acknowledged.filter((name) => !found.has(name))).toEqual([]);
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      // The lock is ours now: a second open in this process is refused, not taken over.
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
