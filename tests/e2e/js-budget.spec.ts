// The JavaScript each public page needs before it is interactive, read from the build's React
// Router manifest (deterministic: no browser, no network): the client entry and, for each route
// of the page, its module and the chunks it imports, plus the module script the HTML carries
// inline (the page's part of the manifest), gzipped at level 9 as a CDN would send them. Code loaded later on demand (dialogs, the admin area) is not counted.
//
// The budgets hold today's weight with a little room (docs/performance.md); the speed issue's
// target is 130 KB for every public page: lower a budget whenever a change makes a page lighter.
// JS_BUDGET_PRINT=1 prints each page's figure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { RELEASE_SCRIPT } from '../../app/lib/page-scripts.server';

const CLIENT = path.resolve('build/client');

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** KB (gzipped) a page's route needs, by route id. */
const BUDGET_KB: Record<string, number> = {
  'routes/home': 127,
  'routes/inventory': 130,
  'routes/car-detail': 130,
  'routes/favourites': 122,
  'routes/compare': 123,
  'routes/contact': 125,
  'routes/sell': 127,
  'routes/about': 126,
  'routes/privacy': 124,
  'routes/blog': 125,
  'routes/blog-post': 125,
  'routes/not-found': 120,
};

function readManifest(): Manifest {
  const file = readdirSync(path.join(CLIENT, 'assets')).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (!file) throw new Error('No React Router manifest in build/client/assets: build first');
  const text = readFileSync(path.join(CLIENT, 'assets', file), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as Manifest;
}

const gzippedBytes = (url: string) =>
  gzipSync(readFileSync(path.join(CLIENT, url)), { level: 9 }).length;

test.describe('[BUILD] JavaScript per public page', () => {
  const manifest = readManifest();

  /** The files a route needs on load: entry, then each route from the root down, with imports. */
  const filesOf = (routeId: string) => {
    const chain: string[] = [];
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId)
      chain.unshift(id);
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of chain) {
      const route = manifest.routes[id]!;
      files.add(route.module);
      for (const imported of route.imports ?? []) files.add(imported);
    }
    return { chain, files };
  };

  /**
   * The module script the page's HTML carries inline: with React Router's lazy route discovery
   * its manifest holds the page's own routes only, the rest asked for when a link needs them (the
   * full manifest file is never fetched). Written as the server writes it.
   */
  const inlineScriptBytes = (chain: string[]) => {
    const routes = Object.fromEntries(chain.map((id) => [id, manifest.routes[id]]));
    const text = [
      ...chain.map((id, n) => `import * as route${n} from "${manifest.routes[id]!.module}";`),
      `window.__reactRouterManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`,
      `window.__reactRouterRouteModules = {${chain.map((id, n) => `"${id}":route${n}`).join(',')}};`,
      `import("${manifest.entry.module}");`,
      // The classic script that runs it after the first paint (app/lib/page-scripts.server.ts).
      RELEASE_SCRIPT,
    ].join('\n');
    return gzipSync(text, { level: 9 }).length;
  };

  test("the scripts every page loads carry React's production build", () => {
    // A build made under NODE_ENV=test or development (Vite follows it) ships React's warnings
    // and checks: ~60 KB more a page and slower hydration (scripts/lib/ensure-build.mjs).
    const devOnly = 'Each child in a list should have a unique';
    const carrying = [manifest.entry.module, ...manifest.entry.imports].filter((url) =>
      readFileSync(path.join(CLIENT, url), 'utf8').includes(devOnly),
    );
    expect(carrying).toEqual([]);
  });

  test("no lazy import's preload list names a file every page has loaded before it", () => {
    // The client entry and what the root imports statically run on every page before any lazy
    // import (vite.config.ts, modulePreload): listing them again was only bytes.
    const root = manifest.routes['root']!;
    const onLoad = new Set(
      [manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])].map(
        (url) => url.replace(/^\//, ''),
      ),
    );
    expect(onLoad.size).toBeGreaterThan(3);
    const named: string[] = [];
    for (const file of readdirSync(path.join(CLIENT, 'assets')).filter((n) => n.endsWith('.js'))) {
      const list = /m\.f=(\[[^\]]*\])/.exec(
        readFileSync(path.join(CLIENT, 'assets', file), 'utf8'),
      );
      if (!list) continue;
      for (const dep of JSON.parse(list[1]!) as string[])
        if (onLoad.has(dep)) named.push(`${file} → ${dep}`);
    }
    expect(named).toEqual([]);
  });

  for (const [routeId, budget] of Object.entries(BUDGET_KB)) {
    test(`${routeId} loads at most ${budget} KB of JavaScript (gzip)`, () => {
      expect(manifest.routes[routeId], `${routeId} is a route of the build`).toBeDefined();
      const { chain, files } = filesOf(routeId);
      const bytes = [...files].reduce(
        (sum, url) => sum + gzippedBytes(url),
        inlineScriptBytes(chain),
      );
      if (process.env.JS_BUDGET_PRINT) console.log(`${routeId} ${(bytes / 1024).toFixed(1)} KB`);
      expect(bytes / 1024).toBeLessThanOrEqual(budget);
    });
  }
});
