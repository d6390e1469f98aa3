// Rendered public pages kept in the process (docs/product.md#caching,
// docs/decisions/0010-page-cache-and-csp.md): the HTML of a page, and the data of a client-side
// navigation to it (`.data`), by URL, for visitors without a session, while the change feed's
// version is the one it was rendered at (and for at most PAGE_CACHE_TTL_MS: days in stock change
// with the calendar). A page is rendered with the nonce of its own response; a copy served later
// carries that response's fresh nonce in its place, so every answer's CSP header and scripts agree
// and no two answers share a nonce. Every cached answer has an ETag: the page as rendered (its
// nonce left out) and the nonce it was sent with. A browser revalidating its copy gets 304 with a
// policy for the nonce of that copy (a 304's headers replace the stored ones: a fresh nonce there
// would block the scripts of the page it keeps).
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { ChangeFeed } from '../cache/change-feed';
import { createVersionedLru } from '../cache/versioned-lru';

export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_PAGES = 500;
const MAX_PAGE_BYTES = 1_000_000;
/** All kept pages together (characters of their text): a bound on the memory the cache takes. */
const MAX_TOTAL_CHARS = 24_000_000;
/** Browsers ask again every time (a stale page after a change is never shown); a CDN may keep it a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';
/** A nonce of server/http/security.ts: 16 random bytes in base64. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;
const NONCE_MARK = '\u0000nonce\u0000';
// What a route may set itself (the sitemap its own Cache-Control) and a copy must say again.
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'x-robots-tag',
  'link',
  'vary',
  // A list's total (GET /api/cars).
  'x-total-count',
];

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page with NONCE_MARK where its nonce was. */
  body: string;
  /** Of `body`: the first part of each ETag sent for it. */
  hash: string;
}

const etagOf = (hash: string, nonce: string) => `W/"${hash}.${nonce}"`;

/** The nonce of the copy a browser has of this page, from its If-None-Match (undefined: none). */
function nonceOfCopy(ifNoneMatch: string | undefined, hash: string): string | undefined {
  for (const tag of (ifNoneMatch ?? '').split(',')) {
    const match = /^\s*(?:W\/)?"([^".]+)\.([^"]+)"\s*$/.exec(tag);
    if (match?.[1] === hash && NONCE.test(match[2]!)) return match[2];
  }
  return undefined;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  notModified: number;
}

export interface PageCacheOptions {
  /** The paths that may be kept (not admin pages, not the API's writes or admin reads). */
  isPublic(path: string): boolean;
  /** A request made with a session cookie: never served from nor stored in the cache. */
  hasSession(cookie: string | undefined): boolean;
  /** The key of a request's page: its URL, with the origin when links are built from it. */
  keyOf(req: Request): string;
}

/** Serves and keeps public pages (see the top of this file). */
export function pageCache(
  changes: ChangeFeed,
  { isPublic, hasSession, keyOf }: PageCacheOptions,
): RequestHandler & { stats(): PageCacheStats } {
  const pages = createVersionedLru<CachedPage>({
    maxEntries: MAX_PAGES,
    ttlMs: PAGE_CACHE_TTL_MS,
    maxSize: MAX_TOTAL_CHARS,
    sizeOf: (page) => page.body.length,
  });
  const counts = { hits: 0, misses: 0, notModified: 0 };

  const send = (res: Response, page: CachedPage, ifNoneMatch: string | undefined) => {
    const nonce = String(res.locals.cspNonce ?? '');
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const kept = nonceOfCopy(ifNoneMatch, page.hash);
    if (kept !== undefined) {
      counts.notModified++;
      const policy = res.getHeader('content-security-policy');
      if (typeof policy === 'string' && nonce)
        res.setHeader('Content-Security-Policy', policy.replaceAll(nonce, kept));
      res.setHeader('ETag', etagOf(page.hash, kept));
      res.status(304).end();
      return;
    }
    res.setHeader('ETag', etagOf(page.hash, nonce));
    res.status(page.status).send(page.body.replaceAll(NONCE_MARK, nonce));
  };

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || !isPublic(req.path)) return next();
    if (hasSession(req.headers.cookie)) {
      res.setHeader('Cache-Control', 'private, no-cache');
      return next();
    }
    const version = changes.current();
    if (version === undefined) return next();
    const key = keyOf(req);
    const found = pages.get(key, version);
    if (found) {
      counts.hits++;
      send(res, found, req.headers['if-none-match']);
      return;
    }
    counts.misses++;
    // A page a CDN may keep: only a 200 whose route said nothing else (an error page never).
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (status === 200 && !res.hasHeader('cache-control'))
        res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    keepWhenDone(res, (status, body) => {
      if (status !== 200 || res.getHeader('set-cookie') !== undefined) return;
      if (body.length > MAX_PAGE_BYTES) return;
      const nonce = String(res.locals.cspNonce ?? '');
      const text = body.toString('utf8');
      const marked = nonce ? text.replaceAll(nonce, NONCE_MARK) : text;
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
        const value = res.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      });
      const hash = createHash('sha1').update(marked).digest('base64url');
      pages.set(key, version, { status, headers, body: marked, hash });
    });
    next();
  };
  return Object.assign(handler, { stats: () => ({ ...counts }) });
}

/** Passes the answer on as it is written, and hands its whole body to `done` when it ends. */
function keepWhenDone(res: Response, done: (status: number, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_PAGE_BYTES) overflow = true;
    else chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    if (!overflow) done(res.statusCode, Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response['end'];
}
