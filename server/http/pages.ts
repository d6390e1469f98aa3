// Server-rendered pages through React Router. Loaders get the services in their load context.
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { serverBuildFile } from '../paths';
import type { Services } from '../services';

export type PagesSource = { kind: 'build' } | { kind: 'vite'; vite: ViteDevServer };

export async function pagesHandler(
  source: PagesSource,
  services: Services,
): Promise<RequestHandler> {
  const getLoadContext = () => ({ services });
  if (source.kind === 'vite') {
    return createRequestHandler({
      build: () =>
        source.vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      getLoadContext,
      mode: 'development',
    });
  }
  const build = (await import(/* @vite-ignore */ serverBuildFile)) as ServerBuild;
  return createRequestHandler({ build, getLoadContext, mode: 'production' });
}
