// The second factor and "Your sessions" (issue 19; docs/product.md#second-factor-totp,
// docs/product.md#your-sessions): setup, sign-in's second step, replay, recovery codes, the
// limits, REQUIRE_TOTP, and signing out other sessions. Codes are computed from the secret.
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import { createAdmin } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = ReturnType<typeof request.agent>;

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeAt = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function newUser(t: TestApp, username: string) {
  const user = { username, password: `harbour-lantern-${username.length}-1234` };
  await createAdmin(t, user);
  return user;
}

/** Signs in with the password alone (no second factor yet). */
async function passwordAgent(t: TestApp, user: { username: string; password: string }) {
  const agent = request
    .agent(t.app)
    .set('User-Agent', 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36');
  await agent.post('/api/admin/login').send(user).expect(200);
  return agent;
}

/** Turns the second factor on for a signed-in agent: the secret and the recovery codes. */
async function enableTotp(agent: Agent) {
  const setup = await agent.post('/api/admin/account/second-factor/setup').expect(200);
  const secret = setup.body.secret as string;
  const confirmed = await agent
    .post('/api/admin/account/second-factor/confirm')
    .send({ code: await codeAt(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], setup: setup.body };
}

const auditActions = async (t: TestApp, action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('second factor (TOTP)', () => {
  let t: TestApp;
  let user: { username: string; password: string };
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    user = await newUser(t, 'dana');
  });
  afterAll(() => t.close());

  it('sets up with a QR code and the secret, and turns on with a first right code', async () => {
    const agent = await passwordAgent(t, user);
    const off = await agent.get('/api/admin/account/second-factor').expect(200);
    expect(off.body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await agent.post('/api/admin/account/second-factor/setup').expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toContain('otpauth://totp/');
    expect(decodeURIComponent(setup.body.uri)).toContain('issuer=Forecourt Motors');
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    // Unconfirmed: sign-in does not ask for it yet.
    await request(t.app).post('/api/admin/login').send(user).expect(200, { isAuthenticated: true });

    const wrong = await agent
      .post('/api/admin/account/second-factor/confirm')
      .send({ code: '000000' === (await codeAt(setup.body.secret)) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.details.code[0]).toMatch(/not right/);

    const confirmed = await agent
      .post('/api/admin/account/second-factor/confirm')
      .send({ code: await codeAt(setup.body.secret) })
      .expect(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    secret = setup.body.secret;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const on = await agent.get('/api/admin/account/second-factor').expect(200);
    expect(on.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const [row] = await t.db.select().from(users).where(eq(users.username, user.username));
    expect(row!.totpEnabledAt).toBeInstanceOf(Date);
    const enabled = await auditActions(t, 'staff.totp-enable');
    expect(enabled).toHaveLength(1);
    expect(enabled[0]).toMatchObject({ actorId: row!.id, actorName: 'dana', entityId: row!.id });
    expect(JSON.stringify(enabled[0])).not.toContain(secret);
    // Stored as hashes only.
    const stored = JSON.stringify(await t.db.execute('select code_hash from recovery_codes'));
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    await agent.post('/api/admin/account/second-factor/setup').expect(409);
  });

  it('asks for the code after the password, and a right code signs in', async () => {
    const agent = request.agent(t.app);
    const first = await agent.post('/api/admin/login').send(user).expect(200);
    expect(first.body).toEqual({ isAuthenticated: false, secondFactor: 'totp' });
    // The password alone opens nothing.
    await agent.get('/api/admin/stats').expect(401);
    expect((await agent.get('/api/admin/auth').expect(200)).body).toEqual({
      isAuthenticated: false,
      secondFactor: 'totp',
    });

    const code = await codeAt(secret, 1);
    const signedIn = await agent.post('/api/admin/login/totp').send({ code }).expect(200);
    expect(signedIn.body).toEqual({ isAuthenticated: true });
    await agent.get('/api/admin/stats').expect(200);
    const success = await auditActions(t, 'sign-in.success');
    expect(success.at(-1)).toMatchObject({ actorName: 'dana', summary: 'Signed in with a code' });

    // The same code again, in a new sign-in: refused (replay within its window).
    const again = request.agent(t.app);
    await again.post('/api/admin/login').send(user).expect(200);
    const replay = await again.post('/api/admin/login/totp').send({ code }).expect(401);
    expect(replay.body).toEqual({ error: 'Invalid code' });
    // And the setup's code, an earlier step, too.
    await again
      .post('/api/admin/login/totp')
      .send({ code: await codeAt(secret) })
      .expect(401);
    await again.get('/api/admin/stats').expect(401);
    const failures = await auditActions(t, 'sign-in.totp-failure');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]).toMatchObject({ actorName: 'dana', entityType: 'staff' });
    // Clears the username's counter for the next tests.
    await again.post('/api/admin/login/totp').send({ code: recoveryCodes[9] }).expect(200);
  });

  it('takes a recovery code once', async () => {
    const code = recoveryCodes[0]!;
    const agent = request.agent(t.app);
    await agent.post('/api/admin/login').send(user).expect(200);
    // Typed in upper case without the dash: still the same code.
    await agent
      .post('/api/admin/login/totp')
      .send({ code: code.replace('-', '').toUpperCase() })
      .expect(200, { isAuthenticated: true });

    const second = request.agent(t.app);
    await second.post('/api/admin/login').send(user).expect(200);
    await second.post('/api/admin/login/totp').send({ code }).expect(401);
    await second.post('/api/admin/login/totp').send({ code: recoveryCodes[1] }).expect(200);
    const status = await second.get('/api/admin/account/second-factor').expect(200);
    expect(status.body.recoveryCodesLeft).toBe(7);
  });

  it('refuses the second step without a right password first', async () => {
    await request(t.app).post('/api/admin/login/totp').send({ code: '123456' }).expect(401);
    const agent = request.agent(t.app);
    await agent
      .post('/api/admin/login')
      .send({ ...user, password: 'wrong-password-1' })
      .expect(401);
    await agent
      .post('/api/admin/login/totp')
      .send({ code: await codeAt(secret) })
      .expect(401);
    // A right one clears the counter for the next test.
    await agent.post('/api/admin/login').send(user).expect(200);
    await agent.post('/api/admin/login/totp').send({ code: recoveryCodes[2] }).expect(200);
  });

  it('renews recovery codes and turns off only with the password or a code', async () => {
    const agent = request.agent(t.app);
    await agent.post('/api/admin/login').send(user).expect(200);
    await agent.post('/api/admin/login/totp').send({ code: recoveryCodes[3] }).expect(200);
    await agent.post('/api/admin/account/second-factor/recovery-codes').send({}).expect(400);
    await agent
      .post('/api/admin/account/second-factor/recovery-codes')
      .send({ password: 'not-the-password' })
      .expect(401);
    const renewed = await agent
      .post('/api/admin/account/second-factor/recovery-codes')
      .send({ password: user.password })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    // The old ones stop working.
    const old = request.agent(t.app);
    await old.post('/api/admin/login').send(user).expect(200);
    await old.post('/api/admin/login/totp').send({ code: recoveryCodes[4] }).expect(401);
    await old
      .post('/api/admin/login/totp')
      .send({ code: renewed.body.recoveryCodes[0] })
      .expect(200);

    await agent
      .post('/api/admin/account/second-factor/disable')
      .send({ code: renewed.body.recoveryCodes[1] })
      .expect(204);
    expect(await auditActions(t, 'staff.totp-disable')).toHaveLength(1);
    await request(t.app).post('/api/admin/login').send(user).expect(200, { isAuthenticated: true });
  });
});

describe('second step and the sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { loginPerUsername: 4 } });
  });
  afterAll(() => t.close());

  it('counts wrong codes against the same limit as passwords: 429 with Retry-After', async () => {
    const user = await newUser(t, 'erin');
    const { secret } = await enableTotp(await passwordAgent(t, user));
    const agent = request.agent(t.app);
    await agent.post('/api/admin/login').send(user).expect(200); // 1
    const wrong = (await codeAt(secret, 1)) === '000000' ? '111111' : '000000';
    await agent.post('/api/admin/login/totp').send({ code: wrong }).expect(401); // 2
    await agent.post('/api/admin/login/totp').send({ code: wrong }).expect(401); // 3
    await agent.post('/api/admin/login/totp').send({ code: wrong }).expect(401); // 4
    const limited = await agent
      .post('/api/admin/login/totp')
      .send({ code: await codeAt(secret, 1) })
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right code was not even checked: it still works once the window has passed.
    const [row] = await t.db.select().from(users).where(eq(users.username, 'erin'));
    expect(row!.totpLastStep).not.toBeNull();
  });
});

