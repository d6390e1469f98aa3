import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../common/schemas/api';
import { routePattern } from '../api/route';
import { AppError } from '../errors';

/** Field messages of a zod error, keyed by the dotted path. */
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (details[key] ??= []).push(issue.message);
  }
  return details;
}

/** Parses input with a shared schema or throws a 400 AppError naming each bad field. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  what = 'request',
): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = fieldMessages(result.error);
    const summary = Object.entries(details)
      .map(([field, messages]) => `${field} ${messages[0]}`)
      .join('; ');
    throw new AppError('bad_request', `Invalid ${what}: ${summary}`, details);
  }
  return result.data;
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** A lost or refused database connection, seen through Drizzle's wrapper (`cause` chain). */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: string }).code;
    if (code && CONNECTION_ERRORS.has(code)) return true;
    if (
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout|PGlite is closed/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** body-parser's errors carry a status and a type. */
function bodyParserError(error: { status: number; type: string; message: string }): AppError {
  if (error.status === 413) return new AppError('payload_too_large', 'Request body is too large');
  if (
    error.status === 415 ||
    error.type === 'charset.unsupported' ||
    error.type === 'encoding.unsupported'
  )
    return new AppError('unsupported_media_type', 'Unsupported content type or encoding');
  if (error.type === 'body.not.utf8') return new AppError('bad_request', error.message);
  if (error.type === 'entity.parse.failed') return new AppError('bad_request', 'Malformed JSON');
  return new AppError('bad_request', 'Malformed request body');
}

/** Turns any error into the API's JSON shape. Never sends a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else if (typeof error?.status === 'number' && typeof error.type === 'string') {
    appError = bodyParserError(error);
  } else if (isDatabaseUnavailable(error)) {
    appError = new AppError('unavailable', 'Service temporarily unavailable');
    res.setHeader('Retry-After', '5');
  } else {
    appError = new AppError('internal', 'Internal server error');
  }
  if (appError.status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(appError.headers ?? {})) res.setHeader(name, value);
  const body: ApiErrorBody = appError.details
    ? { error: appError.message, details: appError.details }
    : { error: appError.message };
  res.status(appError.status).json(body);
};

/** An unknown path is a 404; a known path with another method is a 405 with Allow. */
export function apiNotFound(routes: { method: string; path: string }[]): RequestHandler {
  const patterns = routes.map((route) => ({
    method: route.method.toUpperCase(),
    regexp: routePattern(route.path),
  }));
  return (req, _res, next) => {
    const allowed = patterns.filter((p) => p.regexp.test(req.path)).map((p) => p.method);
    if (allowed.length === 0) {
      return next(
        new AppError('not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`),
      );
    }
    const allow = [...new Set(allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])))].join(
      ', ',
    );
    next(
      new AppError('method_not_allowed', `${req.method} is not allowed here`, undefined, {
        Allow: allow,
      }),
    );
  };
}

/**
 * The last handler of the app: whatever slipped past the routers' own handlers gets a plain answer,
 * never Express's default page with a stack trace.
 */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (req.originalUrl.startsWith('/api/')) return apiErrorHandler(error, req, res, next);
  const status = error instanceof AppError ? error.status : 500;
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  res
    .status(status)
    .type('text/plain')
    .send(status >= 500 ? 'Something went wrong. Please try again in a moment.' : 'Bad request');
};
