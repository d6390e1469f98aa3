import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
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

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && CONNECTION_ERRORS.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(
    error.message,
  );
}

/** Turns any error into the API's JSON shape. Never sends a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else if (typeof error?.status === 'number' && error.type) {
    // body-parser errors carry a status and a type.
    appError = new AppError(
      error.status === 413
        ? 'payload_too_large'
        : error.status === 415
          ? 'unsupported_media_type'
          : 'bad_request',
      error.status === 413
        ? 'Request body is too large'
        : error.status === 415
          ? 'Unsupported content type'
          : 'Malformed request body',
    );
  } else if (isDatabaseUnavailable(error)) {
    appError = new AppError('unavailable', 'Service temporarily unavailable');
    res.setHeader('Retry-After', '5');
  } else {
    appError = new AppError('internal', 'Internal server error');
  }
  if (appError.status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  res
    .status(appError.status)
    .json(
      appError.details
        ? { error: appError.message, details: appError.details }
        : { error: appError.message },
    );
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`));
};
