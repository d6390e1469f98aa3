// Prometheus metrics at /metrics (docs/product.md#metrics), read with the METRICS_TOKEN bearer
// token; without it the path does not exist (404), so nobody learns the traffic or the lead counts.
// Each app has its own registry: the figures are this instance's, as Prometheus expects of a target.
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client';
import { OUTBOX_STATUSES } from '../../common/constants';
import { rowsOf, type DatabaseHandle } from '../db/client';

export interface CacheStats {
  hits: number;
  misses: number;
}

export interface MetricsSources {
  database: DatabaseHandle;
  /** The shoppers' query cache and the page cache, when the app has them. */
  caches?: { query?: () => CacheStats; page?: () => CacheStats };
}

// Pages by their route, never by the raw path: a scanner's made-up URLs must not grow the label
// set without end. Ids and slugs become placeholders; an unknown first segment is "other".
const PAGE_ROOTS = new Set([
  '',
  'inventory',
  'cars',
  'favourites',
  'compare',
  'contact',
  'sell',
  'about',
  'privacy',
  'blog',
  'admin',
  'sitemap.xml',
  'robots.txt',
  'images',
  'assets',
  'uploads',
  'feeds',
  'healthz',
  'readyz',
  'api',
]);

/** The route label of a request: the API route's pattern, or the page's path with placeholders. */
export function routeLabel(req: Request): string {
  if (req.route && typeof req.route.path === 'string') return `${req.baseUrl}${req.route.path}`;
  const path = req.path.replace(/\.data$/, '');
  const [, first = '', ...rest] = path.split('/');
  if (!PAGE_ROOTS.has(first)) return 'other';
  if (first === 'images' || first === 'assets' || first === 'uploads') return `/${first}/*`;
  if (first === 'api') return '/api/*'; // an API path no route answered (404)
  if (first === 'blog' && rest.length > 0) return '/blog/:slug';
  const segments = rest
    .slice(0, 3)
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment.length > 40 ? ':token' : segment));
  return `/${[first, ...segments].join('/')}`.replace(/\/$/, '') || '/';
}

interface Total {
  labels: Record<string, string>;
  value: number;
}

/** A counter that follows a running total kept elsewhere (the caches count their own hits). */
function followTotals(config: CounterConfiguration<string>, read: () => Total[]) {
  const last = new Map<string, number>();
  return new Counter({
    ...config,
    collect() {
      for (const { labels, value } of read()) {
        const key = JSON.stringify(labels);
        const delta = value - (last.get(key) ?? 0);
        if (delta > 0) this.inc(labels, delta);
        last.set(key, value);
      }
    },
  });
}

export function createMetrics({ database, caches }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being answered now',
    registers: [registry],
  });
  new Gauge({
    name: 'forecourt_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'forecourt_requests',
    help: 'Shoppers’ requests held, by type (test drives, contacts, appraisals)',
    labelNames: ['type'],
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ type: string; total: number | string }>(
        database.db,
        sql`SELECT 'lead' AS type, count(*) AS total FROM leads
            UNION ALL SELECT 'contact', count(*) FROM contacts
            UNION ALL SELECT 'appraisal', count(*) FROM appraisals`,
      );
      for (const row of rows) this.set({ type: row.type }, Number(row.total));
    },
  });
  new Gauge({
    name: 'forecourt_outbox_messages',
    help: 'Lead mails in the outbox by status: queued and retrying are the queue, failed gave up',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ status: string; total: number | string }>(
        database.db,
        sql`SELECT status, count(*) AS total FROM outbox GROUP BY status`,
      );
      this.reset();
      for (const status of OUTBOX_STATUSES) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.total));
    },
  });
  followTotals(
    {
      name: 'forecourt_cache_lookups_total',
      help: 'Lookups in the page cache and the query cache, by result (hit rate = hit / all)',
      labelNames: ['cache', 'result'],
      registers: [registry],
    },
    () =>
      Object.entries(caches ?? {}).flatMap(([cache, stats]) => {
        const counts = stats();
        return [
          { labels: { cache, result: 'hit' }, value: counts.hits },
          { labels: { cache, result: 'miss' }, value: counts.misses },
        ];
      }),
  );

  /** Times every request; installed first so it sees them all. */
  const measure: RequestHandler = (req, res, next) => {
    const start = process.hrtime.bigint();
    inFlight.inc();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight.dec();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      duration.observe(
        { method: req.method, route: routeLabel(req), status: String(res.statusCode) },
        seconds,
      );
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };

  return { registry, measure };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasMetricsToken(req: Request, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics: the text format with the token, else the same 404 as any unknown path. */
export function metricsEndpoint(metrics: Metrics, token: string): RequestHandler {
  return async (req, res, next) => {
    if (!hasMetricsToken(req, token)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.setHeader('Cache-Control', 'no-store');
      res.type(metrics.registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
