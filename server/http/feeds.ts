// The inventory feeds for Google and listing sites (docs/product.md#feeds):
// /feeds/google-vehicles.xml and /feeds/inventory.csv. Each answer carries an ETag made from the
// inventory's fingerprint: a client revalidates every time (no-cache) and gets a 304 until a car
// changes, so a sold car leaves the feed at the next fetch. A feed is written as it is read from
// the database (never one string, whatever the inventory's size), gzipped on the way out, and
// the gzipped bytes are kept under their ETag: until the next change of the inventory, every
// client gets them without a query but the fingerprint's.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { etagMatches } from '../../common/etag';
import { SITE } from '../../common/site';
import type { FeedContext } from '../services/feed-format';
import type { FeedService } from '../services/feed-service';
import { requestOrigin } from './origin';

/**
 * Part of every feed's ETag: bump it when a feed's text changes for the same cars (a new
 * attribute, another wording), so clients holding the old text fetch the new one.
 */
export const FEED_FORMAT_VERSION = 1;

export interface FeedsDependencies {
  feeds: FeedService;
  /** PUBLIC_URL; without it, links use the origin the request came to. */
  publicUrl?: string;
  /** IMAGE_BASE_URL, when photos load from a CDN or public bucket. */
  imageBaseUrl?: string;
}

/**
 * The largest gzipped feed kept in memory (100,000 cars: about 15 MB of XML); a larger one is
 * written afresh for each client.
 */
export const FEED_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A feed's last gzipped text, good while its ETag is the answer's. */
interface CachedFeed {
  etag: string;
  gzipped: Buffer;
}

interface FeedDefinition {
  name: string;
  contentType: string;
  body: (context: FeedContext) => AsyncIterable<string>;
}

/** The pieces of `body`, the first one already read (so a failure there is still answerable). */
async function* resumed(
  first: IteratorResult<string>,
  rest: AsyncIterator<string>,
): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

export function feedsRouter({ feeds, publicUrl, imageBaseUrl }: FeedsDependencies): Router {
  const router = Router();
  // One entry per feed, whatever addresses the requests came to (a Host header is the client's
  // choice: they must not fill the memory). The ETag names the inventory, the address and the format.
  const cache = new Map<string, CachedFeed>();

  /** Writes the feed, gzipped, and keeps it under `etag` unless it grew too large. */
  async function writeAndKeep(
    name: string,
    etag: string,
    text: AsyncIterable<string>,
    res: Response,
  ): Promise<void> {
    const gzip = createGzip();
    const kept: Buffer[] = [];
    let size = 0;
    gzip.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= FEED_CACHE_MAX_BYTES) kept.push(chunk);
      else kept.length = 0;
    });
    await pipeline(Readable.from(text), gzip, res);
    if (size <= FEED_CACHE_MAX_BYTES) cache.set(name, { etag, gzipped: Buffer.concat(kept) });
    else cache.delete(name);
  }

  const serve =
    ({ name, contentType, body }: FeedDefinition) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const context: FeedContext = { origin: publicUrl ?? requestOrigin(req), imageBaseUrl };
        const fingerprint = await feeds.inventoryFingerprint();
        const tag = createHash('sha256')
          .update(JSON.stringify([name, FEED_FORMAT_VERSION, SITE, context, fingerprint]))
          .digest('base64url')
          .slice(0, 32);
        const etag = `W/"${tag}"`;
        res.setHeader('ETag', etag);
        // Stored, but checked with us before each use: never a feed with a sold car in it.
        res.setHeader('Cache-Control', 'public, no-cache');
        res.setHeader('X-Robots-Tag', 'noindex');
        res.setHeader('Content-Type', contentType);
        res.setHeader('Vary', 'Accept-Encoding');
        if (etagMatches(req.headers['if-none-match'], etag)) {
          res.status(304).end();
          return;
        }
        if (req.method === 'HEAD') {
          res.status(200).end();
          return;
        }
        const gzipped = req.acceptsEncodings('gzip', 'identity') === 'gzip';
        // Gzipped here (the compression middleware leaves an encoded answer alone).
        if (gzipped) res.setHeader('Content-Encoding', 'gzip');
        const cached = cache.get(name);
        if (cached?.etag === etag) {
          if (!gzipped) return await pipeline(Readable.from([cached.gzipped]), createGunzip(), res);
          res.setHeader('Content-Length', String(cached.gzipped.length));
          res.end(cached.gzipped);
          return;
        }
        const pieces = body(context)[Symbol.asyncIterator]();
        // The first piece before any byte goes out: a failure now is still an error answer.
        const text = resumed(await pieces.next(), pieces);
        if (gzipped) await writeAndKeep(name, etag, text, res);
        else await pipeline(Readable.from(text), res);
      } catch (error) {
        // A client that went away is no failure. Once the feed has started, anything else cuts
        // the connection (pipeline destroyed it): a broken download, never a short feed passed
        // off as whole; the final handler logs it, and answers it when nothing was sent yet.
        if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
        if (!res.headersSent) {
          for (const header of [
            'ETag',
            'Cache-Control',
            'X-Robots-Tag',
            'Content-Type',
            'Vary',
            'Content-Encoding',
          ])
            res.removeHeader(header);
        }
        next(error);
      }
    };

  router.get(
    '/google-vehicles.xml',
    serve({
      name: 'google-vehicles',
      contentType: 'application/xml; charset=utf-8',
      body: (context) => feeds.googleVehicles(context),
    }),
  );
  router.get(
    '/inventory.csv',
    serve({
      name: 'inventory-csv',
      contentType: 'text/csv; charset=utf-8',
      body: (context) => feeds.inventoryCsv(context),
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
