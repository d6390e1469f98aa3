// The username and password rules (12 to 256 characters, not common, not containing the username
// or the dealership's name: docs/product.md#passwords) are enforced where a password is set, so
// every path (first start, `npm run admin`, tests, the API) gets them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { ensureFirstAdmin } from '../bootstrap/ensure-admin';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { AppError } from '../errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerUsername: 1000, loginPerAddress: 1000 } });
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const storedHash = async (username: string) =>
  (await t.services.users.findUserByUsername(username))?.passwordHash;
const signIn = (username: string, password: string) =>
  request(t.app).post('/api/admin/login').send({ username, password });

/** The AppError a promise rejects with (fails the test if it resolves or throws anything else). */
async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('setUserPassword', () => {
  it('refuses a username outside the rule with a validation error and creates no user', async () => {
    const before = await userCount();
    for (const username of ['ab', 'bad name!', 'x'.repeat(51)]) {
      const error = await rejection(
        t.services.users.setUserPassword(username, 'a-good-long-password'),
      );
      const message = 'Username must be 3-50 letters, digits, dots, dashes or underscores';
      expect(error.status).toBe(400);
      expect(error.details).toEqual({ username: [message] });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses 11 characters with a validation error and creates no user', async () => {
    const before = await userCount();
    const error = await rejection(t.services.users.setUserPassword('eleven', 'a'.repeat(11)));
    expect(error.code).toBe('bad_request');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Password must be at least 12 characters');
    expect(error.details).toEqual({ password: ['Password must be at least 12 characters'] });
    expect(await userCount()).toBe(before);
    expect(await t.services.users.findUserByUsername('eleven')).toBeNull();
  });

  it('accepts exactly 12 characters, and that password signs in', async () => {
    const password = 'twelve-chars';
    expect(password).toHaveLength(12);
    expect(await t.services.users.setUserPassword('dozen', password)).toBe(true);
    await signIn('dozen', password).expect(200);
  });

  it('accepts 256 characters (the most sign-in takes) and refuses 257', async () => {
    const longest = 'p'.repeat(255) + '!';
    expect(await t.services.users.setUserPassword('longest', longest)).toBe(true);
    await signIn('longest', longest).expect(200);

    const error = await rejection(t.services.users.setUserPassword('toolong', 'p'.repeat(257)));
    expect(error.details).toEqual({ password: ['Password must be at most 256 characters'] });
    expect(await t.services.users.findUserByUsername('toolong')).toBeNull();
    // The same cap as sign-in, which refuses 257 before hashing.
    const login = await signIn('longest', 'p'.repeat(257)).expect(400);
    expect(login.body.details.password).toEqual(['Password must be at most 256 characters']);
  });

  it('refuses a common password, one containing the username or the dealership name, naming the field', async () => {
    const before = await userCount();
    for (const [username, password, message] of [
      [
        'newcomer',
        'Qwerty123456',
        'Password is too common: choose one that is not on lists of leaked passwords',
      ],
      [
        'newcomer',
        'PASSWORD2024!',
        'Password is too common: choose one that is not on lists of leaked passwords',
      ],
      ['newcomer', 'hi-i-am-NewComer-ok', 'Password must not contain your username'],
      [
        'newcomer',
        'forecourt-lot-keys',
        `Password must not contain "Forecourt", from the dealership's name`,
      ],
    ]) {
      const error = await rejection(t.services.users.setUserPassword(username!, password!));
      expect(error.status, password).toBe(400);
      expect(error.message).toBe(message);
      expect(error.details).toEqual({ password: [message] });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a short new password for an existing user and keeps the old one', async () => {
    await t.services.users.setUserPassword('changer', 'original-password');
    const hash = await storedHash('changer');
    await rejection(t.services.users.setUserPassword('changer', 'short-pass1'));
    expect(await storedHash('changer')).toBe(hash);
    await signIn('changer', 'original-password').expect(200);
    // A long enough one replaces it.
    expect(await t.services.users.setUserPassword('changer', 'replacement-pw')).toBe(false);
    await signIn('changer', 'replacement-pw').expect(200);
    await signIn('changer', 'original-password').expect(401);
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'changer'));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });
});

describe('callers keep their own messages', () => {
  it('ADMIN_PASSWORD of 11 characters stops start-up naming the variable; 12 creates the admin', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-users-'));
    try {
      const env = { DATA_DIR: dataDir, ADMIN_USERNAME: 'boss' };
      expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'a'.repeat(11) })).toThrow(
        'Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters',
      );
      const fresh = await createTestApp();
      try {
        const config = loadConfig({ ...env, ADMIN_PASSWORD: 'a'.repeat(12) });
        const first = await ensureFirstAdmin(
          fresh.services.users,
          config,
          pino({ level: 'silent' }),
        );
        expect(first).toEqual({ created: true, username: 'boss', generatedPassword: null });
      } finally {
        await fresh.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a common ADMIN_PASSWORD stops start-up naming the variable, before the database is opened', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-users-'));
    try {
      const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
          ADMIN_USERNAME: 'boss',
          ADMIN_PASSWORD: 'Password2024!',
        },
        timeout: 60_000,
      });
      expect(result.stderr).toMatch(
        /^forecourt: Invalid environment variable ADMIN_PASSWORD: is too common: choose one that is not on lists of leaked passwords$/m,
      );
      expect(result.stderr).not.toContain('Password2024!');
      expect(result.status).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('npm run admin refuses 11 characters with its own message before opening the database', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-users-'));
    try {
      const result = spawnSync(
        path.resolve('node_modules/.bin/tsx'),
        ['scripts/admin.ts', 'someone'],
        {
          input: 'a'.repeat(11) + '\n',
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
          timeout: 60_000,
        },
      );
      expect(result.stderr).toMatch(/^admin: the password must be at least 12 characters$/m);
      expect(result.status).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Starting tsx takes seconds on a busy machine.
  }, 90_000);
});
