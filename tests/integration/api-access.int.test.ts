// The access matrix: every admin route, taken from the router itself, refuses a visitor, a forged
// cookie and an expired session with 401 JSON (ASVS 8.2.1; security-and-faults case 17).
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api';
import { createAdmin, sessionCookie, signedInAgent, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: unknown;
}

/** Every (method, path) the Express app serves under /api, read from its router stacks. */
function mountedApiRoutes(app: Express): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          found.push({ method, path: layer.route.path });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  const top = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  const api = top.filter((layer) => layer.rawPath === '/api' && layer.handle?.stack);
  expect(api.length).toBeGreaterThan(0);
  for (const layer of api) walk(layer.handle!.stack!);
  return found;
}

const concrete = (path: string) => `/api${path.replace(/:\w+/g, '1')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
});
afterAll(() => t.close());

describe('the route registry', () => {
  it('lists every route the API router serves, so none escapes the matrix', () => {
    const mounted = mountedApiRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    const declared = apiRoutes.map((r) => `${r.method} ${r.path}`);
    for (const route of mounted) expect(declared).toContain(route);
    expect(new Set(mounted)).toEqual(new Set(declared));
  });
});

const adminRoutes = apiRoutes.filter((route) => route.access === 'admin');

describe('every admin route', () => {
  it('covers the admin endpoints of the issue', () => {
    const names = adminRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    for (const expected of [
      'POST /cars',
      'PUT /cars/:id',
      'PATCH /cars/:id',
      'DELETE /cars/:id',
      'POST /blog',
      'PUT /blog/:id',
      'DELETE /blog/:id',
      'GET /leads',
      'GET /contacts',
      'GET /appraisals',
      'PATCH /leads/:id',
      'PATCH /contacts/:id',
      'PATCH /appraisals/:id',
      'GET /admin/stats',
      'GET /admin/cars',
      'POST /admin/cars/bulk',
      'GET /admin/cars/export.csv',
      'POST /admin/cars/import',
      'GET /admin/leads/:id',
      'GET /admin/contacts/:id',
      'GET /admin/appraisals/:id',
      'POST /admin/leads/:id/notes',
      'POST /admin/contacts/:id/notes',
      'POST /admin/appraisals/:id/notes',
      'GET /admin/leads/export.csv',
      'GET /admin/contacts/export.csv',
      'GET /admin/appraisals/export.csv',
      'POST /admin/outbox/:id/retry',
      'DELETE /admin/leads/:id',
      'DELETE /admin/contacts/:id',
      'DELETE /admin/appraisals/:id',
      'GET /admin/privacy',
      'DELETE /admin/privacy',
      'GET /admin/audit',
      'POST /admin/account/password',
      'GET /admin/staff',
      'POST /admin/staff/invitations',
      'POST /admin/staff/:id/disable',
      'POST /admin/staff/:id/enable',
    ]) {
      expect(names).toContain(expected);
    }
  });

  const send = (method: string, path: string, cookie?: string) => {
    const req = request(t.app)[method as 'get'](concrete(path));
    if (cookie) req.set('Cookie', cookie);
    // A body that would pass nothing: the 401 must come before any validation.
    return method === 'get' || method === 'delete' ? req : req.send({ anything: true });
  };

  it.each(adminRoutes.map((r) => [r.method.toUpperCase(), r.path, r]))(
    '%s %s answers 401 without a session, with a forged cookie and with an expired one',
    async (_method, _path, route) => {
      const { method, path } = route as (typeof adminRoutes)[number];
      const none = await send(method, path);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ error: 'Sign in as an admin to do this' });
      expect(none.headers['cache-control']).toBe('no-store');

      const forged = await send(method, path, 'forecourt.sid=s%3Aforged-session-id.invalidsig');
      expect(forged.status).toBe(401);

      // A real session, then back-dated past its expiry in the store.
      const login = await request(t.app).post('/api/admin/login').send(TEST_ADMIN).expect(200);
      const cookie = sessionCookie(login)!;
      const sid = decodeURIComponent(cookie.split('=')[1]!).replace(/^s:/, '').split('.')[0]!;
      await t.db.execute(
        sql`update session set expire = now() - interval '1 second' where sid = ${sid}`,
      );
      expect((await send(method, path, cookie)).status).toBe(401);
    },
  );

  it('lets a signed-in admin through (a 2xx, 400 or 404 — never 401)', async () => {
    const agent = await signedInAgent(t);
    for (const route of adminRoutes) {
      const req = agent[route.method as 'get'](concrete(route.path));
      const res =
        route.method === 'get' || route.method === 'delete' ? await req : await req.send({});
      // A route that takes a CSV file refuses the JSON sent here with 415, after the session check.
      expect(route.textBody ? [415] : [200, 204, 400, 404]).toContain(res.status);
    }
  });
});
