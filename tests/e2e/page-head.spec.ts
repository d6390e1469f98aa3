import { expect, test } from './support/test';
// What the server's HTML must do for a phone on a slow network (see bench/lighthouse.mjs for the
// figures): the stylesheet first, the page's main photo preloaded at high priority, and the
// hydration code held until the page has painted (app/lib/page-scripts.server.ts).
const PAGES = ['/', '/inventory', '/blog'];

test.describe('[PUBLIC][SPEED] the order of the server HTML head', () => {
  for (const path of PAGES) {
    test(`${path}: stylesheet first, the module preloads held until the first paint`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheet = head.search(/<link[^>]+rel="stylesheet"/);
      const held = [...head.matchAll(/<link rel="x-forecourt-modulepreload"[^>]*>/g)];
      expect(stylesheet).toBeGreaterThan(-1);
      expect(held.length).toBeGreaterThan(0);
      expect(stylesheet).toBeLessThan(held[0]!.index);
      // Nothing fetches code before the release script runs.
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).toContain('type="text/x-forecourt-module"');
    });
  }

  test('the admin pages keep the module preloads and the module script as React Router writes them', async ({
    request,
  }) => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('x-forecourt-modulepreload');
  });

  test('a page fetches its code only after its first contentful paint, then hydrates', async ({
    page,
  }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
        preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
        held: document.querySelectorAll(
          '[rel="x-forecourt-modulepreload"], [type="text/x-forecourt-module"]',
        ).length,
      }));
      expect(timing.paint, path).not.toBeNull();
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
      expect(timing.preloads, path).toBeGreaterThan(0);
      expect(timing.held, path).toBe(0);
    }
  });

  test('the first photo of /inventory and of a car page is the one high-priority preload', async ({
    request,
  }) => {
    const cars = (await (await request.get('/api/cars')).json()) as { id: number }[];
    for (const path of ['/inventory', `/cars/${cars[0]!.id}`]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const images = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      expect(images.length, path).toBeGreaterThan(0);
      expect(images[0], path).toContain('fetchPriority="high"');
      expect(
        images.filter((tag) => tag.includes('fetchPriority="high"')),
        path,
      ).toHaveLength(1);
    }
  });
});
