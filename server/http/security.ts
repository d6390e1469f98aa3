// Security headers and request guards that apply before any handler runs.
import { randomBytes } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { AppError } from '../errors';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Nonce of this response's inline scripts (React Router's hydration data). */
    cspNonce: string;
  }
}

export interface SecurityOptions {
  /** Extra origins the browser may send requests to (the object store for direct uploads). */
  connectSources?: string[];
  /** Extra origins images may come from (a CDN or public bucket). */
  imageSources?: string[];
}

/** A fresh nonce per response, then helmet: CSP (ASVS 3.4.3), HSTS in production, nosniff, ... */
export function securityHeaders(config: Config, options: SecurityOptions = {}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) =>
            `'nonce-${(res as Response).locals.cspNonce}'`,
        ],
        // React and Radix set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Staff may add photos by https address; Uppy previews are blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(options.imageSources ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        frameSrc: ["'none'"],
        ...(config.isProduction && config.publicUrl?.startsWith('https://')
          ? { upgradeInsecureRequests: [] }
          : {}),
      },
    },
    strictTransportSecurity: config.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  return [nonce, headers];
}

// A surrogate code point on its own: in a `u` regexp a proper pair reads as one code point, so only
// a lone half matches. Same test as String.prototype.isWellFormed (ES2024, not in our TS lib).
const LONE_SURROGATE = /\p{Surrogate}/u;

/** False for text that is not well-formed Unicode (a lone UTF-16 surrogate). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Decodes one URL component strictly: bad escapes or invalid UTF-8 throw. */
function decodeStrict(component: string): string {
  return decodeURIComponent(component.replace(/\+/g, ' '));
}

/**
 * A NUL byte, a malformed escape or invalid UTF-8 anywhere in the path or query is a 400 before
 * any handler sees it (PostgreSQL refuses NUL even in a bound parameter). A lone surrogate cannot
 * get through here: its escape (%ED%A0%80) is invalid UTF-8, and Node refuses raw bytes in a URL.
 */
export const urlHygiene: RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  const queryStart = url.indexOf('?');
  const parts = [queryStart === -1 ? url : url.slice(0, queryStart)];
  if (queryStart !== -1) parts.push(...url.slice(queryStart + 1).split(/[&=]/));
  let bad: boolean;
  try {
    bad = parts.some((part) => decodeStrict(part).includes('\0'));
  } catch {
    bad = true;
  }
  if (!bad) return next();
  if (url.startsWith('/api/')) res.status(400).json({ error: 'Malformed URL' });
  else res.status(400).type('text/plain').send('Bad request');
};

/** JSON body parser option: bytes that are not UTF-8 are a 400, not silently replaced. */
export function verifyUtf8(_req: IncomingMessage, _res: ServerResponse, buffer: Buffer): void {
  // body-parser wraps what verify throws (and sets its status), so throw a plain tagged error.
  if (!isUtf8(buffer))
    throw Object.assign(new Error('Request body is not valid UTF-8'), { type: 'body.not.utf8' });
}

const MAX_BODY_DEPTH = 32;

/**
 * The problem with one string or key of a JSON body, if any: a NUL byte (PostgreSQL refuses it) or
 * a lone surrogate (a JSON \ud800 escape, which would be stored as U+FFFD rather than as sent).
 */
function jsonTextProblem(text: string): string | null {
  if (text.includes('\0')) return 'Text must not contain NUL bytes';
  if (!isWellFormedText(text)) return 'Text must be valid Unicode (no unpaired surrogates)';
  return null;
}

/** A 400 whose details name the field (dotted path, as the schema errors do). */
function badJsonText(message: string, path: (string | number)[]): AppError {
  return new AppError('bad_request', message, { [path.length ? path.join('.') : '_']: [message] });
}

/** Walks a parsed JSON body (iteratively: a deep body cannot overflow the stack). */
export function checkJsonBody(body: unknown): void {
  const stack: [unknown, string[]][] = [[body, []]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = jsonTextProblem(value);
      if (problem) throw badJsonText(problem, path);
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_BODY_DEPTH)
        throw new AppError('bad_request', 'Request body is nested too deeply');
      for (const [key, child] of Object.entries(value)) {
        const problem = jsonTextProblem(key);
        // The key itself is bad: name where it sits, not the key (a lone surrogate would not print).
        if (problem) throw badJsonText(problem, path);
        stack.push([child, [...path, key]]);
      }
    }
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

/** A route that takes a body other than JSON (the CSV import), as the guard must know it. */
export interface TextBodyRoute {
  /** Upper case, e.g. POST. */
  method: string;
  /** Express path below /api, without parameters. */
  path: string;
  mediaType: string;
  /** The 415's message there. */
  wrongType: string;
}

/**
 * Unsafe API requests must come from our own pages (or a non-browser client): a body must be
 * JSON (415 otherwise: an HTML form cannot send that without CORS), and a browser that says
 * another site sent the request is refused (403). The one exception: a route declared with a text
 * body also takes that media type (text/csv is no more sendable by an HTML form than JSON: a
 * cross-site script would need a CORS preflight), and the cross-site check applies to it all the same.
 */
export function apiRequestGuard(
  config: Config,
  textBodyRoutes: TextBodyRoute[] = [],
): RequestHandler {
  const allowedOrigins = new Set(config.publicUrl ? [new URL(config.publicUrl).origin] : []);
  const textBodyRoute = (req: Request) =>
    textBodyRoutes.find(
      (route) => route.method === req.method && req.path.replace(/\/$/, '') === route.path,
    );
  return (req, _res, next) => {
    if (!UNSAFE.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      return next(new AppError('forbidden', 'Cross-site requests are not allowed'));
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== requestOrigin(req) && !allowedOrigins.has(origin)) {
      return next(new AppError('forbidden', 'Cross-site requests are not allowed'));
    }
    if (hasBody(req) && !req.is('application/json')) {
      const textRoute = textBodyRoute(req);
      if (textRoute) {
        if (req.is(textRoute.mediaType)) return next();
        return next(new AppError('unsupported_media_type', textRoute.wrongType));
      }
      return next(
        new AppError(
          'unsupported_media_type',
          'Request body must be JSON (Content-Type: application/json)',
        ),
      );
    }
    next();
  };
}

/** Admin pages and the admin API are never cached and never indexed. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  next();
};
