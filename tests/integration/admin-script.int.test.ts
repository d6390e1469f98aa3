// `npm run admin -- <username>` end to end (issue 2 §5): the script runs as its own process, as
// npm runs it (tsx scripts/admin.ts), on a temporary DATA_DIR (embedded database) or, when
// TEST_DATABASE_URL is set, on a new PostgreSQL database through DATABASE_URL. Off a terminal it
// reads the new password as one line from standard input.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { projectRoot } from '../../server/paths';
import { createServices } from '../../server/services';

const TSX = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const USAGE = /^usage: npm run admin -- <username> \[--generate\]/m;

let dataDir: string;
let env: Record<string, string>;
let open: () => Promise<DatabaseHandle>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-admin-script-'));
  const base = { ...process.env } as Record<string, string>;
  delete base.DATABASE_URL;
  env = { ...base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  open = () => openDatabase({ kind: 'pglite', dataDir });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `forecourt_admin_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    open = () => openDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  // An existing admin with a known password, written the way the server writes it.
  await withDatabase(async (db) => {
    await createServices(db.db).users.setUserPassword('manager', 'the-old-password-1');
  });
}, 120_000);
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the database the script uses (after the script exited: PGlite is one process at a time). */
async function withDatabase<T>(work: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    await db.migrate();
    return await work(db);
  } finally {
    await db.close();
  }
}

async function userRow(username: string) {
  return withDatabase(async (db) => {
    const [row] = await db.db.select().from(users).where(eq(users.username, username));
    return row;
  });
}

function runAdmin(args: string[], stdin = '', overrides: Record<string, string> = {}) {
  const child = spawn(process.execPath, [TSX, 'scripts/admin.ts', ...args], {
    cwd: projectRoot,
    env: { ...env, ...overrides },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run admin -- <username>', () => {
  it('sets a new password for an existing admin: the new one verifies, the old one no longer does', async () => {
    const before = await userRow('manager');
    const result = await runAdmin(['manager'], 'a-brand-new-password-42\n');
    expect(result.stderr).not.toMatch(/admin:/);
    expect(result.stdout).toContain('Password changed for manager.');
    expect(result.code).toBe(0);

    const after = await userRow('manager');
    expect(after!.id).toBe(before!.id);
    expect(after!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(after!.passwordHash, 'a-brand-new-password-42')).toBe(true);
    expect(await verifyPassword(after!.passwordHash, 'the-old-password-1')).toBe(false);
    // The password never reaches the terminal.
    expect(result.stdout + result.stderr).not.toContain('a-brand-new-password-42');
  }, 120_000);

  it('creates an admin that does not exist yet', async () => {
    expect(await userRow('night-manager')).toBeUndefined();
    const result = await runAdmin(['night-manager'], 'night-shift-password-7\n');
    expect(result.stdout).toContain('Created admin night-manager.');
    expect(result.code).toBe(0);
    const row = await userRow('night-manager');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'night-shift-password-7')).toBe(true);
  }, 120_000);

  it('prints a generated password once with --generate, and it verifies', async () => {
    const result = await runAdmin(['manager', '--generate']);
    expect(result.code).toBe(0);
    const password = /^Password: (\S+)$/m.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await userRow('manager');
    expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
  }, 120_000);

  it('refuses a password under 12 characters and changes nothing', async () => {
    const before = await userRow('manager');
    const result = await runAdmin(['manager'], 'short-pw-11\n');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('admin: the password must be at least 12 characters');
    const created = await runAdmin(['someone-new'], '\n');
    expect(created.code).not.toBe(0);
    expect(created.stderr).toContain('admin: the password must be at least 12 characters');
    expect((await userRow('manager'))!.passwordHash).toBe(before!.passwordHash);
    expect(await userRow('someone-new')).toBeUndefined();
  }, 120_000);

  it('prints the usage for an unknown option, a missing or bad username', async () => {
    const unknown = await runAdmin(['manager', '--force'], 'whatever-long-password\n');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("admin: Unknown option '--force'");
    expect(unknown.stderr).toMatch(USAGE);
    expect(unknown.stderr).not.toMatch(/\n\s+at /); // no stack trace

    for (const args of [[], ['a'], ['bad name!'], ['one', 'two']]) {
      const result = await runAdmin(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(USAGE);
    }
  }, 120_000);

  it('refuses to write while a server holds the embedded database, saying so', async () => {
    // The embedded database's lock, whichever database the other tests use.
    const embedded = mkdtempSync(path.join(os.tmpdir(), 'forecourt-admin-locked-'));
    const server = await openDatabase({ kind: 'pglite', dataDir: embedded }); // stands in for the server
    try {
      const result = await runAdmin(['manager'], 'while-it-is-running-1\n', {
        DATA_DIR: embedded,
        DATABASE_URL: '',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `is in use by process ${process.pid}. Stop that process first.`,
      );
    } finally {
      await server.close();
      rmSync(embedded, { recursive: true, force: true });
    }
  }, 120_000);
});
