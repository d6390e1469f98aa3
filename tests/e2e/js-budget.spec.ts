// The JavaScript each public page needs before it is interactive, read from the build's React
// Router manifest (deterministic: no browser, no network): the client entry and, for each route
// of the page, its module and the chunks it imports, plus the manifest itself, gzipped at level 9
// as a CDN would send them. Code loaded later on demand (dialogs, the admin area) is not counted.
//
// The budgets hold today's weight with a little room (docs/performance.md); the speed issue's
// target is 130 KB for every public page: lower a budget whenever a change makes a page lighter.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

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
  'routes/home': 154,
  'routes/inventory': 149,
  'routes/car-detail': 142,
  'routes/favourites': 131,
  'routes/compare': 134,
  'routes/contact': 190,
  'routes/sell': 192,
  'routes/about': 135,
  'routes/privacy': 133,
  'routes/blog': 135,
  'routes/blog-post': 134,
  'routes/not-found': 130,
};

function readManifest(): { file: string; manifest: Manifest } {
  const file = readdirSync(path.join(CLIENT, 'assets')).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (!file) throw new Error('No React Router manifest in build/client/assets: build first');
  const text = readFileSync(path.join(CLIENT, 'assets', file), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return { file: `/assets/${file}`, manifest: JSON.parse(json) as Manifest };
}

const gzippedBytes = (url: string) =>
  gzipSync(readFileSync(path.join(CLIENT, url)), { level: 9 }).length;

test.describe('[BUILD] JavaScript per public page', () => {
  const { file, manifest } = readManifest();

  /** The files a route needs on load: entry, then each route from the root down, with imports. */
  const filesOf = (routeId: string) => {
    const chain: string[] = [];
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId)
      chain.unshift(id);
    const files = new Set([file, manifest.entry.module, ...manifest.entry.imports]);
    for (const id of chain) {
      const route = manifest.routes[id]!;
      files.add(route.module);
      for (const imported of route.imports ?? []) files.add(imported);
    }
    return files;
  };

  for (const [routeId, budget] of Object.entries(BUDGET_KB)) {
    test(`${routeId} loads at most ${budget} KB of JavaScript (gzip)`, () => {
      expect(manifest.routes[routeId], `${routeId} is a route of the build`).toBeDefined();
      const bytes = [...filesOf(routeId)].reduce((sum, url) => sum + gzippedBytes(url), 0);
      expect(bytes / 1024).toBeLessThanOrEqual(budget);
    });
  }
});