describe('REQUIRE_TOTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { requireTotp: true } });
  });
  afterAll(() => t.close());

  it('lets a user without a second factor reach only its setup until it is confirmed', async () => {
    const user = await newUser(t, 'frank');
    const agent = request.agent(t.app);
    const res = await agent.post('/api/admin/login').send(user).expect(200);
    expect(res.body).toEqual({ isAuthenticated: true, totpSetupRequired: true });
    expect((await agent.get('/api/admin/auth').expect(200)).body).toEqual(res.body);
    const refused = await agent.get('/api/admin/stats').expect(403);
    expect(refused.body.error).toMatch(/Set up your second factor first/);
    await agent.get('/api/admin/account/sessions').expect(403);
    await agent.get('/api/admin/cars').expect(403);
    await agent.post('/api/admin/cars/bulk').send({}).expect(403);

    const status = await agent.get('/api/admin/account/second-factor').expect(200);
    expect(status.body).toMatchObject({ enabled: false, required: true });
    const { secret } = await enableTotp(agent);
    await agent.get('/api/admin/stats').expect(200);
    expect((await agent.get('/api/admin/auth').expect(200)).body).toEqual({
      isAuthenticated: true,
    });
    // It cannot be turned off here.
    await agent
      .post('/api/admin/account/second-factor/disable')
      .send({ password: user.password })
      .expect(409);

    const next = request.agent(t.app);
    await next
      .post('/api/admin/login')
      .send(user)
      .expect(200, { isAuthenticated: false, secondFactor: 'totp' });
    await next
      .post('/api/admin/login/totp')
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    await next.get('/api/admin/stats').expect(200);
  });
});

