import { type Page } from '@playwright/test';
import { signInThroughApi } from './support/admin';
import { waitForHydration, watchConsole } from './support/console-problems';
import { facetChoice, sidebar } from './support/facets';
import { expect, test } from './support/test';

/**
 * Holds the data requests of one route (React Router's `*.data?_routes=<route id>`, or any data
 * request of a path) until `release` is called, so the loading state can be looked at.
 */
async function holdRouteData(page: Page, match: (url: URL) => boolean) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.data') && match(url),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return () => release();
}

const routeData = (routeId: string) => (url: URL) =>
  url.searchParams.get('_routes')?.split(',').includes(routeId) ?? false;

test.describe('[PUBLIC][SHOP] loading states on client-side navigation (docs/product.md#loading-states)', () => {
  test('Shop from another page shows Loading... and 6 skeleton cards, then the cars', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/about');
    await waitForHydration(page);
    const release = await holdRouteData(page, routeData('routes/inventory'));
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    // The page is there at once (heading and filters), the cars are not yet.
    await expect(page.getByRole('heading', { name: 'Our Inventory', level: 1 })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('Loading...');
    await expect(page.getByTestId('car-card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('result-count')).toHaveText(/^Showing \d+ vehicles$/);
    await expect(page.getByTestId('car-card-skeleton')).toHaveCount(0);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Home from another page shows 6 featured and 3 article skeletons, then the data', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const release = await holdRouteData(page, routeData('routes/home'));
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    const featured = page.getByRole('status', { name: 'Loading featured vehicles' });
    const articles = page.getByRole('status', { name: 'Loading articles' });
    await expect(featured.getByTestId('car-card-skeleton')).toHaveCount(6);
    await expect(articles.locator(':scope > div')).toHaveCount(3);
    // The rest of the page does not wait for the data.
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Vehicle' })).toBeVisible();
    release();
    await expect(featured).toHaveCount(0);
    await expect(articles).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Featured vehicles' })).toBeVisible();
    await expect(
      page
        .locator(
          'section[aria-labelledby="blog-heading"] article, section[aria-labelledby="blog-heading"] a[href^="/blog/"]',
        )
        .first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a new search on /inventory swaps the cars for skeletons until the new ones arrive', async ({
    page,
  }) => {
    await page.goto('/inventory?make=Toyota');
    await waitForHydration(page);
    const release = await holdRouteData(page, routeData('routes/inventory'));
    // A new sort, then a new search from the filters: each waits on its data with skeletons.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId('result-count')).toHaveText('Loading...');
    await expect(page.getByTestId('car-card-skeleton')).toHaveCount(6);
    // The sort control keeps the choice while loading.
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    release();
    await expect(page.getByTestId('result-count')).toHaveText(/^Showing \d+ vehicles$/);
    await expect(page.getByTestId('car-card-skeleton')).toHaveCount(0);

    const releaseSearch = await holdRouteData(page, routeData('routes/inventory'));
    const ford = facetChoice(sidebar(page), 'Make', 'Ford');
    await ford.check();
    await expect(page).toHaveURL(/make=Ford&make=Toyota/);
    await expect(page.getByTestId('result-count')).toHaveText('Loading...');
    await expect(page.getByTestId('car-card-skeleton')).toHaveCount(6);
    // The facets stay (with their last counts) and show the choice at once.
    await expect(ford).toBeChecked();
    releaseSearch();
    const total = Number(
      (await page.request.get('/api/cars?make=Ford&make=Toyota')).headers()['x-total-count'],
    );
    await expect(page.getByTestId('result-count')).toHaveText(`Showing ${total} vehicles`);
    await expect(page.getByTestId('car-card-skeleton')).toHaveCount(0);
    const titles = await page.locator('main article h3').allInnerTexts();
    expect(titles.some((title) => / Ford /.test(title))).toBe(true);
    for (const title of titles) expect(title).toMatch(/^\d{4} (Ford|Toyota) /);
  });

  test('the admin dashboard link from a public page shows the admin skeleton while the session is checked', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto('/about');
    await waitForHydration(page);
    const release = await holdRouteData(page, (url) => url.pathname === '/admin.data');
    await page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page.getByTestId('admin-skeleton')).toBeVisible();
    release();
    // After the data, the admin area's code is fetched and run: on a busy 2-core host (both
    // workers' browsers and servers) that took over the 10 s an expectation gets (CI, once).
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('admin-skeleton')).toHaveCount(0);
  });
});
