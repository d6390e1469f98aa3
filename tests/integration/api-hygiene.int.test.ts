// Bad input, cross-site requests, security headers and faults (security-and-faults cases 1-6, 11,
// 18, 25, 28, 39): each gets its 4xx/5xx JSON, changes nothing and never shows a stack.
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { contacts } from '../../server/db/schema';
import { buildContact } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const CONTACT = buildContact();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { formsPerMinute: 1000 } });
});
afterAll(() => t.close());

const contactCount = async () => (await t.db.select({ n: count() }).from(contacts))[0]!.n;
const noStack = (text: string) => expect(text).not.toMatch(/node_modules|\n\s+at |AppError/);

describe('cross-site and content-type checks on unsafe methods', () => {
  it('refuses a POST another site sent (Origin or Sec-Fetch-Site) with 403 and stores nothing', async () => {
    const before = await contactCount();
    const byOrigin = await request(t.app)
      .post('/api/contacts')
      .set('Origin', 'http://localhost:5001')
      .send(CONTACT)
      .expect(403);
    expect(byOrigin.body).toEqual({ error: 'Cross-site requests are not allowed' });
    await request(t.app)
      .post('/api/contacts')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(CONTACT)
      .expect(403);
    // Admin actions too, even with a valid session.
    const agent = await signedInAgent(t);
    await agent.delete('/api/cars/1').set('Origin', 'https://evil.example').expect(403);
    expect(await contactCount()).toBe(before);
  });

  it('accepts the same request from our own origin and from a non-browser client', async () => {
    const host = '127.0.0.1';
    await request(t.app)
      .post('/api/contacts')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send(CONTACT)
      .expect(201);
    await request(t.app).post('/api/contacts').send(CONTACT).expect(201);
  });

  it('refuses a text/plain or form body with 415 (an HTML form cannot send JSON)', async () => {
    const before = await contactCount();
    const plain = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(CONTACT))
      .expect(415);
    expect(plain.body.error).toMatch(/must be JSON/);
    await request(t.app).post('/api/contacts').type('form').send(CONTACT).expect(415);
    expect(await contactCount()).toBe(before);
  });
});

