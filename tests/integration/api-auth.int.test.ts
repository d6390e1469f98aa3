// Sign-in, sessions and brute-force limits (issue 3; security-and-faults cases 6-8, 12-16, 24, 38).
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessions } from '../../server/auth/session';
import { createAdmin, sessionCookie, signedInAgent, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const login = (t: TestApp, body: object, cookie?: string) => {
  const req = request(t.app).post('/api/admin/login').send(body);
  return cookie ? req.set('Cookie', cookie) : req;
};
const authStatus = async (t: TestApp, cookie: string) =>
  (await request(t.app).get('/api/admin/auth').set('Cookie', cookie).expect(200)).body;

describe('sign-in', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          logLines.push(JSON.parse(line));
        callback();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, sink) });
    await createAdmin(t);
  });
  afterAll(() => t.close());

  it('answers the §5 field messages for a missing username or password', async () => {
    const res = await login(t, {}).expect(400);
    expect(res.body.details).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    const blank = await login(t, { username: '  ', password: '' }).expect(400);
    expect(blank.body.details.username).toEqual(['Username is required']);
    expect(blank.body.details.password).toEqual(['Password is required']);
  });

  it('refuses a 1 MB password fast with a 400, never hashing it', async () => {
    const started = performance.now();
    const res = await login(t, { username: 'staff', password: 'x'.repeat(1_000_000) });
    // The JSON body limit (100 KB) answers first.
    expect(res.status).toBe(413);
    const capped = await login(t, { username: 'staff', password: 'x'.repeat(300) }).expect(400);
    expect(capped.body.details.password).toEqual(['Password must be at most 256 characters']);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await login(t, { username: 'nobody', password: 'whatever-123' }).expect(401);
    const wrong = await login(t, { username: 'staff', password: 'wrong-password' }).expect(401);
    expect(unknown.body).toEqual({ error: 'Invalid username or password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(sessionCookie(unknown)).toBeUndefined();
  });

  it('signs in with a new session id, HttpOnly and SameSite=Lax', async () => {
    const first = await login(t, TEST_ADMIN).expect(200);
    expect(first.body).toEqual({ isAuthenticated: true });
    const setCookie = (first.headers['set-cookie'] as unknown as string[]).join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http in tests
    const cookieA = sessionCookie(first)!;
    expect(await authStatus(t, cookieA)).toEqual({ isAuthenticated: true });

    // Signing in again from a browser that already has a session id gives it a new one and kills
    // the old one (no session fixation).
    const second = await login(t, TEST_ADMIN, cookieA).expect(200);
    const cookieB = sessionCookie(second)!;
    expect(cookieB).toBeDefined();
    expect(cookieB).not.toBe(cookieA);
    expect(await authStatus(t, cookieA)).toEqual({ isAuthenticated: false });
    expect(await authStatus(t, cookieB)).toEqual({ isAuthenticated: true });
  });

  it('logs out on the server: a replayed cookie is not signed in', async () => {
    const res = await login(t, TEST_ADMIN).expect(200);
    const cookie = sessionCookie(res)!;
    await request(t.app).get('/api/admin/stats').set('Cookie', cookie).expect(200);
    const out = await request(t.app).post('/api/admin/logout').set('Cookie', cookie).expect(200);
    expect(out.body).toEqual({ isAuthenticated: false });
    expect((out.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(
      /forecourt\.sid=;/,
    );
    expect(await authStatus(t, cookie)).toEqual({ isAuthenticated: false });
    await request(t.app).get('/api/admin/stats').set('Cookie', cookie).expect(401);
  });

  it('ends a session whose expiry has passed (idle timeout) and one past 7 days (absolute)', async () => {
    const idle = sessionCookie(await login(t, TEST_ADMIN).expect(200))!;
    const absolute = sessionCookie(await login(t, TEST_ADMIN).expect(200))!;
    const sid = (cookie: string) =>
      decodeURIComponent(cookie.split('=')[1]!).replace(/^s:/, '').split('.')[0]!;
    await t.db.execute(
      sql`update session set expire = now() - interval '1 minute' where sid = ${sid(idle)}`,
    );
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000;
    await t.db.execute(
      sql`update session set sess = jsonb_set(sess::jsonb, '{authenticatedAt}', to_jsonb(${eightDaysAgo}::bigint))::json where sid = ${sid(absolute)}`,
    );
    await request(t.app).get('/api/admin/stats').set('Cookie', idle).expect(401);
    await request(t.app).get('/api/admin/stats').set('Cookie', absolute).expect(401);
    expect(await authStatus(t, absolute)).toEqual({ isAuthenticated: false });
  });

  it('logs every sign-in, failure and sign-out without the password', async () => {
    await login(t, { username: 'staff', password: 'secret-wrong-1' }).expect(401);
    const agent = await signedInAgent(t);
    await agent.post('/api/admin/logout').expect(200);
    const messages = logLines.map((line) => line.msg);
    expect(messages).toContain('sign-in failed');
    expect(messages).toContain('sign-in succeeded');
    expect(messages).toContain('signed out');
    const all = JSON.stringify(logLines);
    expect(all).not.toContain('secret-wrong-1');
    expect(all).not.toContain(TEST_ADMIN.password);
  });
});

describe('brute force', () => {
  it('locks a username after 5 failures with 429 and Retry-After, also after a restart', async () => {
    const t = await createTestApp();
    try {
      await createAdmin(t);
      for (let i = 0; i < 5; i++) {
        await login(t, { username: 'staff', password: `wrong-${i}` }).expect(401);
      }
      const sixth = await login(t, { username: 'staff', password: 'wrong-6' }).expect(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Even the right password is refused while locked.
      await login(t, TEST_ADMIN).expect(429);
      // Case does not help; a forged X-Forwarded-For does not either (no trusted proxy).
      await login(t, { username: 'STAFF', password: 'x' })
        .set('X-Forwarded-For', '10.9.8.7')
        .expect(429);

      // A new app on the same database (a restart) still refuses.
      const restarted = await createTestApp({ database: t.database });
      await login(restarted, TEST_ADMIN).expect(429);
    } finally {
      await t.close();
    }
  });

  it('locks an address after 20 failures across usernames', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < 20; i++) {
        await login(t, { username: `user${i}`, password: 'wrong-password' }).expect(401);
      }
      await login(t, { username: 'someone-else', password: 'wrong-password' }).expect(429);
    } finally {
      await t.close();
    }
  });

  it('caps 20 parallel guesses for one username at 5 (atomic counter)', async () => {
    const t = await createTestApp();
    try {
      await createAdmin(t);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(t, { username: 'staff', password: `p-${i}` })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await t.close();
    }
  });

  it('a successful sign-in clears the username counter', async () => {
    const t = await createTestApp();
    try {
      await createAdmin(t);
      for (let i = 0; i < 4; i++)
        await login(t, { username: 'staff', password: 'nope' }).expect(401);
      await login(t, TEST_ADMIN).expect(200);
      for (let i = 0; i < 5; i++)
        await login(t, { username: 'staff', password: 'nope' }).expect(401);
      await login(t, { username: 'staff', password: 'nope' }).expect(429);
    } finally {
      await t.close();
    }
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const t = await createTestApp({
      rateLimits: { loginPerUsername: 1000, loginPerAddress: 1000 },
    });
    try {
      await createAdmin(t);
      const time = async (username: string) => {
        const started = performance.now();
        await login(t, { username, password: 'wrong-password' }).expect(401);
        return performance.now() - started;
      };
      // The fastest of several interleaved tries is the cost of the work itself: other processes
      // on a busy machine can only add time, never take it away.
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 9; i++) {
        unknown.push(await time(`ghost${i}`));
        wrong.push(await time('staff'));
      }
      const ratio = Math.min(...unknown) / Math.min(...wrong);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    } finally {
      await t.close();
    }
  });
});

