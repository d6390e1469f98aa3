import { expect, test } from './support/test';
test.describe('[PUBLIC][INVENTORY] server-rendered inventory', () => {
  test('the HTML of /inventory lists the seeded cars without JavaScript', async ({ request }) => {
    const res = await request.get('/inventory');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const total = Number(/Showing (\d+) vehicles/.exec(html)?.[1]);
    expect(total).toBeGreaterThanOrEqual(40);
    // The first page of cards is in the markup itself.
    expect(html.match(/href="\/cars\/\d+"/g)?.length).toBe(24);
    expect(html).toMatch(/<img[^>]+srcSet="\/images\/[a-f0-9]+\/320\.webp 320w/);
  });

  test('the page works in a browser with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { name: 'Our Inventory' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(24);
    await context.close();
  });

  test('with JavaScript off, home and blog show their cars and posts too, nothing left hidden', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured vehicles' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading featured vehicles' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Articles' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading articles' })).toHaveCount(0);
    await page.goto('/blog');
    await expect(page.getByRole('status', { name: 'Loading articles' })).toHaveCount(0);
    await expect(page.locator('main article').first()).toBeVisible();
    // No content was streamed into a hidden node that only a script would reveal (React
    // Router's own hydration data streams that way: scripts and their placeholders only).
    for (const path of ['/', '/inventory', '/blog']) {
      await page.goto(path);
      const hiddenContent = await page
        .locator('div[hidden][id^="S:"]')
        .evaluateAll((nodes) =>
          nodes.flatMap((node) =>
            [...node.children].filter((child) => !['SCRIPT', 'TEMPLATE'].includes(child.tagName)),
          ),
        );
      expect(hiddenContent.length, path).toBe(0);
    }
    await context.close();
  });

  test('GET /api/cars serves the same cars as JSON', async ({ request }) => {
    const res = await request.get('/api/cars');
    expect(res.status()).toBe(200);
    expect(Number(res.headers()['x-total-count'])).toBeGreaterThanOrEqual(40);
    expect((await res.json()).length).toBe(24);
  });

  test('unknown paths answer the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('hashed assets are cached for a year as immutable, and compressed from 1 KB', async ({
    request,
  }) => {
    const html = await (await request.get('/inventory')).text();
    const assets = [...new Set(html.match(/\/assets\/[^"]+\.js/g))];
    expect(assets.length).toBeGreaterThan(3);
    let compressed = 0;
    for (const asset of assets) {
      const res = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      // compression's default threshold: a file under 1 KB goes as it is.
      if ((await res.body()).length >= 1024 || res.headers()['content-encoding']) {
        expect(res.headers()['content-encoding'], asset).toMatch(/^(br|gzip)$/);
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(0);
  });
});
