// The pages as the development server renders them (Vite in middleware mode, no file watching
// or hot reload), for integration tests that read a page's HTML through supertest.
import type { RequestHandler } from 'express';
import { createServer, type ViteDevServer } from 'vite';
import { pagesHandler, type PagesHandlerFactory } from '../../server/http/pages';

export interface PageRenderer {
  pages: PagesHandlerFactory;
  assets: RequestHandler;
  close(): Promise<void>;
}

export async function createPageRenderer(): Promise<PageRenderer> {
  const vite: ViteDevServer = await createServer({
    // Only server renders here: no browser asks for modules, so none are pre-bundled.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, fs: { strict: false } },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  });
  return {
    pages: await pagesHandler({ kind: 'vite', vite }),
    assets: vite.middlewares,
    close: () => vite.close(),
  };
}
