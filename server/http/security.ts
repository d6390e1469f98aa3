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

/** Decodes one URL component strictly: bad escapes or invalid UTF-8 throw. */
function decodeStrict(component: string): string {
  return decodeURIComponent(component.replace(/\+/g, ' '));
}

/**
 * A NUL byte, a malformed escape or invalid UTF-8 anywhere in the path or query is a 400 before
 * any handler sees it (PostgreSQL refuses NUL even in a bound parameter).
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

/** Walks a parsed JSON body (iteratively: a deep body cannot overflow the stack). */
export function checkJsonBody(body: unknown): void {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0'))
        throw new AppError('bad_request', 'Text must not contain NUL bytes');
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH)
        throw new AppError('bad_request', 'Request body is nested too deeply');
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\0'))
          throw new AppError('bad_request', 'Text must not contain NUL bytes');
        stack.push([child, depth + 1]);
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

/**
 * Unsafe API requests must come from our own pages (or a non-browser client): a body must be
 * JSON (415 otherwise: an HTML form cannot send that without CORS), and a browser that says
 * another site sent the request is refused (403).
 */
export function apiRequestGuard(config: Config): RequestHandler {
  const allowedOrigins = new Set(config.publicUrl ? [new URL(config.publicUrl).origin] : []);
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