describe('malformed and hostile bodies', () => {
  it('answers 413 for a body over 100 KB, stores nothing, and the process keeps serving', async () => {
    const before = await contactCount();
    const res = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...CONTACT, message: 'a'.repeat(200_000) }))
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body is too large' });
    expect(await contactCount()).toBe(before);
    await request(t.app).get('/healthz').expect(200);
  });

  it('answers 400 for malformed JSON, never a stack, and stores nothing', async () => {
    const before = await contactCount();
    const res = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send('{"firstName": "Ada",')
      .expect(400);
    expect(res.body).toEqual({ error: 'Malformed JSON' });
    noStack(res.text);
    expect(await contactCount()).toBe(before);
  });

  it('answers an admin route the same, before any session check, never with a stack', async () => {
    const malformed = await request(t.app)
      .post('/api/cars')
      .set('Content-Type', 'application/json')
      .send('{"year":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Malformed JSON' });
    const huge = await request(t.app)
      .post('/api/cars')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ x: 'a'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.text).not.toMatch(/node_modules|at .*\(/);
  });

  it('refuses a NUL byte in a body, a path or a query with 400, storing nothing', async () => {
    const before = await contactCount();
    const body = await request(t.app)
      .post('/api/contacts')
      .send({ ...CONTACT, message: 'hello\u0000world' })
      .expect(400);
    expect(body.body.error).toMatch(/NUL/);
    await request(t.app).get('/api/cars?make=%2Fe%00').expect(400);
    await request(t.app).get('/api/blog/abc%00def').expect(400);
    const page = await request(t.app).get('/blog/abc%00').expect(400);
    noStack(page.text);
    expect(await contactCount()).toBe(before);
  });

  it('refuses invalid UTF-8 in a query or a body with 400, storing nothing', async () => {
    const before = await contactCount();
    await request(t.app).get('/api/cars?make=%C0%AF').expect(400);
    await request(t.app).get('/api/cars?make=%E0%A4%A').expect(400);
    const bytes = Buffer.concat([
      Buffer.from('{"firstName":"'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('","lastName":"L","email":"a@b.co","interest":"General Inquiry"}'),
    ]);
    const res = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      // Raw bytes: superagent would otherwise JSON-encode the Buffer object.
      .serialize((body: unknown) => body as string)
      .send(bytes as unknown as string);
    expect(res.body).toEqual({ error: 'Request body is not valid UTF-8' });
    expect(res.status).toBe(400);
    expect(await contactCount()).toBe(before);
  });

  it('refuses a lone surrogate (not well-formed Unicode) anywhere in a body with 400, storing nothing', async () => {
    const before = await contactCount();
    const message = 'Text must be valid Unicode (no unpaired surrogates)';
    // JSON escapes as a client would send them: the bytes are plain ASCII, so only the parsed
    // string is broken (a lone high half, a lone low half, a pair in the wrong order).
    for (const [field, escaped] of [
      ['firstName', '\\ud800x'],
      ['lastName', 'x\\udfff'],
      ['message', '\\ude97\\ud83d'],
    ] as const) {
      const res = await request(t.app)
        .post('/api/contacts')
        .set('Content-Type', 'application/json')
        .send(
          JSON.stringify({ ...CONTACT, [field]: 'PLACEHOLDER' }).replace('PLACEHOLDER', escaped),
        )
        .expect(400);
      expect(res.body, field).toEqual({ error: message, details: { [field]: [message] } });
    }
    // In a key too, and in an admin's body.
    await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(
        `{"firstName":"Ada","lastName":"L","email":"a@b.co","interest":"General Inquiry","\\udc00":1}`,
      )
      .expect(400);
    const agent = await signedInAgent(t);
    const car = await agent
      .post('/api/cars')
      .set('Content-Type', 'application/json')
      .send('{"make":"Toyota","model":"\\ud83d"}')
      .expect(400);
    expect(car.body.details).toEqual({ model: [message] });
    expect(await contactCount()).toBe(before);
    // Its percent-encoded form in a query is invalid UTF-8: refused before any handler.
    await request(t.app).get('/api/cars?make=%ED%A0%80').expect(400);

    // A proper pair (an emoji written as two escapes) is fine and stored as sent.
    const ok = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(
        JSON.stringify({ ...CONTACT, firstName: 'PLACEHOLDER' }).replace(
          'PLACEHOLDER',
          'Ada \\ud83d\\ude97',
        ),
      )
      .expect(201);
    expect(ok.body.firstName).toBe('Ada \u{1F697}');
    expect(await contactCount()).toBe(before + 1);
  });

  it('refuses prototype pollution, unknown keys, deep nesting and huge arrays with 400', async () => {
    const before = await contactCount();
    const polluted = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(
        `{"__proto__":{"isAdmin":true},"firstName":"A","lastName":"B","email":"a@b.co","interest":"General Inquiry"}`,
      )
      .expect(400);
    expect(polluted.body.details).toHaveProperty('_');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    await request(t.app)
      .post('/api/contacts')
      .send({ ...CONTACT, constructor: { prototype: { isAdmin: true } } })
      .expect(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    const unknown = await request(t.app)
      .post('/api/contacts')
      .send({ ...CONTACT, role: 'admin' });
    expect(unknown.status).toBe(400);

    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect((res) => expect([400, 413]).toContain(res.status));

    const agent = await signedInAgent(t);
    const huge = await agent
      .post('/api/cars')
      .send({ photos: Array.from({ length: 1000 }, () => 'https://x.example/a.jpg') })
      .expect(400);
    expect(huge.body.details.photos).toEqual(['At most 15 photos per vehicle']);
    expect(await contactCount()).toBe(before);
  });

  it('answers numbers out of range, repeated parameters and injections with 400 or a defined clamp', async () => {
    for (const query of [
      'maxPrice=-1',
      'maxPrice=1e309',
      'maxPrice=NaN',
      'minPrice=1%20OR%201%3D1',
      'minPrice=1&minPrice=2',
      'make=Toyota&make=Lada',
      'year=2021%27%3B--',
      'page=0',
      'maxMileage=9223372036854775808',
    ]) {
      const res = await request(t.app).get(`/api/cars?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(/^Invalid query: /);
    }
    const clamped = await request(t.app).get('/api/cars?pageSize=1000000').expect(200);
    expect(clamped.headers['link']).toContain('pageSize=100');
  });
});

describe('headers on every response', () => {
  it('sends the security headers and a request id, and no X-Powered-By', async () => {
    for (const path of ['/api/cars', '/api/nowhere', '/healthz', '/images/nope']) {
      const res = await request(t.app).get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp, path).toMatch(/base-uri 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
      expect(res.headers['x-powered-by']).toBeUndefined();
      // HSTS only in production (it would pin a developer's localhost to https).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('makes a request id of the form of a UUID, keeps a sane incoming one, replaces a bad one', async () => {
    const res = await request(t.app).get('/api/cars/featured').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(t.app)
      .get('/api/nowhere')
      .set('X-Request-Id', 'abc-123')
      .expect(404);
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(t.app)
      .get('/healthz')
      .set('X-Request-Id', 'bad id; with spaces');
    expect(replaced.headers['x-request-id']).not.toContain('bad');
  });

  it('sends HSTS for a year in production', async () => {
    const prod = await createTestApp({ config: { nodeEnv: 'production', isProduction: true } });
    try {
      const res = await request(prod.app).get('/healthz');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });

  it('uses a new nonce for every response', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        (await request(t.app).get('/healthz')).headers['content-security-policy'] ?? '',
      )?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it('marks admin answers no-store and public reads no-cache', async () => {
    const agent = await signedInAgent(t);
    expect((await agent.get('/api/leads')).headers['cache-control']).toBe('no-store');
    expect((await agent.get('/api/admin/auth')).headers['cache-control']).toBe('no-store');
    expect((await request(t.app).get('/api/cars')).headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown route 404 and a wrong method 405 with Allow, both JSON', async () => {
    const missing = await request(t.app).get('/api/nowhere').expect(404);
    expect(missing.body.error).toMatch(/No API route/);
    const trace = await request(t.app).trace('/api/cars').expect(405);
    expect(trace.headers['allow']).toBe('GET, HEAD, POST');
    expect(trace.body).toEqual({ error: 'TRACE is not allowed here' });
    await request(t.app).get('/api/admin/login').expect(405);
  });
});

describe('when the database is down', () => {
  it('answers 503 JSON with Retry-After, never a stack, and stays alive', async () => {
    // A PostgreSQL pool pointed at a closed port: every query fails to connect.
    const dead = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/none',
    });
    const down = await createTestApp({ database: { ...dead, destroy: () => dead.close() } });
    try {
      for (const path of ['/api/cars', '/api/cars/1', '/api/blog', '/readyz']) {
        const res = await request(down.app).get(path);
        expect(res.status, path).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body.error).toMatch(/unavailable/i);
        noStack(res.text);
      }
      const post = await request(down.app).post('/api/contacts').send(CONTACT);
      expect(post.status).toBe(503);
      await request(down.app).get('/healthz').expect(200);
    } finally {
      await down.close();
    }
  });
});
