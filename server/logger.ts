import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// Never log secrets: cookies, authorisation headers and anything called password.
const redact = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'password',
    '*.password',
    'passwordHash',
    '*.passwordHash',
    'sessionSecret',
  ],
  censor: '[redacted]',
};

// The id of the request being handled, so that every line logged while handling it carries the
// id, whichever logger wrote it (the request's own, or the app's logger inside a service).
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` (and everything it starts) as part of the request `reqId`. */
export function runWithRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** JSON logs on stdout (or `destination`); lines written during a request get its `reqId`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact,
    base: { service: 'forecourt' },
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { reqId: context.reqId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
