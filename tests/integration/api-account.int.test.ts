// Changing one's own password in the admin (docs/product.md#passwords; issue 19, ASVS 6.2.2,
// 6.2.3, 6.2.4, 6.2.11): the current password is required and its guesses are limited, the new
// one passes the policy, every other session of the user ends and this one stays, one audit row.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { auditLog } from '../../server/db/schema';
import { createAdmin, sessionCookie } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const PATH = '/api/admin/account/password';
const COMMON = 'New password is too common: choose one that is not on lists of leaked passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new user, so each test's limits and sessions are its own. */
async function staffMember(username: string) {
  const account = { username, password: 'lantern-orbit-gravel-93' };
  await createAdmin(t, account);
  return account;
}

async function signIn(account: { username: string; password: string }) {
  const res = await request(t.app).post('/api/admin/login').send(account).expect(200);
  return sessionCookie(res)!;
}

const isSignedIn = async (cookie: string) =>
  (await request(t.app).get('/api/admin/auth').set('Cookie', cookie).expect(200)).body
    .isAuthenticated as boolean;

const change = (cookie: string, body: object) =>
  request(t.app).post(PATH).set('Cookie', cookie).send(body);

/** The audit rows of password changes by this user (sign-ins are recorded too). */
const passwordRows = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, 'staff.password')));

const storedHash = async (username: string) =>
  (await t.services.users.findUserByUsername(username))!.passwordHash;

describe('POST /api/admin/account/password', () => {
  it('changes the password with the right current one: other sessions end, this one stays, one audit row', async () => {
    const me = await staffMember('rita');
    const other = await staffMember('omar');
    const here = await signIn(me);
    const phone = await signIn(me);
    const laptop = await signIn(me);
    const theirs = await signIn(other);

    const res = await change(here, {
      currentPassword: me.password,
      newPassword: 'gravel-Harbour-kettle-41',
    }).expect(200);
    expect(res.body).toEqual({ otherSessionsEnded: 2 });
    expect(res.headers['cache-control']).toBe('no-store');

    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(theirs)).toBe(true);
    const hash = await storedHash('rita');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'gravel-Harbour-kettle-41')).toBe(true);
    await request(t.app).post('/api/admin/login').send(me).expect(401);
    await signIn({ username: 'rita', password: 'gravel-Harbour-kettle-41' });

    const user = await t.services.users.findUserByUsername('rita');
    const rows = await passwordRows(user!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'staff.password',
      entityType: 'staff',
      entityId: user!.id,
      actorName: 'rita',
      summary: 'rita',
      changes: null,
    });
    expect(rows[0]!.address).toBeTruthy();
    // No secret of any kind in the row.
    const text = JSON.stringify(rows[0]);
    for (const secret of [me.password, 'gravel-Harbour-kettle-41', hash]) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses a wrong current password with 400 naming currentPassword, and changes nothing', async () => {
    const me = await staffMember('wanda');
    const here = await signIn(me);
    const phone = await signIn(me);
    const before = await storedHash('wanda');
    const res = await change(here, {
      currentPassword: 'not-my-password-at-all',
      newPassword: 'gravel-Harbour-kettle-41',
    }).expect(400);
    expect(res.body).toEqual({
      error: 'Current password is not right',
      details: { currentPassword: ['Current password is not right'] },
    });
    expect(await storedHash('wanda')).toBe(before);
    expect(await isSignedIn(phone)).toBe(true);
    const user = await t.services.users.findUserByUsername('wanda');
    expect(await passwordRows(user!.id)).toEqual([]);
  });

  it('names newPassword for a common one, one containing the username or the dealer name, or the same one', async () => {
    const me = await staffMember('nadia');
    const here = await signIn(me);
    const before = await storedHash('nadia');
    for (const [newPassword, message] of [
      ['qwerty123456', COMMON],
      ['Football2024!', COMMON],
      ['NADIA-sells-cars-7', 'New password must not contain your username'],
      [
        'best-forecourt-ever',
        `New password must not contain "Forecourt", from the dealership's name`,
      ],
      [me.password, 'New password must differ from the current one'],
      ['short-one', 'New password must be at least 12 characters'],
    ]) {
      const res = await change(here, { currentPassword: me.password, newPassword }).expect(400);
      expect(res.body.details, newPassword).toEqual({ newPassword: [message] });
    }
    // Both problems at once, each under its field.
    const both = await change(here, {
      currentPassword: 'wrong-wrong-wrong',
      newPassword: 'qwerty123456',
    }).expect(400);
    expect(both.body.details).toEqual({
      currentPassword: ['Current password is not right'],
      newPassword: [COMMON],
    });
    const missing = await change(here, {}).expect(400);
    expect(missing.body.details).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password is required'],
    });
    expect(await storedHash('nadia')).toBe(before);
    expect(await isSignedIn(here)).toBe(true);
  });

  it('limits guesses of the current password per user: after 5 wrong ones even the right one waits', async () => {
    const me = await staffMember('gus');
    const here = await signIn(me);
    const body = (currentPassword: string) => ({
      currentPassword,
      newPassword: 'gravel-Harbour-kettle-41',
    });
    for (let i = 0; i < 5; i++) await change(here, body(`wrong-guess-${i}`)).expect(400);
    const locked = await change(here, body(me.password)).expect(429);
    expect(locked.body.error).toBe('Too many wrong passwords. Please try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verifyPassword(await storedHash('gus'), me.password)).toBe(true);

    // Another user is not affected.
    const other = await staffMember('hana');
    await change(await signIn(other), {
      currentPassword: other.password,
      newPassword: 'gravel-Harbour-kettle-41',
    }).expect(200);
  });

  it('a refused new password with the right current one does not use up the guesses', async () => {
    const me = await staffMember('ivan');
    const here = await signIn(me);
    for (let i = 0; i < 6; i++) {
      await change(here, { currentPassword: me.password, newPassword: 'qwerty123456' }).expect(400);
    }
    await change(here, {
      currentPassword: me.password,
      newPassword: 'gravel-Harbour-kettle-41',
    }).expect(200);
  });
});