describe('your sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists this user’s sessions with this device marked, and signs out the others', async () => {
    const user = await newUser(t, 'gwen');
    const other = await newUser(t, 'hank');
    const laptop = await passwordAgent(t, user);
    const phone = request
      .agent(t.app)
      .set(
        'User-Agent',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      );
    await phone.post('/api/admin/login').send(user).expect(200);
    const colleague = await passwordAgent(t, other);

    const list = await laptop.get('/api/admin/account/sessions').expect(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({ current: true, device: 'Chrome on Windows' });
    expect(list.body[1]).toMatchObject({ current: false, device: 'Safari on iOS' });
    for (const item of list.body) {
      expect(item.address).toMatch(/127\.0\.0\.1/);
      expect(Date.parse(item.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(item.signedInAt)).toBeLessThanOrEqual(Date.now());
      expect(item.id).toMatch(/^[0-9a-f]{16}$/);
    }

    const out = await laptop.post('/api/admin/account/sessions/sign-out-others').expect(200);
    expect(out.body).toEqual({ signedOut: 1 });
    await phone.get('/api/admin/stats').expect(401);
    await laptop.get('/api/admin/stats').expect(200);
    await colleague.get('/api/admin/stats').expect(200);
    const after = await laptop.get('/api/admin/account/sessions').expect(200);
    expect(after.body).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.sign-out-others'), eq(auditLog.actorName, 'gwen')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.summary).toBe('gwen signed out 1 other session');
  });

  it('records sign-in failures with the username as typed', async () => {
    await request(t.app)
      .post('/api/admin/login')
      .send({ username: 'gwen\nadmin', password: 'wrong-password-1' })
      .expect(401);
    const rows = await auditActions(t, 'sign-in.failure');
    expect(rows.at(-1)).toMatchObject({
      actorId: null,
      actorName: 'gwen?admin',
      address: expect.stringMatching(/127/),
    });
  });
});
