import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let stopping = false;
beforeAll(async () => {
  t = await createTestApp({ isShuttingDown: () => stopping });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers /healthz and /readyz with their JSON while the database answers', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' });
    await request(t.app).get('/readyz').expect(200, { status: 'ready' });
  });
});

describe('when the database is unreachable', () => {
  it('reports /readyz 503 while /healthz stays 200', async () => {
    await request(t.app).get('/readyz').expect(200);
    const failingPing = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const res = await request(t.app).get('/readyz').expect(503);
      expect(res.body).toEqual({ error: 'Database unavailable' });
      expect(res.headers['retry-after']).toBe('5');
      await request(t.app).get('/healthz').expect(200);
    } finally {
      t.database.ping = failingPing;
    }
  });
});

describe('when shutdown has started', () => {
  it('reports /readyz 503 at once, so a balancer sends no new requests, while requests in flight finish', async () => {
    await request(t.app).get('/readyz').expect(200);
    stopping = true;
    try {
      const res = await request(t.app).get('/readyz').expect(503);
      expect(res.body).toEqual({ error: 'Shutting down' });
      expect(res.headers['retry-after']).toBe('5');
      await request(t.app).get('/healthz').expect(200);
      await request(t.app).get('/api/cars').expect(200);
    } finally {
      stopping = false;
    }
  });
});
