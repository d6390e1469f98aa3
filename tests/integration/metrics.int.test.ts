// /metrics (docs/product.md#metrics): Prometheus text behind the METRICS_TOKEN bearer token,
// 404 without it; request durations by route and status, requests in flight, the requests held
// by type, the outbox queue, cache hits and the default process figures.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, createCar } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-0123456789';
const PUBLIC_URL = 'https://forecourt.example';

let t: TestApp;
let carId: number;
beforeAll(async () => {
  t = await createTestApp({
    caching: true,
    config: { metricsToken: TOKEN, publicUrl: PUBLIC_URL },
    rateLimits: { formsPerMinute: 1000 },
  });
  carId = (await createCar(t.services)).id;
});
afterAll(() => t.close());

const scrape = async () =>
  (await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

/** The value of one sample line, e.g. `forecourt_requests{type="contact"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is a 404 without the token or with a wrong one, like any unknown path', async () => {
    const none = await request(t.app).get('/metrics').expect(404);
    expect(none.text).toBe('Not found');
    await request(t.app)
      .get('/metrics')
      .set('Authorization', 'Bearer wrong-token-0123456789')
      .expect(404);
    await request(t.app).get('/metrics').set('Authorization', TOKEN).expect(404);
  });

  it('does not exist at all when METRICS_TOKEN is not set', async () => {
    // The same database, another app (closing it would close the shared database).
    const plain = await createTestApp({ database: t.database });
    await request(plain.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('times requests by route pattern and status, never by the raw path', async () => {
    await request(t.app).get(`/api/cars/${carId}`).expect(200);
    await request(t.app).get('/api/cars/999999').expect(404);
    await request(t.app).get('/no/such/page/at/all').expect(404);
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/cars/:id",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/cars/:id",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/cars/${carId}"`);
    expect(text).not.toContain('/no/such');
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="other",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    // The scrape itself is in flight while it is answered.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts the requests held by type and the outbox queue, and moves with a new contact message', async () => {
    const before = await scrape();
    const contacts = sample(before, 'forecourt_requests{type="contact"}') ?? -1;
    await request(t.app).post('/api/contacts').send(buildContact()).expect(201);
    const after = await scrape();
    expect(sample(after, 'forecourt_requests{type="contact"}')).toBe(contacts + 1);
    expect(sample(after, 'forecourt_requests{type="lead"}')).toBe(0);
    // The staff notification of the new message waits in the outbox (no worker in this test).
    expect(sample(after, 'forecourt_outbox_messages{status="queued"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'forecourt_outbox_messages{status="failed"}')).toBe(0);
  });

  it('reports page-cache and query-cache hits and misses', async () => {
    const before = await scrape();
    const hits = (cache: string, text: string) =>
      sample(text, `forecourt_cache_lookups_total{cache="${cache}",result="hit"}`) ?? 0;
    const pageHits = hits('page', before);
    await request(t.app).get('/api/cars?make=Honda').expect(200);
    await request(t.app).get('/api/cars?make=Honda').expect(200);
    const after = await scrape();
    expect(hits('page', after)).toBeGreaterThan(pageHits);
    expect(
      sample(after, 'forecourt_cache_lookups_total{cache="query",result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the PostgreSQL pool, when there is one', async () => {
    const text = await scrape();
    if (t.database.driver === 'postgres') {
      expect(sample(text, 'forecourt_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(
        1,
      );
    } else {
      expect(text).not.toContain('forecourt_db_pool_connections{');
    }
  });
});
