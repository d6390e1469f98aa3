import { type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/console-problems';
import { expect, test } from './support/test';

const countLine = (page: Page) => page.getByTestId('result-count');

async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/cars?${query}`);
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-total-count']);
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main article h3').allInnerTexts();
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article [data-testid="car-price"]').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('[PUBLIC][SHOP] inventory search, sort and paging', () => {
  test('the advanced form finds the right cars and puts only chosen filters in the URL', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const filters = page.getByRole('search', { name: 'Search filters' });
    await expect(filters.getByLabel('Make')).toHaveValue('');
    await expect(filters.getByLabel('Price Range').locator('option')).toHaveText([
      'Any Price',
      'Under $15,000',
      '$15,000 - $25,000',
      '$25,000 - $35,000',
      '$35,000 - $50,000',
      'Over $50,000',
    ]);
    await expect(filters.getByLabel('Mileage').locator('option')).toHaveCount(5);
    await expect(filters.getByLabel('Year').locator('option')).toHaveCount(11);

    await filters.getByLabel('Make').selectOption('Toyota');
    await filters.getByLabel('Price Range').selectOption({ label: '$25,000 - $35,000' });
    await filters.getByRole('button', { name: 'Search Vehicles' }).click();
    await expect(page).toHaveURL(/\/inventory\?make=Toyota&minPrice=25000&maxPrice=35000$/);

    const total = await apiTotal(page, 'make=Toyota&minPrice=25000&maxPrice=35000');
    expect(total).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(`Showing ${total} vehicles`);
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(total);
    for (const title of titles) expect(title).toMatch(/^\d{4} Toyota /);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(25000);
      expect(price).toBeLessThanOrEqual(35000);
    }
    // The form shows the search it made.
    await expect(filters.getByLabel('Make')).toHaveValue('Toyota');
    await expect(filters.getByLabel('Year')).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('an empty result says so, and Reset Filters clears every filter but the sort', async ({
    page,
  }) => {
    await page.goto('/inventory?make=Tesla&maxPrice=15000&sort=price-desc');
    await waitForHydration(page);
    await expect(countLine(page)).toHaveText('Showing 0 vehicles');
    await expect(page.getByText('No vehicles found matching your criteria.')).toBeVisible();
    await expect(page.getByText(/adjusting your filters/)).toBeVisible();

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/inventory\?sort=price-desc$/);
    const filters = page.getByRole('search', { name: 'Search filters' });
    await expect(filters.getByLabel('Make')).toHaveValue('');
    await expect(filters.getByLabel('Price Range')).toHaveValue('');
    await expect(countLine(page)).toHaveText(`Showing ${await apiTotal(page, '')} vehicles`);
  });

  test('the search form works as a plain GET form before any JavaScript runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/inventory');
    const filters = page.getByRole('search', { name: 'Search filters' });
    await filters.getByLabel('Make').selectOption('Honda');
    await filters.getByLabel('Mileage').selectOption({ label: 'Under 75,000' });
    await filters.getByRole('button', { name: 'Search Vehicles' }).click();
    // The loader redirects the raw fields to the canonical query string.
    await expect(page).toHaveURL(/\/inventory\?make=Honda&maxMileage=75000$/);
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

  test('sold cars show the SOLD overlay and the Sold badge on their card; the page hydrates without console errors', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory?pageSize=100');
    await waitForHydration(page);
    const sold = page.locator('main article', { hasText: 'SOLD' }).first();
    await expect(sold.getByText('SOLD', { exact: true })).toBeVisible();
    await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
