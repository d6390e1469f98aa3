import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

// Code every public page runs: the header, footer, toasts, UI primitives and their libraries.
// Left to itself Rollup splits it into ~40 tiny chunks (an icon, a constant), one request each:
// on an HTTP/1.1 connection pool that queue cost a phone more than the bytes. Forms (zod,
// react-hook-form), carousels and admin-only primitives stay out, loaded where they are used.
const SHARED_SITE_CODE = [
  /\/app\/components\/(?!form\/|ui\/(?:form|carousel|alert-dialog|switch|tabs|checkbox)\.)/,
  /\/app\/lib\//,
  /\/common\/(?:site|constants|format|images|search-options)\./,
  /\/node_modules\/(?:lucide-react|clsx|tailwind-merge|class-variance-authority|sonner)\//,
  /\/node_modules\/(?:radix-ui|@radix-ui\/(?!react-(?:switch|tabs|alert-dialog|checkbox)\/))/,
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    // Hashed assets are served with a one-year immutable cache (server/http/static.ts).
    assetsInlineLimit: 2048,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            manualChunks(id) {
              // Layers that import only downwards (site → router → react), so no two chunks wait on
              // each other; the router pulled into `site` made one long compile task.
              if (/\/node_modules\/(?:react|react-dom|scheduler)\//.test(id)) return 'react';
              if (/\/node_modules\/react-router\//.test(id)) return 'router';
              if (SHARED_SITE_CODE.some((pattern) => pattern.test(id))) return 'site';
              return undefined;
            },
          },
        },
      },
    },
  },
});
