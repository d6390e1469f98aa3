// HTTP's side of the caches (docs/product.md#caching).
import type { RequestHandler } from 'express';
import type { ChangeFeed } from '../cache/change-feed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Moves the content version after every request that may write (any method but GET, HEAD and
 * OPTIONS), as its answer starts and again when it closes (a write may end after its headers, or
 * without any): the writer's own next request finds the caches current without waiting for the
 * database's notification.
 */
export function bumpAfterWrites(changes: ChangeFeed): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      changes.bump();
      return writeHead.apply(this, args);
    } as typeof writeHead;
    res.on('close', () => changes.bump());
    next();
  };
}
