// `npm run admin -- <username>` end to end (issue 2): the script runs as its own process, as
// npm runs it (tsx scripts/admin.ts), on a temporary DATA_DIR (embedded database) or, when
// TEST_DATABASE_URL is set, on a new PostgreSQL database through DATABASE_URL. Off a terminal it
// reads the new password as one line from standard input.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { openDatabase } from '../../server/db/client';
import { staffInvitations, users } from '../../server/db/schema';
import { createServices } from '../../server/services';
import { createScriptTarget, type ScriptTarget } from '../support/script-target';

const USAGE = /^usage: npm run admin -- <username> \[--generate\]/m;

let target: ScriptTarget;

beforeAll(async () => {
  target = await createScriptTarget('admin-script', { LOG_LEVEL: 'silent' });
  // An existing admin with a known password, written the way the server writes it.
  await target.withDatabase(async (db) => {
    await createServices(db.db).users.setUserPassword('manager', 'the-old-password-1');
  });
}, 120_000);
afterAll(() => target.destroy());

async function userRow(username: string) {
  return target.withDatabase(async (db) => {
    const [row] = await db.db.select().from(users).where(eq(users.username, username));
    return row;
  });
}

const runAdmin = (args: string[], stdin = '', env: Record<string, string> = {}) =>
  target.run('admin.ts', args, { stdin, env });

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

  it('refuses a common password, or one containing the username, and changes nothing (docs/product.md#passwords)', async () => {
    const before = await userRow('manager');
    const common = await runAdmin(['manager'], 'Sunshine2024!\n');
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(
      'admin: the password is too common: choose one that is not on lists of leaked passwords',
    );
    const own = await runAdmin(['manager'], 'i-am-the-Manager-here\n');
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('admin: the password must not contain your username');
    expect(common.stdout + common.stderr + own.stdout + own.stderr).not.toMatch(
      /Sunshine|i-am-the/,
    );
    expect((await userRow('manager'))!.passwordHash).toBe(before!.passwordHash);
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

  it('sets the display name with --name, alone with --name-only', async () => {
    const before = await userRow('manager');
    const result = await runAdmin(['manager', '--name', 'Morgan Lee', '--name-only']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Display name of manager set to Morgan Lee.');
    const after = await userRow('manager');
    expect(after!.displayName).toBe('Morgan Lee');
    expect(after!.passwordHash).toBe(before!.passwordHash);

    const created = await runAdmin(
      ['sales-lead', '--name', 'Sasha Park'],
      'granite-meadow-river-3\n',
    );
    expect(created.stdout).toContain('Created admin sales-lead.');
    expect((await userRow('sales-lead'))!.displayName).toBe('Sasha Park');

    const missing = await runAdmin(['nobody-here', '--name', 'No One', '--name-only']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('admin: there is no admin nobody-here');
  }, 120_000);

  it('prints an invitation link with --invite, storing only the hash of its token', async () => {
    const result = await runAdmin(['new-hire', '--name', 'Riley Chen', '--invite'], '', {
      PUBLIC_URL: 'https://cars.example.com',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Invitation for Riley Chen (new-hire), valid until ');
    const link = /^https:\/\/cars\.example\.com\/admin\/invite\/([A-Za-z0-9_-]{43})$/m.exec(
      result.stdout,
    );
    expect(link).not.toBeNull();
    const rows = await target.withDatabase((db) => db.db.select().from(staffInvitations));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'new-hire', displayName: 'Riley Chen' });
    expect(rows[0]!.tokenHash).not.toContain(link![1]);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

    // Without PUBLIC_URL: the path on the site.
    const relative = await runAdmin(['other-hire', '--name', 'Ola Berg', '--invite']);
    expect(relative.stdout).toMatch(/^\/admin\/invite\/[A-Za-z0-9_-]{43}$/m);

    const taken = await runAdmin(['manager', '--name', 'Again', '--invite']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('admin: A staff member already has this username');
    const noName = await runAdmin(['someone', '--invite']);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('admin: --name "<Display Name>" is needed');
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
