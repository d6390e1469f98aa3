// Server-rendered pages through React Router. Loaders get the services, the signed-in admin and
// the CSP nonce in their load context (app/types/load-context.ts).
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { currentAdmin } from '../auth/session';
import { serverBuildFile } from '../paths';
import type { Services } from '../services';
import { requestOrigin } from './origin';

export type PagesSource = { kind: 'build' } | { kind: 'vite'; vite: ViteDevServer };
export type PagesHandlerFactory = (deps: {
  services: Services;
  /** Configured public address (PUBLIC_URL), without a trailing slash. */
  publicUrl?: string;
  /** IMAGE_BASE_URL: photos from a CDN or public bucket. */
  imageBaseUrl?: string;
}) => RequestHandler;

/** Loads the build once; the returned factory makes the handler when the app is assembled. */
export async function pagesHandler(source: PagesSource): Promise<PagesHandlerFactory> {
  const build =
    source.kind === 'vite'
      ? () => source.vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
      : ((await import(/* @vite-ignore */ serverBuildFile)) as ServerBuild);
  return ({ services, publicUrl, imageBaseUrl }) =>
    createRequestHandler({
      build,
      mode: source.kind === 'vite' ? 'development' : 'production',
      getLoadContext: async (req, res) => ({
        services,
        admin: await currentAdmin(req, services.users),
        sessionId: req.session?.adminId ? req.sessionID : undefined,
        cspNonce: res.locals.cspNonce,
        // Canonical links and the sitemap need absolute URLs: the configured address, else the
        // one this request came to (the Host header is only trusted when no address is set).
        publicUrl: publicUrl ?? requestOrigin(req),
        imageBaseUrl: imageBaseUrl ?? '',
      }),
    });
}
