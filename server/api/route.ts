// One declaration per API endpoint. The same list builds the Express router (server/api/index.ts),
// the OpenAPI document (server/api/openapi.ts) and the access-matrix test, so a new route is
// documented and checked the moment it exists.
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Page } from '../../common/schemas/api';
import { IdParamSchema } from '../../common/schemas/ids';
import type { AdminIdentity } from '../auth/session';
import type { Config } from '../config';
import type { PhotoService } from '../services/photo-service';
import type { Logger } from '../logger';
import type { RateLimits } from '../auth/rate-limits';
import type { Services } from '../services';

/** A route's Express path (below /api) as a pattern of a request's path: `:name` is one segment. */
export function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`);
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * public: anyone. session: anyone, but an admin sees more (drafts). admin: 401 without a valid
 * admin session, checked before the input is even parsed.
 */
export type Access = 'public' | 'session' | 'admin';

export interface ApiDeps {
  config: Config;
  logger: Logger;
  services: Services;
  rateLimits: RateLimits;
  photos: PhotoService;
}

export interface HandlerContext<P, Q, B, H = undefined> {
  params: P;
  query: Q;
  body: B;
  /** The request headers the route declares, by their documented names. */
  headers: H;
  /** The body of a route with `textBody`, decoded from UTF-8 ('' when none was sent). */
  text: string;
  admin: AdminIdentity | null;
  req: Request;
  res: Response;
  deps: ApiDeps;
}

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  headers?: Record<string, string>;
}

export interface ApiRoute<P = unknown, Q = unknown, B = unknown, H = undefined> {
  method: HttpMethod;
  /** Express syntax below /api, e.g. '/cars/:id'. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  description?: string;
  params?: z.ZodType<P, Record<string, string>>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * Request headers the route reads, keyed by their names as documented (e.g. Idempotency-Key):
   * a bad value is a 400 naming the header.
   */
  headers?: z.ZodObject & z.ZodType<H>;
  /**
   * A body that is not JSON (the CSV import): read after the access check, as UTF-8 text of this
   * media type, at most `maxBytes`. Another type is a 415 with `wrongType`, more bytes a 413 with
   * `tooLarge`. The API guard lets this type through for this route only (server/http/security.ts).
   */
  textBody?: {
    mediaType: 'text/csv';
    maxBytes: number;
    description: string;
    wrongType: string;
    tooLarge: string;
  };
  /** Message of the 404 when a path parameter names nothing (e.g. 'Car not found'). */
  notFound?: string;
  /**
   * forms: counts against the per-address limit of public form submissions, before the input is
   * read. sign-in: the handler counts its attempts itself (server/auth/rate-limits.ts). Either way
   * the answers carry the RateLimit headers, and the OpenAPI document says so.
   */
  rateLimited?: 'forms' | 'sign-in';
  /**
   * Open to a session that must still set up its second factor (REQUIRE_TOTP); every other admin
   * route answers it 403 (docs/product.md#second-factor-totp).
   */
  duringTotpSetup?: true;
  /** The success answer. A list with `paged` also sends X-Total-Count and Link headers. */
  success: {
    status: 200 | 201 | 204;
    description: string;
    schema?: z.ZodType;
    paged?: boolean;
    /** The handler streams this media type itself (the CSV export); JSON otherwise. */
    mediaType?: 'text/csv';
  };
  /** Other answers worth documenting, beyond the ones every route may give. */
  errors?: Partial<Record<400 | 404 | 409 | 410 | 413 | 415 | 422 | 429, string | ResponseDoc>>;
  handler(context: HandlerContext<P, Q, B, H>): Promise<unknown>;
}

// Identity function that lets TypeScript infer P, Q, B and H from the schemas.
export function defineRoute<P = undefined, Q = undefined, B = undefined, H = undefined>(
  route: ApiRoute<P, Q, B, H>,
): ApiRoute<P, Q, B, H> {
  return route;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApiRoute = ApiRoute<any, any, any, any>;

/** A numeric id in the path; anything else names nothing (404). */
export const IdParams = z.object({
  id: IdParamSchema.meta({ description: 'Numeric id', example: '42' }),
});

/** RFC 8288 Link header with first/prev/next/last for a paged list. */
export function pagingLinks(req: Request, page: number, pageSize: number, total: number): string {
  const base = new URL(req.originalUrl, 'http://localhost');
  const last = Math.max(1, Math.ceil(total / pageSize));
  const link = (p: number, rel: string) => {
    const url = new URL(base);
    url.searchParams.set('page', String(p));
    url.searchParams.set('pageSize', String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return links.join(', ');
}

/** Sends a page of a list: the body stays a plain array, the total and links go in headers. */
export function sendPage<T>(
  context: HandlerContext<unknown, unknown, unknown, unknown>,
  result: Page<T>,
): T[] {
  context.res.setHeader('X-Total-Count', String(result.total));
  context.res.setHeader(
    'Link',
    pagingLinks(context.req, result.page, result.pageSize, result.total),
  );
  return result.items;
}
