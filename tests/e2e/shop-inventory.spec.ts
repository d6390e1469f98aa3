import { type Page } from '@playwright/test';
import {
  waitForElementHydration,
  waitForHydration,
  watchConsole,
} from './support/console-problems';
import { soldCars } from './support/data';
import { apiTotal, cardTitles, chip, countLine, facetChoice, sidebar } from './support/facets';
import { openPhonePage } from './support/phone';
import { E2E_ADMIN, expect, test } from './support/test';

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article [data-testid="car-price"]').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** A page of cards' prices, lowest first (and not an empty page). */
const ascending = (prices: number[]) =>
  prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);

test.describe('[PUBLIC][SHOP] inventory facets, sort and paging', () => {
  test('the facets find the right cars and put only chosen filters in the URL', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const filters = sidebar(page);
    await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(0);
    const priceNames = await filters
      .getByRole('group', { name: 'Price' })
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label')));
    expect(priceNames).toEqual([
      expect.stringMatching(/^Any price, \d+ cars$/),
      expect.stringMatching(/^Under \$15,000, \d+ cars?$/),
      expect.stringMatching(/^\$15,000 - \$25,000, \d+ cars?$/),
      expect.stringMatching(/^\$25,000 - \$35,000, \d+ cars?$/),
      expect.stringMatching(/^\$35,000 - \$50,000, \d+ cars?$/),
      expect.stringMatching(/^Over \$50,000, \d+ cars?$/),
    ]);
    await expect(filters.getByRole('group', { name: 'Mileage' }).getByRole('radio')).toHaveCount(6);
    // 2024 back to 2016 and '2015 and older', with any newer year a car has (2025).
    await expect(filters.getByRole('group', { name: 'Year' }).getByRole('checkbox')).toHaveCount(
      11,
    );

    await facetChoice(filters, 'Make', 'Toyota').check();
    await expect(page).toHaveURL(/\/inventory\?make=Toyota$/);
    await facetChoice(filters, 'Price', '$25,000 - $35,000', 'radio').check();
    await expect(page).toHaveURL(/\/inventory\?make=Toyota&minPrice=25000\.01&maxPrice=35000$/);

    const total = await apiTotal(page, 'make=Toyota&minPrice=25000.01&maxPrice=35000');
    expect(total).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(
      `Showing ${total} ${total === 1 ? 'vehicle' : 'vehicles'}`,
    );
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(total);
    for (const title of titles) expect(title).toMatch(/^\d{4} Toyota /);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(25000);
      expect(price).toBeLessThanOrEqual(35000);
    }
    // The facets show the search they made.
    await expect(facetChoice(filters, 'Make', 'Toyota')).toBeChecked();
    await expect(
      filters.getByRole('group', { name: 'Year' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an empty result says so, and Clear all clears every filter but the sort', async ({
    page,
  }) => {
    await page.goto('/inventory?make=Tesla&maxPrice=15000&sort=price-desc');
    await waitForHydration(page);
    await expect(countLine(page)).toHaveText('Showing 0 vehicles');
    await expect(page.getByText('No vehicles found matching your criteria.')).toBeVisible();
    await expect(page.getByText(/adjusting your filters/)).toBeVisible();

    await page.getByRole('link', { name: 'Clear all', exact: true }).click();
    await expect(page).toHaveURL(/\/inventory\?sort=price-desc$/);
    const filters = sidebar(page);
    await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(
      filters.getByRole('group', { name: 'Price' }).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName(/^Any price/);
    await expect(countLine(page)).toHaveText(`Showing ${await apiTotal(page, '')} vehicles`);
  });

  test('the facets work as a plain GET form before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/inventory');
    const filters = sidebar(page);
    await facetChoice(filters, 'Make', 'Honda').check();
    await facetChoice(filters, 'Mileage', '50,000 - 75,000 km', 'radio').check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    // The loader redirects the raw fields to the canonical query string.
    await expect(page).toHaveURL(/\/inventory\?make=Honda&minMileage=50000&maxMileage=75000$/);
    for (const title of await cardTitles(page)) expect(title).toMatch(/^\d{4} Honda /);
    await context.close();
  });

  test('sorting by price and paging keep their state in the URL', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\/inventory\?sort=price-asc$/);
    await expect(page.getByText(/page 1 of \d+/)).toBeVisible();
    // The address changes as the new page starts to render: the cards follow it a moment later.
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const firstPage = await cardPrices(page);
    expect(firstPage).toHaveLength(24);
    expect([...firstPage].sort((a, b) => a - b)).toEqual(firstPage);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/inventory\?sort=price-asc&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPage = await cardPrices(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/inventory\?sort=price-asc$/);
    expect(problems).toEqual([]);
  });

  for (const [part, chunk] of [
    ['sort order', 'sort-control'],
    ['facet sidebar', 'facet-panel'],
  ] as const) {
    test(`a choice in the ${part} before its code has run is carried out once it has`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      // Its code comes after the page's: hold it.
      let releaseCode = () => {};
      const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
      const requested: string[] = [];
      await page.route(new RegExp(`/assets/${chunk}-[\\w-]{8}\\.js$`), async (route) => {
        requested.push(route.request().url());
        await codeHeld;
        await route.continue();
      });
      await page.goto('/inventory');
      await waitForHydration(page);
      await expect.poll(() => requested.length).toBe(1);
      // The page is live, the control still the server's HTML: React alone would ignore this.
      const hybrid = facetChoice(sidebar(page), 'Fuel type', 'Hybrid');
      if (chunk === 'sort-control') await page.getByLabel('Sort by').selectOption('price-asc');
      else await hybrid.check();
      await expect(page).toHaveURL(/\/inventory$/);
      releaseCode();
      if (chunk === 'sort-control') {
        await expect(page).toHaveURL(/\/inventory\?sort=price-asc$/);
        await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
        // The cards follow the address a moment later.
        await expect
          .poll(async () => {
            const prices = await cardPrices(page);
            return (
              prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
            );
          })
          .toBe(true);
      } else {
        await expect(page).toHaveURL(/\/inventory\?fuelType=hybrid$/);
        await expect(countLine(page)).toHaveText(
          `Showing ${await apiTotal(page, 'fuelType=hybrid')} vehicles`,
        );
        await expect(hybrid).toBeChecked();
      }
      expect(problems).toEqual([]);
    });
  }

  test('on a phone every part of the first screen hydrates without a scroll: the chips, the sort order, the first card', async ({
    browser,
  }) => {
    // Their code comes after the page's, some of it after React Router has updated its state for
    // the links on the page (route discovery): content that waits for the visitor must not hold
    // that update, or the parts React renders in it wait too (docs/performance.md).
    const { context, page, problems } = await openPhonePage(browser);
    await page.goto('/inventory?make=Honda&sort=price-asc');
    await waitForHydration(page);
    await waitForElementHydration(chip(page, 'Make', 'Honda'));
    await waitForElementHydration(page.getByLabel('Sort by'));
    await waitForElementHydration(page.locator('main article a').first());
    expect(problems).toEqual([]);
    await context.close();
  });

  test('sold cars leave the inventory at once (docs/product.md#bc-advertising); the page hydrates without console errors', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await request.post('/api/admin/login', { data: E2E_ADMIN });
    const sold = await soldCars(request);
    expect(sold.length).toBeGreaterThan(0);
    await page.goto('/inventory?pageSize=100');
    await waitForHydration(page);
    await expect(page.locator('main article').first()).toBeVisible();
    for (const car of sold) {
      await expect(page.locator(`main article a[href="/cars/${car.id}"]`)).toHaveCount(0);
    }
    await expect(page.locator('main article', { hasText: 'SOLD' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
