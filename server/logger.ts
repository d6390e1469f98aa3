import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

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

// What a failed statement may carry of the data it was given: Drizzle's message and `params`
// (a shopper's name, e-mail and phone in an insert), PostgreSQL's `detail` ("Key (email)=(…)")
// and `where`. Kept: the statement with its placeholders, the code, the constraint.
const DATA_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/**
 * pino's error serializer without the values a failed database statement carries
 * (docs/product.md#production-defaults), along the whole `cause` chain. It may be given the error
 * or, through pino-http, the error already serialized.
 */
export function serializeError(error: unknown): unknown {
  // Drizzle's message is "Failed query: <statement>\nparams: <values>" (the values may hold
  // newlines): replaced whole wherever it was copied (the message with its causes, the stack).
  const replacements: [string, string][] = [];
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { query, params, cause } = current as Record<string, unknown>;
    if (typeof query === 'string' && params !== undefined) {
      replacements.push([
        `Failed query: ${query}\nparams: ${String(params)}`,
        `Failed query: ${query}`,
      ]);
    }
    current = cause;
  }
  const clean = (text: unknown) =>
    typeof text === 'string'
      ? replacements.reduce((result, [raw, safe]) => result.replaceAll(raw, safe), text)
      : text;
  const scrub = (value: unknown, depth: number): unknown => {
    if (!value || typeof value !== 'object' || depth > 5) return value;
    const record = { ...(value as Record<string, unknown>) };
    for (const field of DATA_FIELDS) delete record[field];
    record.message = clean(record.message);
    if ('stack' in record) record.stack = clean(record.stack);
    if (record.cause) record.cause = scrub(record.cause, depth + 1);
    return record;
  };
  const serialized = error instanceof Error ? stdSerializers.err(error) : error;
  return scrub(serialized, 0);
}

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
    serializers: { err: serializeError },
    base: { service: 'forecourt' },
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { reqId: context.reqId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