describe('cookies over https', () => {
  it('are Secure and __Host- prefixed when the site is served over https', async () => {
    const t = await createTestApp({
      config: { publicUrl: 'https://forecourt.example', trustProxy: 1 },
    });
    try {
      await createAdmin(t);
      const res = await request(t.app)
        .post('/api/admin/login')
        .set('X-Forwarded-Proto', 'https')
        .send(TEST_ADMIN)
        .expect(200);
      const setCookie = (res.headers['set-cookie'] as unknown as string[]).join(';');
      expect(setCookie).toMatch(/^__Host-forecourt\.sid=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
    } finally {
      await t.close();
    }
  });
});

describe('the session store', () => {
  it('prunes expired rows', async () => {
    const t = await createTestApp();
    try {
      const sessions = createSessions(t.config, t.database, t.logger);
      await t.database.sql.query(
        `insert into session (sid, sess, expire) values
           ('expired', '{"cookie":{}}', now() - interval '1 hour'),
           ('live', '{"cookie":{}}', now() + interval '1 hour')`,
      );
      await sessions.prune();
      const { rows } = await t.database.sql.query('select sid from session order by sid');
      expect(rows).toEqual([{ sid: 'live' }]);
      sessions.close();
    } finally {
      await t.close();
    }
  });
});
