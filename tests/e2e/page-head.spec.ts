import { expect, test } from './support/test';
// What the server's <head> must do for a phone on a slow network (see bench/lighthouse.mjs for
// the figures): the stylesheet first, the page's main photo preloaded at high priority, and the
// hydration code preloaded at low priority behind them.
const PAGES = ['/', '/inventory', '/blog'];

test.describe('[PUBLIC][SPEED] the order of the server HTML head', () => {
  for (const path of PAGES) {
    test(`${path}: stylesheet before the module preloads, which are all low priority`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheet = head.search(/<link[^>]+rel="stylesheet"/);
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(stylesheet).toBeGreaterThan(-1);
      expect(preloads.length).toBeGreaterThan(0);
      expect(stylesheet).toBeLessThan(head.indexOf('rel="modulepreload"'));
      for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
    });
  }

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
