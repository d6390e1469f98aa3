// The JSON REST API under /api (docs/product.md#api). Every endpoint is declared once in the route lists
// below; this file turns the declarations into Express routes with the shared checks.
import express, { Router, type RequestHandler } from 'express';
import { currentAdmin } from '../auth/session';
import { AppError } from '../errors';
import { apiErrorHandler, apiNotFound, parseInput } from '../http/error-handler';
import { apiRequestGuard, checkJsonBody, verifyUtf8 } from '../http/security';
import { readTextBody } from '../http/text-body';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { adminAccountRoutes } from './admin-account';
import { adminCarRoutes } from './admin-cars';
import { adminRequestRoutes } from './admin-requests';
import { auditRoutes } from './audit';
import { blogRoutes } from './blog';
import { carImageRoutes } from './car-images';
import { carCsvRoutes } from './car-csv';
import { carRoutes } from './cars';
import { paymentEstimateRoutes } from './payment-estimate';
import { privacyRoutes } from './privacy';
import { requestRoutes } from './requests';
import { staffRoutes } from './staff';
import { vinRoutes } from './vin';
import { buildOpenApiDocument } from './openapi';
import { defineRoute, routePattern, type AnyApiRoute, type ApiDeps } from './route';

const openApiRoute = defineRoute({
  method: 'get',
  path: '/openapi.json',
  access: 'public',
  tag: 'Meta',
  summary: 'This document: the OpenAPI 3.1 description of the whole API',
  success: { status: 200, description: 'The OpenAPI document' },
  handler: async () => openApiDocument(),
});

const TOTP_SETUP_FIRST =
  'Set up your second factor first: this site requires one (Your account, /admin/account)';

/** Every API endpoint, in matching order. */
export const apiRoutes: AnyApiRoute[] = [
  ...carCsvRoutes,
  ...carRoutes,
  ...adminCarRoutes,
  ...carImageRoutes,
  ...blogRoutes,
  ...requestRoutes,
  ...adminRequestRoutes,
  ...privacyRoutes,
  ...auditRoutes,
  ...adminRoutes,
  ...adminAccountRoutes,
  ...accountRoutes,
  ...staffRoutes,
  ...vinRoutes,
  ...paymentEstimateRoutes,
  openApiRoute,
];

const getRoutes = apiRoutes
  .filter((route) => route.method === 'get')
  .map((route) => ({ pattern: routePattern(route.path), access: route.access }));

/**
 * Whether a GET of this path (below /api, e.g. "/cars/12") is a public read: the first route it
 * matches, in Express's order, is open to anyone. Its answer is the same for every visitor without
 * a session, so the page cache may keep it (docs/product.md#caching).
 */
export function isPublicApiRead(path: string): boolean {
  return getRoutes.find((route) => route.pattern.test(path))?.access === 'public';
}

/** The routes that take a body other than JSON: the guard lets their type through (only there). */
const textBodyRoutes = apiRoutes.flatMap((route) =>
  route.textBody
    ? [
        {
          method: route.method.toUpperCase(),
          path: route.path,
          mediaType: route.textBody.mediaType,
          wrongType: route.textBody.wrongType,
        },
      ]
    : [],
);

let cachedDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
function openApiDocument() {
  cachedDocument ??= buildOpenApiDocument(apiRoutes);
  return cachedDocument;
}

function handle(route: AnyApiRoute, deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    // Public reads may be revalidated by caches; anything touching a session never stored.
    res.setHeader(
      'Cache-Control',
      route.access === 'public' && route.method === 'get' ? 'no-cache' : 'no-store',
    );
    let admin = await currentAdmin(req, deps.services.users);
    // Before any parsing: a visitor learns nothing about an admin route's input rules.
    if (route.access === 'admin' && !admin) {
      throw new AppError('unauthorized', 'Sign in as an admin to do this');
    }
    if (admin?.totpSetupRequired && !route.duringTotpSetup) {
      if (route.access === 'admin') throw new AppError('forbidden', TOTP_SETUP_FIRST);
      admin = null; // elsewhere such a session sees what a visitor sees
    }
    if (route.rateLimited === 'forms') res.set(await deps.rateLimits.countFormSubmission(req.ip));

    let params: unknown;
    if (route.params) {
      const parsed = route.params.safeParse(req.params);
      if (!parsed.success) throw new AppError('not_found', route.notFound ?? 'Not found');
      params = parsed.data;
    }
    const query = route.query ? parseInput(route.query, req.query, 'query') : undefined;
    const headers = route.headers
      ? parseInput(
          route.headers,
          Object.fromEntries(Object.keys(route.headers.shape).map((name) => [name, req.get(name)])),
          'header',
        )
      : undefined;
    let body: unknown;
    if (route.body) {
      if (req.body === undefined || req.body === null || Array.isArray(req.body)) {
        throw new AppError('bad_request', 'Request body must be a JSON object');
      }
      body = parseInput(route.body, req.body, 'request');
    }

    const text = route.textBody ? await readTextBody(req, res, route.textBody) : '';

    const result = await route.handler({
      params,
      query,
      body,
      headers,
      text,
      admin,
      req,
      res,
      deps,
    });
    if (res.headersSent) return;
    if (route.success.status === 204) res.status(204).end();
    else res.status(route.success.status).json(result);
  };
}

export function apiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(apiRequestGuard(deps.config, textBodyRoutes));
  router.use(express.json({ limit: '100kb', verify: verifyUtf8 }));
  router.use((req, _res, next) => {
    if (req.body !== undefined) checkJsonBody(req.body);
    next();
  });
  for (const route of apiRoutes) router[route.method](route.path, handle(route, deps));
  router.use(apiNotFound(apiRoutes));
  router.use(apiErrorHandler);
  return router;
}
