import type { Request } from 'express';

/**
 * The origin a request came to, for absolute links when PUBLIC_URL is not set (the Host header is
 * only trusted then; behind a proxy, `trust proxy` decides the protocol).
 */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}
