// The OpenAPI 3.1 document of the whole API, generated from the route declarations and their
// zod schemas (the same ones the handlers parse with). Served at GET /api/openapi.json.
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { ErrorSchema } from '../../common/schemas/api';
import type { AnyApiRoute } from './route';

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ErrorSchema) });
/** A text body or answer (CSV): a string in that media type. */
const text = (mediaType: string, description: string) => ({
  content: { [mediaType]: { schema: z.string().meta({ description }) } },
});

const PAGED_HEADERS = z.object({
  'X-Total-Count': z.string().meta({ description: 'How many items match, over all pages' }),
  Link: z.string().meta({ description: 'RFC 8288 links: first, prev, next, last' }),
});

// draft-ietf-httpapi-ratelimit-headers-07, as server/auth/rate-limits.ts sends them.
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': z.string().meta({
    description:
      'Every quota that applies, as `points;w=seconds`, e.g. `5;w=900, 20;w=900, 100;w=3600`',
  }),
  RateLimit: z.string().meta({
    description:
      'The quota closest to its end: `limit=5, remaining=3, reset=840` (reset in seconds)',
  }),
};
const RETRY_AFTER = {
  'Retry-After': z.string().meta({ description: 'Seconds until the next attempt is counted' }),
};

/** '/cars/:id' → '/api/cars/{id}' */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;
}

function operation(route: AnyApiRoute, sessionCookie: string): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [route.success.status]: {
      description: route.success.description,
      ...(route.success.mediaType
        ? text(route.success.mediaType, route.success.description)
        : route.success.schema
          ? json(route.success.schema)
          : {}),
      ...(route.success.paged ? { headers: PAGED_HEADERS } : {}),
    },
  };
  for (const [status, doc] of Object.entries(route.errors ?? {})) {
    responses[status] =
      typeof doc === 'string'
        ? error(doc)
        : { description: doc.description, ...json(doc.schema ?? ErrorSchema) };
  }
  if (route.rateLimited) {
    // Sent with every answer once the attempt is counted; documented on the two that matter.
    const success = String(route.success.status);
    responses[success] = {
      ...responses[success],
      headers: z.object({ ...RATE_LIMIT_HEADERS }),
    } as ZodOpenApiResponseObject;
    responses['429'] = {
      ...(responses['429'] ?? error('Too many attempts')),
      headers: z.object({ ...RETRY_AFTER, ...RATE_LIMIT_HEADERS }),
    } as ZodOpenApiResponseObject;
  }
  if ((route.query || route.body || route.headers) && !responses['400'])
    responses['400'] = error('Invalid input');
  if (route.params && !responses['404']) responses['404'] = error(route.notFound ?? 'Not found');
  if (route.access === 'admin') responses['401'] = error('No valid admin session');
  if (UNSAFE.has(route.method)) {
    responses['403'] = error('Sent by another site (Origin / Sec-Fetch-Site)');
    responses['415'] ??= error(
      route.textBody ? route.textBody.wrongType : 'A body that is not application/json',
    );
  }
  if (route.body) responses['413'] = error('Body over 100 KB');
  if (route.textBody) responses['413'] ??= error(route.textBody.tooLarge);
  responses['503'] = error('The database is unavailable; retry later');

  return {
    operationId: `${route.method}${route.path.replace(/[/:](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.access === 'admin' ? { security: [{ [sessionCookie]: [] }] } : {}),
    ...(route.params || route.query || route.headers
      ? {
          requestParams: {
            ...(route.params ? { path: route.params as z.ZodObject } : {}),
            ...(route.query ? { query: route.query as z.ZodObject } : {}),
            ...(route.headers ? { header: route.headers } : {}),
          },
        }
      : {}),
    ...(route.body ? { requestBody: { required: true, ...json(route.body) } } : {}),
    ...(route.textBody
      ? {
          requestBody: {
            required: true,
            ...text(route.textBody.mediaType, route.textBody.description),
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: AnyApiRoute[], options: { serverUrl?: string } = {}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route, 'adminSession') };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Forecourt API',
      version: '1.0.0',
      description:
        'The inventory, blog and shopper requests of Forecourt Motors, Richmond, BC. Errors are ' +
        '`{ error, details? }`; every response carries X-Request-Id. Unsafe methods need ' +
        'Content-Type: application/json when they send a body.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    components: {
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'forecourt.sid',
          description:
            'The session cookie set by POST /api/admin/login (__Host- prefixed over https).',
        },
      },
    },
    paths,
  });
}
