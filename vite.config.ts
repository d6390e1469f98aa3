import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { lucideIcons } from './scripts/vite/lucide-icons';

// Code every public page runs on load: what the root and the site layout (header, footer)
// import statically, and what that imports in turn. Left to itself Rollup splits it into ~40 tiny
// chunks (an icon, a constant), one request each: on an HTTP/1.1 connection pool that queue cost a
// phone more than the bytes. Everything else (the pages' own code, what loads later: the menu
// sheet, the toaster, forms, carousels, the admin area) is left to Rollup, so a page carries only
// what it uses. Import leaf modules (`lucide-react/icons/x`, `radix-ui/dialog`), never the
// libraries' index: Rollup puts a chunk's static imports in the chunk, an index's whole library.
const SITE_ROOTS = /\/app\/(?:root|routes\/site-layout)\.tsx(?:\?|$)/;

function siteModules(getModuleInfo: Rollup.GetModuleInfo, ids: Iterable<string>): Set<string> {
  const site = new Set<string>();
  const pending = [...ids].filter((id) => SITE_ROOTS.test(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (site.has(id)) continue;
    site.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return site;
}

let site: Set<string> | undefined;

// React Router 7.18 points every export condition at `dist/development`, which differs from
// `dist/production` in one constant: ENABLE_DEV_WARNINGS, console warnings meant for a developer
// whose code and text would ship to every phone. The browser's build takes `dist/production`
// (the server's needs no change: docs/decisions/0009-production-mode.md).
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'forecourt:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

/** The chunks every page loads first (manualChunks below): React, React Router, the site's code. */
const ON_LOAD_CHUNK = { react: 'react', router: 'router', site: 'site' } as const;
/** A file of one of them, as Vite names it in a lazy import's preload list (name-hash.js). */
const ON_LOAD_FILE = new RegExp(
  `^assets/(?:${Object.values(ON_LOAD_CHUNK).join('|')})-[\\w-]{8}\\.js$`,
);

/** The client build's chunks by file name, kept as the bundle is written (see preloadList). */
let clientBundle: Rollup.OutputBundle | undefined;

function keepClientBundle(): Plugin {
  return {
    name: 'forecourt:keep-client-bundle',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite writes the lazy imports' preload lists, which call resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        clientBundle = bundle;
      },
    },
  };
}

/** A chunk and every chunk it imports statically, directly or not. */
function staticImports(fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = clientBundle?.[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticImports(imported, seen);
  return seen;
}

/**
 * What a lazy import preloads: the files it needs that have not run yet. The on-load chunks ran
 * before any code that imports lazily, and the importing file's own static imports ran before
 * it (ES modules run their imports first). Vite lists both: bytes on every page, and in the
 * browser each entry is a search of the whole document for its link (docs/product.md#page-weight).
 */
function preloadList(deps: string[], host: { hostId: string; hostType: 'html' | 'js' }) {
  const ran = host.hostType === 'js' ? staticImports(host.hostId) : new Set<string>();
  return deps.filter((dep) => !ON_LOAD_FILE.test(dep) && !ran.has(dep));
}

export default defineConfig({
  plugins: [
    keepClientBundle(),
    reactRouterProductionBuild(),
    lucideIcons(path.resolve('app/components/ui/lucide-icon.ts')),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
  ],
  build: {
    // Hashed assets are served with a one-year immutable cache (server/http/static.ts).
    assetsInlineLimit: 2048,
  },
  environments: {
    client: {
      build: {
        // Terser, not esbuild: 2.5-3 KB less gzip on every page (React Router's chunk alone 41.0 ->
        // 39.0 KB), for ~13 s more build (docs/decisions/0016-terser-for-the-browsers-build.md).
        minify: 'terser',
        modulePreload: {
          resolveDependencies: (_file, deps, host) => preloadList(deps, host),
        },
        rollupOptions: {
          output: {
            manualChunks(id, { getModuleInfo, getModuleIds }) {
              // Layers that import only downwards (site → router → react), so no two chunks wait on
              // each other; the router pulled into `site` made one long compile task.
              // Rollup's CommonJS helpers too: React needs them, and they must not pull it upwards.
              if (/\/node_modules\/(?:react|react-dom|scheduler)\//.test(id))
                return ON_LOAD_CHUNK.react;
              if (id === '\0commonjsHelpers.js') return ON_LOAD_CHUNK.react;
              if (/\/node_modules\/react-router\//.test(id)) return ON_LOAD_CHUNK.router;
              site ??= siteModules(getModuleInfo, getModuleIds());
              // The route modules themselves stay the routes' own files.
              if (site.has(id) && !SITE_ROOTS.test(id)) return ON_LOAD_CHUNK.site;
              return undefined;
            },
          },
        },
      },
    },
  },
});
