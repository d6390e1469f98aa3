// A script of scripts/ run as its own process, as npm runs it (tsx), against a database of its
// own: PGlite on a temporary DATA_DIR, or a new database on the PostgreSQL server named by
// TEST_DATABASE_URL (passed to the script as DATABASE_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { projectRoot } from '../../server/paths';
import { createServerDatabase } from './server-database';

const TSX = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ScriptTarget {
  dataDir: string;
  /** Runs `scripts/<script>` with `args`, `stdin` as its input and `env` over the target's. */
  run(
    script: string,
    args: string[],
    options?: { stdin?: string; env?: Record<string, string> },
  ): Promise<ScriptResult>;
  /** Opens the database, migrated (after the script exited: PGlite is one process at a time). */
  withDatabase<T>(work: (db: DatabaseHandle) => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}

/** `name` labels the temporary folder and database; `env` is added to every run's environment. */
export async function createScriptTarget(
  name: string,
  env: Record<string, string> = {},
): Promise<ScriptTarget> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `forecourt-${name}-`));
  const base = { ...process.env } as Record<string, string>;
  // The developer's own database and photo store are never the script's.
  for (const variable of ['DATABASE_URL', 'S3_BUCKET', 'IMAGE_BASE_URL']) delete base[variable];
  const scriptEnv: Record<string, string> = { ...base, DATA_DIR: dataDir, ...env };
  let open = () => openDatabase({ kind: 'pglite', dataDir });
  let dropDatabase = async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl, `forecourt_${name.replace(/-/g, '_')}`);
    scriptEnv.DATABASE_URL = database.url;
    open = () => openDatabase({ kind: 'postgres', url: database.url });
    dropDatabase = database.drop;
  }

  return {
    dataDir,
    run(script, args, options = {}) {
      const child = spawn(process.execPath, [TSX, `scripts/${script}`, ...args], {
        cwd: projectRoot,
        env: { ...scriptEnv, ...options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.stdin.end(options.stdin ?? '');
      return new Promise((resolve) =>
        child.once('close', (code) => resolve({ code, stdout, stderr })),
      );
    },
    async withDatabase(work) {
      const db = await open();
      try {
        await db.migrate();
        return await work(db);
      } finally {
        await db.close();
      }
    },
    async destroy() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
