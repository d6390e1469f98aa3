import type { AdminIdentity } from '../../server/auth/session';
import type { Services } from '../../server/services';

// Loaders and actions reach the services through the load context (server/http/pages.ts).
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The signed-in admin, or null for a visitor. */
    admin: AdminIdentity | null;
    /** This browser's session id, to mark "this device" in Your sessions (never sent out). */
    sessionId: string | undefined;
    /** Nonce of this response's inline scripts (Content-Security-Policy). */
    cspNonce: string;
    /** The site's public origin, e.g. https://forecourtmotors.ca (no trailing slash). */
    publicUrl: string;
    /** Where photos are loaded from: '' (this site) or a CDN / public bucket (no trailing slash). */
    imageBaseUrl: string;
  }
}

export {};
