import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '../../app/lib/page-scripts.server';
import { expect, test } from './support/test';
// What the server's HTML must do for a phone on a slow network (see bench/lighthouse.mjs for the
// figures): the stylesheet first, the page's main photo preloaded at high priority, and the
// hydration code held until the page has painted (app/lib/page-scripts.server.ts).
const PAGES = ['/', '/inventory', '/blog'];
// The held preloads and script, as a selector.
const HELD = `[rel="${HELD_PRELOAD_REL}"], [type="${HELD_SCRIPT_TYPE}"]`;

test.describe('[PUBLIC][SPEED] the order of the server HTML head', () => {
  for (const path of PAGES) {
    test(`${path}: stylesheet first, the module preloads held until the first paint`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheet = head.search(/<link[^>]+rel="stylesheet"/);
      const held = [...head.matchAll(new RegExp(`<link rel="${HELD_PRELOAD_REL}"[^>]*>`, 'g'))];
      expect(stylesheet).toBeGreaterThan(-1);
      expect(held.length).toBeGreaterThan(0);
      expect(stylesheet).toBeLessThan(held[0]!.index);
      // Nothing fetches code before the release script runs.
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).toContain(`type="${HELD_SCRIPT_TYPE}"`);
    });
  }

  test('a list page carries what its cards show of each car and article, not the whole of them', async ({
    request,
  }) => {
    // Both answer a page as an array (its count in the headers).
    const cars = (await (await request.get('/api/cars?pageSize=100')).json()) as {
      vin: string | null;
    }[];
    const posts = (await (await request.get('/api/blog?pageSize=50')).json()) as {
      content: string;
    }[];
    const vins = cars.flatMap((car) => (car.vin ? [car.vin] : []));
    // The end of each article's text: an excerpt may repeat its beginning.
    const endings = posts.map((post) =>
      post.content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(-40),
    );
    expect(vins.length).toBeGreaterThan(0);
    expect(endings.length).toBeGreaterThan(0);
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      // Booleans: a failure names what was found, not the whole page.
      for (const vin of vins) expect(html.includes(vin), `${path} has VIN ${vin}`).toBe(false);
      for (const ending of endings)
        expect(html.includes(ending), `${path} has "${ending}"`).toBe(false);
    }
  });

  test('the admin pages keep the module preloads and the module script as React Router writes them', async ({
    request,
  }) => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain(HELD_PRELOAD_REL);
  });

  test('a page fetches its code only after its first contentful paint, then hydrates', async ({
    page,
  }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const timing = await page.evaluate(
        (held) => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
          preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
          held: document.querySelectorAll(held).length,
        }),
        HELD,
      );
      expect(timing.paint, path).not.toBeNull();
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
      expect(timing.preloads, path).toBeGreaterThan(0);
      expect(timing.held, path).toBe(0);
    }
  });

  test('the held preloads come back one per task', async ({ page }) => {
    // Each starts a request, a few milliseconds of a slow phone's main thread apiece: released
    // together they made a long task (app/lib/page-scripts.server.ts). A MutationObserver hears
    // a task's changes together, at its end.
    await page.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, { preloadBatches: batches });
      new MutationObserver((records) => {
        const released = records.filter(
          (record) =>
            record.attributeName === 'rel' &&
            (record.target as HTMLLinkElement).rel === 'modulepreload',
        ).length;
        if (released) batches.push(released);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['rel'] });
    });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const batches = await page.evaluate(
        () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
      );
      expect(batches.length, path).toBeGreaterThan(3);
      expect(Math.max(...batches), `${path}: ${batches.join(', ')}`).toBe(1);
    }
  });

  test('a browser that reports no paints still gets the code, once the page is parsed', async ({
    page,
  }) => {
    // As an older browser: no paint entries to wait for.
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {
        get: () => ['resource', 'navigation'],
      });
    });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const timing = await page.evaluate(() => ({
      parsed: performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    // Released when the document was parsed, with no paint to wait for.
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.parsed as number);
    expect(await page.locator(HELD).count()).toBe(0);
  });

  test('a page whose first paint is never reported hydrates after the 3 s fallback', async ({
    page,
  }) => {
    // A paint observer that never calls back: only the release script's timer is left.
    await page.addInitScript(() => {
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type === 'paint') return;
        return observe.call(this, options);
      };
    });
    await page.goto('/inventory');
    const parsedAt = await page.evaluate(() => performance.now());
    expect(await page.locator(HELD).count()).toBeGreaterThan(0);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 15_000,
    });
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
    );
    // The code was fetched once the timer ran out, not at the paint.
    expect(firstScript).toBeGreaterThanOrEqual(2_900);
    expect(parsedAt).toBeLessThan(firstScript);
    expect(await page.locator(HELD).count()).toBe(0);
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
