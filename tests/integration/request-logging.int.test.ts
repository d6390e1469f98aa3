// Structured logs of real requests through the real logger factory (issue 2): every line
// written while handling a request carries its id, and no password, cookie, authorisation header
// or upload signature ever reaches the log.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/request-logger';
import { createLogger } from '../../server/logger';
import { buildContact } from '../factories';
import { photoPng } from '../support/image-fixtures';
import { createAdmin, sessionCookie, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

describe('redactUrl', () => {
  it('replaces credentials in the query and keeps the path and harmless parameters', () => {
    expect(redactUrl('/uploads/abc?expires=1700000000&sig=deadbeef')).toBe(
      '/uploads/abc?expires=1700000000&sig=[redacted]',
    );
    expect(
      redactUrl(
        '/b/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F2024&X-Amz-Signature=ff&x-id=PutObject',
      ),
    ).toBe(
      '/b/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&x-id=PutObject',
    );
    expect(redactUrl('/a?token=t0k&Signature=s&page=2&SIG=x')).toBe(
      '/a?token=[redacted]&Signature=[redacted]&page=2&SIG=[redacted]',
    );
    // An encoded parameter name is still recognised.
    expect(redactUrl('/a?%73ig=x&q=%E2%82%AC')).toBe('/a?%73ig=[redacted]&q=%E2%82%AC');
    expect(redactUrl('/inventory?make=Honda&sort=price')).toBe('/inventory?make=Honda&sort=price');
    expect(redactUrl('/inventory')).toBe('/inventory');
  });
});

describe('request logs', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let raw = '';
  const lines = () =>
    raw
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        raw += String(chunk);
        callback();
      },
    });
    // The factory the server uses, at its most verbose level.
    t = await createTestApp({ logger: createLogger('trace', sink) });
    await createAdmin(t);
    // A real port: the upload URL names the host the app saw.
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('gives every line of a request its id and never logs a secret', async () => {
    const ids: string[] = [];
    const remember = <R extends { headers: Record<string, unknown> }>(res: R): R => {
      const id = res.headers['x-request-id'];
      expect(typeof id).toBe('string');
      ids.push(id as string);
      return res;
    };
    const wrongPassword = 'wrong-password-Zq81';

    // A failed and a good sign-in: the route logs through the app's logger, not the request's.
    remember(
      await request(base)
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN.username, password: wrongPassword })
        .expect(401),
    );
    const signedIn = remember(await request(base).post('/api/admin/login').send(TEST_ADMIN));
    const cookie = sessionCookie(signedIn)!;
    expect(cookie).toBeDefined();

    // Credentials in headers.
    const bearer = 'Bearer bearer-token-Yx72';
    remember(
      await request(base)
        .get('/api/admin/auth')
        .set('Cookie', cookie)
        .set('Authorization', bearer)
        .expect(200),
    );

    // A real signed upload URL, used: its signature is good for 15 minutes.
    const issued = remember(
      await request(base).post('/api/car-images/upload').set('Cookie', cookie).send({}),
    );
    expect(issued.status).toBe(200);
    const uploadURL = new URL(issued.body.uploadURL as string);
    const sig = uploadURL.searchParams.get('sig')!;
    expect(sig.length).toBeGreaterThan(16);
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: new Uint8Array(await photoPng()),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(200);
    ids.push(put.headers.get('x-request-id')!);

    // S3-style and token credentials in a URL the app refuses.
    const amzSignature = 'f00dfeedf00dfeed';
    const amzCredential = 'AKIAEXAMPLE/20250101/us-east-1/s3/aws4_request';
    remember(
      await request(base).get(
        `/uploads/nothing?X-Amz-Credential=${encodeURIComponent(amzCredential)}&X-Amz-Signature=${amzSignature}&token=tok-Qw19&expires=99`,
      ),
    );

    // A request whose id the client chose (a proxy's id is kept).
    remember(await request(base).get('/api/cars').set('X-Request-Id', 'proxy-id-42').expect(200));
    expect(ids.at(-1)).toBe('proxy-id-42');

    const all = lines();
    expect(all.length).toBeGreaterThanOrEqual(ids.length);
    // Every line belongs to one of the requests above and says which.
    for (const line of all) expect(ids).toContain(line.reqId);
    for (const id of ids) {
      const ofRequest = all.filter((line) => line.reqId === id);
      expect(ofRequest.find((line) => line.msg === 'request completed')).toBeDefined();
    }
    // The routes' own lines are among them, with the id of their request.
    const failed = all.find((line) => line.msg === 'sign-in failed');
    expect(failed?.reqId).toBe(ids[0]);
    expect(all.find((line) => line.msg === 'sign-in succeeded')?.reqId).toBe(ids[1]);

    // Logged URLs keep their path and harmless parameters.
    const urls = all.map((line) => (line.req as { url?: string } | undefined)?.url ?? '');
    expect(urls).toContain(
      `${uploadURL.pathname}?expires=${uploadURL.searchParams.get('expires')}&sig=[redacted]`,
    );
    expect(
      urls.some((url) => url.startsWith('/uploads/nothing?') && url.endsWith('&expires=99')),
    ).toBe(true);

    for (const secret of [
      TEST_ADMIN.password,
      wrongPassword,
      cookie,
      cookie.split('=')[1]!,
      decodeURIComponent(cookie.split('=')[1]!),
      'bearer-token-Yx72',
      sig,
      amzSignature,
      amzCredential,
      encodeURIComponent(amzCredential),
      'tok-Qw19',
      t.config.sessionSecret,
    ]) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('a failed database write in the log', () => {
  it("keeps the statement and its error, never the shopper's name, e-mail or phone", async () => {
    let raw = '';
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        raw += String(chunk);
        callback();
      },
    });
    const t = await createTestApp({ logger: createLogger('info', sink) });
    try {
      // The insert itself fails, after its values were sent (Drizzle's error then lists them).
      await t.db.execute(sql`
        create function refuse_contact() returns trigger language plpgsql as $$
        begin raise exception 'contacts are refused for this test'; end $$`);
      await t.db.execute(sql`
        create trigger refuse_contact before insert on contacts
        for each row execute function refuse_contact()`);
      const shopper = buildContact({
        firstName: 'Zebulon',
        lastName: 'Quixtar',
        email: 'zebulon.quixtar@example.com',
        phone: '604-555-0199',
        message: 'Kept out of the log, please: 7Hq2-private-note',
      });
      const res = await request(t.app).post('/api/contacts').send(shopper);
      expect(res.status, JSON.stringify(res.body)).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error' });

      const failed = raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } })
        .find((line) => line.msg === 'request failed');
      expect(failed?.err?.message).toMatch(/^Failed query: insert into "contacts"/);
      expect(raw).toContain('contacts are refused for this test');
      for (const value of [
        'Zebulon',
        'Quixtar',
        'zebulon.quixtar@example.com',
        '604-555-0199',
        '6045550199',
        '7Hq2-private-note',
      ])
        expect(raw).not.toContain(value);
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_contact on contacts`);
      await t.db.execute(sql`drop function if exists refuse_contact()`);
      await t.close();
    }
  });
});
