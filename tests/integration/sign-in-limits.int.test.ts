// Limits that strangers can't abuse (issue 19): sign-in failures counted per username and address,
// an hourly ceiling per username, IPv6 counted by its /64 in every limiter, RateLimit headers
// (docs/product.md#sign-in-rate-limits, #form-rate-limits).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits, DEFAULT_RATE_LIMITS } from '../../server/auth/rate-limits';
import { createAdmin, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/test-app';
import { buildContact } from '../factories';

/** Behind a proxy on the same machine, as in production: X-Forwarded-For names the client. */
const behindProxy = (options: TestAppOptions = {}) =>
  createTestApp({ ...options, config: { trustProxy: 'loopback', ...options.config } });

const login = (t: TestApp, body: object, from: string) =>
  request(t.app).post('/api/admin/login').set('X-Forwarded-For', from).send(body);
const wrong = (from: string, username = TEST_ADMIN.username) =>
  ({ body: { username, password: 'not-the-password' }, from }) as const;

async function fail(t: TestApp, times: number, from: string, username = TEST_ADMIN.username) {
  for (let i = 0; i < times; i++) {
    const attempt = wrong(from, username);
    await login(t, attempt.body, attempt.from).expect(401);
  }
}

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

async function withApp(
  options: TestAppOptions,
  body: (t: TestApp) => Promise<void>,
): Promise<void> {
  const t = await behindProxy(options);
  try {
    await createAdmin(t);
    await body(t);
  } finally {
    await t.close();
  }
}

const ATTACKER = '203.0.113.9';
const STAFF = '198.51.100.4';

describe('sign-in failures per username and address', () => {
  afterEach(() => vi.useRealTimers());

  it("an attacker's failures from one address don't stop the right password from another", () =>
    withApp({}, async (t) => {
      await fail(t, 5, ATTACKER);
      await login(t, wrong(ATTACKER).body, ATTACKER).expect(429);
      await login(t, TEST_ADMIN, STAFF).expect(200);
      // The staff member's success does not reopen the attacker's pair.
      await login(t, wrong(ATTACKER).body, ATTACKER).expect(429);
    }));

  it('five failures lock that pair only, even for the right password, until the window passes', () =>
    withApp({}, async (t) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      await fail(t, 5, ATTACKER);
      const locked = await login(t, TEST_ADMIN, ATTACKER).expect(429);
      expect(locked.body).toEqual({ error: 'Too many sign-in attempts. Please try again later.' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Letter case makes no other pair.
      await login(t, { username: 'STAFF', password: 'x' }, ATTACKER).expect(429);
      // Another username from that address, and that username from elsewhere, are still checked.
      await login(t, { username: 'someone', password: 'x' }, ATTACKER).expect(401);
      await login(t, wrong(STAFF).body, STAFF).expect(401);
      // 15 minutes after the first failure the pair may try again.
      vi.setSystemTime(start + 15 * 60 * 1000 + 1000);
      await login(t, TEST_ADMIN, ATTACKER).expect(200);
    }));

  it('refuses an address past 20 attempts whatever the usernames, and only that address', () =>
    withApp({}, async (t) => {
      for (let i = 0; i < 20; i++) {
        await login(t, { username: `user${i}`, password: 'x' }, ATTACKER).expect(401);
      }
      await login(t, TEST_ADMIN, ATTACKER).expect(429);
      await login(t, TEST_ADMIN, STAFF).expect(200);
    }));

  it('caps one username at its hourly ceiling over all addresses, and logs it once', async () => {
    const { logger, lines } = capturedLogger();
    await withApp({ logger, rateLimits: { loginPerUsername: 12 } }, async (t) => {
      for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await fail(t, 4, from);
      const ceiling = () => lines.filter((l) => l.msg === 'sign-in ceiling reached for username');
      expect(ceiling()).toHaveLength(1);
      expect(ceiling()[0]).toMatchObject({ level: 40, username: '"staff"', address: '192.0.2.3' });
      // Past it, every address is refused for this username until the hour has passed (the
      // price of stopping guessing spread over many addresses) ...
      const refused = await login(t, TEST_ADMIN, STAFF).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(refused.headers['ratelimit']).toMatch(/^limit=12, remaining=0, reset=\d+$/);
      // ... while other usernames are untouched, and the ceiling is logged only once.
      await login(t, { username: 'someone', password: 'x' }, STAFF).expect(401);
      expect(ceiling()).toHaveLength(1);
      expect(JSON.stringify(lines)).not.toContain(TEST_ADMIN.password);
    });
  });

  it('counts the second sign-in step against the same pair', () =>
    withApp({}, async (t) => {
      const limits = createRateLimits(t.db, DEFAULT_RATE_LIMITS);
      await fail(t, 3, ATTACKER);
      await limits.countSecondStepAttempt('Staff', ATTACKER);
      await limits.countSecondStepAttempt('staff', ATTACKER);
      await expect(limits.countSecondStepAttempt('staff', ATTACKER)).rejects.toMatchObject({
        status: 429,
      });
      await login(t, TEST_ADMIN, ATTACKER).expect(429);
      await login(t, TEST_ADMIN, STAFF).expect(200);
    }));
});

describe('an IPv6 /64 counts as one address', () => {
  it('for sign-in: addresses of one /64 share the pair, another /64 is another address', () =>
    withApp({}, async (t) => {
      for (const from of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:0:ffff::3']) {
        await fail(t, 1, from);
      }
      await fail(t, 2, '2001:0db8:0001:0002:abcd:1234:5678:9abc');
      await login(t, TEST_ADMIN, '2001:db8:1:2:ffff::9').expect(429);
      await login(t, TEST_ADMIN, '2001:db8:1:3::1').expect(200);
    }));

  it('for sign-in: an IPv4-mapped address is its IPv4 address', () =>
    withApp({}, async (t) => {
      await fail(t, 5, '::ffff:192.0.2.77');
      await login(t, TEST_ADMIN, '192.0.2.77').expect(429);
    }));

  it('for the public forms', async () => {
    const t = await behindProxy({ rateLimits: { formsPerMinute: 3 } });
    try {
      const post = (from: string) =>
        request(t.app).post('/api/contacts').set('X-Forwarded-For', from).send(buildContact());
      for (const from of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:1:2:3:4']) {
        await post(from).expect(201);
      }
      const refused = await post('2001:db8:5:6:ffff::4').expect(429);
      expect(refused.body).toEqual({
        error: 'Too many submissions. Please wait a minute and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      const other = await post('2001:db8:5:7::1').expect(201);
      expect(other.headers['ratelimit']).toMatch(/^limit=3, remaining=2, reset=(59|60)$/);
      await post('192.0.2.10').expect(201);
    } finally {
      await t.close();
    }
  });
});

describe('RateLimit headers', () => {
  it('on every sign-in answer once counted: the policy and the closest quota', () =>
    withApp({}, async (t) => {
      const first = await login(t, wrong(ATTACKER).body, ATTACKER).expect(401);
      expect(first.headers['ratelimit-policy']).toBe('20;w=900, 5;w=900, 100;w=3600');
      expect(first.headers['ratelimit']).toMatch(/^limit=5, remaining=4, reset=(899|900)$/);
      await fail(t, 4, ATTACKER);
      const refused = await login(t, wrong(ATTACKER).body, ATTACKER).expect(429);
      expect(refused.headers['ratelimit']).toMatch(/^limit=5, remaining=0, reset=\d+$/);
      expect(refused.headers['ratelimit']).toContain(`reset=${refused.headers['retry-after']}`);
      const signedIn = await login(t, TEST_ADMIN, STAFF).expect(200);
      expect(signedIn.headers['ratelimit']).toMatch(/^limit=5, remaining=4, reset=\d+$/);
    }));

  it('on the form posts', async () => {
    const t = await createTestApp();
    try {
      const res = await request(t.app).post('/api/contacts').send(buildContact()).expect(201);
      expect(res.headers['ratelimit-policy']).toBe('10;w=60');
      expect(res.headers['ratelimit']).toMatch(/^limit=10, remaining=9, reset=(59|60)$/);
    } finally {
      await t.close();
    }
  });

  it('are documented in the OpenAPI document of the limited routes', async () => {
    const t = await createTestApp();
    try {
      const { paths } = (await request(t.app).get('/api/openapi.json').expect(200)).body;
      for (const [path, status] of [
        ['/api/admin/login', '200'],
        ['/api/contacts', '201'],
        ['/api/leads', '201'],
        ['/api/appraisals', '201'],
      ] as const) {
        const responses = paths[path].post.responses;
        expect(Object.keys(responses[status].headers), path).toEqual(
          expect.arrayContaining(['RateLimit-Policy', 'RateLimit']),
        );
        expect(Object.keys(responses['429'].headers), path).toEqual(
          expect.arrayContaining(['Retry-After', 'RateLimit-Policy', 'RateLimit']),
        );
      }
      expect(paths['/api/cars'].get.responses['200'].headers?.RateLimit).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
