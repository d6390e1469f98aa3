import type { Services } from '../../server/services';

// Loaders and actions reach the services through the load context (server/http/pages.ts).
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
