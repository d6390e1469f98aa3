import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { runWithRequestId, serializeError, type Logger } from '../logger';

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

// Query parameters that are credentials: a logged upload URL would otherwise be usable by anyone
// reading the logs until it expires. Compared in lower case.
const SECRET_PARAMS = new Set([
  'sig',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'token',
  'access_token',
  'password',
]);

/** The URL as it may be logged: path and harmless parameters kept, credentials replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = url.slice(queryAt + 1);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : part;
  });
  return `${url.slice(0, queryAt)}?${parts.join('&')}`;
}

/** Logs every request with its id; the id comes back in X-Request-Id on every response. */
export function requestLogger(logger: Logger) {
  const logRequest = pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    // Health probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    logRequest(req, res);
    runWithRequestId(String(req.id), next);
  };
}
