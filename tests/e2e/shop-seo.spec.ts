import { expect, test } from './support/test';
test.describe('[PUBLIC][SHOP] search engines', () => {
  test('robots.txt keeps crawlers out of admin and the API and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists the static pages, available cars and published articles', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/inventory', '/sell', '/about', '/contact', '/blog']) {
      expect(locs).toContain(`${baseURL}${path}`);
    }
    const cars = (await (await request.get('/api/cars?pageSize=100')).json()) as {
      id: number;
      status: string;
    }[];
    for (const car of cars) {
      const listed = locs.includes(`${baseURL}/cars/${car.id}`);
      expect(listed, `car ${car.id} (${car.status})`).toBe(car.status === 'available');
    }
    const posts = (await (await request.get('/api/blog?pageSize=100')).json()) as {
      slug: string;
    }[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(locs).toContain(`${baseURL}/blog/${post.slug}`);
  });

  test('each shop page has its own title, description, canonical URL and the dealer JSON-LD', async ({
    page,
    baseURL,
  }) => {
    const car = ((await (await page.request.get('/api/cars')).json()) as { id: number }[])[0]!;
    const titles = new Set<string>();
    for (const path of ['/', '/inventory', `/cars/${car.id}`]) {
      await page.goto(path);
      const title = await page.title();
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^.{50,160}$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      const types = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text)['@type']);
      expect(types).toContain('AutoDealer');
    }
    expect(titles.size).toBe(3);
  });

  test('an unknown path answers the 404 page with status 404 and noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
