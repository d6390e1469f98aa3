// The vehicle page's similar cars and a sold car's page (docs/product.md#similar-cars,
// #sold-cars), and the listing badges on cards and pages (docs/product.md#listing-badges): days in
// stock, and Price reduced with the earlier all-in price struck through after staff cut a price.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isoDateIn } from '../../common/dates';
import type { Car } from '../../common/schemas/car';
import { buildCar, uniqueTag } from '../factories';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration, watchConsole } from './support/console-problems';
import { addCar, removeCars } from './support/data';
import { PHONE } from './support/phone';
import { E2E_ADMIN } from './support/test';
import { expect, shopTest as test } from './support/inventory-server';

const titleOf = (car: Car) => `${car.year} ${car.make} ${car.model}`;
const cardOf = (page: Page, car: Car) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: titleOf(car), exact: true }) });

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
}

async function expectStruckThrough(price: Locator) {
  await expect(price).toBeVisible();
  expect(await price.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
    'line-through',
  );
}

test.describe('[PUBLIC][SHOP] similar cars, sold car page, listing badges', () => {
  test("a sold car's page says SOLD, books no test drive, shows no payment, and offers similar available cars", async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await signIn(request);
    const tag = uniqueTag();
    const sold = await addCar(request, {
      make: 'Toyota',
      model: `Sold One ${tag}`,
      bodyType: 'suv',
      // A price none of the 2,000 synthetic cars comes near, so the alike one ranks first.
      price: 412_000,
      status: 'sold',
    });
    const alike = await addCar(request, {
      make: 'Toyota',
      model: `Alike ${tag}`,
      bodyType: 'suv',
      price: 412_500,
      status: 'available',
    });
    try {
      const response = await page.goto(`/cars/${sold.id}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.getByTestId('sold-notice')).toContainText('SOLD');
      await expect(main.getByTestId('sold-notice')).toContainText(
        'This vehicle has been sold and is no longer for sale.',
      );
      await expect(main.getByRole('heading', { name: 'This Vehicle Has Been Sold' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Schedule Test Drive' })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: 'Estimate Your Payment' })).toHaveCount(0);
      // The car's own summary (the similar cars' cards below have their payments and days).
      const summary = page.getByTestId('car-summary');
      await expect(summary.getByRole('heading', { level: 1, name: titleOf(sold) })).toBeVisible();
      await expect(summary.getByTestId('advertised-payment')).toHaveCount(0);
      await expect(summary.getByTestId('days-in-stock')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(/\(Sold\)/);

      const similar = page.getByRole('region', { name: 'Similar Vehicles Available Now' });
      const cards = similar.getByRole('article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThanOrEqual(4);
      // The most alike first: the same body, make and about the same price.
      await expect(cards.first().getByRole('link', { name: titleOf(alike) })).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card.getByText('Available', { exact: true })).toBeVisible();
      }
      await expect(similar.getByRole('link', { name: titleOf(sold) })).toHaveCount(0);
      await main.getByRole('link', { name: 'See similar vehicles available now' }).click();
      await expect(page).toHaveURL(new RegExp(`/cars/${sold.id}#similar$`));

      // An available car's page: similar cars, never itself; a test drive can be booked.
      await page.goto(`/cars/${alike.id}`);
      await waitForHydration(page);
      await expect(page.getByTestId('sold-notice')).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Schedule Test Drive' })).toBeVisible();
      const others = page.getByRole('region', { name: 'Similar Vehicles' }).getByRole('article');
      await expect(others.first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Similar Vehicles' }).getByRole('link', {
          name: titleOf(alike),
        }),
      ).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await removeCars(request, [sold.id, alike.id]);
    }
  });

  test('days in stock and Price reduced: a cut through the admin API shows the earlier all-in price struck through; a raise clears it', async ({
    page,
    request,
  }) => {
    test.slow();
    const problems = watchConsole(page);
    await signIn(request);
    const tenDaysAgo = isoDateIn(new Date(Date.now() - 10 * 86_400_000));
    // One word of both models finds these two among the 2,000 synthetic cars.
    const tag = uniqueTag();
    const input = buildCar({
      make: 'Audi',
      model: `Badge ${tag}`,
      price: 30_000,
      originalPrice: null,
      discountedPrice: null,
      inStockSince: tenDaysAgo,
    });
    const car = (await (await request.post('/api/cars', { data: input })).json()) as Car;
    const fresh = await addCar(request, { make: 'Audi', model: `Fresh ${tag}` });
    try {
      await page.goto(`/inventory?make=Audi&q=${tag}`);
      await waitForHydration(page);
      await expect(cardOf(page, car).getByTestId('days-in-stock')).toHaveText('In stock 10 days');
      await expect(cardOf(page, fresh).getByTestId('days-in-stock')).toHaveText('Arrived today');
      await expect(cardOf(page, car).getByTestId('price-reduced')).toHaveCount(0);

      const cut = await request.put(`/api/cars/${car.id}`, { data: { ...input, price: 28_000 } });
      expect(cut.ok()).toBe(true);
      await page.reload();
      await waitForHydration(page);
      const card = cardOf(page, car);
      await expect(card.getByTestId('car-price')).toHaveText('$28,499');
      await expect(card.getByTestId('price-reduced')).toHaveText('Price reduced');
      await expectStruckThrough(card.getByTestId('car-price-was'));
      await expect(card.getByTestId('car-price-was')).toHaveText('was $30,499');

      await card.getByRole('link', { name: titleOf(car) }).click();
      await expect(page.getByRole('heading', { level: 1, name: titleOf(car) })).toBeVisible();
      // The car's own price (the similar cars below have theirs).
      const priceBlock = page.getByTestId('car-price-block');
      await expect(priceBlock.getByTestId('car-price')).toHaveText('$28,499');
      await expect(priceBlock.getByTestId('price-reduced')).toBeVisible();
      await expectStruckThrough(priceBlock.getByTestId('car-price-was'));
      await expect(priceBlock.getByTestId('car-price-was')).toHaveText('was $30,499');
      await expect(page.getByTestId('car-summary').getByTestId('days-in-stock')).toHaveText(
        'In stock 10 days',
      );
      await expectNoAxeViolations(page, { label: 'reduced car page' });

      const raise = await request.put(`/api/cars/${car.id}`, { data: { ...input, price: 29_000 } });
      expect(raise.ok()).toBe(true);
      await page.reload();
      await expect(priceBlock.getByTestId('car-price')).toHaveText('$29,499');
      await expect(priceBlock.getByTestId('price-reduced')).toHaveCount(0);
      await expect(priceBlock.getByTestId('car-price-was')).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await removeCars(request, [car.id, fresh.id]);
    }
  });

  test("axe finds no violation on a sold car's page at 1280×800 and 390×844", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(request);
    const sold = await addCar(request, { model: `Axe Sold ${uniqueTag()}`, status: 'sold' });
    try {
      for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        await page.goto(`/cars/${sold.id}`);
        await waitForHydration(page);
        await expect(page.getByTestId('sold-notice')).toBeVisible();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await context.close();
      }
    } finally {
      await removeCars(request, [sold.id]);
    }
  });
});
